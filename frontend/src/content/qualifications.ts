// Professional accounting qualifications in Ireland: the facts (fees, exams, dates, experience)
// once, as data, and the texts of the qualification pages built on them.

import { type EuroRange, formatDateSpan, formatEuroRange, formatShortDate } from './format.ts';

export type QualificationId = 'aca' | 'acca' | 'cima' | 'cta';

export type FeeItem = {
  readonly label: string;
  readonly amount: EuroRange;
  readonly per: 'one-off' | 'year' | 'exam' | 'module';
};

export type Link = {
  readonly label: string;
  readonly href: string;
  /** External links open in a new tab. */
  readonly external: boolean;
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
  readonly website: string;
};

// Basics checked exactly; the qualification-specific figures are free-form.
type FactsShape<Extra> = QualificationBasics & Extra & Readonly<Record<string, unknown>>;

/** '€90-€130 per exam', '€89'. */
export function formatFee(fee: FeeItem): string {
  const suffix = { 'one-off': '', year: ' a year', exam: ' per exam', module: '' }[fee.per];
  return `${formatEuroRange(fee.amount)}${suffix}`;
}

function pathSteps(steps: readonly Omit<PathStep, 'step'>[]): PathStep[] {
  return steps.map((step, index) => ({ step: index + 1, ...step }));
}

// =============================================================================================
// ACA (Chartered Accountants Ireland)

export const acaFacts = {
  id: 'aca',
  name: 'ACA',
  fullName: 'Chartered Accountant (ACA)',
  awardingBody: 'Chartered Accountants Ireland',
  website: 'https://www.charteredaccountants.ie',
  typicalTrainingContractYears: 3,
  experienceYears: { min: 3, max: 5 },
  levels: ['CAP1', 'CAP2', 'FAE'],
  faeElectives: 2,
  fees: [
    { label: 'Student registration', amount: { min: 235, max: 545 }, per: 'one-off' },
    { label: 'Annual student subscription', amount: { min: 190, max: 290 }, per: 'year' },
    { label: 'CAP1 exams', amount: { min: 780, max: 1_200 }, per: 'module' },
    { label: 'CAP2 exams', amount: { min: 950, max: 1_350 }, per: 'module' },
    { label: 'FAE exams', amount: { min: 2_100, max: 2_650 }, per: 'module' },
  ],
  examSittings: [
    { level: 'CAP1', main: 'August', repeat: 'December' },
    { level: 'CAP2', main: 'August', repeat: 'December' },
    { level: 'FAE', main: 'September', repeat: 'April' },
  ],
} as const satisfies FactsShape<{
  fees: readonly FeeItem[];
  levels: readonly string[];
  examSittings: readonly { level: string; main: string; repeat: string }[];
}>;

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;

const acaStructure = [
  {
    code: 'CAP1',
    name: 'Chartered Accountants Proficiency 1',
    description: 'The technical foundations every chartered accountant builds on.',
    exams: ['Financial Accounting', 'Management Accounting', 'Taxation 1', 'Law', 'Business Management'],
  },
  {
    code: 'CAP2',
    name: 'Chartered Accountants Proficiency 2',
    description: 'Advanced technical competence applied to realistic business problems.',
    exams: [
      'Financial Reporting',
      'Taxation 2',
      'Strategic Finance & Management Accounting',
      'Auditing & Assurance',
    ],
  },
  {
    code: 'FAE',
    name: 'Final Admitting Exam',
    description: `Multi-disciplinary case-based exams: the Core module plus ${acaFacts.faeElectives} electives of your choice.`,
    exams: ['Core (multi-disciplinary case studies)', `${acaFacts.faeElectives} electives`],
  },
] as const satisfies readonly ExamGroup[];

function acaSitting(level: (typeof acaFacts.levels)[number]): string {
  const sitting = acaFacts.examSittings.find((candidate) => candidate.level === level);
  return sitting ? `${sitting.main} (repeats in ${sitting.repeat})` : '';
}

