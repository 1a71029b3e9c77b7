import {
  acaAccaComparisonPage,
  acaFacts,
  acaPage,
  accaFacts,
  accaPage,
  cimaFacts,
  cimaJourney,
  cimaPage,
  ctaFacts,
  ctaPage,
  formatFee,
  qualificationAliases,
  qualificationFacts,
  type FeeItem,
  type QualificationId,
} from '#content/qualifications';
import { formatShortDate } from '#content/format';
import type { Facts } from '#core/chat/facts';
import { findParts, paperCode, type Entities, type QualificationSection } from '#core/chat/slots';
import { askingClauseOf } from '#core/chat/clauses';
import { buildBm25, type Bm25Index } from '#core/chat/bm25';
import { hasAnyPhrase, hasPhrase, isStopword, monthNames, monthsIn, normalise, words, type MonthName } from '#core/chat/text';
import type { PagePath } from '#content/routes';
import { qualificationQuestionSynonyms as asked } from '#content/assistant-topics';
import { bulletList, handoff, joinAnd, paragraphs } from '#core/chat/answers/common';

type Topic = QualificationSection;

const pages = { aca: acaPage, acca: accaPage, cima: cimaPage, cta: ctaPage } as const;
const pagePath: Readonly<Record<QualificationId, PagePath>> = { aca: '/aca-info', acca: '/acca-info', cima: '/cima-info', cta: '/cta-info' };

// The names of exam levels and stages: one named alone ('what's in CAP2?', 'what does CTA Intermediate cover?') asks for the exams.
const examLevelNames = [...acaFacts.levels, ...[...accaFacts.structure, ...cimaFacts.structure].map((group) => group.name), ...ctaFacts.stages.map((stage) => stage.name)];

// --- Fees --------------------------------------------------------------------------------------

/** The question names this fee item or exam level, by the words the content stores for a word of its label. */
// The qualifications' short names, which may stand inside a label's words ('the first acca exams').
const shortNames = Object.values(qualificationFacts).map((facts) => normalise(facts.name));

function namesLabel(text: string, label: string): boolean {
  const labelWords: Readonly<Record<string, readonly string[]>> = asked.labelWords;
  const bare = shortNames.reduce((rest, name) => rest.replace(name, ' '), text);
  return Object.entries(labelWords).some(([key, synonyms]) => hasPhrase(normalise(label), key) && (hasAnyPhrase(text, synonyms) || hasAnyPhrase(bare, synonyms)));
}

function feeLine(fee: FeeItem): string {
  return `${fee.label}: ${formatFee(fee)}`;
}

/**
 * The names a part of a qualification goes by in its fee labels: itself ('CAP2'), its exam level ('Applied Skills'),
 * and the column of the page's structure table it sits in ('Objective Tests', 'Case Study').
 */
function partFeeNames(id: QualificationId, part: string): string[] {
  const structure: readonly { readonly name: string; readonly exams: readonly string[]; readonly caseStudy?: string | null }[] =
    'structure' in qualificationFacts[id] ? (qualificationFacts[id] as typeof accaFacts | typeof cimaFacts).structure : [];
  const page = pages[id];
  const columns: readonly string[] = 'structure' in page && 'columns' in page.structure ? page.structure.columns : [];
  const group = structure.find((candidate) => candidate.name === part || candidate.exams.includes(part) || candidate.caseStudy === part);
  if (!group) return [part];
  const column = group.name === part ? undefined : group.caseStudy === part ? columns[2] : columns[1];
  return [part, group.name, ...(column ? [column] : [])];
}

