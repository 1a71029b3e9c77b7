import { describeHeldOutSet } from './held-out-set-checks.ts';
import { twentyEighthVisitorQuestions } from './twenty-eighth-visitor-questions.ts';

describeHeldOutSet('the twenty-eighth question set (tuning data)', twentyEighthVisitorQuestions, ['f28-p-95k-then-basis', 'f28-p-exclusive-roles', 'f28-p-when-pay']);