export const acaPage = {
  id: 'aca',
  title: 'ACA Key Information',
  subtitle: 'Everything you need to know about becoming a Chartered Accountant in Ireland',
  about: {
    heading: 'About the ACA',
    paragraphs: [
      `The ACA is the chartered accountancy qualification awarded by ${acaFacts.awardingBody}. It is one of the most respected finance qualifications in Ireland and is recognised internationally.`,
      `Most students qualify through a ${acaFacts.typicalTrainingContractYears}-year training contract with an authorised training firm or organisation, combining paid work with study. Expect ${acaExperience} of experience in total before you are admitted to membership.`,
      'ACA graduates move into audit, advisory, tax, industry and financial services, and the qualification is a common route to financial controller and finance director roles.',
    ],
  },
  certificationPath: {
    heading: 'Certification Path',
    steps: pathSteps([
      {
        title: 'Secure a Training Contract',
        description: `Join an authorised training firm or organisation on a training contract, typically ${acaFacts.typicalTrainingContractYears} years.`,
      },
      {
        title: 'Register as a Student',
        description: `Register with ${acaFacts.awardingBody} and pay the registration and annual student subscription.`,
      },
      {
        title: 'Pass CAP1',
        description: `Sit the CAP1 exams in ${acaSitting('CAP1')}; exemptions may apply for relevant degrees.`,
      },
      {
        title: 'Pass CAP2',
        description: `Sit the CAP2 exams in ${acaSitting('CAP2')}.`,
      },
      {
        title: 'Pass FAE and Qualify',
        description: `Pass the Final Admitting Exam in ${acaSitting('FAE')}, complete your training and apply for membership.`,
      },
    ]),
  },
  structure: {
    heading: 'Qualification Structure',
    intro: `The ACA has three levels: ${acaFacts.levels.join(', ')}.`,
    levels: acaStructure,
  },
  keyExamDates: {
    heading: 'Key Exam Dates',
    intro: 'Exam sittings follow the same pattern every year; confirm exact dates on the official website.',
    sittings: acaFacts.examSittings.map((sitting) => ({
      title: sitting.level,
      details: [`Main sitting: ${sitting.main}`, `Repeat sitting: ${sitting.repeat}`],
    })),
  },
  inIreland: {
    heading: 'ACA in Ireland',
    paragraphs: [
      'The ACA is the qualification most Irish audit practices, from the Big 4 to small local firms, train their graduates towards, so it opens doors across the whole profession.',
      'Demand for newly qualified ACAs is strong in Dublin, Cork and Galway, particularly in financial services, technology and pharma, where IFRS and US GAAP experience earns a premium.',
      'Many employers in industry now offer ACA training contracts too, so you can qualify outside practice.',
    ],
  },
  membership: {
    heading: 'Membership Requirements',
    items: [
      'Pass CAP1 (or hold exemptions), CAP2 and the FAE',
      `Complete your training contract: ${acaExperience} of relevant, supervised experience`,
      'Meet the ethics and professional development requirements of your training',
      `Apply for membership of ${acaFacts.awardingBody}, then keep up continuing professional development (CPD)`,
    ],
  },
  studyResources: {
    heading: 'Study Resources',
    resources: [
      { title: 'Official study manuals', description: 'Chartered Accountants Ireland publishes study material for every CAP and FAE subject.' },
      { title: 'Past papers and solutions', description: 'Practise under timed conditions with recent exam papers and examiner reports.' },
      { title: 'Tuition and revision courses', description: 'Lectures and revision programmes are run throughout the year, in person and online.' },
      { title: 'Study leave', description: 'Most training contracts include paid study leave before each sitting: plan it early.' },
    ],
  },
  feeInformation: { heading: 'Fee Information', fees: acaFacts.fees, note: 'Fees are indicative and vary by exemptions and entry route. Many employers pay them for trainees.' },
  officialWebsite: { label: 'Visit Chartered Accountants Ireland', href: acaFacts.website, external: true },
} as const;

// =============================================================================================
// ACCA (Association of Chartered Certified Accountants)