function feesAnswer(id: QualificationId, text: string, parts: readonly string[]): string {
  if (id === 'cta') {
    return `I don't have the CTA fees: the ${ctaFacts.awardingBody} publishes them on its website (${ctaFacts.website}). ${handoff('Our team can talk you through the route')}`;
  }
  const facts = qualificationFacts[id] as typeof acaFacts | typeof accaFacts | typeof cimaFacts;
  const fees: readonly FeeItem[] = facts.fees;
  // The fee items the question names, or else those of the part the conversation is about ('how much is that exam' after E1).
  const partNames = parts.flatMap((part) => partFeeNames(id, part));
  const namedHere = fees.filter((fee) => namesLabel(text, fee.label));
  const named = namedHere.length > 0 ? namedHere : fees.filter((fee) => partNames.some((name) => hasPhrase(normalise(fee.label), name) || hasPhrase(normalise(name), fee.label)));
  const note = pages[id].feeInformation.note;
  if (named.length > 0) return `${facts.name} fees: ${named.map(feeLine).join('; ')}. (${note})`;
  return paragraphs(`${facts.name} fees (indicative):`, bulletList(fees.map(feeLine)), note);
}

// --- Dates -------------------------------------------------------------------------------------

function monthIndex(month: MonthName): number {
  return monthNames.indexOf(month);
}

function windowTouches(window: { start: string; end: string }, month: MonthName): boolean {
  const start = Number(window.start.slice(5, 7)) - 1;
  const end = Number(window.end.slice(5, 7)) - 1;
  return monthIndex(month) >= start && monthIndex(month) <= end;
}

function acaDates(text: string, months: readonly MonthName[], parts: readonly string[]): string {
  // The level the question or the conversation names ('when do you sit it' after the FAE).
  let sittings = acaFacts.examSittings.filter((sitting) => parts.includes(sitting.level) || namesLabel(text, sitting.level));
  if (sittings.length === 0) sittings = [...acaFacts.examSittings];
  if (months.length > 0) {
    const inMonth = acaFacts.examSittings.filter((sitting) => months.some((month) => sitting.main === month || sitting.repeat === month));
    if (inMonth.length === 0) {
      return `There is no ACA exam sitting in ${joinAnd(months)}. ${acaSittingsLine([...acaFacts.examSittings])}`;
    }
    return `In ${joinAnd(months)}: ${inMonth.map((sitting) => `${sitting.level} ${months.includes(sitting.main as MonthName) ? 'main sitting' : 'repeat sitting'}`).join(', ')}. ${acaSittingsLine(inMonth)}`;
  }
  return `${acaSittingsLine(sittings)} ${acaPage.keyExamDates.intro}`;
}

function acaSittingsLine(sittings: readonly (typeof acaFacts.examSittings)[number][]): string {
  return `ACA exam sittings: ${sittings.map((sitting) => `${sitting.level} in ${sitting.main} (repeat in ${sitting.repeat})`).join('; ')}.`;
}

function accaDates(months: readonly MonthName[]): string {
  const sessions: readonly string[] = accaFacts.examSessions;
  const list = joinAnd([...sessions]);
  const base = `ACCA exams run in four sessions a year: ${list}. Applied Knowledge exams can be taken on demand; early entry closes about three months before a session and standard entry about five weeks before.`;
  if (months.length === 0) return base;
  const inSessions = months.filter((month) => sessions.includes(month));
  const outside = months.filter((month) => !sessions.includes(month));
  return paragraphs(
    inSessions.length > 0 ? `Yes, ${joinAnd(inSessions)} ${inSessions.length > 1 ? 'are ACCA exam sessions' : 'is an ACCA exam session'}.` : null,
    outside.length > 0 ? `There is no ACCA session in ${joinAnd(outside)}.` : null,
    base,
  );
}

