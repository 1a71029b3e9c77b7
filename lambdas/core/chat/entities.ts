/**
 * What a question is about, read from its words and checked against the site's own data: salary
 * guide positions (with their synonyms and levels), euro amounts, qualifications, months, regions.
 */

import { findSalary, type SalaryLookup } from '#content/salary-guide';
import { findQualification, qualificationFacts, type QualificationId } from '#content/qualifications';
import { marketStats } from '#content/market-stats';
import { extractAmounts, extractMonths, hasAnyPhrase, normalise, words } from '#core/chat/text';
import { unknownWords } from '#core/chat/vocabulary';
import type { Entities } from '#core/chat/types';

// Audit positions are named by one generic word; the bare word means the audit role only when the
// question is about practice or the word stands on its own ('a manager in a Big 4 firm').
const auditGenericPositions = new Set(['Partner', 'Director', 'Manager', 'Senior', 'Junior']);
const auditCues = ['audit', 'auditor', 'assurance', 'big 4', 'big four', 'practice', 'firm', 'mid tier', 'accountancy firm'];
const neutralPrecedingWords = new Set([
  'a', 'an', 'the', 'as', 'my', 'our', 'your', 'for', 'of', 'is', 'to', 'senior', 'junior', 'newly', 'new',
  'assistant', 'audit', 'experienced', 'qualified', 'and', 'or', 'vs', 'versu', 'what', 'how', 'much',
]);
const genericWordOf: Readonly<Record<string, string>> = {
  Partner: 'partner',
  Director: 'director',
  Manager: 'manager',
  Senior: 'senior',
  Junior: 'junior',
};

// Job-title heads that mark a question as being about some role even when the guide lacks it.
const roleHeads = ['manager', 'director', 'officer', 'analyst', 'accountant', 'engineer', 'developer', 'consultant', 'specialist', 'administrator', 'executive', 'clerk', 'partner', 'lead', 'head', 'controller', 'auditor', 'advisor', 'adviser', 'associate', 'assistant', 'actuary', 'economist', 'trader', 'nurse', 'teacher'];

const irishPlaces = ['limerick', 'waterford', 'kilkenny', 'sligo', 'athlone', 'wexford', 'kerry', 'donegal', 'belfast', 'drogheda', 'dundalk', 'mayo', 'clare', 'tipperary', 'meath', 'kildare', 'wicklow', 'louth', 'northern ireland'];

function acceptRole(lookup: SalaryLookup, normalisedText: string): boolean {
  if (!auditGenericPositions.has(lookup.position)) return true;
  if (hasAnyPhrase(normalisedText, auditCues)) return true;
  const tokens = normalisedText.trim().split(' ');
  const word = genericWordOf[lookup.position]!;
  const index = tokens.indexOf(word);
  if (index <= 0) return true;
  return neutralPrecedingWords.has(tokens[index - 1]!);
}

function unknownRoleIn(text: string): string | null {
  const tokens = words(text);
  for (let index = 1; index < tokens.length; index++) {
    if (!roleHeads.includes(tokens[index]!)) continue;
    const before = tokens[index - 1]!;
    if (neutralPrecedingWords.has(before) || before.length < 2) continue;
    return `${before} ${tokens[index]}`;
  }
  return null;
}

// Comparisons name several roles: 'CFO vs finance director', 'bookkeeper or payroll specialist'.
const comparisonSplit = /\b(?:vs\.?|versus|compared (?:to|with)|or|and|than)\b|[,;/]/i;

function findRoles(text: string): { roles: SalaryLookup[]; unknownRole: string | null } {
  const roles: SalaryLookup[] = [];
  const add = (lookup: SalaryLookup | null, scope: string) => {
    if (!lookup || !acceptRole(lookup, normalise(scope))) return;
    if (roles.some((role) => role.position === lookup.position && role.tableId === lookup.tableId)) return;
    roles.push(lookup);
  };
  const parts = text.split(comparisonSplit).filter((part) => part.trim().length > 0);
  if (parts.length > 1) for (const part of parts) add(findSalary(part, part), part);
  // The whole question: a level named once for two roles ('CFO or FD at a large company').
  const whole = findSalary(text, text);
  if (roles.length <= 1) {
    roles.length = 0;
    add(whole, text);
  } else if (whole) {
    // Carry a level named anywhere onto roles that had none in their own part.
    for (let index = 0; index < roles.length; index++) {
      const role = roles[index]!;
      if (role.level === null) roles[index] = findSalary(role.position, text) ?? role;
    }
  }
  const unknownRole = roles.length === 0 ? unknownRoleIn(text) : null;
  return { roles, unknownRole };
}

function findQualifications(text: string): QualificationId[] {
  const found = new Set<QualificationId>();
  const normalisedText = normalise(text);
  const first = findQualification(text);
  if (first) found.add(first);
  for (const id of Object.keys(qualificationFacts) as QualificationId[]) {
    if (hasAnyPhrase(normalisedText, [qualificationFacts[id].name])) found.add(id);
  }
  // Each part of a comparison ('ACA or ACCA') on its own, as the longest alias wins inside one text.
  for (const part of text.split(comparisonSplit)) {
    const id = findQualification(part);
    if (id) found.add(id);
  }
  // In the order the question names them ('ACA or ACCA' answers ACA first).
  const position = (id: QualificationId) => {
    const index = normalisedText.indexOf(` ${qualificationFacts[id].name.toLowerCase()} `);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...found].sort((a, b) => position(a) - position(b));
}

export function extractEntities(text: string): Entities {
  const normalisedText = normalise(text);
  const { roles, unknownRole } = findRoles(text);
  const regions = marketStats.regional.map((region) => region.region).filter((region) => hasAnyPhrase(normalisedText, [region]));
  return {
    roles,
    unknownRole,
    amounts: extractAmounts(text),
    qualifications: findQualifications(text),
    months: extractMonths(text),
    regions,
    otherPlaces: irishPlaces.filter((place) => hasAnyPhrase(normalisedText, [place])),
    unknownWords: unknownWords(text),
  };
}
