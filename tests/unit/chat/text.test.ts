import { describe, expect, it } from 'vitest';
import { courtesyPhrases, visitorAbbreviations } from '#content/assistant-topics';
import { correctSpelling, expandAbbreviations, isStopword, terms, extractAmounts, extractMonths, joinSplitCodes, joinSpokenLetters, normalise, wordAmountsAsDigits, resolveUnknownWords, withoutCourtesies, words } from '#core/chat/text';

const values = (text: string) => extractAmounts(text).map((amount) => amount.value);

describe('euro amounts', () => {
  it.each([
    ['a €52k hire', [52_000]],
    ['salary of 52,000', [52_000]],
    ['52 000 euro', [52_000]],
    ['€52.5k', [52_500]],
    ['52 thousand', [52_000]],
    ['fifty two thousand', [52_000]],
    ['a hundred and twenty thousand', [120_000]],
    ['between 35k-45k', [35_000, 45_000]],
    ['€100000', [100_000]],
    ['€1.2m', [1_200_000]],
    ['a 55 grand job', [55_000]],
    ['€55,000', [55_000]],
    ['whats the fee on sixty for K', [64_000]],
    ['an assistant on thirty two and a half thousand', [32_500]],
    ['a salary of forty four thousand five hundred', [44_500]],
    // A unit before a tens word is said as hundreds ('one ninety' is 190), a unit after it as units ('ninety one').
    ['your fee at one ninety thousand', [190_000]],
    ['a cfo on one twenty grand', [120_000]],
    ['ninety one thousand', [91_000]],
    ['about two thousand staff and a budget of fifty thousand', [50_000]],
  ])('reads %s', (text, expected) => expect(values(text)).toEqual(expected));

  it('reads a unit said before a bare tens word as its hundreds in a conversation about pay', () => {
    expect(extractAmounts('what if we offered two fifty', { bareThousands: true }).map((amount) => amount.value)).toEqual([250_000]);
    expect(extractAmounts('could go to one sixty five', { bareThousands: true }).map((amount) => amount.value)).toEqual([165_000]);
    expect(extractAmounts('and at seventy', { bareThousands: true }).map((amount) => amount.value)).toEqual([70_000]);
  });

  it('reads a half thousand in a conversation about pay', () => {
    expect(extractAmounts('and on thirty two and a half thousand', { bareThousands: true }).map((amount) => amount.value)).toEqual([32_500]);
  });

  it('marks bounds', () => {
    expect(extractAmounts('salaries under €35k').map((amount) => amount.bound)).toEqual(['below']);
    expect(extractAmounts('roles over 100,000').map((amount) => amount.bound)).toEqual(['above']);
    expect(extractAmounts('a 52k hire').map((amount) => amount.bound)).toEqual([undefined]);
    expect(extractAmounts('roles paying up to 50k').map((amount) => amount.bound)).toEqual(['below']);
    expect(extractAmounts('and if the salary goes up to 46k?').map((amount) => amount.bound)).toEqual([undefined]);
    expect(extractAmounts('if we bumped it up to 35k does the fee change').map((amount) => amount.bound)).toEqual([undefined]);
    expect(extractAmounts('what if we brought the offer up to 46k').map((amount) => amount.bound)).toEqual([undefined]);
  });

  it('reads an amount said to be a difference as no salary, but not one compared', () => {
    expect(values('they offered me 5k more to stay')).toEqual([]);
    expect(values('would a 3k raise be normal')).toEqual([]);
    expect(values('is 70k more than an FC gets')).toEqual([70000]);
  });

  it.each(['in 2025', '3.2 weeks', 'an 8% fee', '5+ years', '48 hours', '10MB files', '15 megabytes', '3-5 years PQE', 'say 200 staff', 'turnover about 15m', 'cash flows 100 200 300'])('ignores %s', (text) => {
    expect(values(text)).toEqual([]);
  });
});

describe('months', () => {
  it('reads full and short names', () => {
    expect(extractMonths('exams in Jan or sept')).toEqual(['January', 'September']);
  });

  it('reads May and March only as months', () => {
    expect(extractMonths('May I ask about fees?')).toEqual([]);
    expect(extractMonths('the case study in may')).toEqual(['May']);
    expect(extractMonths('ACCA in March')).toEqual(['March']);
    expect(extractMonths('I may march on')).toEqual([]);
  });
});