function cimaDates(text: string, months: readonly MonthName[], passedNote: string | null): string {
  const windows = cimaFacts.windows2025;
  const wantsOt = hasAnyPhrase(text, asked.objectiveTests);
  const wantsCase = hasAnyPhrase(text, asked.caseStudies);
  const wantsDeadline = hasAnyPhrase(text, asked.deadlines);
  const all = !wantsOt && !wantsCase && !wantsDeadline;
  const lines: string[] = [];
  const filterMonth = <T extends { start: string; end: string }>(items: readonly T[]) =>
    months.length === 0 ? items : items.filter((item) => months.some((month) => windowTouches(item, month)));
  if (wantsOt || all) {
    const items = filterMonth(windows.objectiveTests);
    lines.push(items.length > 0 ? `Objective test windows 2025: ${items.map((item) => item.display).join(', ')}` : `No objective test window in ${joinAnd(months)} (windows: ${windows.objectiveTests.map((item) => item.display).join(', ')})`);
  }
  if (wantsCase || all) {
    const items = filterMonth(windows.caseStudies);
    lines.push(items.length > 0 ? `Case study exam windows 2025: ${items.map((item) => item.display).join(', ')}` : `No case study window in ${joinAnd(months)} (windows: ${windows.caseStudies.map((item) => item.display).join(', ')})`);
  }
  if (wantsDeadline || wantsCase || all) {
    const deadlines = months.length === 0 ? windows.caseStudyRegistrationDeadlines : windows.caseStudyRegistrationDeadlines.filter((date) => months.some((month) => monthsIn(formatShortDate(date)).includes(month)));
    const shown = deadlines.length > 0 ? deadlines : windows.caseStudyRegistrationDeadlines;
    lines.push(`Case study registration deadlines: ${shown.map(formatShortDate).join(', ')} (registration is typically ${windows.registrationLeadWeeks.min}-${windows.registrationLeadWeeks.max} weeks before the exam window)`);
  }
  return paragraphs(passedNote, `CIMA 2025 key dates:\n${bulletList(lines)}`);
}

function ctaDates(parts: readonly string[], text: string, months: readonly MonthName[], passedNote: string | null): string {
  let sittings = ctaFacts.keyDates2025.filter((sitting) => parts.includes(sitting.sitting));
  if (months.length > 0) {
    const inMonth = ctaFacts.keyDates2025.filter((sitting) =>
      months.some((month) => [sitting.registration, sitting.exams, sitting.results].some((label) => monthsIn(label).includes(month) || spans(label, month))),
    );
    if (inMonth.length > 0) sittings = inMonth;
  }
  if (sittings.length === 0) sittings = [...ctaFacts.keyDates2025];
  const wantsResults = hasPhrase(text, 'result');
  const list = bulletList(
    sittings.map((sitting) =>
      wantsResults
        ? `${sitting.sitting} sitting: results ${sitting.results} (exams ${sitting.exams})`
        : `${sitting.sitting} sitting: registration ${sitting.registration}, exams ${sitting.exams}, results ${sitting.results}`,
    ),
  );
  return paragraphs(passedNote, `CTA key dates 2025:\n${list}`);
}

/** 'July - August' spans August; 'January - February' spans January. */
function spans(label: string, month: MonthName): boolean {
  const named = monthsIn(label);
  if (named.length < 2) return false;
  return monthIndex(month) >= monthIndex(named[0]!) && monthIndex(month) <= monthIndex(named.at(-1)!);
}

function datesAnswer(id: QualificationId, text: string, months: readonly MonthName[], parts: readonly string[], facts: Facts): string {
  const status = facts.examDatesStatus(id);
  const passedNote = status?.passed ? status.sentence : null;
  switch (id) {
    case 'aca':
      return acaDates(text, months, parts);
    case 'acca':
      return accaDates(months);
    case 'cima':
      return cimaDates(text, months, passedNote);
    case 'cta':
      return ctaDates(parts, text, months, passedNote);
  }
}

// --- Exams, requirements, duration ---------------------------------------------------------------

/** The parts (exam levels, stages) a question names by name or code, or every part when it names none. */
function namedParts<T>(parts: readonly T[], text: string, namesOf: (part: T) => readonly string[], slotParts: readonly string[]): readonly T[] {
  const named = parts.filter((part) => namesOf(part).some((name) => slotParts.includes(name) || hasPhrase(text, name) || namesLabel(text, name)));
  return named.length > 0 ? named : parts;
}

