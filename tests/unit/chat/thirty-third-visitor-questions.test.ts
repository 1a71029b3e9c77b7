import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirtyThirdVisitorQuestions } from './thirty-third-visitor-questions.ts';

describeHeldOutSet('the thirty-third question set (tuning data)', thirtyThirdVisitorQuestions, ['f33-p-how-fees-work']);
