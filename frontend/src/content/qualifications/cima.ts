// The CIMA qualification (Chartered Institute of Management Accountants): its facts, the example
// journey and its page's texts.

import type { DatedFact } from '../dated-facts.ts';
import { formatDateSpan, formatShortDate } from '../format.ts';
import { type ExamGroup, type FactsShape, type FeeItem, sectionHeadings } from './shared.ts';

const cimaStructure = [
  {
    code: 'CBA',
    name: 'Certificate in Business Accounting',
    description: 'The entry point for those without a relevant degree.',
    exams: [
      'BA1 Fundamentals of Business Economics',
      'BA2 Fundamentals of Management Accounting',
      'BA3 Fundamentals of Financial Accounting',
      'BA4 Fundamentals of Ethics, Corporate Governance and Business Law',
    ],
    caseStudy: null,
  },
  {
    code: 'OPS',
    name: 'Operational Level',
    description: 'Short-term decisions and the information that supports them.',
    exams: ['E1 Managing Finance in a Digital World', 'P1 Management Accounting', 'F1 Financial Reporting'],
    caseStudy: 'Operational Case Study',
  },
  {
    code: 'MGT',
    name: 'Management Level',
    description: 'Medium-term planning, performance and financial strategy.',
    exams: ['E2 Managing Performance', 'P2 Advanced Management Accounting', 'F2 Advanced Financial Reporting'],
    caseStudy: 'Management Case Study',
  },
  {
    code: 'STR',
    name: 'Strategic Level',
    description: 'Long-term strategy, risk and value creation.',
    exams: ['E3 Strategic Management', 'P3 Risk Management', 'F3 Financial Strategy'],
    caseStudy: 'Strategic Case Study',
  },
] as const satisfies readonly (ExamGroup & { caseStudy: string | null })[];

const cimaProfessionalLevels = cimaStructure.filter((level) => level.caseStudy !== null);

export type DateWindow = { readonly start: string; readonly end: string };

function dateWindow(start: string, end: string): DateWindow & { readonly display: string } {
  return { start, end, display: formatDateSpan(start, end) };
}

export const cimaFacts = {
  id: 'cima',
  name: 'CIMA',
  fullName: 'Chartered Institute of Management Accountants (CIMA)',
  awardingBody: 'CIMA',
  designation: 'CGMA (Chartered Global Management Accountant)',
  website: 'https://www.cimaglobal.com',
  objectiveTests: cimaProfessionalLevels.reduce((total, level) => total + level.exams.length, 0),
  caseStudies: cimaProfessionalLevels.length,
  cbaSubjects: cimaStructure[0].exams.length,
  experienceYears: 3,
  fees: [
    { label: 'Registration', amount: { min: 80, max: 80 }, per: 'one-off' },
    { label: 'Annual subscription', amount: { min: 125, max: 125 }, per: 'year' },
    { label: 'Objective test', amount: { min: 110, max: 110 }, per: 'exam' },
    { label: 'Case study exam', amount: { min: 270, max: 270 }, per: 'exam' },
  ],
  // ISO dates; the pages show them as 'Jan 12 - Mar 15'.
  windows2025: {
    objectiveTests: [
      dateWindow('2025-01-12', '2025-03-15'),
      dateWindow('2025-04-03', '2025-06-20'),
      dateWindow('2025-07-05', '2025-09-15'),
      dateWindow('2025-10-02', '2025-12-15'),
    ],
    caseStudies: [
      dateWindow('2025-02-18', '2025-02-20'),
      dateWindow('2025-05-20', '2025-05-22'),
      dateWindow('2025-08-19', '2025-08-21'),
      dateWindow('2025-11-18', '2025-11-20'),
    ],
    caseStudyRegistrationDeadlines: ['2025-01-07', '2025-04-08', '2025-07-09', '2025-10-08'],
    registrationLeadWeeks: { min: 6, max: 8 },
  },
  structure: cimaStructure,
} as const satisfies FactsShape<{ fees: readonly FeeItem[] }>;

export type MilestoneStatus = 'completed' | 'current' | 'future';

export type TimelineMilestone = {
  readonly title: string;
  readonly description: string;
  readonly status: MilestoneStatus;
  readonly position: 'left' | 'right';
  readonly duration: string;
  readonly details: readonly string[];
};

export const milestoneStatusLabels = {
  completed: 'Completed',
  current: 'Current',
  future: 'Future',
} as const satisfies Record<MilestoneStatus, string>;

function levelDetails(level: (typeof cimaStructure)[number]): string[] {
  return level.caseStudy === null ? [...level.exams] : [...level.exams, `${level.caseStudy} exam`];
}

// Positions alternate down the timeline, starting on the left.
function withAlternatingPositions(milestones: readonly Omit<TimelineMilestone, 'position'>[]): TimelineMilestone[] {
  return milestones.map(
    (milestone, index): TimelineMilestone => ({ ...milestone, position: index % 2 === 0 ? 'left' : 'right' }),
  );
}

