import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirteenthVisitorQuestions } from './thirteenth-visitor-questions.ts';

describeHeldOutSet('the thirteenth question set (tuning data)', thirteenthVisitorQuestions, [
  'f13-p-how-fees-work',
  'f13-p-all-vacancies',
  'f13-p-leaves-early',
  'f13-m-skills-demand',
]);
