import { describeHeldOutSet } from './held-out-set-checks.ts';
import { nineteenthVisitorQuestions } from './nineteenth-visitor-questions.ts';

describeHeldOutSet('the nineteenth question set (tuning data)', nineteenthVisitorQuestions, ['f19-p-base-or-package', 'f19-p-exclusive', 'f19-p-bands', 'f19-p-hidden']);
