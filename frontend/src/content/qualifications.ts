// Professional accounting qualifications in Ireland: one data file per qualification under
// qualifications/ (the facts once, and the page texts built on them), the comparison guide, and the
// lookups the chat assistant uses. This index is what '#content/qualifications' imports.

import { acaFacts } from './qualifications/aca.ts';
import { accaFacts } from './qualifications/acca.ts';
import { cimaFacts } from './qualifications/cima.ts';
import { ctaFacts } from './qualifications/cta.ts';
import type { QualificationId } from './qualifications/shared.ts';

export { acaFacts, acaPage } from './qualifications/aca.ts';
export { accaFacts, accaPage } from './qualifications/acca.ts';
export { cimaFacts, cimaJourney, cimaKeyDatesFact, cimaPage, milestoneStatusLabels, type DateWindow, type MilestoneStatus, type TimelineMilestone } from './qualifications/cima.ts';
export { ctaFacts, ctaKeyDatesFact, ctaPage } from './qualifications/cta.ts';
export { acaAccaComparisonPage, type ComparisonSection } from './qualifications/comparison.ts';
export {
  formatFee,
  type AccordionItem,
  type ExamGroup,
  type FeeItem,
  type Link,
  type ListSection,
  type PathStep,
  type ProfessionalQualificationPageContent,
  type QualificationBasics,
  type QualificationId,
  type StudyResource,
  type TextSection,
} from './qualifications/shared.ts';

/** The facts of each qualification, keyed by id (for the chat assistant's lookups). */
export const qualificationFacts = {
  aca: acaFacts,
  acca: accaFacts,
  cima: cimaFacts,
  cta: ctaFacts,
} as const;

/** Other names visitors use for each qualification, also as voice typing spells them (the chat assistant matches them). */
export const qualificationAliases: Readonly<Record<QualificationId, readonly string[]>> = {
  aca: ['aca', 'chartered accountant', 'chartered accountants ireland', 'cap1', 'cap2', 'fae', 'final admitting exam', 'training contract', 'a c a'],
  acca: ['acca', 'certified accountant', 'chartered certified', 'applied knowledge', 'applied skills', 'strategic professional', 'ethics and professional skills', 'a cca', 'a c c a'],
  cima: ['cima', 'chartered management accountant', 'cgma', 'certificate in business accounting', 'see ma', 'c i m a'],
  cta: ['cta', 'tax adviser', 'tax advisor', 'irish tax institute', 'aiti', 'c t a'],
};
