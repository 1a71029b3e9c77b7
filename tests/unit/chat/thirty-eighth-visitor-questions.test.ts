import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirtyEighthVisitorQuestions } from './thirty-eighth-visitor-questions.ts';

describeHeldOutSet('the thirty-eighth question set (tuning data)', thirtyEighthVisitorQuestions, ['f38-p-rebate-weeks']);
