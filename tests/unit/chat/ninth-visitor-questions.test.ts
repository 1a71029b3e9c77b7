import { describeHeldOutSet } from './held-out-set-checks.ts';
import { ninthVisitorQuestions } from './ninth-visitor-questions.ts';

describeHeldOutSet('the ninth question set (tuning data)', ninthVisitorQuestions, ['f9-p-bands-for-hiring-mgr', 'f9-m-in-demand-skills']);
