/**
 * The words the site knows: every word of its content modules, the assistant's keyword phrases
 * and common English function words. A question built on words outside it ('bitcoin', 'weather')
 * is about something the site has no content for, which keeps weak keyword hits from being
 * answered as if they were on topic.
 */

import * as agencyContent from '#content/agency';
import * as candidatesContent from '#content/candidates';
import * as chatContent from '#content/chat';
import * as feesContent from '#content/fees';
import * as homeContent from '#content/home';
import * as interviewContent from '#content/interview-tips';
import * as jobsContent from '#content/jobs';
import * as marketContent from '#content/market-stats';
import * as trendsContent from '#content/market-trends-seed';
import * as qualificationsContent from '#content/qualifications';
import * as salaryContent from '#content/salary-guide';
import { keywordWords } from '#core/chat/intents';
import { monthNames, stem, words } from '#core/chat/text';

const functionWords = `a about above after again against all am an and any are aren't as at be because been before being
below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for
from further had has have having he her here hers herself him himself his how i i'd i'll i'm i've if in into is isn't it
it's its itself just let's me more most my myself no nor not now of off on once only or other ought our ours ourselves out
over own same she should shouldn't so some such than that that's the their theirs them themselves then there there's these
they they're this those through to too under until up very was we we're were what what's when where which while who whom
why will with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves also anything something
everything nothing anyone someone please tell know want like need get got give go going make let say said think ok okay
yes yeah hi hello thanks thank much many really actually currently typically usually roughly approximately around
about per year years month months week weeks day days today now right currently still already lot lots bit kind sort type
thing things way well good great best better top new old big small mean means average typical normal standard possible
could use using used find looking look see show help wondering question questions info information detail details explain
ireland irish dublin whats what's hows how's im ive id u ur r pls plz thx cheers also again etc`;

let known: Set<string> | undefined;
let functionWordSet: Set<string> | undefined;

/** Common English words that say nothing about the topic ('what', 'should', 'the'). */
export function isFunctionWord(word: string): boolean {
  functionWordSet ??= new Set(functionWords.split(/\s+/).flatMap((entry) => words(entry)));
  return functionWordSet.has(word);
}

function collectStrings(value: unknown, into: string[], depth = 0): void {
  if (depth > 8 || value === null || value === undefined) return;
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into, depth + 1));
  else if (typeof value === 'object') Object.values(value as Record<string, unknown>).forEach((item) => collectStrings(item, into, depth + 1));
}

function knownWords(): ReadonlySet<string> {
  if (known) return known;
  const texts: string[] = [];
  for (const module of [agencyContent, candidatesContent, chatContent, feesContent, homeContent, interviewContent, jobsContent, marketContent, trendsContent, qualificationsContent, salaryContent]) {
    collectStrings(Object.values(module).filter((value) => typeof value !== 'function'), texts);
  }
  known = new Set([
    ...texts.flatMap((text) => words(text)),
    ...functionWords.split(/\s+/).flatMap((word) => words(word)),
    ...keywordWords(),
    ...spellingWords().map(stem),
    ...monthNames.map((month) => month.toLowerCase()),
  ]);
  return known;
}

/** A rough word root, so 'adjusted' and 'adjustments' count as the same known word. */
export function root(word: string): string {
  const stripped = word.replace(/(ations?|ments?|ings?|edly|ed|ers?|ly|ies|es|s|e|y)$/, '');
  return stripped.length >= 4 ? stripped : word;
}

let knownRoots: Set<string> | undefined;

/** Words of the question the site has no content about (numbers and amounts excluded). */
export function unknownWords(question: string): string[] {
  knownRoots ??= new Set([...knownWords()].map(root));
  const vocabulary = knownWords();
  return words(question).filter((word) => word.length >= 3 && !/\d/.test(word) && !vocabulary.has(word) && !knownRoots!.has(root(word)));
}

/**
 * Words worth correcting misspellings towards: the roles, qualifications and topic words visitors
 * type ('salery', 'acountant', 'controler').
 */
export function spellingWords(): string[] {
  const vocabulary = new Set<string>();
  for (const role of salaryContent.listRoles()) for (const word of role.position.toLowerCase().split(/[^a-z]+/)) vocabulary.add(word);
  for (const facts of Object.values(qualificationsContent.qualificationFacts)) {
    for (const word of facts.fullName.toLowerCase().split(/[^a-z]+/)) vocabulary.add(word);
  }
  `accountant accountants accounting bookkeeper controller director manager auditor payroll assistant qualified newly
  experience dublin galway cork senior junior partner analyst management financial finance chartered certified salary
  salaries qualification interview interviews requirements registration subscription commission percentage placement
  recruitment business opening hours contact market vacancies statistics remote hybrid premium pension benefits sessions
  objective deadline membership exemptions preparation prepare questions technical competency weakness whatsapp telephone
  address agency licence license privacy average increase growth demand shortage specialisation pharma inflation
  development saturday sunday weekend thousand charge earning earnings receivable payable trainee graduate january
  february march april june july august september october november december studies study case`
    .split(/\s+/)
    .forEach((word) => vocabulary.add(word));
  vocabulary.delete('');
  return [...vocabulary];
}
