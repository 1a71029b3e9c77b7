import { describeHeldOutSet } from './held-out-set-checks.ts';
import { fortySecondVisitorQuestions } from './forty-second-visitor-questions.ts';

describeHeldOutSet('the forty-second question set (tuning data)', fortySecondVisitorQuestions, []);
