import { describeHeldOutSet } from './held-out-set-checks.ts';
import { thirtyFifthVisitorQuestions } from './thirty-fifth-visitor-questions.ts';

describeHeldOutSet('the thirty-fifth question set (tuning data)', thirtyFifthVisitorQuestions, ['f35-p-exclusive', 'f35-p-upfront']);