describe('normal form and spelling', () => {
  it('drops punctuation and plurals', () => {
    expect(normalise("What're ACCA's fees?")).toBe(' whatre acca fee ');
    // A plural in -ys is a plural too ('bank holidays', 'fridays'); 'always' is no plural.
    expect(normalise('open on bank holidays and fridays, always')).toBe(' open on bank holiday and friday always ');
  });

  it('meets a plural in -es after a hissing sound with its singular', () => {
    expect(normalise('weaknesses taxes branches wishes matches')).toBe(normalise('weakness tax branch wish match'));
    expect(normalise('bonuses statuses')).toBe(normalise('bonus status'));
    // Only those: other plurals in -es drop their s alone ('courses', 'niches').
    expect(normalise('courses niches')).toBe(' course niche ');
  });

  it('reads a contraction the same with or without its apostrophe, and as a stopword', () => {
    expect(normalise("I didn't get it")).toBe(normalise('i didnt get it'));
    expect(isStopword(words('dont')[0]!)).toBe(true);
    expect(isStopword(words("they'll")[0]!)).toBe(true);
  });

  it('reads laughter as no word of a subject', () => {
    expect(terms('haha ok. but seriously how many of the jobs are in galway')).not.toContain('haha');
    expect(['haha', 'lol', 'hehe'].every((word) => isStopword(word))).toBe(true);
  });

  it('reads a per cent sign as the word', () => {
    expect(normalise('which % applies to an 8% fee')).toBe(' which percent apply to an 8 percent fee ');
  });

  it('fixes misspellings of known words only', () => {
    const vocabulary = new Set(['salary', 'accountant', 'controller']);
    expect(correctSpelling('salery for an acountant', vocabulary)).toBe('salary for an accountant');
    expect(correctSpelling('paper and pencil', vocabulary)).toBe('paper and pencil');
  });

  it('keeps a contraction whole: the letters before its apostrophe are no slip of another word', () => {
    const vocabulary = new Set(['would', 'should', 'help']);
    expect(correctSpelling("an ad wouldn't help", vocabulary)).toBe("an ad wouldn't help");
    expect(correctSpelling("shouldn't it", vocabulary)).toBe("shouldn't it");
    // A possessive is still the word's ('managr's' is the manager's).
    expect(correctSpelling("the managr's pay", new Set(['manager', 'pay']))).toBe('the manager\'s pay');
  });

  it('reads a question word run together with will or would, and the -ever words, as common words', () => {
    for (const word of ["what'll", 'whatll', "who'd", 'whatever', 'whichever', 'however']) expect(isStopword(words(word)[0]!), word).toBe(true);
  });

  it('corrects to the closest known word, not merely one of the same length', () => {
    // 'accountent' is one letter from 'accountant' and two from 'accounting'.
    expect(correctSpelling('accountent', new Set(['accounting', 'accountant']))).toBe('accountant');
    expect(correctSpelling('accountent', new Set(['accountant', 'accounting']))).toBe('accountant');
  });

  it('fixes a short word only as a slip of one neighbouring key, and never a word the content uses', () => {
    const vocabulary = new Set(['fee', 'exam', 'bot', 'talk', 'county', 'increase']);
    const known = new Set([...vocabulary, 'country', 'increased']);
    expect(correctSpelling('acca exam fess', vocabulary, known)).toBe('acca exam fees');
    // 'boss' -> 'bots' is no neighbouring key; 'tall' is one key from 'talk' but 'country' is a word the content uses.
    expect(correctSpelling('my boss', vocabulary, known)).toBe('my boss');
    expect(correctSpelling('the whole country', vocabulary, known)).toBe('the whole country');
    // A known word may still lose its inflection to a word of the index.
    expect(correctSpelling('salaries increased', vocabulary, known)).toBe('salaries increase');
  });

  it('keeps a contraction whole, and fixes a slip before an apostrophe', () => {
    const vocabulary = new Set(['would', 'could', 'does', 'manager']);
    // 'wouldn' is one letter from 'would', but "wouldn't" is a stopword: read as "would't" it left an unknown word ('wouldt').
    expect(correctSpelling("an ad on indeed wouldn't", vocabulary)).toBe("an ad on indeed wouldn't");
    expect(correctSpelling('it couldn’t be', vocabulary)).toBe('it couldn’t be');
    expect(correctSpelling("doesn't it", vocabulary)).toBe("doesn't it");
    expect(correctSpelling("the mangaer's pay", vocabulary)).toBe("the manager's pay");
  });

  it('counts two letters swapped as one slip, as a phone types them', () => {
    const vocabulary = new Set(['salary', 'manager', 'finance', 'galway']);
    expect(correctSpelling('slaary for a mangaer in finacne in gawlay', vocabulary)).toBe('salary for a manager in finance in galway');
    // Two slips in a word of under nine letters are still too far ('mnagaer').
    expect(correctSpelling('mnagaer', vocabulary)).toBe('mnagaer');
  });

  it('fixes a short word typed with a letter left out, doubled or swapped, when one word of the index is that close', () => {
    const vocabulary = new Set(['salary', 'office', 'senior', 'fee', 'gone']);
    expect(correctSpelling('slary at your ofice for a senor', vocabulary)).toBe('salary at your office for a senior');
    expect(correctSpelling('feees', vocabulary)).toBe('fees');
    // A four-letter word a letter from another is a word of its own; an extra letter that is no doubled one is no slip.
    expect(correctSpelling('it goes up', vocabulary)).toBe('it goes up');
    expect(correctSpelling('fleet', new Set(['feet']))).toBe('fleet');
  });

  it('fixes a plural through its singular, and the words of numbers, and any word the content uses', () => {
    const vocabulary = new Set(['month', 'review']);
    expect(correctSpelling('6 monnths of reeviews', vocabulary)).toBe('6 months of reviews');
    expect(correctSpelling('thirrty five thoousand', vocabulary)).toBe('thirty five thousand');
    // 'moment' is a word of the content but no term of the index.
    expect(correctSpelling('at the moemnt', vocabulary, new Set([...vocabulary, 'moment']))).toBe('at the moment');
  });

  it('reads another word of a root as no typo of it, but finds the base form', () => {
    const vocabulary = new Set(['employer', 'trainee', 'delete']);
    expect(correctSpelling('currently employed', vocabulary)).toBe('currently employed');
    expect(correctSpelling('trained staff', vocabulary)).toBe('trained staff');
    expect(correctSpelling('details deleted', vocabulary)).toBe('details delete');
    expect(correctSpelling('the employr', vocabulary)).toBe('the employer');
  });

  it('reads a slip inside an inflected word as that word, not as another inflection of its root', () => {
    const vocabulary = new Set(['qualified', 'sitting', 'eircode', 'employer']);
    // The letter doubled or swapped sits before the ending, so the typed word only looks like another form of the root.
    expect(correctSpelling('are you qualifieed', vocabulary)).toBe('are you qualified');
    expect(correctSpelling('sittiing exams', vocabulary)).toBe('sitting exams');
    expect(correctSpelling('your eircoed', vocabulary)).toBe('your eircode');
    expect(correctSpelling('currently employed', vocabulary)).toBe('currently employed');
  });

  it("reads a slip of a plural in 'ies' as the plural of the singular the index holds", () => {
    const vocabulary = new Set(['salary', 'vacancy']);
    expect(correctSpelling('what are salaris like', vocabulary)).toBe('what are salaries like');
    expect(correctSpelling('any vacanciees', vocabulary)).toBe('any vacancies');
    expect(correctSpelling('salaires in cork', vocabulary)).toBe('salaries in cork');
  });

  it('reads a slip of any plural as that plural, where the index and the site hold only the singular', () => {
    const vocabulary = new Set(['ethic', 'elective', 'article', 'employee', 'employer']);
    // Two letters swapped in a six-letter word are one slip of the plural, two of the singular.
    expect(correctSpelling('the ethcis module', vocabulary)).toBe('the ethics module');
    expect(correctSpelling('how many electies', vocabulary)).toBe('how many electives');
    expect(correctSpelling('starting articcles', vocabulary)).toBe('starting articles');
    // A letter left out of the plural, rather than one mistyped of another word of the same length.
    expect(correctSpelling('1,200 employes', vocabulary)).toBe('1,200 employees');
    // The word typed before a plural made of it, when the slip is as close to both ('pleases' has the same letters as 'pleasse').
    expect(correctSpelling('human pleasse', new Set(['human']), new Set(['human', 'please']))).toBe('human please');
  });

  it('reads a short slip of a word the site uses but never indexes, when it is the only such word', () => {
    const vocabulary = new Set(['salary', 'fee']);
    const known = new Set([...vocabulary, 'people', 'should', 'thirty']);
    expect(correctSpelling('how many peple', vocabulary, known)).toBe('how many people');
    expect(correctSpelling('what shold i earn', vocabulary, known)).toBe('what should i earn');
    // A number's word is read too, and a four-letter word stays a word of its own.
    expect(correctSpelling('tirty five', vocabulary, known)).toBe('thirty five');
    expect(correctSpelling('peps talk', vocabulary, known)).toBe('peps talk');
  });

  it('prefers the word that keeps every letter typed to one that changes a letter', () => {
    // 'managr' is 'manager' with a letter left out, or 'manage' with one mistyped: the first keeps all it typed.
    expect(correctSpelling('a managr', new Set(['manage', 'manager']))).toBe('a manager');
    expect(correctSpelling('my penson', new Set(['person', 'pension']))).toBe('my pension');
    expect(correctSpelling('leving cert', new Set(['living', 'leaving']))).toBe('leaving cert');
    // A letter more keeps the word's letters only when it is a key pressed twice: 'startd' is 'started' short of an 'e'.
    expect(correctSpelling('i startd', new Set(['start', 'started']))).toBe('i started');
  });

  it('reads a slip of a long stopword as that stopword', () => {
    expect(correctSpelling('fees intsead of salary', new Set(['fee', 'salary']))).toBe('fees instead of salary');
  });
});

