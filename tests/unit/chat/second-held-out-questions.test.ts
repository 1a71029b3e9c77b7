import { secondHeldOutQuestions } from './second-held-out-questions.ts';
import { describeHeldOutSet } from './held-out-set-checks.ts';

describeHeldOutSet('the second held-out set (now tuning data)', secondHeldOutQuestions, ['p-fee-bands', 'p-employer-pays', 'p-hidden-costs']);