const accaStructure = [
  {
    code: 'AK',
    name: 'Applied Knowledge',
    description: 'Core principles of business, management and financial accounting.',
    exams: ['Business and Technology (BT)', 'Management Accounting (MA)', 'Financial Accounting (FA)'],
  },
  {
    code: 'AS',
    name: 'Applied Skills',
    description: 'Technical skills applied in practice, with Irish law and tax variants.',
    exams: [
      'Corporate and Business Law (LW)',
      'Performance Management (PM)',
      'Taxation (TX)',
      'Financial Reporting (FR)',
      'Audit and Assurance (AA)',
      'Financial Management (FM)',
    ],
  },
  {
    code: 'SP-E',
    name: 'Strategic Professional - Essentials',
    description: 'Leadership and reporting at the level expected of a senior finance professional.',
    exams: ['Strategic Business Leader (SBL)', 'Strategic Business Reporting (SBR)'],
  },
  {
    code: 'SP-O',
    name: 'Strategic Professional - Options',
    description: 'Specialise by choosing 2 of the 4 options.',
    exams: [
      'Advanced Financial Management (AFM)',
      'Advanced Performance Management (APM)',
      'Advanced Taxation (ATX)',
      'Advanced Audit and Assurance (AAA)',
    ],
  },
] as const satisfies readonly ExamGroup[];

const accaOptionsToChoose = 2;

export const accaFacts = {
  id: 'acca',
  name: 'ACCA',
  fullName: 'Association of Chartered Certified Accountants (ACCA)',
  awardingBody: 'ACCA',
  website: 'https://www.accaglobal.com',
  // Every compulsory exam plus the chosen options: 3 + 6 + 2 + 2 = 13.
  examCount:
    accaStructure.filter((group) => group.code !== 'SP-O').reduce((total, group) => total + group.exams.length, 0) +
    accaOptionsToChoose,
  experienceMonths: 36,
  examSessions: ['March', 'June', 'September', 'December'],
  optionsToChoose: accaOptionsToChoose,
  fees: [
    { label: 'Registration', amount: { min: 89, max: 89 }, per: 'one-off' },
    { label: 'Annual subscription', amount: { min: 120, max: 280 }, per: 'year' },
    { label: 'Applied Knowledge exams', amount: { min: 90, max: 130 }, per: 'exam' },
    { label: 'Applied Skills exams', amount: { min: 140, max: 180 }, per: 'exam' },
    { label: 'Strategic Professional exams', amount: { min: 205, max: 345 }, per: 'exam' },
    { label: 'Ethics and Professional Skills module', amount: { min: 75, max: 95 }, per: 'module' },
  ],
  structure: accaStructure,
} as const satisfies FactsShape<{ fees: readonly FeeItem[]; examSessions: readonly string[] }>;

const accaSessionList = `${accaFacts.examSessions.slice(0, -1).join(', ')} and ${accaFacts.examSessions.at(-1) ?? ''}`;