// A group is named by its code, its name or one of its papers ('SBR' asks for the Strategic Professional Essentials).
const groupNames = (group: { readonly code: string; readonly name: string; readonly exams?: readonly string[] }) => [group.code, group.name, ...(group.exams ?? [])];

function examsAnswer(id: QualificationId, text: string, slotParts: readonly string[]): string {
  switch (id) {
    case 'aca': {
      const levels = namedParts(acaPage.structure.levels, text, groupNames, slotParts).map((level) => `${level.code} (${level.name}): ${level.exams.join(', ')}`);
      return paragraphs(`${acaPage.structure.intro} At FAE you take the Core module plus ${acaFacts.faeElectives} electives.`, bulletList(levels));
    }
    case 'acca': {
      const optionsOnly = hasAnyPhrase(text, asked.options);
      const isOptions = (group: (typeof accaFacts.structure)[number]) => /option/i.test(group.name);
      // The options asked beside the papers the visitor has left ('only SBL and SBR left plus my options, which can i choose') are the options.
      const named = namedParts(accaFacts.structure, text, groupNames, slotParts).filter((group) => !optionsOnly || isOptions(group));
      const groups = optionsOnly && named.length === 0 ? accaFacts.structure.filter(isOptions) : named;
      // A level named is described too, as CIMA's are: what it covers ('with Irish law and tax variants').
      const described = groups.length < accaFacts.structure.length;
      return paragraphs(
        `ACCA has ${accaFacts.examCount} exams: 3 Applied Knowledge, 6 Applied Skills, 2 Strategic Professional Essentials and ${accaFacts.optionsToChoose} Options (chosen from 4), plus the online Ethics and Professional Skills module.`,
        bulletList(groups.map((group) => `${group.name}: ${group.exams.join(', ')}${described ? `. ${group.description}` : ''}`)),
      );
    }
    case 'cima': {
      const named = namedParts(cimaFacts.structure, text, groupNames, slotParts);
      // A level named is described as the qualification's journey does: what it leads to ('the Diploma in Management Accounting').
      const milestone = (name: string) => (named.length < cimaFacts.structure.length ? cimaJourney.find((step) => step.title === name)?.description : undefined);
      const levels = named.map((level) => `${level.name}: ${level.exams.join(', ')}${level.caseStudy ? `; ${level.caseStudy}` : ''}${milestone(level.name) ? `. ${milestone(level.name)}` : ''}`);
      return paragraphs(
        `CIMA has ${cimaFacts.objectiveTests} objective tests and ${cimaFacts.caseStudies} case study exams across the Operational, Management and Strategic levels. Without a relevant degree you start with the ${cimaFacts.cbaSubjects}-subject Certificate in Business Accounting (CBA).`,
        bulletList(levels),
      );
    }
    case 'cta': {
      const stages = namedParts(ctaPage.stages.items, text, (stage) => [stage.name], slotParts);
      return `The CTA has three stages: ${ctaFacts.stages.map((stage) => `${stage.name} (${stage.durationMonths} months)`).join(', ')}.\n${bulletList(stages.map((stage) => `${stage.name}: ${stage.description}`))}`;
    }
  }
}

function requirementsAnswer(id: QualificationId): string {
  const experience: Record<QualificationId, string> = {
    aca: `Experience: typically a ${acaFacts.typicalTrainingContractYears}-year training contract, ${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years of experience in total.`,
    acca: `Experience: ${accaFacts.experienceMonths} months of relevant practical experience.`,
    cima: `Experience: ${cimaFacts.experienceYears} years of relevant practical experience.`,
    cta: `Requirements: a Level ${ctaFacts.membership.degreeLevel} degree and at least ${ctaFacts.membership.minTaxExperienceYears} years of tax experience.`,
  };
  return paragraphs(experience[id], `${qualificationFacts[id].name} membership requirements:\n${bulletList(pages[id].membership.items)}`);
}

