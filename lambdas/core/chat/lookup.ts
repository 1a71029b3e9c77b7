import type { InterviewTip } from '#content/interview-tips';
import type { QualificationId } from '#content/qualifications';
import { wordNumbers } from '#core/chat/text';
import { headcountOrganisationWords, headcountWords, timeAwayWords } from '#content/assistant-topics';
import type { SalaryLevelIndex, SalaryLevelMatch, SalaryLookup, SalaryRow, SalaryTable } from '#content/salary-guide';

/**
 * Tolerant matching of free text against the names and synonyms the content modules store:
 * salary guide positions and levels, qualifications, interview tips. The content holds the words;
 * this module holds the matching.
 */

/** Lower-case, punctuation to spaces, crude singular ('accountants' -> 'accountant', 'companies' -> 'company'). */
export function normalisePhrase(text: string): string {
  return text
    .toLowerCase()
    // A thousands separator joins its number ('1,200 employees' is 1200).
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/&/g, ' and ')
    // A decimal point stays in its number ('1.5 years' is not 5 years); any other stop is punctuation.
    .replace(/[^a-z0-9+.]+/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/(\d)\s*\+/g, '$1+ ')
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => (word.length > 4 && word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .join(' ');
}

function containsPhrase(normalisedText: string, phrase: string): boolean {
  return ` ${normalisedText} `.includes(` ${normalisePhrase(phrase)} `);
}

function longestPhraseIn(normalisedText: string, phrases: readonly string[]): number {
  return phrases.reduce(
    (best, phrase) => (containsPhrase(normalisedText, phrase) ? Math.max(best, normalisePhrase(phrase).length) : best),
    0,
  );
}

const awayAlternatives = (phrases: readonly string[]) => phrases.map((phrase) => normalisePhrase(phrase).replace(/^out$/, 'out(?! of)')).join('|');
const timeAway = new RegExp(
  String.raw`\b(?:${awayAlternatives(timeAwayWords.before)})(?: (?:for|of))?(?: (?:about|around|nearly|almost|over|the last|the past))? \d+(?:\.\d+)? (?:year|yr|month)\b|` +
    String.raw`\b\d+(?:\.\d+)? (?:year|yr|month) (?:${awayAlternatives(timeAwayWords.after)})\b`,
  'g',
);
/** A time from now ('in 3 years time', 'in another two years'): no experience had yet. */
const timeFromNow = new RegExp(String.raw`\bin (?:(?:about|around|another|roughly) )?(?:\d+(?:\.\d+)?|${Object.keys(wordNumbers).join('|')}) (?:year|yr|month)(?: time)?\b`, 'g');

// Plain years (or months) of experience ('4 years', '18 months') mapped onto a table's experience-band levels.
function levelFromYears(salaryTable: SalaryTable, normalisedText: string): SalaryLevelIndex | null {
  if (!salaryTable.levelYears) return null;
  // Years in words count as in figures ('one and a half years').
  const figures = normalisedText
    // 'a year' counts as one beside the word for having qualified ('qualified a year', 'a year pqe'), not in 'a year' of pay.
    .replace(/\b(qualified|qualifying) (?:for )?(?:(?:about|around|roughly|nearly|almost|only|just|over|under) )?an? (year|month)\b/g, '$1 1 $2')
    .replace(/\ban? (year|month) (pqe|qualified|post)\b/g, '1 $1 $2')
    // Half a year is six months ('doing the books for half a year now'); a year and a half is eighteen ('after a year and a half at it').
    .replace(/\bhalf an? (year|yr)\b/g, '0.5 $1')
    .replace(/\ban? (year|yr) and a half\b/g, '1.5 $1')
    // A couple of years is two ('a credit controller with a couple of years of experience').
    .replace(/\ba couple (?:of )?(year|yr|month)/g, '2 $1')
    .replace(/\b([a-z]+)( and a half)?(?= (?:year|yr|month|pqe)\b)/g, (whole, word: string, half?: string) =>
      wordNumbers[word] === undefined ? whole : String(wordNumbers[word] + (half ? 0.5 : 0)),
    )
    // Years away from work count no experience ('been off 2 yrs minding the kids, did AP for 6 years before that').
    .replace(timeAway, ' ');
  // 'PQE' after a number counts years ('FC 4 PQE'): post-qualification experience is measured in years.
  // A total counts over the years added to it ('another 3 years, so 5 in total').
  const total = /(\d+(?:\.\d+)?) (?:(?:year|yr) )?(?:in total|all told|altogether)\b/.exec(figures);
  // A time from now is no experience when the text counts the years otherwise ('where should i be in 3 years time when im 7 yrs pqe');
  // alone it is the experience then ('and in 7 years time?').
  const count = /(\d+(?:\.\d+)?)(\+)? (year|yr|month|pqe)/;
  const match = total ? [total[0], total[1], undefined, 'year'] : (count.exec(figures.replace(timeFromNow, ' ')) ?? count.exec(figures));
  if (!match) return null;
  const [lower, upper] = salaryTable.levelYears;
  const years = Number(match[1]) / (match[3] === 'month' ? 12 : 1);
  const orMore = match[2] === '+';
  return years > upper || (years === upper && orMore) ? 2 : years >= lower ? 1 : 0;
}

