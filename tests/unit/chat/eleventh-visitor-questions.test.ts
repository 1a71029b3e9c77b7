import { eleventhVisitorQuestions } from './eleventh-visitor-questions.ts';
import { describeHeldOutSet } from './held-out-set-checks.ts';

describeHeldOutSet('the eleventh question set (tuning data)', eleventhVisitorQuestions, ['f11-p-twenty-percent', 'f11-p-exclusive', 'f11-p-no-hire']);
