import { irishPlaces, jobTitleHeads, qualificationQuestionSynonyms, qualificationSectionSynonyms, salaryQuestionSynonyms, standaloneJobTitles } from '#content/assistant-topics';
import { professionalPresenceGuidelines } from '#content/interview-tips';
import { featuredJobs, type FeaturedJob } from '#content/jobs';
import { qualificationAliases, qualificationFacts, type QualificationId } from '#content/qualifications';
import type { SalaryLookup } from '#content/salary-guide';
import type { Facts } from '#core/chat/facts';
import { extractAmounts, extractMonths, hasAnyPhrase, hasPhrase, isStopword, normalise, wordNumbers, words, type Amount, type MonthName } from '#core/chat/text';

/** A part of a qualification's facts a question asks for (its fees, dates, exams...). */
export type QualificationSection = Exclude<keyof typeof qualificationSectionSynonyms, 'overview'>;

/**
 * Typed slots of a question, read from its words and checked against the content through the
 * facts API: salary guide positions with their level (from level names or years of experience),
 * euro amounts, qualifications, months and places. Follow-ups carry these forward, not text.
 */
export interface Slots {
  /** Positions of the salary guide named in the question (several for comparisons). */
  readonly roles: readonly SalaryLookup[];
  /** A job title that looks like a role but is not in the guide ('tax manager'), if any. */
  readonly unknownRole: string | null;
  readonly amounts: readonly Amount[];
  readonly qualifications: readonly QualificationId[];
  readonly months: readonly MonthName[];
  /** The sections of a qualification's facts asked for ('exam fees': fees). */
  readonly sections: readonly QualificationSection[];
  /** Cities of the market statistics named ('Dublin'), and other Irish places named. */
  readonly regions: readonly string[];
  readonly otherPlaces: readonly string[];
  /** Content words no document of the index knows ('bitcoin', 'nurse'). */
  readonly unknownWords: readonly string[];
  /** Parts of a qualification named (an exam level, stage or sitting: 'CAP2', 'Applied Knowledge', 'Spring'), by name or code. */
  readonly parts: readonly string[];
  /** Qualifications the visitor says they hold, named beside a role ('CIMA member… management accountant'): who asks, not what is asked. */
  readonly held?: readonly QualificationId[];
  /** Featured jobs named, by id: by title, or by a word of the title no other job has before 'one', 'job' or 'role' ('the trainee one'). */
  readonly jobs?: readonly string[];
  /** Professional presence guidelines of an interview named by their words, by title ('what do I wear': Dress). */
  readonly presence?: readonly string[];
}

/**
 * A bare number said as the price of a role named, in a message asking a fee or cost ('whats your fee on a cfo at 150', 'hiring a
 * CFO at one-eighty. What does that cost us', 'an fc on 90, what would ye charge'): thousands, when 'at' or 'on' stands between the
 * role's name and the number, and the sum is one the role's bands come near. An age ('an accounts assistant at 45', 'our bookkeeper
 * retired at 65') asks no fee, or has other words between; a unit after the number ('at 30 staff', '2 years') makes no sum.
 */
function rolePricedAt(facts: Facts, text: string, roles: readonly SalaryLookup[]): Amount[] {
  if (extractAmounts(text).length > 0 || !asksCost.test(text)) return [];
  const lowest = Math.min(...roles.flatMap((role) => role.levels.map((level) => level.band.min)));
  const highest = Math.max(...roles.flatMap((role) => role.levels.map((level) => level.band.max)));
  return extractAmounts(text, { bareThousands: true }).filter((amount) => {
    const before = /((?:\S+\s+){1,3}?)(?:at|on)(?:\s+(?:about|around|roughly|maybe))?\s*$/i.exec(text.slice(0, amount.index));
    // The number ends its clause ('a cfo at 150', 'at one-eighty.', 'on 90, what would ye charge'): 'at 60 is retiring' tells more of the person.
    const after = text.slice(amount.index).replace(/^\s*(?:€?[\d.,]+\s?k?\b|[a-z]+(?:-[a-z]+)?)/i, '');
    const endsClause = /^\s*(?:[,.?!;:]|$|(?:what|whats|how|would|could|can)\b)/i.test(after);
    // The role's name ends right before 'at' ('a cfo at 150'; not 'our financial controller retired at 62').
    const lastWord = words(before?.[1] ?? '').at(-1) ?? '';
    const endsRoleName = facts.content.salaryTables.some((table) => table.rows.some((row) => [row.position, ...row.synonyms].some((name) => words(name).at(-1) === lastWord)));
    return before !== null && endsClause && endsRoleName && facts.salaryRange(before[1]!) !== null && amount.value >= lowest * 0.75 && amount.value <= highest * 1.5;
  });
}

/** The words of a price asked: a fee, a charge, a cost. */
const asksCost = /\b(?:fees?|charges?|charging|cost|costs|commission|cut|price|owe)\b/i;

/** The slot type the answer templates take. */
export type Entities = Slots;

export const noSlots: Slots = { roles: [], unknownRole: null, amounts: [], qualifications: [], months: [], sections: [], regions: [], otherPlaces: [], unknownWords: [], parts: [] };