export const accaPage = {
  id: 'acca',
  title: 'ACCA Key Information',
  subtitle: 'Your guide to the ACCA qualification and how to complete it in Ireland',
  about: {
    heading: 'About the ACCA',
    paragraphs: [
      'ACCA is a global accountancy body whose qualification is recognised in over 180 countries. It suits people who want flexibility: you can study while working in practice, industry or the public sector.',
      `The qualification has ${accaFacts.examCount} exams across three levels, an online ethics module and ${accaFacts.experienceMonths} months of relevant practical experience.`,
      'ACCA members in Ireland work as financial accountants, management accountants, financial controllers and finance directors, and in audit and tax practices of every size.',
    ],
  },
  certificationPath: {
    heading: 'Certification Path',
    steps: pathSteps([
      {
        title: 'Register with ACCA',
        description: `Register as a student (${formatFee(accaFacts.fees[0])} registration fee) and check which exemptions your degree earns.`,
      },
      {
        title: 'Applied Knowledge',
        description: 'Pass the three Applied Knowledge exams, available on demand at computer-based exam centres.',
      },
      {
        title: 'Applied Skills',
        description: `Pass the six Applied Skills exams, held in the ${accaSessionList} sessions.`,
      },
      {
        title: 'Strategic Professional',
        description: `Pass the two Essentials exams and choose ${accaFacts.optionsToChoose} of the four Options.`,
      },
      {
        title: 'Ethics and Professional Skills',
        description: 'Complete the online Ethics and Professional Skills module, ideally before the Strategic Professional exams.',
      },
      {
        title: 'Practical Experience and Membership',
        description: `Record ${accaFacts.experienceMonths} months of relevant experience against ACCA's performance objectives, then apply for membership.`,
      },
    ]),
  },
  structure: {
    heading: 'Qualification Structure',
    intro: `${accaFacts.examCount} exams: 3 Applied Knowledge, 6 Applied Skills, 2 Strategic Professional Essentials and ${accaFacts.optionsToChoose} Options.`,
    levels: accaStructure,
  },
  keyExamDates: {
    heading: 'Key Exam Dates',
    intro: `Applied Skills and Strategic Professional exams run in four sessions a year: ${accaSessionList}.`,
    sittings: accaFacts.examSessions.map((session) => ({
      title: `${session} session`,
      details: [
        'Exams held over the first two weeks of the month',
        'Early entry closes about three months before; standard entry about five weeks before',
      ],
    })),
  },
  inIreland: {
    heading: 'ACCA in Ireland',
    paragraphs: [
      'ACCA has a large and active membership in Ireland, with Irish variants of the Corporate and Business Law and Taxation exams so what you learn applies directly to Irish employers.',
      'ACCA members are valued in industry, shared-services centres and financial services, and the flexible exam schedule makes it a popular choice for people already in work.',
      'Exams can be sat at centres in Dublin, Cork, Galway, Limerick and other locations across the country.',
    ],
  },
  membership: {
    heading: 'Membership Requirements',
    items: [
      `Pass all ${accaFacts.examCount} exams (or hold exemptions)`,
      'Complete the Ethics and Professional Skills module',
      `Complete ${accaFacts.experienceMonths} months of relevant practical experience, signed off by a workplace mentor`,
      'Achieve the required performance objectives, then apply for membership and keep up CPD',
    ],
  },
  studyResources: {
    heading: 'Study Resources',
    resources: [
      { title: 'ACCA Study Hub', description: 'Free official study material and practice questions for every exam.' },
      { title: 'Approved Learning Partners', description: 'Tuition providers offering classroom, live online and on-demand courses.' },
      { title: 'Practice platform', description: 'Computer-based exam practice so the real exam software holds no surprises.' },
      { title: 'Examiner reports', description: 'What the examiners saw candidates get wrong in recent sessions.' },
    ],
  },
  feeInformation: { heading: 'Fee Information', fees: accaFacts.fees, note: 'Fees are indicative and rise for late entry. Many employers pay exam fees for students.' },
  officialWebsite: { label: 'Visit ACCA Global', href: accaFacts.website, external: true },
} as const;

// =============================================================================================
// CIMA (Chartered Institute of Management Accountants)

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
    heading: 'Qualification Structure',
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
    heading: 'Membership Requirements',
    items: [
      `Pass the ${cimaFacts.cbaSubjects} Certificate in Business Accounting subjects or hold exemptions`,
      `Pass all ${cimaFacts.objectiveTests} objective tests and ${cimaFacts.caseStudies} case study exams`,
      `Complete ${cimaFacts.experienceYears} years of relevant practical experience`,
      'Submit your experience for review, then apply for membership and keep up CPD',
    ],
  },
  studyResources: {
    heading: 'Study Resources',
    resources: [
      { title: 'CIMA study materials', description: 'Official study texts and exam practice kits for each subject.' },
      { title: 'Pre-seen material', description: 'Released ahead of each case study window: analyse it early and in depth.' },
      { title: 'Tuition providers', description: 'Classroom and online courses with mock exams for every level.' },
      { title: 'Practice exams', description: 'Test your timing on the same computer-based format as the real exams.' },
    ],
  },
  feeInformation: { heading: 'Fee Information', fees: cimaFacts.fees, note: 'Fees are indicative; exemption fees apply if your degree covers some subjects.' },
  related: {
    heading: 'Related Information',
    links: [
      { label: 'ACA Key Information', href: '/aca-info', external: false },
      { label: 'ACCA Key Information', href: '/acca-info', external: false },
      { label: 'Salary Guide', href: '/salary-guide', external: false },
    ],
  },
  officialWebsite: { label: 'Visit CIMA', href: cimaFacts.website, external: true },
} as const;

// =============================================================================================
// CTA (Chartered Tax Adviser, Irish Tax Institute)

export const ctaFacts = {
  id: 'cta',
  name: 'CTA',
  fullName: 'Chartered Tax Adviser (CTA)',
  awardingBody: 'Irish Tax Institute',
  website: 'https://taxinstitute.ie',
  stages: [
    { name: 'Foundation', durationMonths: 6 },
    { name: 'Intermediate', durationMonths: 12 },
    { name: 'Advanced', durationMonths: 12 },
  ],
  keyDates2025: [
    { sitting: 'Spring', registration: 'January - February', exams: 'May', results: 'July' },
    { sitting: 'Autumn', registration: 'July - August', exams: 'November', results: 'January 2026' },
  ],
  membership: { degreeLevel: 8, minTaxExperienceYears: 2 },
} as const satisfies FactsShape<{ membership: { degreeLevel: number; minTaxExperienceYears: number } }>;

