/**
 * Text handling for the offline assistant: one normal form for questions and keyword phrases (so
 * 'Fees?' matches 'fee'), a light spelling fixer, and readers for euro amounts and months.
 */

export const wordNumbers: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60,
  seventy: 70, eighty: 80, ninety: 90,
  // Common misspellings of a number, read as the number rather than spelling-corrected into another word.
  fourty: 40,
};

/** Crude singular so that plurals and possessives match their keyword ('fees' -> 'fee', 'holidays' -> 'holiday'; not 'always'). */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // Plurals in 'es' after a hissing sound, so they meet their singular ('weaknesses' -> 'weakness', 'taxes' -> 'tax', 'branches' -> 'branch').
  if (word.length > 4 && /(?:sses|xes|shes|tches|[nr]ches)$/.test(word)) return word.slice(0, -2);
  // And the plurals of the words in -us that visitors use ('bonuses' -> 'bonus', 'statuses' -> 'status'); 'causes', 'houses' are no such plurals.
  if (/^(?:bonus|status|campus|virus|surplus|census|bus)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) && word !== 'always') return word.slice(0, -1);
  // The plural of a two-letter short form typed in lower case ('cvs', 'fcs').
  if (/^[b-df-hj-np-tv-z]{2}s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case words, punctuation dropped (`+` kept after digits: '5+ years'), each word stemmed. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/'s\b/g, '')
    // A contraction is one word with or without its apostrophe ("don't", 'dont').
    .replace(/([a-z])'([a-z])/g, '$1$2')
    .replace(/&/g, ' and ')
    // A sign is read as the word it stands for, in the content and in questions alike ('which % applies', '8% fee').
    .replace(/%/g, ' percent ')
    .replace(/(\d)\s*\+/g, '$1+ ')
    .replace(/[^a-z0-9+]+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0 && word !== '+')
    .map(stem);
}

/** ' word word … ' form in which a phrase is found with `includes(' phrase ')`. */
export function normalise(text: string): string {
  return ` ${words(text).join(' ')} `;
}

export function hasPhrase(normalisedText: string, phrase: string): boolean {
  return normalisedText.includes(normalise(phrase));
}

export function hasAnyPhrase(normalisedText: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => hasPhrase(normalisedText, phrase));
}

/**
 * Whether at most `limit` edits turn `a` into `b`, counting two neighbouring letters typed the wrong way round as one edit
 * ('slaary', 'mangaer'): on a phone a swap is as common a slip as a wrong, missing or doubled letter (optimal string alignment).
 */
function editDistanceAtMost(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    // A row of only larger distances cannot lead back under the limit (a swap reaches two rows back through a row at most one more).
    if (rowMin > limit) return false;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]! <= limit;
}

/**
 * Fixes likely misspellings of the words the assistant knows ('salery' -> 'salary') by edit
 * distance. Only longer words are touched, so short real words are never "corrected".
 */
/**
 * Replaces whole-word short forms ('fin', 'yrs') with the words the content uses. A short form in capitals
 * with a plural 's' ('FCs', 'CFOs') is read as its singular, and a unit typed onto its number ('4yrs',
 * '18months') is parted from it; '55k', '6pm' or '2nd' (one or two letters that are no short form) stay whole.
 */
