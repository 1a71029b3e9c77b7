import { heldOutVisitorQuestions } from './held-out-visitor-questions.ts';
import { describeHeldOutSet } from './held-out-set-checks.ts';

describeHeldOutSet('the held-out set', heldOutVisitorQuestions, ['p-fee-bands', 'p-employer-pays', 'p-hidden-costs']);
