// The fees page's copy; the bands and the quote arithmetic are in fee-bands.ts (re-exported here).

import { RESPONSE_GUARANTEE_HOURS } from './fee-bands.ts';
import type { SiteLink } from './routes.ts';

export * from './fee-bands.ts';

export const feesPage = {
  title: 'Our Fees',
  intro:
    'Transparent, competitive fees that are lower than traditional agencies. You pay a percentage ' +
    "of the successful candidate's first-year base salary, agreed in writing before we start.",
  /** Words visitors use for what the fee is a percentage of ('is it on base salary or the whole package incl bonus'). */
  basisSynonyms: ['base salary', 'basic salary', 'whole package', 'full package', 'total package', 'package', 'bonus', 'including bonus', 'commission', 'percentage of', 'percent of', 'worked out on', 'based on',
    // The salary as its base, with allowances beside it ('on the 46k base or do you count the car allowance').
    'base', 'allowance', 'allowances', 'car allowance'],
  tiersHeading: 'Fee Structure',
  exclusivePartnership: {
    title: 'Exclusive Partnership',
    text:
      'Clients who partner with us exclusively on a role or an ongoing hiring programme may ' +
      'negotiate reduced rates. Ask us about a partnership agreement that fits your plans.',
    /** Words visitors use for it (the chat assistant indexes and answers by them). */
    synonyms: ['exclusive', 'exclusively', 'exclusivity', 'discount', 'partnership', 'negotiate', 'reduced', 'cheaper', 'volume', 'multiple hire', 'roles to fill', 'several roles', 'all our roles', 'all our vacancies', 'better rate', 'better deal', 'good deal', 'discounts', 'fixed rate', 'rate fixed', 'rate is fixed', 'money off'],
    /**
     * A lower rate asked for more work, in words read only once the fee is the question ('we'd give you the FD and FC hires too, any
     * reduction for that?'): not indexed, so they never make another question a fee one.
     */
    reductionWords: ['reduction', 'reductions', 'knock a few bob off', 'knock something off', 'knock anything off', 'knock off', 'rate come down', 'fee come down', 'rates come down', 'fees come down'],
  },
  responseGuarantee: {
    title: `${RESPONSE_GUARANTEE_HOURS}-Hour Response Guarantee`,
    text:
      `We respond to every new vacancy within ${RESPONSE_GUARANTEE_HOURS} hours with a clear plan, ` +
      'a realistic salary benchmark and a timeline for your first shortlist.',
    synonyms: [
      'guarantee', 'response time', `${RESPONSE_GUARANTEE_HOURS} hour`, 'how quickly', 'how fast', 'how soon', 'how quick', 'respond', 'come back to', 'get back to',
      'hear back', 'sent a job spec', 'sent over a job spec', 'send the brief', 'send a brief', 'send you the brief', 'sending the brief', 'sending you the brief', 'sending a job spec', 'a plan', 'hear back with',
      // A vacancy sent to us, in an employer's words ('if we send a vacancy today when will we hear back').
      'send a vacancy', 'send in a vacancy', 'send you a vacancy', 'sent a vacancy', 'sent in a vacancy', 'send a role', 'send you a role',
      // Or its specification ('how soon would we hear once we send over the spec').
      'send the spec', 'send you the spec', 'send over the spec',
    ],
  },
  promise: {
    title: 'Our Promise',
    text:
      'No hidden costs and no surprises: every candidate we present has been personally interviewed ' +
      'and matched to your brief, and we stay in touch after the start date to make sure the ' +
      'placement works for both sides.',
    synonyms: ['hidden', 'promise', 'surprise', 'upfront', 'up front', 'retainer'],
  },
  /** Words that make a fee question one about candidates, and those that make it one about hiring. */
  candidateSynonyms: ['candidate', 'job seeker', 'jobseeker', 'free', 'do i have to pay', 'do i pay', 'charge me', 'cost me anything', 'finding me a job', 'finding me work',
    // A job seeker signing up, in their own circumstances ('how much will it cost me to sign up with ye, im between jobs').
    'sign up', 'signing up', 'between jobs', 'out of work', 'unemployed', 'skint',
    // Paid out of the job found ('would I have to pay ye a fee out of my wages if ye found me something').
    'would i have to pay', 'out of my wages', 'out of my salary', 'out of my pay', 'found me something', 'find me something',
    // Asked for someone else looking for work ('would ye charge him anything to help him find a job', 'does my son have to pay ye anything
    // if ye get him a job', '... to register').
    'charge him', 'charge her', 'find him a job', 'find her a job', 'help him find', 'help her find', 'finding him a job', 'finding her a job',
    'does he have to pay', 'does she have to pay', 'get him a job', 'get her a job', 'anything to register', 'cost him anything', 'cost her anything', 'registered with you',
    // Work found rather than a job ('does my daughter have to pay you if you get her work').
    'get her work', 'get him work', 'get me work', 'find her work', 'find him work', 'found her work', 'found him work', 'found me work',
    // Once the job is found ('would my daughter have to pay you anything if you found her a job'), and the visitor's own cost
    // ('does it cost me', 'and i pay nothing myself, right').
    'found her a job', 'found him a job', 'found me a job', 'does it cost me', 'i pay nothing', 'pay nothing myself',
    // Asked of someone else, or of the visitor with nothing named ('would he have to pay ye', 'and do I pay anything').
    'would he have to pay', 'would she have to pay', 'do i pay anything', 'do i have to pay anything'],
  /** Signing up with the agency as a job seeker ('graduate here, do i have to pay to sign up with you'): the candidates' side of the fees. */
  signUpSynonyms: ['pay to sign up', 'pay to register', 'pay to join', 'charge to sign up', 'cost to sign up'],
  employerSynonyms: ['hire', 'hiring', 'employer', 'client', 'placing', 'placement', 'recruit'],
  /**
   * Who pays the agency and when: only on a hire, by the employer ('so who pays you then', 'do we pay anything before someone
   * actually starts', 'is there a retainer up front'). The terms' employer services answer: a placement fee on the successful candidate.
   */
  paidOnHireSynonyms: [
    'who pays', 'who pays you', 'who pays the fee', 'employer pays', 'employers pay', 'paid by the employer', 'how do you make money', 'how do you get paid', 'how are you paid',
    'up front', 'upfront', 'in advance', 'retainer', 'deposit', 'before someone', 'before anyone', 'before they start', 'before the hire', 'before we hire', 'no hire no fee', 'only pay if', 'only pay when',
    // Asked as the search's outcome ('would we have to pay you anything before you find us someone').
    'before you find', 'before you have found', 'before you place',
  ],
  /** Words for the terms agreed in writing before a search (Terms of Service › Employer Services): rebates, invoices, payment. */
  employerTermsSynonyms: [
    'rebate', 'refund', 'money back', 'replacement', 'replace', 'walks out', 'walk out', 'leaves after', 'leaving after', 'leaving early', 'leaving within', 'leaves within', 'does not work out', 'doesnt work out',
    // A hire who leaves early, in employers' words ('our last hire quit in week 3').
    'quit', 'quits', 'quit early', 'leaves early', 'left early', 'leave early',
    // Or soon after starting ('what if she leaves in the first month').
    'leaves in the first', 'leave in the first', 'left in the first',
    'invoice', 'invoiced', 'payment terms', 'when do we pay', 'when would we pay', 'when do we have to pay', 'when would we have to pay', 'when is it due', 'fall due', 'falls due', 'fee due', 'when is the fee', 'fee paid', 'fees paid', 'fee is paid', 'is your fee paid', 'start date', 'offer is accepted', 'in writing', 'terms',
    // What is settled before the search begins ('how much do we pay upfront before you start looking'): the terms agreed in writing then.
    'before you start looking', 'before you start searching', 'before you start the search', 'before you begin a search', 'before the search starts',
    // Whether anything is paid before a hire starts ('do we pay anything before someone actually starts').
    'pay before they start', 'pay before someone starts', 'pay anything up front', 'pay anything upfront',
    // Or before anyone is hired ('do we pay anything before someone is actually hired').
    'pay before someone is hired', 'pay before we hire', 'pay until we hire', 'pay until someone is hired',
    // When the fee falls due, asked with a word between ('when do we actually pay it', 'is your fee payable on the start date' but not 'accounts payable',
    // 'is any of that due before they start').
    'fee payable', 'fees payable', 'fee actually payable', 'when do we actually pay', 'when would we actually pay', 'when do we actually have to pay', 'fee due before', 'due before they start', 'due before she starts', 'due before he starts', 'due before someone starts',
  ],
  cta: { label: 'Partner With Us', href: '/recruitment-solutions' } satisfies SiteLink,
} as const;
