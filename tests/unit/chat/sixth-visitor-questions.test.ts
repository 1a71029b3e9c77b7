import { describeHeldOutSet } from './held-out-set-checks.ts';
import { sixthVisitorQuestions } from './sixth-visitor-questions.ts';

describeHeldOutSet('the sixth question set (tuning data)', sixthVisitorQuestions, ['f6-p-how-it-works']);