const ctaStageDescriptions = {
  Foundation: 'The principles of Irish tax: income tax, corporation tax, capital gains tax and VAT, and how they fit together.',
  Intermediate: 'Applying the law to realistic client situations across the main tax heads, including capital acquisitions tax and stamp duty.',
  Advanced: 'Advisory and planning skills: multi-tax case studies, tax planning for individuals and companies, and professional ethics.',
} as const satisfies Record<(typeof ctaFacts.stages)[number]['name'], string>;

const ctaMembershipRequirements = [
  `A Level ${ctaFacts.membership.degreeLevel} degree (or an equivalent professional qualification)`,
  `At least ${ctaFacts.membership.minTaxExperienceYears} years of tax experience`,
  'Pass all three stages of the qualification',
  "Commit to the Institute's professional standards and ongoing CPD",
];

export const ctaPage = {
  id: 'cta',
  title: 'CTA Key Information',
  subtitle: 'Chartered Tax Adviser: the leading tax qualification in Ireland',
  about: {
    heading: 'About the CTA',
    paragraphs: [
      `The Chartered Tax Adviser (CTA) qualification is awarded by the ${ctaFacts.awardingBody} and is the benchmark qualification for tax professionals in Ireland.`,
      'It suits accountants, lawyers and graduates who want to specialise in tax, whether in practice, in industry or in the public sector.',
    ],
  },
  stages: {
    heading: 'Qualification Stages',
    items: ctaFacts.stages.map((stage) => ({
      name: stage.name,
      duration: `${stage.durationMonths} months`,
      description: ctaStageDescriptions[stage.name],
    })),
  },
  keyDates: {
    heading: 'Key Dates 2025',
    sittings: ctaFacts.keyDates2025.map((sitting) => ({
      title: `${sitting.sitting} Sitting`,
      details: [`Registration: ${sitting.registration}`, `Exams: ${sitting.exams}`, `Results: ${sitting.results}`],
    })),
  },
  careers: {
    heading: 'Career Opportunities',
    items: [
      'Tax Consultant or Senior in a Big 4, mid-tier or boutique tax practice',
      'Tax Manager and Tax Director roles in practice',
      'In-house Tax Specialist or Head of Tax in multinationals',
      'Indirect tax (VAT) and customs specialist roles',
      'Private client, estate and succession planning advisory',
      'Tax technology and transfer pricing roles',
    ],
  },
  membership: { heading: 'Membership Requirements', items: ctaMembershipRequirements },
  quickLinks: {
    heading: 'Quick Links',
    links: [
      { label: 'Irish Tax Institute', href: ctaFacts.website, external: true },
      { label: 'Salary Guide', href: '/salary-guide', external: false },
      { label: 'Interview Tips', href: '/interview-preparation', external: false },
      { label: 'ACA Key Information', href: '/aca-info', external: false },
    ],
  },
  contact: {
    heading: 'Thinking About a Career in Tax?',
    text: 'We place tax professionals at every stage, from trainee to tax director. Talk to us in confidence.',
    button: { label: 'Get in Touch', href: '/?scrollTo=contact', external: false },
  },
} as const;

// =============================================================================================
// ACA vs ACCA comparison guide (/aca-acca-info)

export type ComparisonSection = {
  readonly id: 'aca' | 'acca';
  readonly heading: string;
  readonly quickFacts: readonly { readonly label: string; readonly value: string }[];
  readonly accordions: readonly [AccordionItem, AccordionItem, AccordionItem, AccordionItem];
};

