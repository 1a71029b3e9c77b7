import { describeHeldOutSet } from './held-out-set-checks.ts';
import { twentySixthVisitorQuestions } from './twenty-sixth-visitor-questions.ts';

describeHeldOutSet('the twenty-sixth question set (tuning data)', twentySixthVisitorQuestions, ['f26-p-bands', 'f26-p-exclusive', 'f26-p-base', 'f26-p-rebate']);
