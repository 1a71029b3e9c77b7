import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirtySixthVisitorQuestions } from './thirty-sixth-visitor-questions.ts';

describeHeldOutSet('the thirty-sixth question set (tuning data)', thirtySixthVisitorQuestions, ['f36-p-rebate-if-leaves']);
