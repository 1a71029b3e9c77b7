import { eighthVisitorQuestions } from './eighth-visitor-questions.ts';
import { describeHeldOutSet } from './held-out-set-checks.ts';

describeHeldOutSet('the eighth question set (tuning data)', eighthVisitorQuestions, ['f8-m-skills-to-learn']);
