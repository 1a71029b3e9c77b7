import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirtyNinthVisitorQuestions } from './thirty-ninth-visitor-questions.ts';

describeHeldOutSet('the thirty-ninth question set (tuning data)', thirtyNinthVisitorQuestions, ['f39-p-rebate-month']);