/**
 * The code the content gives a single exam paper, in brackets after its name ('Strategic Business Reporting (SBR)')
 * or before it ('F3 Financial Strategy'), and the name without it.
 */
export function paperCode(exam: string): { readonly code: string; readonly title: string } | null {
  const after = /^(.*\S)\s+\(([A-Z]{2,4})\)$/.exec(exam);
  if (after) return { code: after[2]!, title: after[1]! };
  const before = /^([A-Z]{1,2}\d)\s+(.+)$/.exec(exam);
  return before ? { code: before[1]!, title: before[2]! } : null;
}

/** Every named part of the qualifications (exam levels, single papers, stages, sittings), with the code it may be named by. */
const qualificationParts: readonly { readonly name: string; readonly code: string | null; readonly id: QualificationId }[] = [
  ...qualificationFacts.aca.levels.map((level) => ({ name: level, code: null, id: 'aca' as const })),
  ...(['acca', 'cima'] as const).flatMap((id) =>
    qualificationFacts[id].structure.flatMap((group) => [
      { name: group.name, code: group.code, id },
      ...group.exams.map((exam) => ({ name: exam, code: paperCode(exam)?.code ?? null, id })),
    ]),
  ),
  ...qualificationFacts.cta.stages.map((stage) => ({ name: stage.name, code: null, id: 'cta' as const })),
  ...qualificationFacts.cta.keyDates2025.map((sitting) => ({ name: sitting.sitting, code: null, id: 'cta' as const })),
];

/** The parts that come one after another (levels, stages, sittings), in the content's order: 'the next one' after one of them. */
const partSequences: readonly (readonly string[])[] = [
  qualificationFacts.aca.levels,
  qualificationFacts.acca.structure.map((group) => group.name),
  qualificationFacts.cima.structure.map((group) => group.name),
  qualificationFacts.cta.stages.map((stage) => stage.name),
  qualificationFacts.cta.keyDates2025.map((sitting) => sitting.sitting),
];

function nextPart(part: string): string | null {
  const sequence = partSequences.find((candidate) => candidate.includes(part));
  return sequence?.[sequence.indexOf(part) + 1] ?? null;
}

/** The names of a qualification's things: its parts and its fee items. */
function thingsOf(id: QualificationId): string[] {
  const facts = qualificationFacts[id];
  return [...qualificationParts.filter((part) => part.id === id).map((part) => part.name), ...('fees' in facts ? facts.fees.map((fee) => fee.label) : [])];
}

/**
 * Of several qualifications the conversation names, those that have the thing a follow-up names: a part, or a fee item
 * by a word of its label ('and what is the fee per objective test' after ACCA and CIMA asks CIMA's).
 */
function ownersOfNamedThing(ids: readonly QualificationId[], text: string, parts: readonly string[]): QualificationId[] {
  const normalisedText = normalise(text);
  const labelWords: Readonly<Record<string, readonly string[]>> = qualificationQuestionSynonyms.labelWords;
  const keys = Object.keys(labelWords).filter((key) => hasAnyPhrase(normalisedText, labelWords[key]!));
  const owns = (id: QualificationId) =>
    parts.some((part) => qualificationParts.some((candidate) => candidate.id === id && candidate.name === part)) ||
    keys.some((key) => thingsOf(id).some((name) => hasPhrase(normalise(name), key)));
  return ids.filter(owns);
}

// A code that is also a common word ('AS' for Applied Skills) names the part only in capitals.
const codeNamed = (text: string, code: string) => (isStopword(code.toLowerCase()) ? new RegExp(`\\b${code}\\b`).test(text) : hasPhrase(normalise(text), code));

export function findParts(text: string): string[] {
  const normalisedText = normalise(text);
  return qualificationParts
    .filter((part) => hasPhrase(normalisedText, paperCode(part.name)?.title ?? part.name) || (part.code !== null && codeNamed(text, part.code)))
    .map((part) => part.name);
}

/**
 * Papers named by their codes alone, as exams ('the BT, MA and FA exams'): several codes, or one before 'exam' or 'paper'.
 * They name their qualification, and 'MA' or 'FA' there is a paper, not a role.
 */
function papersByCode(text: string): { readonly codes: readonly string[]; readonly qualifications: readonly QualificationId[] } {
  const named = qualificationParts.filter((part) => part.code !== null && codeNamed(text, part.code));
  const asExams = named.length >= 2 || named.some((part) => new RegExp(`\\b${part.code}\\s+(?:exam|paper)`, 'i').test(text));
  return asExams ? { codes: named.map((part) => part.code!), qualifications: [...new Set(named.map((part) => part.id))] } : { codes: [], qualifications: [] };
}

// Words that may stand before a bare audit title ('a manager') without making it another job.
const neutralPrecedingWords = new Set([
  'a', 'an', 'the', 'as', 'my', 'our', 'your', 'for', 'of', 'is', 'to', 'senior', 'junior', 'newly', 'new',
  'assistant', 'audit', 'experienced', 'qualified', 'and', 'or', 'vs', 'v', 'versu', 'what', 'how', 'much',
]);

