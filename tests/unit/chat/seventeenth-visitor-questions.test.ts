import { describeHeldOutSet } from './held-out-set-checks.ts';
import { seventeenthVisitorQuestions } from './seventeenth-visitor-questions.ts';

describeHeldOutSet('the seventeenth question set (tuning data)', seventeenthVisitorQuestions, ['f17-p-structure', 'f17-p-written', 'f17-p-exclusive', 'f17-p-basis']);
