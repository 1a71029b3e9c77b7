import { fourthVisitorQuestions } from './fourth-visitor-questions.ts';
import { describeHeldOutSet } from './held-out-set-checks.ts';

describeHeldOutSet('the fourth question set (tuning data)', fourthVisitorQuestions, ['f4-p-how-charged', 'f4-p-percent-of-what']);
