import { firstHeldOutQuestions } from './first-held-out-questions.ts';
import { describeHeldOutSet } from './held-out-set-checks.ts';

describeHeldOutSet('the first held-out set (now tuning data)', firstHeldOutQuestions, ['fee-exclusive-discount', 'fee-percentage-basis', 'market-overview']);
