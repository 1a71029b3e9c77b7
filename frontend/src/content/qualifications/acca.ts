// The ACCA qualification (Association of Chartered Certified Accountants): its facts and its page's texts.

import { type ExamGroup, type FactsShape, type FeeItem, type ProfessionalQualificationPageContent, formatFee, pathSteps, sectionHeadings } from './shared.ts';

export const accaStructure = [
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

export const accaSessionList = `${accaFacts.examSessions.slice(0, -1).join(', ')} and ${accaFacts.examSessions.at(-1) ?? ''}`;

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
    heading: sectionHeadings.certificationPath,
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
    heading: sectionHeadings.structure,
    intro: `${accaFacts.examCount} exams: 3 Applied Knowledge, 6 Applied Skills, 2 Strategic Professional Essentials and ${accaFacts.optionsToChoose} Options.`,
    levels: accaStructure,
  },
  keyExamDates: {
    heading: sectionHeadings.keyExamDates,
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
    heading: sectionHeadings.membership,
    items: [
      `Pass all ${accaFacts.examCount} exams (or hold exemptions)`,
      'Complete the Ethics and Professional Skills module',
      `Complete ${accaFacts.experienceMonths} months of relevant practical experience, signed off by a workplace mentor`,
      'Achieve the required performance objectives, then apply for membership and keep up CPD',
    ],
  },
  studyResources: {
    heading: sectionHeadings.studyResources,
    resources: [
      { title: 'ACCA Study Hub', description: 'Free official study material and practice questions for every exam.' },
      { title: 'Approved Learning Partners', description: 'Tuition providers offering classroom, live online and on-demand courses.' },
      { title: 'Practice platform', description: 'Computer-based exam practice so the real exam software holds no surprises.' },
      { title: 'Examiner reports', description: 'What the examiners saw candidates get wrong in recent sessions.' },
    ],
  },
  feeInformation: { heading: sectionHeadings.feeInformation, fees: accaFacts.fees, note: 'Fees are indicative and rise for late entry. Many employers pay exam fees for students.' },
  officialWebsite: { label: 'Visit ACCA Global', href: accaFacts.website },
} as const satisfies ProfessionalQualificationPageContent;