describe('joinSplitCodes', () => {
  it("joins a code typed with a space into the content's word only when that word is known", () => {
    const known = new Set(['cap1', 'cap2']);
    expect(joinSplitCodes('how much is a cap 1 module', known)).toBe('how much is a cap1 module');
    expect(joinSplitCodes('and CAP 2?', known)).toBe('and CAP2?');
    expect(joinSplitCodes('a stamp 4 visa with 2 years', known)).toBe('a stamp 4 visa with 2 years');
    expect(joinSplitCodes('cap 1.5', known)).toBe('cap 1.5');
  });
});

describe('wordAmountsAsDigits', () => {
  it('writes amounts in words as figures, and leaves a count of people in words', () => {
    expect(wordAmountsAsDigits('the fee on a salary of forty four thousand five hundred')).toBe('the fee on a salary of 44.5k');
    expect(wordAmountsAsDigits('is the fae more than two grand')).toBe('is the fae more than 2k');
    expect(wordAmountsAsDigits('about two thousand staff')).toBe('about two thousand staff');
  });
});

describe('joinSpokenLetters', () => {
  it('joins letters dictated one by one into a word the site knows, and only then', () => {
    const known = new Set(['cfo', 'fae', 'pps']);
    expect(joinSpokenLetters('what does a c f o earn', known)).toBe('what does a cfo earn');
    expect(joinSpokenLetters('the F A E and my p.p.s. number', known)).toBe('the fae and my pps. number');
    expect(joinSpokenLetters('plan a b c or u s', known)).toBe('plan a b c or u s');
  });
});

