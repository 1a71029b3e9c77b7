import { describeHeldOutSet } from './held-out-set-checks.ts';
import { eighteenthVisitorQuestions } from './eighteenth-visitor-questions.ts';

describeHeldOutSet('the eighteenth question set (tuning data)', eighteenthVisitorQuestions, [
  'f18-s-gross-or-bonus',
  'f18-p-vs-agencies',
  'f18-p-base-or-total',
  'f18-p-when-invoiced',
  'f18-p-exclusivity',
  'f18-m-shortage',
  'f18-m-ai-ap',
  'f18-v-then-pay-before',
]);