export const acaAccaComparisonPage = {
  title: 'ACA vs ACCA: Which Qualification Is Right for You?',
  intro: [
    'The ACA and the ACCA are the two most popular routes to becoming a qualified accountant in Ireland. Both are highly respected by Irish employers and both lead to strong salaries and career options.',
    'The ACA is usually completed through a training contract, often in practice, while the ACCA offers more flexibility in when you sit exams and where you gain experience. Compare the essentials below.',
  ],
  buttons: [
    { label: 'ACA Key Information', href: '/aca-info', external: false },
    { label: 'ACCA Key Information', href: '/acca-info', external: false },
  ],
  sections: [
    {
      id: 'aca',
      heading: 'ACA (Chartered Accountants Ireland)',
      quickFacts: [
        { label: 'Awarding body', value: acaFacts.awardingBody },
        { label: 'Levels', value: acaFacts.levels.join(', ') },
        { label: 'Training', value: `Typically a ${acaFacts.typicalTrainingContractYears}-year training contract` },
        { label: 'Experience', value: acaExperience },
        { label: 'Electives', value: `${acaFacts.faeElectives} at FAE` },
      ],
      accordions: [
        {
          id: 'exam-structure',
          title: 'Exam Structure',
          items: acaStructure.map((level) => `${level.code} (${level.name}): ${level.exams.join(', ')}`),
        },
        {
          id: 'key-exam-dates',
          title: 'Key Exam Dates',
          items: acaFacts.examSittings.map((sitting) => `${sitting.level}: ${sitting.main}, repeats in ${sitting.repeat}`),
        },
        {
          id: 'study-resources',
          title: 'Study Resources',
          items: acaPage.studyResources.resources.map((resource) => `${resource.title}: ${resource.description}`),
        },
        {
          id: 'exam-study-tips',
          title: 'Exam Study Tips',
          items: [
            'Agree your study leave with your training firm as soon as exam dates are published',
            'Work through past papers under timed conditions from at least six weeks out',
            'For the FAE, practise writing structured, multi-disciplinary answers to case studies',
            'Use your day-to-day work as revision: link what you see on audits and in reporting to the syllabus',
          ],
        },
      ],
    },
    {
      id: 'acca',
      heading: 'ACCA (Association of Chartered Certified Accountants)',
      quickFacts: [
        { label: 'Exams', value: `${accaFacts.examCount} in total` },
        { label: 'Experience', value: `${accaFacts.experienceMonths} months` },
        { label: 'Exam sessions', value: accaSessionList },
        { label: 'Options', value: `Choose ${accaFacts.optionsToChoose} at Strategic Professional` },
        { label: 'Registration', value: formatFee(accaFacts.fees[0]) },
      ],
      accordions: [
        {
          id: 'exam-structure',
          title: 'Exam Structure',
          items: accaStructure.map((group) => `${group.name}: ${group.exams.join(', ')}`),
        },
        {
          id: 'key-exam-dates',
          title: 'Key Exam Dates',
          items: [
            `Four sessions a year: ${accaSessionList}`,
            'Applied Knowledge exams can be taken on demand',
            'Enter early: late entry carries an extra fee',
          ],
        },
        {
          id: 'study-resources',
          title: 'Study Resources',
          items: accaPage.studyResources.resources.map((resource) => `${resource.title}: ${resource.description}`),
        },
        {
          id: 'exam-study-tips',
          title: 'Exam Study Tips',
          items: [
            'Plan two exams per session at most while working full time',
            'Do every question on the practice platform so the exam software feels familiar',
            'Read the examiner reports: they show exactly where marks are lost',
            'Start the Ethics and Professional Skills module before Strategic Professional',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Need Career Guidance in Ireland?',
    text: 'Not sure which qualification fits your plans? Our team can talk you through your options and the employers that will support your studies.',
    button: { label: 'Contact Our Team', href: '/contact', external: false },
  },
} as const satisfies {
  title: string;
  intro: readonly string[];
  buttons: readonly Link[];
  sections: readonly [ComparisonSection, ComparisonSection];
  cta: { title: string; text: string; button: Link };
};

/** The facts of each qualification, keyed by id (for the chat assistant's lookups). */
export const qualificationFacts = {
  aca: acaFacts,
  acca: accaFacts,
  cima: cimaFacts,
  cta: ctaFacts,
} as const;

/** Other names visitors use for each qualification (the chat assistant matches them). */
export const qualificationAliases: Readonly<Record<QualificationId, readonly string[]>> = {
  aca: ['aca', 'chartered accountant', 'chartered accountants ireland', 'cap1', 'cap2', 'fae'],
  acca: ['acca', 'certified accountant', 'chartered certified'],
  cima: ['cima', 'chartered management accountant', 'cgma'],
  cta: ['cta', 'tax adviser', 'tax advisor', 'irish tax institute', 'aiti'],
};
