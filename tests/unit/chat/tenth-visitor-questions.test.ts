import { tenthVisitorQuestions } from './tenth-visitor-questions.ts';
import { describeHeldOutSet } from './held-out-set-checks.ts';

describeHeldOutSet('the tenth question set (tuning data)', tenthVisitorQuestions, ['f10-p-bands']);
