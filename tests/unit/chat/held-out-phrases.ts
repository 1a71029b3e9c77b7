import { agency } from '#content/agency';
import { employersPage } from '#content/employers';
import { featuredJobs } from '#content/jobs';
import { tipPhrase } from './held-out-builders.ts';
import { insight } from './held-out-figures.ts';

/**
 * Figures and phrases the question sets expect, read from the content once here rather than in each set.
 * Each names one fact only its right answer shows.
 */

// Salary insights, as the replies word them.
export const remotePremium = insight('remote-premium');
export const esgPremium = insight('esg-specialists');
export const inflationAdjustment = insight('inflation-adjustments');
export const pensionMatch = insight('pension-match');
export const hybridDays = insight('hybrid-working').replace(/ remote$/, '');
export const developmentBudget = insight('development-budgets').replace(/ a year$/, '');

// Words only one tip uses: a reply showing one answered another topic.
export const AUDIT_TIP = tipPhrase('prepare-for-practice-and-audit', 'materiality');
export const FUNDS_TIP = tipPhrase('prepare-for-financial-services', 'Central Bank of Ireland');
export const TECH_TIP = tipPhrase('prepare-for-technology', 'IFRS 15');
export const PHARMA_TIP = tipPhrase('prepare-for-pharma-and-manufacturing', 'standard costing');
export const OFFER_TIP = tipPhrase('weigh-offers-and-counter-offers', 'counter-offer');
export const MIC_TIP = tipPhrase('set-up-for-video-interviews', 'microphone');

// Marks of one qualification that a reply about another should not show.
export const ACA_MARK = 'CAP1';
export const ACCA_MARK = 'Applied Skills';
export const CIMA_MARK = 'objective test';

// The business hours' parts.
export const openingTime = /(\d{1,2}:\d{2} [AP]M)/.exec(agency.businessHours.display)?.[1] ?? agency.businessHours.display;
export const closingTime = agency.businessHours.display.split(' - ').at(-1) ?? agency.businessHours.display;
export const weekdays = agency.businessHours.display.split(',')[0] ?? agency.businessHours.display;

function job(title: string) {
  const found = featuredJobs.find((candidate) => candidate.title === title);
  if (!found) throw new RangeError(`No featured job ${title}`);
  return found;
}
export const trainee = job('Trainee Accountant');
export const qualifiedJob = job('Qualified Accountant');

/** The title of a step of the employers' process. */
export function processStep(step: number): string {
  const found = employersPage.process.find((candidate) => candidate.step === step);
  if (!found) throw new RangeError(`No process step ${step}`);
  return found.title;
}
