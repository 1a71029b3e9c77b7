import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirdHeldOutQuestions } from './third-held-out-questions.ts';

describeHeldOutSet('the third held-out set', thirdHeldOutQuestions, ['t3-p-base-or-package']);
