import { describeHeldOutSet } from './held-out-set-checks.ts';
import { twelfthHeldOutQuestions } from './twelfth-held-out-questions.ts';

describeHeldOutSet('the twelfth held-out set', twelfthHeldOutQuestions, ['h12-p-percentages']);
