import { fifthVisitorQuestions } from './fifth-visitor-questions.ts';
import { describeHeldOutSet } from './held-out-set-checks.ts';

describeHeldOutSet('the fifth question set (tuning data)', fifthVisitorQuestions, ['f5-p-how-worked-out', 'f5-m-skills', 'f5-m-key-stats']);
