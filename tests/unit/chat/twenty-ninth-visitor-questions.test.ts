import { describeHeldOutSet } from './held-out-set-checks.ts';
import { twentyNinthVisitorQuestions } from './twenty-ninth-visitor-questions.ts';

describeHeldOutSet('the twenty-ninth question set (tuning data)', twentyNinthVisitorQuestions, ['f29-p-31k-then-basis', 'f29-p-110k-then-exclusive', 'f29-v-speed-then-fee-due', 'f29-p-how-fees-work']);