// Also the people counted as 'us' ('there are about 35 of us'), but not a team's or a department's ('4 of us in the finance team').
const headcountPattern = new RegExp(
  String.raw`(?<!\bteam of )\b(\d+)(?: (?:odd|or so|plus|\+))? (?:${headcountWords.map((word) => normalisePhrase(word)).join('|')})\b|\b(\d+) of us\b(?! in (?:the |our )?(?:finance |accounts |accounting )?(?:team|department|dept|office)\b)`,
);
/** A bare number after an organisation ('a company of 25', 'a group of 70'): its people. */
const organisationOfPattern = new RegExp(String.raw`\b(?:${headcountOrganisationWords.join('|')}) of (?:about |around |roughly )?(\d+)\b(?! ?(?:k|%|year|yr|month|week|day|euro|eur|thousand|grand|million|m)\b)`);

// The size of an organisation told by its people ('a 30 person company', 'about 1200 employees') mapped onto a table's size levels.
// A team's people ('a finance team of 4 people') are not the organisation's.
function levelFromHeadcount(salaryTable: SalaryTable, normalisedText: string): SalaryLevelIndex | null {
  if (!salaryTable.levelHeadcounts) return null;
  const match = headcountPattern.exec(normalisedText) ?? organisationOfPattern.exec(normalisedText);
  if (!match) return null;
  const [lower, upper] = salaryTable.levelHeadcounts;
  const people = Number(match[1] ?? match[2]);
  return people >= upper ? 2 : people >= lower ? 1 : 0;
}

/** Years counted from a level's point ('four years after qualifying'): the phrase names when the years began, so the years decide. */
const timeCount = String.raw`(?:\d+(?:\.\d+)?|${Object.keys(wordNumbers).join('|')}) (?:year|yr|month)`;
function countsFrom(text: string, phrase: string): boolean {
  return /^(?:after|since) /.test(phrase) && new RegExp(String.raw` ${timeCount} ${phrase.replace(/\+/g, '\\+')} `).test(text);
}

/**
 * The levels a text names, longest phrase first (each phrase's words counted once: 'very experienced' is not also
 * 'experienced'). A word after 'not' names no level ('big 4 not small'), nor a size asked about ('how big is the jump in pay').
 */