describe('resolveUnknownWords', () => {
  const terms = new Set(['small', 'pay', 'pay_rise', 'large', 'big']);
  const known = new Set([...terms, 'rise', 'market', 'marketing', 'manager']);
  it('reads a comparative of a known word as the word, and two known words run together as the phrase they form', () => {
    expect(resolveUnknownWords('a smaller firm', terms, known)).toBe('a small firm');
    expect(resolveUnknownWords('a bigger one', terms, known)).toBe('a big one');
    expect(resolveUnknownWords('will I get a payrise', terms, known)).toBe('will I get a pay rise');
  });
  it('leaves known words and words it cannot read alone', () => {
    expect(resolveUnknownWords('marketing manager', terms, known)).toBe('marketing manager');
    expect(resolveUnknownWords('plumber', terms, known)).toBe('plumber');
  });
  it('reads a word that misses a doubled consonant as that word misspelled, not as a comparative', () => {
    const controls = new Set(['control', 'controller']);
    expect(resolveUnknownWords('a financial controler', controls, controls)).toBe('a financial controler');
  });
  it('leaves a slip of a known word for the spelling fixer, though it ends like a comparative of another', () => {
    const words = new Set(['part', 'partner', 'office', 'officer']);
    // 'parter' is 'partner' with a letter left out, 'officeer' 'officer' with one doubled: neither is a comparative.
    expect(resolveUnknownWords('a parter in a big 4', words, words)).toBe('a parter in a big 4');
    expect(resolveUnknownWords('a finance officeer', words, words)).toBe('a finance officeer');
    expect(resolveUnknownWords('a smaller firm', terms, known)).toBe('a small firm');
  });
});

