import { describeHeldOutSet } from './held-out-set-checks.ts';
import { seventhVisitorQuestions } from './seventh-visitor-questions.ts';

describeHeldOutSet('the seventh question set (tuning data)', seventhVisitorQuestions, ['f7-p-percent-of-what', 'f7-p-structure-formal', 'f7-m-skills-shortage', 'f7-m-overview-fd']);
