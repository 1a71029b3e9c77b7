import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirtySecondVisitorQuestions } from './thirty-second-visitor-questions.ts';

describeHeldOutSet('the thirty-second question set (tuning data)', thirtySecondVisitorQuestions, ['f32-p-fee-structure-office-manager', 'f32-p-rebate-walked-out']);
