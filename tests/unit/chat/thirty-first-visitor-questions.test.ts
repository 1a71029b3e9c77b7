import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirtyFirstVisitorQuestions } from './thirty-first-visitor-questions.ts';

describeHeldOutSet('the thirty-first question set (tuning data)', thirtyFirstVisitorQuestions, []);
