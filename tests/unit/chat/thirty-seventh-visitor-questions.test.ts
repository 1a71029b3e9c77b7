import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirtySeventhVisitorQuestions } from './thirty-seventh-visitor-questions.ts';

describeHeldOutSet('the thirty-seventh question set (tuning data)', thirtySeventhVisitorQuestions, ['f37-p-leaves-early-rebate']);
