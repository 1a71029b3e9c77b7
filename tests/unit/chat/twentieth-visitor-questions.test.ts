import { describeHeldOutSet } from './held-out-set-checks.ts';
import { twentiethVisitorQuestions } from './twentieth-visitor-questions.ts';

describeHeldOutSet('the twentieth question set (tuning data)', twentiethVisitorQuestions, ['f20-p-then-exclusive', 'f20-p-base-or-bonus']);