function levelsNamed(salaryTable: SalaryTable, text: string): { readonly levels: SalaryLevelIndex[]; readonly rest: string } {
  let rest = ` ${normalisePhrase(text)} `
    .replace(/ not (?:(?:in )?(?:a|an|the) )?\S+/g, ' ')
    .replace(/ how (?:big|small|large) /g, ' ')
    // Experience of a kind said to be none is none ('no accounts experience', 'without any real experience', 'zero office experience').
    .replace(/ (?:no|zero|without(?: any)?) (?:\S+ ){1,2}experience /g, ' no experience ')
    // A first job of a kind is a first job ('his first finance job'); just out of education is starting out ('payroll job straight
    // out of college'), not years 'out of college'. Read here, so the words name no level of their own elsewhere ('finance jobs').
    .replace(/ first (?:\S+ )?(?:finance|accounts|accounting|payroll|office) (job|role|position) /g, ' first job ')
    .replace(/ (?:straight|fresh|just|right) (?:out of|from) (?:college|school|university|uni) /g, ' starting out ');
  const levels: SalaryLevelIndex[] = [];
  for (;;) {
    let best: { index: SalaryLevelIndex; phrase: string } | null = null;
    for (const index of [0, 1, 2] as const) {
      for (const phrase of [salaryTable.levels[index], ...salaryTable.levelSynonyms[index]].map(normalisePhrase)) {
        if (phrase.length > (best?.phrase.length ?? 0) && rest.includes(` ${phrase} `) && !countsFrom(rest, phrase)) best = { index, phrase };
      }
    }
    if (!best) return { levels, rest: rest.trim() };
    if (!levels.includes(best.index)) levels.push(best.index);
    rest = rest.replace(` ${best.phrase} `, ' | ');
  }
}

/**
 * Two level names joined as a span ('nq to senior', 'from small up to big 4'), once levelsNamed has marked each with '|'.
 * A word of degree before the second level ('up to very experienced', 'to the most senior') still ends the span, and the first
 * level may name its kind of employer ('from small companies up to large groups').
 */
const spanBetweenLevels = /\|\s+(?:(?:companies|company|firms|firm|practices|businesses|ones|groups)\s+)?(?:(?:all the way|right|up|on|through|thru)\s+){0,2}(?:to|through|thru|till|until)\s+(?:(?:the\s+)?(?:very|really|most|highly|fully|quite)\s+)?\|/;

function matchLevel(salaryTable: SalaryTable, text: string): SalaryLevelIndex | null {
  const { levels, rest } = levelsNamed(salaryTable, text);
  return levels[0] ?? levelFromYears(salaryTable, rest) ?? levelFromHeadcount(salaryTable, rest);
}

function levelMatch(salaryTable: SalaryTable, row: SalaryRow, index: SalaryLevelIndex): SalaryLevelMatch {
  return { index, name: salaryTable.levels[index], band: row.bands[index] };
}

function rolePhrases(salaryTable: SalaryTable, row: SalaryRow, inContext: boolean): string[] {
  return [row.position, ...row.synonyms]
    .map(normalisePhrase)
    .filter((phrase) => inContext || !salaryTable.contextOnlyPositions.includes(phrase));
}

function matchRole(tables: readonly SalaryTable[], text: string): { salaryTable: SalaryTable; row: SalaryRow } | null {
  const normalisedText = normalisePhrase(text);
  let best: { salaryTable: SalaryTable; row: SalaryRow; score: number } | null = null;
  for (const salaryTable of tables) {
    const inContext = salaryTable.contextWords.some((phrase) => containsPhrase(normalisedText, phrase));
    for (const row of salaryTable.rows) {
      const length = longestPhraseIn(normalisedText, rolePhrases(salaryTable, row, inContext));
      if (length === 0) continue;
      // A title only its table's context makes a role ('manager' beside 'firm') yields to a role named by its own name: in 'the
      // manager at our small firm wants us to hire a CFO' the CFO is asked, whoever else the message names.
      const bareOnly = longestPhraseIn(normalisedText, rolePhrases(salaryTable, row, false)) === 0;
      // A table whose context words are present wins ties of equal length ('manager at a Big 4').
      const score = (bareOnly ? 0 : 100) + length + (inContext && salaryTable.contextWords.length > 0 ? 0.5 : 0);
      if (best === null || score > best.score) best = { salaryTable, row, score };
    }
  }
  return best && { salaryTable: best.salaryTable, row: best.row };
}

