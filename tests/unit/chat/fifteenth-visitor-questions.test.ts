import { fifteenthVisitorQuestions } from './fifteenth-visitor-questions.ts';
import { describeHeldOutSet } from './held-out-set-checks.ts';

describeHeldOutSet('the fifteenth question set (tuning data)', fifteenthVisitorQuestions, ['f15-p-percent-bands', 'f15-p-leaves-early']);
