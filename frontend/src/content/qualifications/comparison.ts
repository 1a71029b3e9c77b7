// The ACA vs ACCA comparison guide (/aca-acca-info), built from both qualifications' facts.

import { acaExperience, acaFacts, acaPage, acaStructure } from './aca.ts';
import { accaFacts, accaPage, accaSessionList, accaStructure } from './acca.ts';
import { type AccordionItem, formatFee, type Link } from './shared.ts';

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
    { label: 'ACA Key Information', href: '/aca-info' },
    { label: 'ACCA Key Information', href: '/acca-info' },
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
    button: { label: 'Contact Our Team', href: '/contact' },
  },
} as const satisfies {
  title: string;
  intro: readonly string[];
  buttons: readonly Link[];
  sections: readonly [ComparisonSection, ComparisonSection];
  cta: { title: string; text: string; button: Link };
};
