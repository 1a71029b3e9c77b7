import { describeHeldOutSet } from './held-out-set-checks.ts';
import { twentyFifthVisitorQuestions } from './twenty-fifth-visitor-questions.ts';

describeHeldOutSet('the twenty-fifth question set (tuning data)', twentyFifthVisitorQuestions, [
  'f25-p-46k-then-base',
  'f25-p-exclusive-3-roles',
  'f25-p-quit-week-5',
]);