describe('expandAbbreviations', () => {
  const short = { yrs: 'years', fin: 'financial' };

  it('expands whole-word short forms, also when typed onto a number', () => {
    expect(expandAbbreviations('fin analyst 3 yrs', short)).toBe('financial analyst 3 years');
    expect(expandAbbreviations('payroll 4yrs, 18months', short)).toBe('payroll 4 years, 18 months');
  });

  it("reads 'half 7' as half past seven, not a half of something", () => {
    expect(expandAbbreviations('can i ring at half 7', {})).toBe('can i ring at 7:30');
    expect(expandAbbreviations('half 7 years', {})).toBe('half 7 years');
  });

  it('reads a capitalised short form with a plural s as its singular', () => {
    expect(expandAbbreviations('what do FCs and CFOs earn', short)).toBe('what do FC and CFO earn');
  });

  it('reads a short form of one word typed with a plural s as that word', () => {
    expect(expandAbbreviations('r my msgs sent to america', { msg: 'message' })).toBe('r my message sent to america');
    expect(expandAbbreviations('what do fin mgrs earn', { ...short, mgr: 'manager' })).toBe('what do financial manager earn');
    expect(expandAbbreviations('us and atms', { u: 'you', atm: 'at the moment' })).toBe('us and atms');
  });

  it('reads a short form of letters and a digit as one word, and leaves others as typed', () => {
    expect(expandAbbreviations('is that b4 tax', { b4: 'before', b: 'be' })).toBe('is that before tax');
    expect(expandAbbreviations('print it on a4 paper', { b4: 'before' })).toBe('print it on a4 paper');
  });

  it('reads a short form of several words whole, in any case and spacing', () => {
    expect(expandAbbreviations('any jobs going At the  min?', { 'at the min': 'at the moment' })).toBe('any jobs going at the moment?');
    expect(expandAbbreviations('the minimum at the mint', { 'at the min': 'at the moment' })).toBe('the minimum at the mint');
  });

  it("reads words voice typing writes for others that sound the same ('got to years', 'air code')", () => {
    expect(expandAbbreviations("when I've got to years done", visitorAbbreviations)).toBe("when I've got two years done");
    expect(expandAbbreviations('whats the air code', visitorAbbreviations)).toBe('what is the eircode');
    expect(expandAbbreviations('where should I go', visitorAbbreviations)).toBe('where should I go');
  });

  it("reads 'then' after a comparison as 'than', as voice typing writes it", () => {
    expect(expandAbbreviations('how much more does a senior make then a junior', {})).toBe('how much more does a senior make than a junior');
    expect(expandAbbreviations('and then a senior', {})).toBe('and then a senior');
  });

  it('leaves amounts, times and ordinals whole', () => {
    expect(expandAbbreviations('a 55k hire at 6pm on the 2nd', short)).toBe('a 55k hire at 6pm on the 2nd');
  });
});

describe('terms', () => {
  it('pairs adjacent content words in either order', () => {
    expect(terms('candidates pay')).toEqual(['candidate', 'pay', 'candidate_pay']);
    expect(terms('do I pay as a candidate')).toContain('candidate_pay');
    expect(terms('fee for a placement')).toContain(terms('placement fee')[2]);
  });
});

describe('courtesies around a question', () => {
  it.each([
    ['hi there, what does an FC earn?', 'what does an FC earn?'],
    ['what does an FC earn? thanks a million', 'what does an FC earn?'],
    ['and in Galway? thanks', 'and in Galway?'],
    ['Good morning Aine! whats your fee pls', 'whats your fee'],
    ['thanks, and newly qualified?', 'and newly qualified?'],
    ['whats the fee for a 40k hire. Thank you', 'whats the fee for a 40k hire'],
  ])('reads %j as %j', (message, question) => {
    expect(withoutCourtesies(message, courtesyPhrases)).toBe(question);
  });

  it('keeps a message of courtesies only, and a thank-you that is what the question is about', () => {
    for (const message of ['thanks a million', 'hi there', 'Hi', 'should i send a thank you', 'thank you email after an interview?', 'hiring a payroll officer, whats the fee']) {
      expect(withoutCourtesies(message, courtesyPhrases)).toBe(message);
    }
  });
});