// Why: an audit "Senior" or "Junior" position name must not also be read as the level.
function stripPosition(role: string, salaryTable: SalaryTable, row: SalaryRow): string {
  let text = ` ${normalisePhrase(role)} `;
  const phrases = rolePhrases(salaryTable, row, true).sort((a, b) => b.length - a.length);
  for (const phrase of phrases) text = text.replace(` ${phrase} `, ' ');
  return text.trim();
}

/** Words asking for every level of a row ('at each stage', 'all the levels', 'every step of the way'). */
const everyLevelAsked = /\b(?:each|every|all(?: the)?|the different) (?:stage|level|step)s?\b/i;

/**
 * Finds a salary by free-text role, e.g. findSalary(tables, 'CFO', 'enterprise'),
 * findSalary(tables, 'newly qualified financial accountant'). The level may be given separately
 * or inside the role text; without one, all levels are listed. Null when no position matches.
 */
export function findSalary(tables: readonly SalaryTable[], role: string, level?: string): SalaryLookup | null {
  const roleMatch = matchRole(tables, role);
  if (!roleMatch) return null;
  const { salaryTable, row } = roleMatch;
  // Several levels named besides the role's own words ask for each of them ('are mid tier trainees paid the same as big 4
  // ones'), and for every level between two joined as a span ('FC salary ranges nq to senior').
  const several = [level, role].map((text) => (text === undefined ? null : levelsNamed(salaryTable, stripPosition(text, salaryTable, row)))).find((named) => named !== null && named.levels.length > 1);
  // Every stage asked ('what does a management accountant earn at each stage after qualifying') is the whole row.
  const everyLevel = [level, role].some((text) => text !== undefined && everyLevelAsked.test(text));
  const levelIndex = several || everyLevel
    ? null
    : ((level === undefined ? null : matchLevel(salaryTable, level)) ?? matchLevel(salaryTable, stripPosition(role, salaryTable, row)));
  const named = several ? [...several.levels].sort((a, b) => a - b) : [];
  const asked = named.length > 1 && spanBetweenLevels.test(several!.rest) ? ([0, 1, 2] as const).filter((index) => index >= named[0]! && index <= named.at(-1)!) : named;
  return {
    tableId: salaryTable.id,
    tableTitle: salaryTable.title,
    position: row.position,
    level: levelIndex === null ? null : levelMatch(salaryTable, row, levelIndex),
    levels: [levelMatch(salaryTable, row, 0), levelMatch(salaryTable, row, 1), levelMatch(salaryTable, row, 2)],
    ...(asked.length > 1 && asked.length < 3 ? { namedLevels: asked.map((index) => levelMatch(salaryTable, row, index)) } : {}),
  };
}

/** Which qualification a free-text question is about, if any ('ACCA' wins over 'ACA'). */
export function findQualification(aliases: Readonly<Record<QualificationId, readonly string[]>>, text: string): QualificationId | null {
  const words = ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  // Longest alias first so 'acca' is not read as 'aca' and 'chartered certified' beats 'chartered accountant'.
  const candidates = (Object.keys(aliases) as QualificationId[])
    .flatMap((id) => aliases[id].map((alias) => ({ id, alias })))
    .sort((a, b) => b.alias.length - a.alias.length);
  return candidates.find(({ alias }) => words.includes(` ${alias} `))?.id ?? null;
}

/**
 * Tips most relevant to a free-text question, best first: a keyword phrase found in the question
 * scores by its length, so specific phrases ('star method') outrank generic words ('examples').
 */
export function findInterviewTips<T extends InterviewTip>(tips: readonly T[], question: string, limit = 3): T[] {
  const text = ` ${question.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  return tips
    .map((tip) => ({
      tip,
      score: tip.keywords.reduce((total, keyword) => (text.includes(` ${keyword} `) ? total + keyword.length : total), 0),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ tip }) => tip);
}
