import { describeHeldOutSet } from './held-out-set-checks.ts';
import { twentyThirdVisitorQuestions } from './twenty-third-visitor-questions.ts';

describeHeldOutSet('the twenty-third question set (tuning data)', twentyThirdVisitorQuestions, ['f23-p-then-only-on-hire', 'f23-p-rebate', 'f23-p-all-roles-deal', 'f23-m-data-fresh']);
