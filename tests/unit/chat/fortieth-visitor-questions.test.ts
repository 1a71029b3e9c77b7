import { describeHeldOutSet } from './held-out-set-checks.ts';
import { fortiethVisitorQuestions } from './fortieth-visitor-questions.ts';

describeHeldOutSet('the fortieth question set (tuning data)', fortiethVisitorQuestions, ['f40-p-rebate-doesnt-work-out']);
