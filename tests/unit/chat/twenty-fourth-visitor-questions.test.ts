import { describeHeldOutSet } from './held-out-set-checks.ts';
import { twentyFourthVisitorQuestions } from './twenty-fourth-visitor-questions.ts';

describeHeldOutSet('the twenty-fourth question set (tuning data)', twentyFourthVisitorQuestions, ['f24-p-how-it-works', 'f24-p-leaves-after-month']);
