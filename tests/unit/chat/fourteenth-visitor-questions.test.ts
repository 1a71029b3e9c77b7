import { fourteenthVisitorQuestions } from './fourteenth-visitor-questions.ts';
import { describeHeldOutSet } from './held-out-set-checks.ts';

describeHeldOutSet('the fourteenth question set (tuning data)', fourteenthVisitorQuestions, [
  'f14-p-first-hire-when',
  'f14-p-how-work',
  'f14-p-how-work-leaves',
  'f14-p-how-work-all-roles',
]);
