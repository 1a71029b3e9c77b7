import { describeHeldOutSet } from './held-out-set-checks.ts';
import { twentySecondVisitorQuestions } from './twenty-second-visitor-questions.ts';

describeHeldOutSet('the twenty-second question set (tuning data)', twentySecondVisitorQuestions, ['f22-p-none-work-out', 'f22-p-hr-says-20', 'f22-p-all-vacancies']);