function durationAnswer(id: QualificationId, parts: readonly string[]): string {
  switch (id) {
    case 'aca':
      return `Most ACA students qualify through a ${acaFacts.typicalTrainingContractYears}-year training contract; expect ${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years of experience in total before membership.`;
    case 'acca':
      return `ACCA has ${accaFacts.examCount} exams that you take at your own pace (sessions in ${joinAnd([...accaFacts.examSessions])}), and you need ${accaFacts.experienceMonths} months of relevant experience, which can run alongside your exams.`;
    case 'cima': {
      const levels = cimaJourney.slice(0, cimaFacts.structure.length);
      // A level named ('how long does the CBA take') is answered for itself, as a CTA stage is.
      const named = levels.filter((milestone) => parts.some((part) => milestone.title === part || milestone.title.startsWith(`${part} (`)));
      if (named.length > 0 && named.length < levels.length) {
        return `The CIMA ${joinAnd(named.map((milestone) => `${milestone.title} typically takes ${milestone.duration}`))}. CIMA needs ${cimaFacts.experienceYears} years of relevant experience alongside the exams.`;
      }
      return `CIMA needs ${cimaFacts.experienceYears} years of relevant experience alongside the exams. Typical stages: ${levels.map((milestone) => `${milestone.title} ${milestone.duration}`).join('; ')}.`;
    }
    case 'cta': {
      const total = ctaFacts.stages.reduce((sum, stage) => sum + stage.durationMonths, 0);
      // A stage named ('how long is the Advanced stage?') is answered for itself, beside the whole.
      const named = ctaFacts.stages.filter((stage) => parts.includes(stage.name));
      if (named.length > 0 && named.length < ctaFacts.stages.length) {
        return `The CTA ${joinAnd(named.map((stage) => `${stage.name} stage takes ${stage.durationMonths} months`))}; all ${ctaFacts.stages.length} stages take about ${total} months in all.`;
      }
      return `The CTA stages take ${ctaFacts.stages.map((stage) => `${stage.name} ${stage.durationMonths} months`).join(', ')}: about ${total} months in all. Membership also needs ${ctaFacts.membership.minTaxExperienceYears} years of tax experience.`;
    }
  }
}

function websiteAnswer(id: QualificationId): string {
  const facts = qualificationFacts[id];
  // Named in full where the body has another name ('the Chartered Tax Adviser (CTA)' by the Irish Tax Institute).
  const named = facts.awardingBody === facts.name ? facts.name : facts.fullName;
  return `The ${named} is awarded by ${facts.awardingBody}; official website: ${facts.website}. Our ${facts.name} key information page is ${pagePath[id]}.`;
}

function studyAnswer(id: QualificationId): string {
  if (id === 'cta') return `${ctaPage.about.paragraphs[0]} See ${pagePath.cta} and the ${ctaFacts.awardingBody} (${ctaFacts.website}) for study options.`;
  const page = pages[id] as typeof acaPage | typeof accaPage | typeof cimaPage;
  const comparison = acaAccaComparisonPage.sections.find((section) => section.id === id);
  const tips = comparison?.accordions.find((accordion) => accordion.id === 'exam-study-tips')?.items ?? [];
  return paragraphs(`${qualificationFacts[id].name} study resources:`, bulletList(page.studyResources.resources.map((resource) => `${resource.title}: ${resource.description}`)), tips.length > 0 ? `Study tips:\n${bulletList(tips)}` : null);
}

function exemptionsAnswer(id: QualificationId): string {
  const lines: Record<QualificationId, string> = {
    aca: 'Exemptions from CAP1 may apply for relevant degrees; CAP2 and the FAE must be passed.',
    acca: `Your degree may earn exemptions from some of the ${accaFacts.examCount} exams: check when you register (${formatFee(accaFacts.fees[0])} registration).`,
    cima: `Without a relevant degree you start with the ${cimaFacts.cbaSubjects} CBA subjects; a relevant degree can earn exemptions (exemption fees apply).`,
    cta: `Entry and exemptions depend on your degree and professional qualifications: the ${ctaFacts.awardingBody} (${ctaFacts.website}) confirms them.`,
  };
  return lines[id];
}

