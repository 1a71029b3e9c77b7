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

/** Section headings the qualification pages share (the spec gives each page the same ones). */
export const sectionHeadings = {
  certificationPath: 'Certification Path',
  structure: 'Qualification Structure',
  keyExamDates: 'Key Exam Dates',
  membership: 'Membership Requirements',
  studyResources: 'Study Resources',
  feeInformation: 'Fee Information',
} as const;

/** The texts of the ACA and ACCA pages, which have the same sections. */
export type ProfessionalQualificationPageContent = {
  readonly id: QualificationId;
  readonly title: string;
  readonly subtitle: string;
  readonly about: TextSection;
  readonly certificationPath: { readonly heading: string; readonly steps: readonly PathStep[] };
  readonly structure: { readonly heading: string; readonly intro: string; readonly levels: readonly ExamGroup[] };
  readonly keyExamDates: {
    readonly heading: string;
    readonly intro: string;
    readonly sittings: readonly { readonly title: string; readonly details: readonly string[] }[];
  };
  readonly inIreland: TextSection;
  readonly membership: ListSection;
  readonly studyResources: { readonly heading: string; readonly resources: readonly StudyResource[] };
  readonly feeInformation: { readonly heading: string; readonly fees: readonly FeeItem[]; readonly note: string };
  readonly officialWebsite: Link;
};
