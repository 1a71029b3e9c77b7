// What the qualification pages share: the types of their building blocks, and fee and step formatting.

import { type EuroRange, formatEuroRange } from '../format.ts';
import type { ExternalUrl, SitePath } from '../routes.ts';

export type QualificationId = 'aca' | 'acca' | 'cima' | 'cta';

export type FeeItem = {
  readonly label: string;
  readonly amount: EuroRange;
  readonly per: 'one-off' | 'year' | 'exam' | 'module';
};

export type Link = {
  readonly label: string;
  /** An https address opens in a new tab. */
  readonly href: SitePath | ExternalUrl;
};

export type TextSection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
};

export type ListSection = {
  readonly heading: string;
  readonly items: readonly string[];
};

export type PathStep = {
  readonly step: number;
  readonly title: string;
  readonly description: string;
};

export type ExamGroup = {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly exams: readonly string[];
};

export type StudyResource = {
  readonly title: string;
  readonly description: string;
};

export type AccordionItem = {
  readonly id: string;
  readonly title: string;
  readonly items: readonly string[];
};

/** What every qualification's facts object has; each adds its own figures. */
export type QualificationBasics = {
  readonly id: QualificationId;
  readonly name: string;
  readonly fullName: string;
  readonly awardingBody: string;
  readonly website: ExternalUrl;
};

// Basics checked exactly; the qualification-specific figures are free-form.
export type FactsShape<Extra> = QualificationBasics & Extra & Readonly<Record<string, unknown>>;

/** '€90-€130 per exam', '€89'. */
export function formatFee(fee: FeeItem): string {
  const suffix = { 'one-off': '', year: ' a year', exam: ' per exam', module: '' }[fee.per];
  return `${formatEuroRange(fee.amount)}${suffix}`;
}

export function pathSteps(steps: readonly Omit<PathStep, 'step'>[]): PathStep[] {
  return steps.map((step, index) => ({ step: index + 1, ...step }));
}
