import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirtyFourthVisitorQuestions } from './thirty-fourth-visitor-questions.ts';

describeHeldOutSet('the thirty-fourth question set (tuning data)', thirtyFourthVisitorQuestions, ['f34-p-rebate']);