function overviewAnswer(id: QualificationId): string {
  const page = pages[id];
  const facts: Record<QualificationId, string> = {
    aca: `Key facts: levels ${acaFacts.levels.join(', ')}; ${acaFacts.faeElectives} electives at FAE; typically a ${acaFacts.typicalTrainingContractYears}-year training contract; ${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years of experience.`,
    acca: `Key facts: ${accaFacts.examCount} exams; ${accaFacts.experienceMonths} months of experience; four exam sessions (${joinAnd([...accaFacts.examSessions])}); choose ${accaFacts.optionsToChoose} options; registration ${formatFee(accaFacts.fees[0])}.`,
    cima: `Key facts: ${cimaFacts.objectiveTests} objective tests plus ${cimaFacts.caseStudies} case studies; ${cimaFacts.cbaSubjects} CBA subjects for those without a relevant degree; ${cimaFacts.experienceYears} years of experience.`,
    cta: `Key facts: stages ${ctaFacts.stages.map((stage) => `${stage.name} (${stage.durationMonths} months)`).join(', ')}; membership needs a Level ${ctaFacts.membership.degreeLevel} degree and at least ${ctaFacts.membership.minTaxExperienceYears} years of tax experience.`,
  };
  return paragraphs(page.about.paragraphs.slice(0, 2).join(' '), facts[id], `More on our ${page.title} page (${pagePath[id]}).`);
}

function topicAnswer(id: QualificationId, topic: Topic, text: string, months: readonly MonthName[], parts: readonly string[], facts: Facts): string {
  switch (topic) {
    case 'fees':
      return feesAnswer(id, text, parts);
    case 'dates':
      return datesAnswer(id, text, months, parts, facts);
    case 'exams':
      return examsAnswer(id, text, parts);
    case 'requirements':
      return requirementsAnswer(id);
    case 'duration':
      return durationAnswer(id, parts);
    case 'website':
      return websiteAnswer(id);
    case 'study':
      return studyAnswer(id);
    case 'exemptions':
      return exemptionsAnswer(id);
    case 'centres':
      return centresAnswer(id);
    case 'careers':
      return careersAnswer(id);
  }
}

/** Where the qualification leads: the page's career opportunities, or what it says about the qualification in Ireland. */
function careersAnswer(id: QualificationId): string {
  const page = pages[id];
  const body = 'careers' in page ? `${page.careers.heading}:\n${bulletList(page.careers.items)}` : 'inIreland' in page ? page.inIreland.paragraphs.join(' ') : null;
  // Who awards it, as the first thing a visitor weighing a career in it needs ('would the cta help me if i wanted a career in tax').
  const { awardingBody, website } = qualificationFacts[id];
  return paragraphs(body, `More on our ${page.title} page (${pagePath[id]}) and from the ${awardingBody} (${website}).`);
}

/** Where the exams are sat, as the qualification's 'in Ireland' section says. */
function centresAnswer(id: QualificationId): string {
  const page = pages[id];
  const centres = 'inIreland' in page ? page.inIreland.paragraphs.find((paragraph) => /centres in /i.test(paragraph)) : undefined;
  return centres
    ? `${centres} More on our ${page.title} page (${pagePath[id]}).`
    : `Our ${qualificationFacts[id].name} page doesn't list exam centres: the ${qualificationFacts[id].awardingBody} website (${qualificationFacts[id].website}) has them.`;
}