function acceptRole(facts: Facts, lookup: SalaryLookup, normalisedText: string): boolean {
  const table = facts.content.salaryTables.find((candidate) => candidate.id === lookup.tableId);
  const bare = lookup.position.toLowerCase();
  if (!table?.contextOnlyPositions.includes(bare)) return true;
  if (hasAnyPhrase(normalisedText, table.contextWords)) return true;
  const tokens = normalisedText.trim().split(' ');
  const index = tokens.indexOf(bare);
  if (index <= 0) return true;
  return neutralPrecedingWords.has(tokens[index - 1]!);
}

function unknownRoleIn(text: string): string | null {
  const tokens = words(text);
  const heads: readonly string[] = jobTitleHeads;
  for (let index = 1; index < tokens.length; index++) {
    if (!heads.includes(tokens[index]!)) continue;
    const before = tokens[index - 1]!;
    // 'per head' is no job title: a common word before a head word names none.
    if (neutralPrecedingWords.has(before) || before.length < 2 || isStopword(before)) continue;
    return `${before} ${tokens[index]}`;
  }
  const titles: readonly string[] = standaloneJobTitles;
  return tokens.find((token) => titles.includes(token)) ?? null;
}

// Comparisons name several roles: 'CFO vs finance director', 'bookkeeper or payroll specialist', 'accounts assistant v part qualified',
// 'how does FD pay compare with GFC pay', 'fc + fd salary' (a plus typed between words; not the '+' of '5+ years'), and the role the
// visitor holds beside the one they are in line for or would switch to ('an audit manager in a mid tier up for director next year, how
// big is the jump', 'a management accountant thinking of switching to FP&A analyst, which pays better').
// A step from one role to another ('the jump in pay from audit senior to manager in a big 4 firm') names both. A thousands
// separator splits nothing ('CFO or finance director for a 1,200 staff group' is one headcount).
const comparisonSplit = /\b(?:vs\.?|v\.?|versus|compared? (?:to|with)|or|and|than|up for|switch(?:ing)? to)\b|(?<=\bfrom\b.*)\bto\b|,(?!\d{3}\b)|[;/]|\s\+\s/i;

/**
 * A stretch of words naming roles of several rows, with no punctuation between them ('financial accountant 4 yrs pqe thinking of
 * the jump to financial controller what would an fc earn'), cut before each role name after the first, as commas would have
 * cut it. Only the names that are nothing else: no bare title of a table's context ('senior') and no level's word.
 */
