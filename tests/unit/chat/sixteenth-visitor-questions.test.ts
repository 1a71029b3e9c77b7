import { describeHeldOutSet } from './held-out-set-checks.ts';
import { sixteenthVisitorQuestions } from './sixteenth-visitor-questions.ts';

describeHeldOutSet('the sixteenth question set (tuning data)', sixteenthVisitorQuestions, ['f16-p-how-worked-out', 'f16-p-upfront', 'f16-p-leaves-early', 'f16-p-several-roles']);