function comparisonAnswer(ids: readonly QualificationId[]): string {
  const lines = ids.map((id) => {
    const section = acaAccaComparisonPage.sections.find((candidate) => candidate.id === id);
    if (section) return `${section.heading}: ${section.quickFacts.map((fact) => `${fact.label.toLowerCase()} ${fact.value}`).join('; ')}`;
    return overviewAnswer(id).split('\n\n')[1]!.replace('Key facts', qualificationFacts[id].fullName);
  });
  const acaAndAcca = ids.includes('aca') && ids.includes('acca');
  return paragraphs(
    acaAndAcca ? acaAccaComparisonPage.intro[1] : null,
    bulletList(lines),
    `Which is right for you depends on where you want to work and how you like to study, so I won't pick one for you.${acaAndAcca ? ' Our comparison guide (/aca-acca-info) goes deeper.' : ''} ${handoff('Our team can talk it through with you')}`,
  );
}

function allQualificationsAnswer(text: string): string {
  const ids = Object.keys(qualificationFacts) as QualificationId[];
  const lines = ids.map((id) => `${qualificationFacts[id].fullName}, ${qualificationFacts[id].awardingBody}: ${pagePath[id]}`);
  const choosing = hasAnyPhrase(text, asked.choosing);
  return paragraphs(
    'We have key information pages for the four main accounting and tax qualifications in Ireland:',
    bulletList(lines),
    `Ask me about any of them: exams, fees, exam dates or requirements.${choosing ? ` Which suits you depends on your plans; ${acaAccaComparisonPage.cta.text}` : ''}`,
  );
}

/**
 * The steps of a qualification's certification path that the question names, by the step's title or the
 * code of the exam level it is about ('AK'), quoted: they say when and how a level is taken ('on demand').
 */
function namedPathSteps(id: QualificationId, text: string): string | null {
  const page = pages[id];
  if (!('certificationPath' in page)) return null;
  const structure: readonly { readonly code: string; readonly name: string }[] = 'structure' in qualificationFacts[id] ? (qualificationFacts[id] as typeof accaFacts).structure : [];
  const codedNames = structure.filter((group) => hasPhrase(text, group.code)).map((group) => normalise(group.name));
  const steps = page.certificationPath.steps.filter(
    (step) => hasPhrase(text, step.title) || namesLabel(text, step.title) || codedNames.some((name) => name.includes(normalise(step.title))),
  );
  return steps.length > 0 && steps.length < page.certificationPath.steps.length ? bulletList(steps.map((step) => `${step.title}: ${step.description}`)) : null;
}

// --- Sentences of the pages ------------------------------------------------------------------------

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  return value !== null && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
}

const contentWords = (text: string) => words(text).filter((word) => !isStopword(word));

/** Every sentence our pages say about a qualification (its page; the ACA and ACCA also their comparison), indexed once. */
const pageSentences = new Map<QualificationId, { readonly sentences: readonly string[]; readonly index: Bm25Index<string> }>();
function sentencesOf(id: QualificationId) {
  let entry = pageSentences.get(id);
  if (!entry) {
    const sources = [pages[id], ...(id === 'aca' || id === 'acca' ? [acaAccaComparisonPage] : [])];
    const sentences = [...new Set(strings(sources).flatMap((text) => text.split(/(?<=[.!?])\s+(?=[A-Z])/)))].filter((sentence) => contentWords(sentence).length >= 4);
    entry = { sentences, index: buildBm25(sentences, contentWords) };
    pageSentences.set(id, entry);
  }
  return entry;
}

/**
 * The sentence of a qualification's pages that best matches the question's own words (its names left out), when it
 * shares two of them and the answer lacks it: a facet no fact field holds ('is the ACCA taxation paper UK or Irish tax?'
 * is answered by the page's line on the Irish variants).
 */
