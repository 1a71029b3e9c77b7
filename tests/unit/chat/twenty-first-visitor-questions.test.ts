import { describeHeldOutSet } from './held-out-set-checks.ts';
import { twentyFirstVisitorQuestions } from './twenty-first-visitor-questions.ts';

describeHeldOutSet('the twenty-first question set (tuning data)', twentyFirstVisitorQuestions, ['f21-p-bands', 'f21-p-exclusive', 'f21-p-when-pay']);
