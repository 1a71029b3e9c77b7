// The ACA qualification (Chartered Accountants Ireland): its facts and its page's texts.

import { type ExamGroup, type FactsShape, type FeeItem, type ProfessionalQualificationPageContent, pathSteps, sectionHeadings } from './shared.ts';

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

export const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;

export const acaStructure = [
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
    heading: sectionHeadings.certificationPath,
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
    heading: sectionHeadings.structure,
    intro: `The ACA has three levels: ${acaFacts.levels.join(', ')}.`,
    levels: acaStructure,
  },
  keyExamDates: {
    heading: sectionHeadings.keyExamDates,
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
    heading: sectionHeadings.membership,
    items: [
      'Pass CAP1 (or hold exemptions), CAP2 and the FAE',
      `Complete your training contract: ${acaExperience} of relevant, supervised experience`,
      'Meet the ethics and professional development requirements of your training',
      `Apply for membership of ${acaFacts.awardingBody}, then keep up continuing professional development (CPD)`,
    ],
  },
  studyResources: {
    heading: sectionHeadings.studyResources,
    resources: [
      { title: 'Official study manuals', description: 'Chartered Accountants Ireland publishes study material for every CAP and FAE subject.' },
      { title: 'Past papers and solutions', description: 'Practise under timed conditions with recent exam papers and examiner reports.' },
      { title: 'Tuition and revision courses', description: 'Lectures and revision programmes are run throughout the year, in person and online.' },
      { title: 'Study leave', description: 'Most training contracts include paid study leave before each sitting: plan it early.' },
    ],
  },
  feeInformation: { heading: sectionHeadings.feeInformation, fees: acaFacts.fees, note: 'Fees are indicative and vary by exemptions and entry route. Many employers pay them for trainees.' },
  officialWebsite: { label: 'Visit Chartered Accountants Ireland', href: acaFacts.website },
} as const satisfies ProfessionalQualificationPageContent;
