import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirtiethVisitorQuestions } from './thirtieth-visitor-questions.ts';

describeHeldOutSet('the thirtieth question set (tuning data)', thirtiethVisitorQuestions, []);