export const cimaJourney: readonly TimelineMilestone[] = withAlternatingPositions([
  {
    title: 'Certificate in Business Accounting (CBA)',
    description: `Build the foundations with ${cimaFacts.cbaSubjects} subjects, unless your degree earns exemptions.`,
    status: 'completed',
    duration: '6-12 months',
    details: [...levelDetails(cimaStructure[0]), 'Computer-based objective tests, bookable on demand'],
  },
  {
    title: 'Operational Level',
    description: 'Three objective tests and the Operational Case Study, leading to the CIMA Diploma in Management Accounting.',
    status: 'completed',
    duration: '9-12 months',
    details: levelDetails(cimaStructure[1]),
  },
  {
    title: 'Management Level',
    description: 'Three objective tests and the Management Case Study, leading to the CIMA Advanced Diploma in Management Accounting.',
    status: 'current',
    duration: '9-12 months',
    details: levelDetails(cimaStructure[2]),
  },
  {
    title: 'Strategic Level',
    description: 'Three objective tests and the Strategic Case Study, the final exams of the qualification.',
    status: 'future',
    duration: '9-12 months',
    details: levelDetails(cimaStructure[3]),
  },
  {
    title: 'CIMA Membership',
    description: `Complete ${cimaFacts.experienceYears} years of relevant experience and apply for the ${cimaFacts.designation} designation.`,
    status: 'future',
    duration: `${cimaFacts.experienceYears} years of experience (can run alongside your exams)`,
    details: [
      `${cimaFacts.experienceYears} years of verified, relevant work experience`,
      'Experience profile reviewed and approved by CIMA',
      'Commitment to the CIMA Code of Ethics and ongoing CPD',
    ],
  },
]);

const cimaWindows = cimaFacts.windows2025;

/** The 2025 windows hold until the last one closes; the page and Aine say when they have passed. */
export const cimaKeyDatesFact = {
  dateLabel: 'Exam windows for 2025',
  validUntil: cimaWindows.objectiveTests.at(-1)!.end,
  whileCurrent: 'these are the 2025 CIMA exam windows',
  oncePassed: 'the 2025 CIMA exam windows have passed',
  afterwards: `check the CIMA website (${cimaFacts.website}) for the current windows and deadlines`,
} as const satisfies DatedFact;
const cimaRegistrationLead = `${cimaWindows.registrationLeadWeeks.min}-${cimaWindows.registrationLeadWeeks.max} weeks`;

export const cimaPage = {
  id: 'cima',
  title: 'CIMA Key Information',
  subtitle: 'The management accounting qualification for a career in business',
  about: {
    heading: 'About CIMA',
    paragraphs: [
      `CIMA is the world's largest body of professional management accountants. Together with the AICPA it awards the ${cimaFacts.designation} designation.`,
      `The qualification combines ${cimaFacts.objectiveTests} objective tests with ${cimaFacts.caseStudies} case study exams across three levels, plus ${cimaFacts.experienceYears} years of practical experience. The ${cimaFacts.cbaSubjects}-subject Certificate in Business Accounting is the starting point for those without a relevant degree.`,
      'It focuses on business decisions, strategy and performance rather than audit, which makes it a natural fit for careers in industry, commercial finance and FP&A.',
    ],
  },
  journey: {
    heading: 'Your Qualification Journey',
    intro: 'An example journey part-way through the qualification. Select a stage to see what it involves.',
    milestones: cimaJourney,
  },
  structure: {
    heading: sectionHeadings.structure,
    columns: ['Level', 'Objective Tests', 'Case Study'],
    levels: cimaStructure,
  },
  keyDates: {
    heading: '2025 Key Dates',
    accordions: [
      {
        id: 'objective-test-windows',
        title: 'Objective Test Windows',
        items: cimaWindows.objectiveTests.map((testWindow) => testWindow.display),
      },
      {
        id: 'case-study-exams',
        title: 'Case Study Exam Windows',
        items: cimaWindows.caseStudies.map((caseStudyWindow) => caseStudyWindow.display),
      },
      {
        id: 'case-study-registration',
        title: 'Case Study Registration Deadlines',
        items: [
          ...cimaWindows.caseStudyRegistrationDeadlines.map(formatShortDate),
          `Registration is typically ${cimaRegistrationLead} before the exam window`,
        ],
      },
    ],
  },
  inIreland: {
    heading: 'CIMA in Ireland',
    paragraphs: [
      'CIMA is popular with Irish employers in industry: multinationals, pharma and life sciences, technology and shared-services centres hire CIMA students into management accounting and FP&A roles.',
      'Objective tests and case studies are taken on computer, at Pearson VUE test centres in Dublin, Cork, Galway and Limerick or online with remote invigilation.',
      'Many employers support CIMA students with exam fees and study leave, and the qualification is valued for financial controller and finance business partner roles.',
    ],
  },
  membership: {
    heading: sectionHeadings.membership,
    items: [
      `Pass the ${cimaFacts.cbaSubjects} Certificate in Business Accounting subjects or hold exemptions`,
      `Pass all ${cimaFacts.objectiveTests} objective tests and ${cimaFacts.caseStudies} case study exams`,
      `Complete ${cimaFacts.experienceYears} years of relevant practical experience`,
      'Submit your experience for review, then apply for membership and keep up CPD',
    ],
  },
  studyResources: {
    heading: sectionHeadings.studyResources,
    resources: [
      { title: 'CIMA study materials', description: 'Official study texts and exam practice kits for each subject.' },
      { title: 'Pre-seen material', description: 'Released ahead of each case study window: analyse it early and in depth.' },
      { title: 'Tuition providers', description: 'Classroom and online courses with mock exams for every level.' },
      { title: 'Practice exams', description: 'Test your timing on the same computer-based format as the real exams.' },
    ],
  },
  feeInformation: { heading: sectionHeadings.feeInformation, fees: cimaFacts.fees, note: 'Fees are indicative; exemption fees apply if your degree covers some subjects.' },
  related: {
    heading: 'Related Information',
    links: [
      { label: 'ACA Key Information', href: '/aca-info' },
      { label: 'ACCA Key Information', href: '/acca-info' },
      { label: 'Salary Guide', href: '/salary-guide' },
    ],
  },
  officialWebsite: { label: 'Visit CIMA', href: cimaFacts.website },
} as const;
