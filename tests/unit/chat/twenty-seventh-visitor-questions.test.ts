import { describeHeldOutSet } from './held-out-set-checks.ts';
import { twentySeventhVisitorQuestions } from './twenty-seventh-visitor-questions.ts';

describeHeldOutSet('the twenty-seventh question set (tuning data)', twentySeventhVisitorQuestions, [
  'f27-p-52k-then-when',
  'f27-p-how-works',
  'f27-p-three-roles',
  'f27-p-leaves-early',
]);
