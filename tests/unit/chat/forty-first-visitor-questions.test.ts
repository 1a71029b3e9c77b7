import { describeHeldOutSet } from './held-out-set-checks.ts';
import { fortyFirstVisitorQuestions } from './forty-first-visitor-questions.ts';

describeHeldOutSet('the forty-first question set (tuning data)', fortyFirstVisitorQuestions, []);