function pageSentence(id: QualificationId, question: string, answer: string): { readonly sentence: string; readonly score: number } | null {
  // Its one-word names only: a longer alias ('training contract') is also what the question may ask about.
  const names = new Set([...qualificationAliases[id].filter((alias) => !alias.includes(' ')), qualificationFacts[id].name].flatMap(words));
  const query = [...new Set(contentWords(question).filter((word) => !names.has(word)))];
  const { sentences, index } = sentencesOf(id);
  const scores = index.score(query);
  const best = sentences
    .map((sentence, position) => ({ sentence, score: scores[position]! }))
    .filter(({ sentence }) => !answer.includes(sentence))
    .sort((a, b) => b.score - a.score)[0];
  if (!best) return null;
  const shared = query.filter((word) => contentWords(best.sentence).includes(word)).length;
  return shared >= 2 ? best : null;
}

/** Qualification facts, fees, exam dates and requirements (ACA, ACCA, CIMA, CTA), or a comparison. */
function factsAnswer(question: string, entities: Entities, facts: Facts): string {
  const namesThing = (clause: string) =>
    findParts(clause).length > 0 || entities.qualifications.some((id) => 'fees' in qualificationFacts[id] && (qualificationFacts[id] as typeof acaFacts).fees.some((fee) => namesLabel(normalise(clause), fee.label)));
  // The parts told of are done or paid; the asked one, named in the asking clause itself, is wanted.
  const lastAsking = askingClauseOf(question);
  const asking = lastAsking !== null && namesThing(lastAsking) ? lastAsking : null;
  if (asking !== null) entities = { ...entities, parts: findParts(asking) };
  const text = normalise(asking ?? question);
  const ids = entities.qualifications;
  if (hasAnyPhrase(text, asked.unpublished)) {
    const names = ids.map((id) => qualificationFacts[id]);
    return paragraphs(
      `I'm sorry, I don't know that: our site doesn't publish it.${names.length > 0 ? ` The awarding body's website has the details: ${names.map((facts) => `${facts.awardingBody} (${facts.website})`).join(', ')}.` : ''}`,
      handoff('Our team can also help'),
    );
  }
  if (ids.length === 0) return allQualificationsAnswer(text);
  // An exam level named alone ('what's in CAP2?') asks for the exams.
  const namesExamPart = examLevelNames.some((name) => hasPhrase(text, name) || namesLabel(text, name)) || entities.parts.some((part) => paperCode(part) !== null);
  const sections = entities.sections.length > 0 ? entities.sections : namesExamPart ? (['exams'] as const) : [];
  // 'How long is the Foundation stage' asks the part's duration, not every part of the exams.
  const topics: readonly Topic[] = sections.includes('duration') && entities.parts.length > 0 ? sections.filter((topic) => topic !== 'exams') : sections;
  const comparing = ids.length > 1;
  if (topics.length === 0) return comparing ? comparisonAnswer(ids) : overviewAnswer(ids[0]!);
  const answers = ids.flatMap((id) => topics.map((topic) => topicAnswer(id, topic, text, entities.months, entities.parts, facts)));
  // Asked to choose between the ACA and the ACCA, the difference our comparison guide states comes first, whatever else is named in passing.
  const difference = comparing && ids.includes('aca') && ids.includes('acca') && hasAnyPhrase(text, asked.choosing) ? acaAccaComparisonPage.intro[1].split(/(?<=\.)\s+/)[0]! : null;
  return paragraphs(difference, ...answers, comparing ? null : namedPathSteps(ids[0]!, text), comparing && hasAnyPhrase(text, asked.choosing) ? handoff('Our team can help you choose') : null);
}

/** The facts answer, with the pages' sentence on what else the question asks, if one matches it. */
export function qualificationAnswer(question: string, entities: Entities, facts: Facts): string {
  const answer = factsAnswer(question, entities, facts);
  // What the site doesn't publish is declined, with nothing added.
  if (hasAnyPhrase(normalise(question), asked.unpublished)) return answer;
  const extra = entities.qualifications
    .map((id) => pageSentence(id, question, answer))
    .filter((found) => found !== null)
    .sort((a, b) => b.score - a.score)[0];
  return extra ? paragraphs(answer, extra.sentence) : answer;
}