export function expandAbbreviations(text: string, abbreviations: Readonly<Record<string, string>>): string {
  return text
    // 'half 7' is half past seven in Irish usage.
    .replace(/\bhalf (\d{1,2})\b(?! ?(?:years?|yrs?|months?|k|%))/gi, '$1:30')
    // Voice typing writes 'than' as 'then' after a comparison ('how much more does a senior make then a junior').
    .replace(/\b(more|less|higher|lower|better|worse|bigger|smaller|cheaper|dearer|rather)((?:\s+[a-z']+){0,6}?)\s+then\b(?=\s+(?:a|an|the|my|what|in|at|for|on|\d|€))/gi, '$1$2 than')
    .replace(/\b([A-Z]{2,})s\b/g, '$1')
    .replace(/\b(\d+)([A-Za-z]+)\b/g, (whole, digits: string, letters: string) =>
      abbreviations[letters.toLowerCase()] !== undefined || letters.length >= 3 ? `${digits} ${letters}` : whole,
    )
    // A short form of several words ('at the min') is read whole, before its words are.
    .replace(phrasePattern(abbreviations) ?? /(?!)/, (phrase) => abbreviations[phrase.toLowerCase().replace(/\s+/g, ' ')] ?? phrase)
    // A short form of letters and a digit ('b4') is one word.
    .replace(/\b[A-Za-z]+\d+\b/g, (word) => abbreviations[word.toLowerCase()] ?? word)
    .replace(/[A-Za-z]+/g, (word) => abbreviations[word.toLowerCase()] ?? pluralShortForm(word.toLowerCase(), abbreviations) ?? word);
}

/** The short forms of several words, as one pattern of whole words (any run of spaces between them). */
function phrasePattern(abbreviations: Readonly<Record<string, string>>): RegExp | null {
  const phrases = Object.keys(abbreviations).filter((key) => key.includes(' '));
  return phrases.length === 0 ? null : new RegExp(`\\b(?:${phrases.map((phrase) => phrase.split(' ').join('\\s+')).join('|')})\\b`, 'gi');
}

/**
 * A short form of one word typed with a plural s ('msgs', 'mgrs'): read as that word, which the index's stemming makes one
 * with its plural. Short forms of three letters or more only ('us' is no plural of 'u'), and not of a phrase ('atm').
 */
function pluralShortForm(word: string, abbreviations: Readonly<Record<string, string>>): string | undefined {
  const singular = word.length >= 4 && word.endsWith('s') ? abbreviations[word.slice(0, -1)] : undefined;
  return singular !== undefined && !singular.includes(' ') ? singular : undefined;
}

/**
 * Joins letters spoken one by one (voice typing writes 'CFO' as 'c f o', 'FAE' as 'f a e') into the word, only when the
 * joined letters, three or more, are a word the site knows, so 'a b c' or 'i a m' stay apart.
 */
export function joinSpokenLetters(text: string, known: { has(word: string): boolean }): string {
  return text.replace(/\b[A-Za-z](?:[ .]+[A-Za-z]){2,5}\b/g, (run) => {
    const letters = run.split(/[ .]+/);
    // The word may start after a lone word of one letter ('a c f o' is 'a cfo'): the longest known word from the earliest letter.
    for (let start = 0; start <= letters.length - 3; start++) {
      for (let end = letters.length; end - start >= 3; end--) {
        const joined = letters.slice(start, end).join('').toLowerCase();
        if (known.has(joined)) return [...letters.slice(0, start), joined, ...letters.slice(end)].join(' ');
      }
    }
    return run;
  });
}

/**
 * Joins a code typed with a space ('cap 1', 'ba 2', or voice-typed 'cap one') into the form the content
 * uses ('cap1'), only when the joined form is one of the known words, so '2 years' or 'stamp 4' are left alone.
 */
export function joinSplitCodes(text: string, known: ReadonlySet<string>): string {
  const numberWords = Object.keys(wordNumbers).filter((word) => wordNumbers[word]! < 10);
  const pattern = new RegExp(`\\b([A-Za-z]{2,})[\\s-]+(\\d{1,2}|${numberWords.join('|')})\\b(?![.,]\\d)`, 'gi');
  return text.replace(pattern, (whole, letters: string, number: string) => {
    const digits = /\d/.test(number) ? number : String(wordNumbers[number.toLowerCase()] ?? '');
    return digits && known.has(`${letters}${digits}`.toLowerCase()) ? `${letters}${digits}` : whole;
  });
}

/**
 * An unknown word's base form by a comparative ending ('smaller' -> 'small', 'bigger' -> 'big', 'larger' -> 'large').
 * Only comparatives: other endings make other words ('marketing' is not 'market').
 */
function inflectionBase(word: string, isKnown: (word: string) => boolean): string | null {
  for (const suffix of ['est', 'er']) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    const base = word.slice(0, -suffix.length);
    // The known word with its last consonant doubled is the one misspelled ('controler' is 'controller', not 'control').
    if (/[b-df-hj-np-tv-z]$/.test(base) && isKnown(`${base}${base.at(-1)!}${suffix}`)) return null;
    const candidates = [base, `${base}e`, /([b-df-hj-np-tv-z])\1$/.test(base) ? base.slice(0, -1) : null];
    const found = candidates.find((candidate) => candidate !== null && isKnown(candidate));
    if (found) return found;
  }
  return null;
}

/**
 * Words the content does not use, read as ones it does: a comparative of a known word ('smaller'
 * -> 'small') or two known words run together that the content uses as a phrase ('payrise' -> 'pay rise').
 * `terms` holds the index's terms, word pairs included ('pay_rise').
 */
export function resolveUnknownWords(text: string, terms: ReadonlySet<string>, knownWords: ReadonlySet<string>): string {
  const isTerm = (word: string) => terms.has(word) || terms.has(stem(word));
  const isKnown = (word: string) => knownWords.has(word) || knownWords.has(stem(word));
  let knownWordList: string[] | undefined;
  const knownList = () => (knownWordList ??= [...knownWords]);
  return text.replace(/[A-Za-z]{5,}/g, (word) => {
    const lower = word.toLowerCase();
    if (isKnown(lower)) return word;
    // A known word with a letter left out, doubled or swapped is that word's slip, not a comparative ('parter' is 'partner', not
    // 'part'; 'officeer' is 'officer', not 'office').
    const base = inflectionBase(lower, isTerm);
    if (base && !knownList().some((known) => known[0] === lower[0] && known !== lower && keepsTypedLetters(lower, known))) return base;
    for (let split = 3; split <= lower.length - 3; split++) {
      const [left, right] = [lower.slice(0, split), lower.slice(split)];
      if (isKnown(left) && isKnown(right) && terms.has(pairTerm(stem(left), stem(right)))) return `${left} ${right}`;
    }
    return word;
  });
}

const keyboardRows = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function keyPosition(letter: string): readonly [number, number] | null {
  const row = keyboardRows.findIndex((keys) => keys.includes(letter));
  return row === -1 ? null : [row, keyboardRows[row]!.indexOf(letter)];
}

/** The two words differ in one letter, and those letters are neighbouring keys ('fess' for 'fees'). */
function isKeySlip(typed: string, word: string): boolean {
  const differences = [...typed].flatMap((letter, index) => (letter === word[index] ? [] : [index]));
  if (differences.length !== 1) return false;
  const a = keyPosition(typed[differences[0]!]!);
  const b = keyPosition(word[differences[0]!]!);
  // Rows are staggered by about half a key: a neighbour is on the same row one key away, or on the next row at the same or next position.
  return a !== null && b !== null && Math.abs(a[0] - b[0]) <= 1 && Math.abs(a[1] + a[0] / 2 - (b[1] + b[0] / 2)) <= 1;
}

/**
 * A short word typed with one slip of a phone's keyboard: a neighbouring key, two letters swapped, a letter left out or one
 * typed twice ('fess', 'fese', 'slary', 'feees'); not a word the same length apart in any other way.
 */
function isShortWordSlip(typed: string, word: string): boolean {
  if (typed.length === word.length) {
    if (isKeySlip(typed, word)) return true;
    const at = [...typed].findIndex((letter, index) => letter !== word[index]);
    return at >= 0 && typed[at] === word[at + 1] && typed[at + 1] === word[at] && typed.slice(at + 2) === word.slice(at + 2);
  }
  // A four-letter word one letter from another is too often a word of its own ('goes', 'gone').
  const [longer, shorter] = typed.length < 5 ? [null, null] : typed.length === word.length + 1 ? [typed, word] : typed.length + 1 === word.length ? [word, typed] : [null, null];
  if (longer === null || shorter === null) return false;
  // One letter more: a doubled letter typed ('feees'); one letter fewer: any letter left out ('slary').
  return longer === word ? isOneLetterShort(typed, word) : isKeyPressedTwice(typed, word);
}

/** `shorter` is `longer` with one letter left out ('slary' of 'salary', 'parter' of 'partner'). */
function isOneLetterShort(shorter: string, longer: string): boolean {
  return shorter.length + 1 === longer.length && [...longer].some((_, index) => longer.slice(0, index) + longer.slice(index + 1) === shorter);
}

/** `typed` is `word` with one of its letters typed twice ('feees' of 'fees', 'officeer' of 'officer'), not with any letter more. */
function isKeyPressedTwice(typed: string, word: string): boolean {
  return typed.length === word.length + 1 && [...typed].some((letter, index) => (letter === typed[index - 1] || letter === typed[index + 1]) && typed.slice(0, index) + typed.slice(index + 1) === word);
}

/** The two words are made of the same letters ('eircoed', 'eircode'). */
function sameLetters(a: string, b: string): boolean {
  return a.length === b.length && [...a].sort().join('') === [...b].sort().join('');
}

/**
 * Every letter typed is the word's, in its order or with two neighbours swapped: a letter left out, doubled or swapped ('managr' of
 * 'manager', 'penson' of 'pension'), rather than a letter of another word typed ('managr' as 'manage', 'penson' as 'person').
 */
function keepsTypedLetters(typed: string, word: string): boolean {
  // A letter more is a key pressed twice ('officeer'), not any letter ('startd' is 'started' short of one, not 'start' with a 'd').
  return sameLetters(typed, word) || isOneLetterShort(typed, word) || isKeyPressedTwice(typed, word);
}

/** Plural of a word ending in a consonant and 'y' ('salary' -> 'salaries'), which the index holds only in the singular. */
function iesPlural(word: string): string | null {
  return /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : null;
}

/** The words a slip may be of, built once for each vocabulary (the engine asks with the same sets every time). */
const candidateLists = new WeakMap<ReadonlySet<string>, WeakMap<ReadonlySet<string>, ReturnType<typeof buildCandidateLists>>>();

function buildCandidateLists(vocabulary: ReadonlySet<string>, knownWords: ReadonlySet<string>) {
  const known = [...vocabulary].filter((word) => word.length >= 5);
  // A long word the content never uses may be a slip of any word it does ('moemnt', 'recrutier'), not only of the index's terms.
  // So may a number's word ('thirrty', 'thoousand'), which is never corrected into another.
  // Plurals in 'ies' are slipped as themselves ('salaris', 'vacanciees'), and read as the singular the index holds.
  // So are other plurals, which the index and the site's words hold as their singular ('ethcis' of 'ethics', 'electies' of 'electives').
  const plurals = [...new Set([...vocabulary, ...knownWords])].flatMap((word) => iesPlural(word) ?? (/[^sy]$/.test(word) ? `${word}s` : []));
  const anyKnown = [...new Set([...known, ...knownWords, ...plurals, ...longStopwords(), ...Object.keys(wordNumbers), 'hundred', 'thousand'])].filter((word) => word.length >= 5 && /^[a-z]+$/.test(word));
  // Short words ('fess') are fixed only when no content uses them, and only as a slip of one key: to the one
  // word (or plural) of the same length and first letter that differs by a neighbouring key on the keyboard.
  const short = [...vocabulary].filter((word) => /^[a-z]{3,6}$/.test(word)).flatMap((word) => [word, `${word}s`]);
  const shortOthers = [...new Set([...knownWords, ...Object.keys(wordNumbers)])].filter((word) => /^[a-z]{4,6}$/.test(word));
  return { known, anyKnown, short, shortOthers, plurals: new Set(plurals) };
}

export function correctSpelling(text: string, vocabulary: ReadonlySet<string>, knownWords: ReadonlySet<string> = vocabulary): string {
  const forVocabulary = candidateLists.get(vocabulary) ?? new WeakMap();
  candidateLists.set(vocabulary, forVocabulary);
  const lists = forVocabulary.get(knownWords) ?? buildCandidateLists(vocabulary, knownWords);
  forVocabulary.set(knownWords, lists);
  const { known, anyKnown, short, shortOthers, plurals } = lists;
  /** The word `lower` is a slip of, or null. */
  function slipOf(lower: string): string | null {
    // A word the content itself uses is no typo ('country' is not 'county'); only its inflection may be cut ('increased').
    const isKnown = knownWords.has(lower) || knownWords.has(stem(lower));
    if (lower.length < 6) {
      if (isKnown) return null;
      // A letter more or fewer reaches only the content's own words, or their plurals for a word typed as one ('feees').
      const ownWord = (candidate: string) => vocabulary.has(candidate) || (lower.endsWith('s') && vocabulary.has(candidate.slice(0, -1)));
      const isSlip = (candidate: string) => candidate[0] === lower[0] && isShortWordSlip(lower, candidate);
      const candidates = new Set(short.filter((candidate) => (candidate.length === lower.length || ownWord(candidate)) && isSlip(candidate)));
      if (candidates.size > 0) return candidates.size === 1 ? [...candidates][0]! : null;
      // Else a short slip of another word the site uses or of a number's word ('peple', 'shold', 'tirty'), when it is the only one.
      const others = new Set(lower.length >= 5 ? shortOthers.filter(isSlip) : []);
      return others.size === 1 ? [...others][0]! : null;
    }
    const limit = lower.length >= 9 ? 2 : 1;
    // Another word of the same root is no typo of it ('employed' is not 'employer', 'trained' not 'trainee'); its base form is ('deleted' is 'delete').
    const ending = /(?:ed|ing)$/.exec(lower)?.[0];
    const root = ending === undefined ? null : lower.slice(0, -ending.length);
    // A candidate with the typed word's own ending ('qualifieed' is 'qualified', 'sittiing' 'sitting') or its very letters in another
    // order ('eircoed' is 'eircode') is the same word slipped, not another inflection.
    const otherInflection = (candidate: string) =>
      root !== null && root.length >= 4 && candidate.startsWith(root) && candidate !== root && candidate !== `${root}e` && candidate.length - root.length <= 2 &&
      !candidate.endsWith(ending!) && !sameLetters(candidate, lower);
    const candidates = (isKnown ? known : anyKnown).filter(
      (candidate) => editDistanceAtMost(lower, candidate, limit) && (!isKnown || lower.startsWith(candidate)) && !otherInflection(candidate),
    );
    if (candidates.length === 0) return null;
    // The closest candidate ('accountent' is one letter from 'accountant', two from 'accounting'), then the one that keeps every letter
    // typed ('managr' lost a letter of 'manager' rather than mistyped one of 'manage'), then a word the site uses over a plural made of
    // one ('pleasse' is 'please', not 'pleases'), then the most similar length.
    const distance = (candidate: string) => (editDistanceAtMost(lower, candidate, 0) ? 0 : editDistanceAtMost(lower, candidate, 1) ? 1 : 2);
    const mistyped = (candidate: string) => (keepsTypedLetters(lower, candidate) ? 0 : 1);
    const madePlural = (candidate: string) => (plurals.has(candidate) && !knownWords.has(candidate) && !vocabulary.has(candidate) ? 1 : 0);
    candidates.sort(
      (a, b) => distance(a) - distance(b) || mistyped(a) - mistyped(b) || madePlural(a) - madePlural(b) || Math.abs(a.length - lower.length) - Math.abs(b.length - lower.length),
    );
    return candidates[0]!;
  }

  return text.replace(/[A-Za-z]{4,}(?:['’][A-Za-z]+)?/g, (typed) => {
    // A contraction that is a stopword is whole ("wouldn't", "doesn't"): its letters before the apostrophe are no slip of a word
    // ('wouldn' is not 'would'); any other apostrophe ends the word that may be slipped ("mangaer's").
    const [word = typed, apostropheAndAfter = ''] = typed.split(/(?=['’])/);
    if (apostropheAndAfter !== '' && isStopword(words(typed).join(''))) return typed;
    const lower = word.toLowerCase();
    // A number word is never a typo of another ('eighty' is not 'eight'), nor is a stopword ('normal' is not 'formal').
    if (vocabulary.has(lower) || vocabulary.has(stem(lower)) || wordNumbers[lower] !== undefined || isStopword(lower)) return typed;
    const fixed = slipOf(lower);
    if (fixed !== null) return `${fixed}${apostropheAndAfter}`;
    // The index holds singulars: a plural's slip is its singular's ('monnths', 'reeviews'), plural again.
    const singular = stem(lower);
    const fixedSingular = singular !== lower && lower.endsWith('s') && singular.length >= 5 ? slipOf(singular) : null;
    return fixedSingular === null || fixedSingular.endsWith('s') ? typed : `${fixedSingular}s${apostropheAndAfter}`;
  });
}

/** Words around a question that ask nothing themselves (see `courtesyPhrases` in the content). */
export interface Courtesies {
  readonly openings: readonly string[];
  readonly closings: readonly string[];
  readonly closingsAfterAStop: readonly string[];
  readonly openingsBeforeAStop: readonly string[];
  /** The assistant's name, which may follow an opening ('hi Aine'). */
  readonly name: string;
}

const phraseAlternatives = (phrases: readonly string[]) =>
  [...phrases].sort((a, b) => b.length - a.length).map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|');

/** The verbs of thanks said or sent to someone ('to say thanks', 'send a thank you'), as regular-expression alternatives. */
export const thanksSaidVerbs = 'say|says|saying|said|send|sends|sending|sent';

/**
 * The message without the courtesies that open or close it ('hi there, what does an FC earn? thanks a million' asks what an FC
 * earns); the message itself when nothing else is left ('thanks a million').
 */
export function withoutCourtesies(text: string, courtesies: Courtesies): string {
  const opening = new RegExp(String.raw`^\s*(?:(?:${phraseAlternatives(courtesies.openings)})(?:\s+${phraseAlternatives([courtesies.name])})?\b[\s,!.:;-]*|(?:${phraseAlternatives(courtesies.openingsBeforeAStop)})\s*[,!.:;-]+\s*)`, 'i');
  // Not thanks said or sent to someone ('should i email them after to say thanks'): it is what the message asks about.
  const closing = new RegExp(String.raw`(?<!\b(?:${thanksSaidVerbs})\s*)(?:[\s,!.;-]+|(?<=[?]))(?:${phraseAlternatives(courtesies.closings)})[\s!.]*$|[,.!?;-]\s*(?:${phraseAlternatives(courtesies.closingsAfterAStop)})[\s!.]*$`, 'i');
  let rest = text;
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(opening, '').replace(closing, (match) => (/^[?]/.test(match) ? '?' : ''));
  }
  return words(rest).some((word) => !isStopword(word)) ? rest.trim() : text;
}

// --- Euro amounts ------------------------------------------------------------------------------

/**
 * The words before and after a sum added to pay ('an extra 8k', 'a further €5,000', '8k more', 'a 5k raise'), or paid beside the salary
 * ('car allowance 5k', 'a 5k car allowance', 'bonus of 10%'): no salary of its own.
 */
const addedBefore = /\b(?:extra|additional|further)\s*€?\s*$|\b(?:allowance|bonus|commission)\s*(?:of\s*)?€?\s*$/i;
const addedAfter = /^€?\s*[\d.,]+\s*(?:k|grand|thousand)?\s*(?:more|extra|raise|rise|increase|pay rise|bump|on top|car allowance|allowance|bonus|commission)\b/i;

/** Whether the sum found at `index` of the text is added to pay rather than a salary. */
export function addedToPay(text: string, index: number): boolean {
  return addedBefore.test(text.slice(Math.max(0, index - 30), index)) || addedAfter.test(text.slice(index));
}

export interface Amount {
  /** Euros. */
  readonly value: number;
  /** Where it was found in the text (for telling ranges apart). */
  readonly index: number;
  /** 'under €35k' is a bound, not a salary: below or above the amount. */
  readonly bound?: 'below' | 'above';
}

function boundBefore(text: string, index: number): Amount['bound'] {
  const before = text.slice(Math.max(0, index - 40), index).toLowerCase();
  // 'goes up to 46k' is a new value, not a bound.
  // So is 'bumped it up to 35k': a verb raising the figure, with what it raises between ('brought the offer up to', 'pushed that second one up to').
  if (/\b(?:go|goes|going|gone|went|rise|rises|rising|rose|increase|increases|increased|move|moves|moved|bump|bumps|bumped|bumping|push|pushed|bring|brought|put|puts|take|took|raise|raised)(?:\s+(?:it|that|this|them|the|his|her|their|our)(?:\s+\w+){0,2})?\s+up\s+to\s*$/.test(before)) return undefined;
  if (/(under|below|less than|up to|lower than)\s*$/.test(before)) return 'below';
  if (/(over|above|more than|greater than|higher than|in excess of|upwards of)\s*$/.test(before)) return 'above';
  return undefined;
}

const amountPattern =
  /(€|eur\b|euro\b|euros\b)?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?: \d{3})+|\d+(?:\.\d+)?)\s?(k\b|k(?=[\s\-–,.?!)]|$)|thousand\b|grand\b|m\b|million\b)?\s?(euros?\b|eur\b)?(\s?%|\s?(?:years?|yrs?|months?|weeks?|days?|hours?|hrs?|mb|gb|megabytes?|percent|staff|people|employees?|persons?|heads?|headcount|workers?|clients?|members?|entities|companies)\b)?/gi;

/** Words after an amount that make it a difference, not a salary ('offered me 5k more to stay', 'a 3k raise'); not 'more than', a comparison. */
const differenceAfter = /^\s*(?:more|extra|on top|raise|rise|increase|bump)\b(?!\s+than\b)/i;

/** The most a salary plausibly is (the guide's top band, a Big 4 partner's, is €250k - €800k+): a larger figure is a turnover or a sum. */
const MAX_PLAUSIBLE_SALARY = 2_000_000;

/** The size of an organisation told before a bare number ('a company of 300', 'a team of about 40'): a count, not pay in thousands. */
const organisationSizeBefore = /\b(?:company|companies|firm|business|team|practice|group|organi[sz]ation|department|plant|office)\s+(?:of|with)(?:\s+(?:about|around|roughly|over|nearly))?\s*$/i;

/**
 * Euro amounts in free text: '€52k', '52,000', '52 000 euro', '€52.5k', '52 thousand', 'fifty
 * two thousand'. A bare number counts only from 10,000 up, so '2025', '3.2 weeks' or '8%' are not
 * read as salaries; a count of people ('200 staff') is no amount, nor is a figure no salary reaches
 * ('turnover about 15m', 'cash flows 100 200 300'). In a conversation about pay, `bareThousands` reads a bare 15 to 999 as thousands ('and at 66?').
 */
export function extractAmounts(text: string, options: { readonly bareThousands?: boolean } = {}): Amount[] {
  const amounts: Amount[] = [];
  for (const match of text.matchAll(amountPattern)) {
    const [, currencyBefore, digits = '', suffix, currencyAfter, unit] = match;
    if (unit) continue;
    const base = Number(digits.replace(/[, ]/g, ''));
    if (!Number.isFinite(base)) continue;
    // The first number of a range takes the second's unit ('60-65k', '60 to 65 grand').
    const after = text.slice((match.index ?? 0) + match[0].length);
    const rangeSuffix = suffix ? undefined : /^\s*(?:-|–|to)\s*€?\d+(?:\.\d+)?\s?(k\b|thousand\b|grand\b)/i.exec(after)?.[1];
    const sizeTold = organisationSizeBefore.test(text.slice(0, match.index ?? 0));
    const thousands = suffix ?? rangeSuffix ?? (options.bareThousands && base >= 15 && base < 1000 && !/^[:.]\d/.test(after) && !sizeTold ? 'k' : undefined);
    const multiplier = !thousands ? 1 : /^(m|million)$/i.test(thousands) ? 1_000_000 : 1000;
    const value = Math.round(base * multiplier);
    const hasCurrency = Boolean(currencyBefore || currencyAfter);
    if (!thousands && !hasCurrency && value < 10_000) continue;
    if (value < 1000 && !thousands) continue;
    if (value > MAX_PLAUSIBLE_SALARY) continue;
    // A difference ('5k more', 'a 3k raise') is no salary: a fee or a band on it answers nothing asked.
    if (differenceAfter.test(after)) continue;
    const index = match.index ?? 0;
    const bound = boundBefore(text, index + match[0].length - match[0].trimStart().length);
    amounts.push(bound ? { value, index, bound } : { value, index });
  }
  amounts.push(...extractWordAmounts(text));
  if (options.bareThousands) amounts.push(...extractBareWordThousands(text));
  return amounts.sort((a, b) => a.index - b.index);
}

/**
 * 'fifty two thousand', 'a hundred and twenty thousand', 'sixty-five k', and as dictated: 'thirty two and a half thousand',
 * 'forty four thousand five hundred'. A count of people ('two thousand staff') is no amount.
 */
const wordAmountPattern = /\b((?:(?:a|one|two|three|four|five|six|seven|eight|nine)\s+hundred(?:\s+and)?\s*)?(?:[a-z]+(?:[\s-][a-z]+)?)?)(\s+and\s+a\s+half)?\s+(thousand|grand|k)\b(?:\s+(?:and\s+)?(one|two|three|four|five|six|seven|eight|nine)\s+hundred\b)?(?!\s+(?:staff|people|employees|persons|workers|clients|members|companies)\b)/gi;

/** The value of a word amount's match, and the words before its number that are none of it ('of' in 'of fifty thousand'). */
function wordAmountOf(match: RegExpMatchArray): { value: number; lead: string } | undefined {
  const phrase = (match[1] ?? '').toLowerCase();
  const extra = (match[2] ? 500 : 0) + (match[4] ? wordNumbers[match[4].toLowerCase()]! * 100 : 0);
  let total = 0;
  let found = false;
  let lead: string[] = [];
  let previous: number | undefined;
  const tokens = phrase.split(/([\s-]+)/);
  for (let position = 0; position < tokens.length; position += 2) {
    const token = tokens[position]!;
    if (token === 'a' || token === 'and' || token === '') continue;
    if (token === 'hundred') {
      total = (total === 0 ? 1 : total) * 100;
      found = true;
      continue;
    }
    // Voice typing writes 'four' after a tens word as 'for' ('sixty for k').
    const number = token === 'for' && total >= 20 && total < 100 && total % 10 === 0 ? 4 : wordNumbers[token];
    if (number === undefined) {
      total = 0;
      previous = undefined;
      found = false;
      lead = tokens.slice(0, position + 2);
      continue;
    }
    // A unit said before a tens word is its hundreds, as amounts are spoken ('one ninety thousand' is 190k, not 91k).
    const spokenHundreds = previous !== undefined && previous < 10 && total === previous && number >= 20 && number % 10 === 0;
    total = spokenHundreds ? (previous ?? 0) * 100 + number : total + number;
    previous = number;
    found = true;
  }
  if (phrase.includes('hundred') && total < 100) total = 100;
  return found && total > 0 ? { value: total * 1000 + extra, lead: (match[1] ?? '').slice(0, lead.join('').length) } : undefined;
}

function extractWordAmounts(text: string): Amount[] {
  return [...text.matchAll(wordAmountPattern)].flatMap((match) => {
    const amount = wordAmountOf(match);
    return amount ? [{ value: amount.value, index: match.index ?? 0 }] : [];
  });
}

/**
 * Amounts in words written in figures ('a salary of forty four thousand five hundred' -> 'a salary of 44.5k'), so that
 * their number words ('four', 'hundred') rank no page of their own as words of the question.
 */
export function wordAmountsAsDigits(text: string): string {
  return text.replace(wordAmountPattern, (...args: unknown[]) => {
    const match = args.slice(0, -2) as unknown as RegExpMatchArray;
    const amount = wordAmountOf(match);
    return amount ? `${amount.lead}${amount.value / 1000}k` : (match[0] ?? '');
  });
}

/**
 * In a conversation about pay, a bare tens number in words is thousands like its digits ('and forty two', 'on thirty three'),
 * and a unit said before it is its hundreds, as amounts are spoken ('down to one ninety' is 190k, 'two fifty five' 255k).
 */
function extractBareWordThousands(text: string): Amount[] {
  const tens = Object.keys(wordNumbers).filter((word) => wordNumbers[word]! >= 20 && wordNumbers[word]! % 10 === 0);
  const units = Object.keys(wordNumbers).filter((word) => wordNumbers[word]! >= 1 && wordNumbers[word]! < 10);
  const pattern = new RegExp(`\\b(?:(${units.join('|')})[\\s-])?(${tens.join('|')})(?:[\\s-](${units.join('|')}))?\\b(?![\\s-]*(?:${[...tens, ...units].join('|')}|hundred|thousand|grand|k|years?|yrs?|months?|weeks?|days?|hours?|percent|and a half)\\b)`, 'gi');
  return [...text.toLowerCase().matchAll(pattern)].map((match) => ({
    value: ((match[1] ? wordNumbers[match[1]]! * 100 : 0) + wordNumbers[match[2]!]! + (match[3] ? wordNumbers[match[3]]! : 0)) * 1000,
    index: match.index ?? 0,
  }));
}

// --- Months ------------------------------------------------------------------------------------

export const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
export type MonthName = (typeof monthNames)[number];

/**
 * Months named in the text. 'May' and 'March' are also ordinary words, so they count only when
 * capitalised or after a preposition ('in may').
 */
export function extractMonths(text: string): MonthName[] {
  const found = new Set<MonthName>();
  monthNames.forEach((month) => {
    const full = month.toLowerCase();
    const short = full.slice(0, 3);
    const ambiguous = month === 'May' || month === 'March';
    const pattern = ambiguous
      ? new RegExp(`(\\b${month}\\b)|\\b(?:in|during|for|of|by|until|before|after|from|next|this|early|mid|late|end of)\\s+${full}\\b`, 'i')
      : new RegExp(`\\b(${full}|${short}|${short === 'sep' ? 'sept' : short})\\b\\.?`, 'i');
    const match = pattern.exec(text);
    if (!match) return;
    if (ambiguous && match[1] !== undefined && match[1] !== month) return;
    // 'May I ask…' opens a question; it is not the month.
    if (month === 'May' && match[1] !== undefined && /(^|[.?!]\s*)May\s+(i|we|you|he|she|they)\b/i.test(text)) return;
    found.add(month);
  });
  return monthNames.filter((month) => found.has(month));
}

/** Month name from a label such as 'August', 'Jan 12', 'January - February' (first month). */
export function monthsIn(label: string): MonthName[] {
  return monthNames.filter((month) => new RegExp(`\\b${month.slice(0, 3)}`, 'i').test(label));
}

// --- Index terms --------------------------------------------------------------------------------

/** Common English words that say nothing about the topic ('what', 'should', 'the'). */
const stopwordList = `a about above after again against all am an and any are aren't as at be because been before being
below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for
from further had has have having he her here hers herself him himself his how i i'd i'll i'm i've if in into is isn't it
it's its itself just let's me more most my myself no nor not now of off on once only or other ought our ours ourselves out
over own same she should shouldn't so some such than that that's the their theirs them themselves then there there's these
they they're this those through to too under until up very was we we're were what what's where which while who whom
why will with won't would wouldn't you you'd you'll you're you've your yours yourselves also anything something
everything nothing anyone someone please tell know want like need get got give go going make let say said think ok okay
yes yeah much many really actually currently typically usually roughly approximately around per today now right still
already lot lots bit kind sort type thing things way well good great could use using used find looking look see show
wondering question questions info information detail details explain whats hows im ive id u ur r pls plz also etc
they'll we'll she'll he'll it'll that'll there'll they'd we'd she'd he'd they've we've hasn't haven't hadn't ain't
what'll who'll where'll when'll how'll what'd who'd where'd how'd
nearly almost hardly barely mostly totally mine chance gave somewhere
onto stuff moment might must shall coming normal normally usual even exactly anyway maybe perhaps probably definitely
honestly seriously literally basically genuinely truly instead apart itself typical typically haha hahaha lol hehe
whatever whichever whoever wherever whenever however`;

let stopwords: ReadonlySet<string> | undefined;

/** The stopwords of five letters or more ('instead', 'should'), which a slip may hit like any word ('intsead'). */
function longStopwords(): string[] {
  return stopwordList.split(/\s+/).filter((word) => /^[a-z]{5,}$/.test(word));
}

export function isStopword(word: string): boolean {
  stopwords ??= new Set(stopwordList.split(/\s+/).flatMap((entry) => words(entry)));
  return stopwords.has(word);
}

/** The term of two adjacent words, in either order ('candidates pay' and 'pay as a candidate' are one pair). */
export function pairTerm(first: string, second: string): string {
  return first <= second ? `${first}_${second}` : `${second}_${first}`;
}

/**
 * A message's terms: as `terms`, but its pairs are of words within one clause ('bookkeeper, 6 months in the job, whats normal
 * pay' pairs no 'job' with 'pay'): a comma, semicolon, question mark or full stop between two words parts them.
 */
export function clauseTerms(text: string): string[] {
  const content = words(text).filter((word) => !isStopword(word));
  const pairs = text
    .split(/[,;?!]|\.(?!\d)/)
    .map((clause) => words(clause).filter((word) => !isStopword(word)))
    .flatMap((clause) => clause.slice(1).map((word, index) => pairTerm(clause[index]!, word)));
  return [...content, ...pairs];
}

/** Index terms of a text: its content words (stemmed, stopwords dropped) and their adjacent pairs. */
export function terms(text: string): string[] {
  const content = words(text).filter((word) => !isStopword(word));
  const pairs = content.slice(1).map((word, index) => pairTerm(content[index]!, word));
  return [...content, ...pairs];
}