function atRoleNames(facts: Facts, part: string): string[] {
  const tables = facts.content.salaryTables;
  const levelWords = new Set(tables.flatMap((table) => [...table.levels, ...table.levelSynonyms.flat()].map(normalise)));
  const names = tables
    .flatMap((table) => table.rows.flatMap((row) => [row.position, ...row.synonyms].map((name) => ({ name, row: `${table.id}:${row.position}`, table }))))
    .filter(({ name, table }) => !table.contextOnlyPositions.includes(name.toLowerCase()) && !levelWords.has(normalise(name)))
    .sort((a, b) => b.name.length - a.name.length);
  const found: { start: number; end: number; row: string }[] = [];
  for (const { name, row } of names) {
    const pattern = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s/-]+/g, '[\\s/-]+')}s?\\b`, 'gi');
    for (const match of part.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (!found.some((other) => start < other.end && end > other.start)) found.push({ start, end, row });
    }
  }
  found.sort((a, b) => a.start - b.start);
  if (new Set(found.map((occurrence) => occurrence.row)).size < 2) return [part];
  const cuts = found.slice(1).map((occurrence) => occurrence.start);
  return [0, ...cuts].map((start, index) => part.slice(start, cuts[index] ?? part.length)).filter((piece) => piece.trim().length > 0);
}

export function findRoles(facts: Facts, text: string): { roles: SalaryLookup[]; unknownRole: string | null } {
  const roles: SalaryLookup[] = [];
  const add = (lookup: SalaryLookup | null, scope: string) => {
    if (!lookup || !acceptRole(facts, lookup, normalise(scope))) return;
    if (roles.some((role) => role.position === lookup.position && role.tableId === lookup.tableId)) return;
    roles.push(lookup);
  };
  const parts = text
    .split(comparisonSplit)
    .filter((part) => part.trim().length > 0)
    .flatMap((part) => atRoleNames(facts, part));
  // The roles before a move to another ('been an FC for years and the MD is making me FD') are the visitor's past, not what is asked.
  const changeAt = parts.findIndex((part) => hasAnyPhrase(normalise(part), salaryQuestionSynonyms.roleChange));
  // A bare title compared with a role of a table whose context the question names is that table's row ('audit mgr v director');
  // not before such a role ('internal audit salaries - nq, mid and senior' names levels of the internal auditor).
  const inContext = (part: string): SalaryLookup | null => {
    for (const table of facts.content.salaryTables) {
      if (table.contextOnlyPositions.length === 0 || !roles.some((role) => role.tableId === table.id) || !hasAnyPhrase(normalise(text), table.contextWords)) continue;
      const lookup = facts.salaryRange(`${table.contextWords[0]} ${part}`, part);
      if (lookup?.tableId === table.id && table.contextOnlyPositions.includes(lookup.position.toLowerCase())) return lookup;
    }
    return null;
  };
  if (parts.length > 1) {
    const unresolved: string[] = [];
    for (const [index, part] of parts.entries()) {
      if (index === changeAt) {
        roles.length = 0;
        unresolved.length = 0;
      }
      const lookup = facts.salaryRange(part, part) ?? inContext(part);
      if (lookup) add(lookup, part);
      else unresolved.push(part);
    }
    // A bare title before the role that gives it its table, in a question naming that table's context ('how big is the jump from
    // senior to manager in a mid-sized firm'): the step from one row of the table to another names both.
    // Named before it, it comes first, as asked.
    if (changeAt < 0) {
      const named = roles.length;
      for (const part of unresolved) add(inContext(part), text);
      roles.unshift(...roles.splice(named));
    }
  }
  // The whole question: a level named once for two roles ('CFO or FD at a large company').
  const whole = facts.salaryRange(text, text);
  if (roles.length === 0 || (roles.length === 1 && changeAt < 0)) {
    roles.length = 0;
    add(whole, text);
  } else if (whole) {
    for (let index = 0; index < roles.length; index++) {
      const role = roles[index]!;
      // By the row's name in its table's context: a bare audit title is no role alone ('an audit senior and an audit manager').
      const table = facts.content.salaryTables.find((candidate) => candidate.id === role.tableId);
      // The level words of a role of another table, named with its level, are that role's ('audit manager at a mid-tier firm,
      // 6 years qualified, moving into industry as an FC': mid-tier is the firm's size, not the FC's experience). A level named once
      // for two roles of one table is both's ('CFO or FD at a large company').
      const levelPhrases = (tableId: string) => {
        const levelled = facts.content.salaryTables.find((candidate) => candidate.id === tableId);
        return levelled ? [...levelled.levels, ...levelled.levelSynonyms.flat()].map(normalise) : [];
      };
      const mine = new Set(levelPhrases(role.tableId));
      const theirs = roles
        .filter((other) => other.tableId !== role.tableId && other.level !== null)
        .flatMap((other) => levelPhrases(other.tableId))
        .filter((phrase) => !mine.has(phrase))
        .sort((a, b) => b.length - a.length);
      // The text as written when no other role's level is cut: normalising splits a thousands separator ('a 1,200 staff group').
      const own = theirs.length === 0 ? text : theirs.reduce((rest, phrase) => rest.replaceAll(phrase, ' '), normalise(text));
      if (role.level === null) roles[index] = facts.salaryRange(`${table?.contextWords[0] ?? ''} ${role.position}`, own) ?? role;
    }
  }
  return { roles, unknownRole: roles.length === 0 ? unknownRoleIn(text) : null };
}

/**
 * The roles of a message of several sentences, the last of them a question naming roles itself: the roles it names, not those of
 * the sentences before, which tell the visitor's situation ('I'm a second year trainee in a mid-tier firm... What does an FC earn
 * at each stage?', 'I did a bookkeeping course years ago... What would an accounts assistant job starting out pay?'). A role asked
 * with no level takes the level the whole message tells ('I'm a management accountant, four years qualified. What are management
 * accountants on at my stage?').
 */
function askedRoles(facts: Facts, text: string): { roles: SalaryLookup[]; unknownRole: string | null } {
  const found = findRoles(facts, text);
  const sentences = text.split(/(?<=[.!?])\s+(?=\S)/).filter((sentence) => sentence.trim().length > 0);
  const question = sentences.at(-1);
  if (sentences.length < 2 || found.roles.length < 2 || !question || !(/\?\s*$/.test(question) || opensQuestion.test(question))) return found;
  const asked = findRoles(facts, question).roles;
  if (asked.length === 0 || asked.length >= found.roles.length) return found;
  return {
    roles: asked.map((role) => {
      if (role.level || role.namedLevels) return role;
      const table = facts.content.salaryTables.find((candidate) => candidate.id === role.tableId);
      const levelled = facts.salaryRange(`${table?.contextWords[0] ?? ''} ${role.position}`, text);
      return levelled?.level && levelled.position === role.position && levelled.tableId === role.tableId ? levelled : role;
    }),
    unknownRole: null,
  };
}

/** A sentence opening with a question word ('What would an accounts assistant job starting out pay'). */
const opensQuestion = /^\s*(?:and\s+|so\s+|but\s+)?(?:how|what|whats|what's|when|which|where|who|can|could|do|does|is|are|will|would|should)\b/i;

/** Where a message turns from a qualification needed first to the one it leads to ('... before I can become', '... to do'). */
const prerequisiteOf = /\b(?:before|to (?:do|become|start|sit|take|go for))\b/i;

/**
 * One qualification named as what another needs first ('would I need the ACCA to become a CTA member') is the other's
 * requirement: the one named after is asked about, and the first is no subject of its own.
 */
function withoutPrerequisite(facts: Facts, text: string, named: readonly QualificationId[]): readonly QualificationId[] {
  const condition = prerequisiteOf.exec(text);
  if (!condition || condition.index === 0) return named;
  const before = facts.qualification(text.slice(0, condition.index));
  const after = facts.qualification(text.slice(condition.index));
  return before && after && before !== after && named.includes(before) ? [after] : named;
}

function findQualifications(facts: Facts, text: string): QualificationId[] {
  const found = new Set<QualificationId>();
  const normalisedText = normalise(text);
  const first = facts.qualification(text);
  if (first) found.add(first);
  for (const part of text.split(comparisonSplit)) {
    const id = facts.qualification(part);
    if (id) found.add(id);
  }
  // In the order the question names them ('ACA or ACCA' answers ACA first).
  const position = (id: QualificationId) => {
    const index = normalisedText.indexOf(` ${qualificationFacts[id].name.toLowerCase()} `);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const named = [...found].sort((a, b) => position(a) - position(b));
  // One the visitor already holds ('I am ACCA qualified… what does the FAE involve') is not what a question naming another asks about.
  const asked = named.filter((id) => !hasAnyPhrase(normalisedText, heldPhrases(id)));
  return asked.length > 0 ? asked : named;
}

/** The phrases saying the visitor holds a qualification ('acca qualified', 'cima member'). */
function heldPhrases(id: QualificationId): string[] {
  const { heldBefore, heldAfter } = qualificationQuestionSynonyms;
  return [qualificationFacts[id].name, ...qualificationAliases[id]].flatMap((name) => [...heldBefore.map((word) => `${word} ${name}`), ...heldAfter.map((word) => `${name} ${word}`)]);
}

/** The text without the phrases saying the visitor holds a qualification: 'CIMA member' says who asks, not that membership is asked about. */
function withoutHeldPhrases(text: string): string {
  const phrases = (Object.keys(qualificationFacts) as QualificationId[]).flatMap(heldPhrases).map(normalise);
  return phrases.reduce((rest, phrase) => rest.replace(phrase, ' '), normalise(text));
}

const countingPhrases = ['how many', 'number of'];

/** 'How much' asked last, of nothing named after it ('cima objective test hw much each', 'strategic professional exams how much?'): a price. */
const priceAskedLast = /\bhow much(?:\s+(?:each|per (?:exam|paper|one|sitting|module|subject)|a (?:go|pop|piece|paper|exam)|for (?:each|one|it|them|those|these|each one)))?[\s?!.]*$/;

/** A currency sign with no figure after it ('cima objective test €', 'acca exams, €?'). */
const asksPrice = /[€£$](?!\s*\d)/;

/** Below this a sum is no salary of the guide (its lowest band starts at €28k): beside a qualification it is a price. */
const MIN_SALARY_AMOUNT = 10_000;

/** 'When' followed by the qualification's completion ('when cima is done', 'when i am qualified', 'when im finished'). */
const whenCompleted = / when (?:\S+ ){0,3}(?:done|finished|over|complete|completed|qualified) /;

/**
 * The sections a question asks for, by the words the content stores for each. A month asks for
 * dates; 'exam fees' and 'exam dates' ask for the fees or dates of the exams, not their structure.
 */
export function findSections(text: string, months: readonly MonthName[] = []): QualificationSection[] {
  const normalisedText = normalise(text);
  const all = (Object.keys(qualificationSectionSynonyms) as (keyof typeof qualificationSectionSynonyms)[]).filter((key): key is QualificationSection => key !== 'overview');
  let sections = all.filter((section) => hasAnyPhrase(normalisedText, qualificationSectionSynonyms[section]));
  if (months.length > 0 && !sections.includes('dates')) sections.push('dates');
  if (!sections.includes('fees') && priceAskedLast.test(normalisedText)) sections.push('fees');
  const counting = hasAnyPhrase(normalisedText, countingPhrases);
  const without = (section: QualificationSection) => (sections = sections.filter((candidate) => candidate !== section));
  // 'When' the qualification is done says the time of what is asked ('what letters do i get when cima is done'), not a date asked for.
  const datesWords = qualificationSectionSynonyms.dates.filter((phrase) => phrase !== 'when');
  if (sections.includes('dates') && months.length === 0 && whenCompleted.test(normalisedText) && !hasAnyPhrase(normalisedText, datesWords)) without('dates');
  if ((sections.includes('fees') || sections.includes('dates') || sections.includes('centres')) && !counting && !hasAnyPhrase(normalisedText, qualificationQuestionSynonyms.examContents)) without('exams');
  // 'how much experience' asks for requirements, not fees.
  if (sections.includes('requirements') && sections.includes('fees') && hasPhrase(normalisedText, 'experience') && !hasAnyPhrase(normalisedText, ['fee', 'cost', 'price'])) without('fees');
  // 'how many years' is a duration; the requirements list adds nothing unless asked.
  if (sections.includes('duration') && sections.includes('requirements') && !hasAnyPhrase(normalisedText, ['requirement', 'membership', 'member', 'degree', 'eligib'])) without('requirements');
  if (sections.includes('study') && hasPhrase(normalisedText, 'studying') && sections.length > 1) without('study');
  // Becoming a member once the exams are done asks what membership requires, not the exams again.
  if (sections.includes('requirements') && hasAnyPhrase(normalisedText, ['member', 'membership', 'admitted', 'admission']) && !counting) without('exams');
  // The letters after a member's name are what the qualification awards (its overview): 'when' beside them is when it is done.
  if (hasAnyPhrase(normalisedText, qualificationQuestionSynonyms.designation) && months.length === 0) without('dates');
  return sections;
}

/** The text without the names of the qualifications it names: 'chartered accountant' names the ACA, not a role of the guide. */
function withoutQualificationNames(text: string, ids: readonly QualificationId[], oneWordNames = false): string {
  const names = ids.flatMap((id) => qualificationAliases[id]).filter((alias) => oneWordNames || alias.includes(' '));
  return names.reduce((rest, name) => rest.replace(new RegExp(`\\b${name.replace(/ /g, '\\s+')}s?\\b`, 'gi'), ' '), text);
}

const titleWords = (job: FeaturedJob) => words(job.title);

/**
 * The featured jobs a message points to ('the trainee accountant job', 'the qualified one'): 'the' (or 'that', 'this',
 * 'your', 'any' as in 'any qualified accountant roles on your books', or the message's start), its title or a word only its title has, then 'one', 'job', 'role' or 'position'. A title alone may be a row
 * of the salary guide too, and 'a qualified role' is any.
 */
export function findJobs(text: string): string[] {
  const normalisedText = normalise(text);
  const distinctive = (job: FeaturedJob) => titleWords(job).filter((word) => featuredJobs.every((other) => other === job || !titleWords(other).includes(word)));
  // Opening the message, the title needs no article ('qualified accountant job remote days').
  const namedAsJob = (name: string) => new RegExp(`(?:^| (?:the|that|this|your|any))${normalise(name)}(?:one|job|role|position|post|vacancy|opening) `).test(normalisedText);
  // Or by who it is for, as an opening ('anything going for trainees', 'any openings for trainee accountants'): not pay 'for trainees'.
  const namedAsOpening = (name: string) => new RegExp(` (?:going|anything|opening|vacancy|job|role|position) for${normalise(name)}`).test(normalisedText);
  return featuredJobs.filter((job) => namedAsJob(job.title) || distinctive(job).some(namedAsJob) || distinctive(job).some(namedAsOpening)).map((job) => job.id);
}

/**
 * Partners counted ('a two-partner practice', 'Small practice, 3 partners'): beside another role, the size of the visitor's firm,
 * not the role asked ('3 partners in Carlow, what do small firms pay a trainee' asks a trainee's pay).
 */
const countedPartners = new RegExp(String.raw`\b(?:\d+|${Object.keys(wordNumbers).filter((word) => word !== 'one').join('|')})[\s-]+partners?\b`, 'gi');

export function extractSlots(facts: Facts, text: string, unknownWords: readonly string[] = []): Slots {
  const normalisedText = normalise(text);
  const papers = papersByCode(text);
  const found = findQualifications(facts, text);
  const named = found.length === 0 && papers.qualifications.length === 1 ? [...papers.qualifications] : found;
  const roleText = papers.codes.reduce((rest, code) => rest.replace(new RegExp(`\\b${code}\\b`, 'gi'), ' '), withoutQualificationNames(text, named));
  const unpartnered = askedRoles(facts, roleText.replace(countedPartners, ' '));
  const { roles, unknownRole } = unpartnered.roles.length > 0 ? unpartnered : askedRoles(facts, roleText);
  // Held beside a role ('cima member 4 yrs post qual mgmt accountant, what would i be on'), a qualification says who asks about the role.
  const asked = withoutPrerequisite(facts, text, named);
  const qualifications = roles.length > 0 ? asked.filter((id) => !hasAnyPhrase(normalisedText, heldPhrases(id))) : asked;
  const amounts = roles.length > 0 ? [...extractAmounts(text), ...rolePricedAt(facts, text, roles)].sort((a, b) => a.index - b.index) : extractAmounts(text);
  // Read without the qualifications' names: 'sit the CIMA exam' asks where to sit the exam.
  const sections = findSections(withoutQualificationNames(withoutHeldPhrases(text), qualifications, true), extractMonths(text));
  // A sum no salary is, beside a qualification and no role, is a price held up to its fees ('is the fae more than two grand').
  // So is a currency sign with no figure ('cima objective test €'): its price is asked.
  const pricesQualification = qualifications.length > 0 && roles.length === 0 && (amounts.some((amount) => amount.value < MIN_SALARY_AMOUNT) || asksPrice.test(text)) && !sections.includes('fees');
  return {
    held: named.filter((id) => !qualifications.includes(id)),
    roles,
    unknownRole,
    amounts,
    qualifications,
    months: extractMonths(text),
    sections: pricesQualification ? ['fees', ...sections.filter((section) => section !== 'exams')] : sections,
    regions: facts.citiesIn(text),
    otherPlaces: irishPlaces.filter((place) => hasAnyPhrase(normalisedText, [place])),
    unknownWords,
    parts: findParts(text),
    jobs: findJobs(text),
    presence: professionalPresenceGuidelines.filter((guideline) => hasAnyPhrase(normalisedText, guideline.synonyms)).map((guideline) => guideline.title),
  };
}

/** The phrases that name a thing of a qualification (a part, a paper, a fee item: 'case study', 'the Advanced stage'), not a section of its facts. */
const thingNames: readonly string[] = [
  ...qualificationParts.flatMap((part) => [part.name, paperCode(part.name)?.title ?? part.name]),
  ...Object.values(qualificationQuestionSynonyms.labelWords).flat(),
].sort((a, b) => b.length - a.length);

/**
 * The sections a follow-up asks for by words of its own: a follow-up that only names another thing of the qualification
 * ('and a case study?' after the fee of an objective test) asks the previous question of it, even where the thing's
 * name holds a section's word ('case study' is also a kind of exam).
 */
function ownSections(text: string, months: readonly MonthName[]): QualificationSection[] {
  // Counting things ('how many case studies') asks for the exams.
  if (hasAnyPhrase(normalise(text), countingPhrases)) return findSections(text, months);
  // A thing's kind said after its name is the thing's ('a case study exam' is the case study, not every exam).
  const rest = thingNames.reduce((remaining, name) => remaining.replace(new RegExp(`${normalise(name)}(?:(?:exam|paper|test)s? )?`), ' '), normalise(text));
  return findSections(rest, months);
}

/** A lone number from 1 to 14, in figures or words, read as years ('what about five' -> 'what about 5 years'). */
function asYears(text: string): string {
  const small = Object.keys(wordNumbers).filter((word) => wordNumbers[word]! <= 14);
  return text.replace(new RegExp(`\\b(1[0-4]|[1-9]|${small.join('|')})\\b(?![\\s-]*(?:[a-z%€]|\\d))`, 'i'), '$1 years');
}

/** Words that set what follows against what came before ('more than', 'compared with'). */
const comparedWith = /\b(?:than|compared (?:to|with)|versus|vs|v)\b/;

/**
 * The fee items that are no part of a qualification and no deadline ('the annual subscription', 'yearly membership fee'):
 * things of the fees alone, so a follow-up naming one asks for the fees ('and what's the yearly membership fee?' after
 * CIMA's exams), where a part named ('and a case study?') asks the previous question of it. Registration is also a deadline.
 */
const feeOnlyItemWords: readonly string[] = (() => {
  const labelWords: Readonly<Record<string, readonly string[]>> = qualificationQuestionSynonyms.labelWords;
  const feeLabels = Object.values(qualificationFacts).flatMap((facts) => ('fees' in facts ? facts.fees.map((fee) => fee.label.toLowerCase()) : []));
  const deadlineWords: readonly string[] = qualificationQuestionSynonyms.deadlines;
  return Object.keys(labelWords)
    .filter((key) => feeLabels.some((label) => label.includes(key)) && !qualificationParts.some((part) => part.name.toLowerCase().includes(key)))
    .filter((key) => !labelWords[key]!.some((word) => deadlineWords.includes(word)))
    .flatMap((key) => labelWords[key]!);
})();

/** A qualification or one of its exams begun ('starting acca', 'start my cap1', 'started the cima'): the words of beginning are dropped. */
const startedQualification = new RegExp(
  String.raw`\b(?:start|starting|started|starts)\s+(?:(?:on|with|into)\s+)?(?:(?:my|the|a|an|her|his|their)\s+)?(?=(?:${Object.values(qualificationAliases).flat().map((alias) => alias.replace(/ /g, '\\s+')).join('|')})\b)`,
  'gi',
);

function withoutQualificationStarted(text: string): string {
  return text.replace(startedQualification, '');
}

/**
 * A follow-up's slots: what the new message names replaces what the previous one named; a level
 * named alone ('and in a Big 4?') applies to the previous role.
 */
export function carrySlots(facts: Facts, previous: Slots, next: Slots, nextText: string, aboutPay = false, previousText = ''): Slots {
  let roles = next.roles;
  if (aboutPay && roles.length > 0 && previous.roles.length === 0) {
    // A role named without a level, after pay asked by the visitor's experience alone ('4 years qualified ACA, what would I be on',
    // then 'and if i went for a financial controller job instead'), is asked at that experience, when the earlier words name a level of its table.
    roles = roles.map((role) => {
      if (role.level) return role;
      const table = facts.content.salaryTables.find((candidate) => candidate.id === role.tableId);
      const before = facts.salaryRange(`${table?.contextWords[0] ?? ''} ${role.position}`, previousText);
      return before?.level && before.position === role.position ? { ...role, level: role.levels[before.level.index] } : role;
    });
  }
  // A title the guide lacks, named instead, is what is asked now ('and the ceo of the same company' after its FD): no role carries.
  // So is a title whose head word no row of the guide uses ('what would a data scientist with the same 8 years get'); not one
  // whose head word is a title of the guide ('made director' may be the bare title of the conversation's table).
  const guideWords = new Set(facts.content.salaryTables.flatMap((table) => table.rows.flatMap((row) => [row.position, ...row.synonyms].flatMap((phrase) => words(phrase)))));
  const titleAsked = next.unknownRole !== null && !guideWords.has(words(next.unknownRole).at(-1) ?? '');
  if (roles.length === 0 && previous.roles.length > 0 && !titleAsked) {
    roles = previous.roles.map((role) => {
      const table = facts.content.salaryTables.find((candidate) => candidate.id === role.tableId);
      // In the previous role's context a bare title names another row of its table ('what about a senior there' after audit managers).
      const renamed = table && table.contextOnlyPositions.length > 0 ? facts.salaryRange(`${table.contextWords[0]} ${nextText}`) : null;
      if (renamed && renamed.tableId === role.tableId && renamed.position !== role.position) {
        return renamed.level || !role.level ? renamed : { ...renamed, level: renamed.levels[role.level.index] };
      }
      // A job title the guide lacks, named instead ('what would a data scientist with the same 8 years get'), is the role asked
      // about now: the conversation's role does not answer for it.
      if (next.unknownRole !== null) return null;
      const rowText = `${table?.contextWords[0] ?? ''} ${role.position}`;
      // A bare small number naming no level is years of experience, as the question before counted them ('what about 4' after '2yrs pqe').
      // Starting a qualification ('thinking of starting acca, how much to register') is no level of the role: 'starting' is the exams'.
      const levelText = withoutQualificationStarted(nextText);
      const byLevel = facts.salaryRange(rowText, levelText);
      const relevelled = byLevel?.level ? byLevel : (facts.salaryRange(rowText, asYears(levelText)) ?? byLevel);
      return relevelled?.level ? { ...relevelled, tableId: role.tableId } : role;
    }).filter((role) => role !== null);
  } else if (roles.length > 0 && previous.roles.length > 0) {
    // A new role without a level keeps the level asked before, when its table has that level: the level of the role it is
    // compared with, when the conversation named it too ('how does that compare with staying on as FD at that scale' after
    // FD at a mid-cap and CFO at a large plc).
    roles = roles.map((role) => {
      const before = previous.roles.find((other) => other.tableId === role.tableId && other.position !== role.position) ?? previous.roles[0]!;
      if (role.level || !before.level || before.tableId !== role.tableId) return role;
      return { ...role, level: role.levels[before.level.index] };
    });
    // A new role compared with the conversation's is answered beside it ('is that more or less than an accounts assistant
    // with the same experience' after a credit controller's pay).
    if (comparedWith.test(normalise(nextText))) {
      const newRoles = roles;
      roles = [...previous.roles.filter((before) => !newRoles.some((role) => role.position === before.position && role.tableId === before.tableId)), ...newRoles];
    }
  }
  const newPlace = next.regions.length > 0 || next.otherPlaces.length > 0;
  const asksNext = hasAnyPhrase(normalise(nextText), qualificationQuestionSynonyms.nextPart);
  const comparesWithPrevious = hasAnyPhrase(normalise(nextText), qualificationQuestionSynonyms.comparing) && next.qualifications.length === 1 && previous.qualifications.length === 1;
  // In a conversation about pay (or the fee on it) a bare number is a salary in thousands ('and if we went to 78').
  const payNamed = aboutPay || previous.amounts.length > 0 || previous.roles.length > 0;
  const amounts = next.amounts.length === 0 && payNamed ? extractAmounts(nextText, { bareThousands: true }) : next.amounts;
  return {
    roles,
    unknownRole: next.unknownRole,
    // A new role is what a fee or salary follow-up is about now, not the amount asked before ('what about for a bookkeeper').
    amounts: amounts.length > 0 || next.roles.length > 0 ? amounts : previous.amounts,
    // The difference between the one discussed and one newly named compares the two ('whats the difference between that and the aca' after the ACCA).
    qualifications: next.qualifications.length > 0 ? (comparesWithPrevious ? [...new Set([...previous.qualifications, ...next.qualifications])] : next.qualifications) : ownersOfNamedThing(previous.qualifications, nextText, next.parts).length > 0 && previous.qualifications.length > 1 ? ownersOfNamedThing(previous.qualifications, nextText, next.parts) : previous.qualifications,
    // The months asked of one part are not another's ('and for FAE the repeat is when?' after CAP1 in August).
    months: next.months.length > 0 || next.parts.length > 0 ? next.months : previous.months,
    sections:
      ownSections(nextText, next.months).length > 0
        ? next.sections
        : hasAnyPhrase(normalise(nextText), feeOnlyItemWords) && !previous.sections.includes('fees')
          ? ['fees']
          : previous.sections,
    regions: newPlace ? next.regions : previous.regions,
    otherPlaces: newPlace ? next.otherPlaces : previous.otherPlaces,
    unknownWords: next.unknownWords,
    // A part belongs to its qualification: a new qualification starts with the parts it names.
    // 'The next one' after a level or stage is the one that follows it ('and the next one after that?' after CTA Foundation).
    parts: next.parts.length > 0 || next.qualifications.length > 0 ? next.parts : asksNext ? previous.parts.map((part) => nextPart(part) ?? part) : previous.parts,
    jobs: (next.jobs ?? []).length > 0 ? next.jobs : previous.jobs,
    presence: (next.presence ?? []).length > 0 ? next.presence : previous.presence,
  };
}
