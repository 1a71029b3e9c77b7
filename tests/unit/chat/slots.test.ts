import { describe, expect, it } from 'vitest';
import { facts } from '#core/chat/facts';
import { featuredJobs } from '#content/jobs';
import { carrySlots, extractSlots, findSections } from '#core/chat/slots';

const slotsOf = (text: string) => extractSlots(facts(), text);

describe('typed slots', () => {
  it('reads a featured job pointed to as a job, not a title that is also a role of the guide', () => {
    const ids = (text: string) => slotsOf(text).jobs ?? [];
    const [trainee, qualified] = featuredJobs;
    expect(ids('the qualified one, is it remote?')).toEqual([qualified!.id]);
    expect(ids(`do I need a degree for the ${trainee!.title} job`)).toEqual([trainee!.id]);
    expect(ids('what can a qualified accountant expect to earn')).toEqual([]);
    expect(ids('pension match for a qualified role')).toEqual([]);
    // Asked for by 'any' ('any trainee accountant roles going?'): the jobs of that title the site advertises.
    expect(ids(`any ${trainee!.title} roles going?`)).toEqual([trainee!.id]);
    expect(carrySlots(facts(), slotsOf('the trainee one'), slotsOf('what does it ask for'), 'what does it ask for').jobs).toEqual([trainee!.id]);
  });

  it('reads roles with their level, from level words or years of experience', () => {
    const fc = slotsOf('what would I get as an FC with 4 years PQE in Cork');
    expect(fc.roles.map((role) => [role.position, role.level?.name])).toEqual([['Financial Controller', '3-5 Years PQE']]);
    expect(fc.regions).toEqual(['Cork']);
    expect(slotsOf('audit manager in a big four firm').roles[0]).toMatchObject({ tableId: 'audit', position: 'Manager', level: { name: 'Big 4' } });
    expect(slotsOf('CFO vs finance director at an enterprise').roles.map((role) => [role.position, role.level?.name])).toEqual([
      ['CFO', 'Senior/Enterprise'],
      ['Finance Director', 'Senior/Enterprise'],
    ]);
    // 'v' compares as 'vs' does, the level named once applying to both.
    expect(slotsOf('accounts assistant v part qualified, whats the difference in pay with 2 years exp').roles.map((role) => [role.position, role.level?.name])).toEqual([
      ['Accounts Assistant', '1-3 Years'],
      ['Part-Qualified', '1-3 Years'],
    ]);
    // 'compare with' compares as 'compared with' does; a bare audit title takes the level named once too.
    expect(slotsOf('for a large enterprise, how does finance director pay compare with group financial controller pay').roles.map((role) => [role.position, role.level?.name])).toEqual([
      ['Finance Director', 'Senior/Enterprise'],
      ['Group Financial Controller', 'Senior/Enterprise'],
    ]);
    expect(slotsOf('mid-tier firm: the difference in pay between an audit senior and an audit manager?').roles.map((role) => [role.position, role.level?.name])).toEqual([
      ['Senior', 'Mid-Tier'],
      ['Manager', 'Mid-Tier'],
    ]);
    // Two levels named ask for those two; two joined as a span ask for every level between them.
    const named = (text: string) => slotsOf(text).roles[0]?.namedLevels?.map((level) => level.name);
    expect(named('is it true mid tier trainees get paid the same as big 4 ones')).toEqual(['Mid-Tier', 'Big 4']);
    expect(named('financial controller salaries, newly qualified through to senior')).toBeUndefined();
    expect(slotsOf('financial controller salaries, newly qualified through to senior').roles[0]?.level).toBeNull();
    // A span said with two words before its 'to' ('right up to') is a span as well.
    expect(named('what does the money look like for an internal auditor from newly qualified right up to senior')).toBeUndefined();
    expect(slotsOf('what does a tax manager earn').unknownRole).toBe('tax manager');
    // Months of experience are read as years: 18 months is within '1-3 Years', 6 months is entry level.
    expect(slotsOf('bookkeeper with 18 months experience').roles[0]?.level?.name).toBe('1-3 Years');
    expect(slotsOf('bookkeeper with 6 months experience').roles[0]?.level?.name).toBe('Entry-Level');
    // A year and a half is 1.5 years, in words or figures: the decimal point stays in its number ('1.5' is not 5).
    expect(slotsOf('bookkeeper with a year and a half experience').roles[0]?.level?.name).toBe('1-3 Years');
    expect(slotsOf('bookkeeper with 1.5 years experience').roles[0]?.level?.name).toBe('1-3 Years');
    expect(slotsOf('financial accountant, 4.5 years pqe').roles[0]?.level?.name).toBe('3-5 Years PQE');
    // A number of PQE is years of post-qualification experience.
    expect(slotsOf('FC 4 PQE Dublin').roles[0]?.level?.name).toBe('3-5 Years PQE');
    expect(slotsOf('FC 6 PQE').roles[0]?.level?.name).toBe('5+ Years PQE');
    // 'A year' since qualifying counts as one, said roughly too ('qualified about a year now').
    expect(slotsOf('im underpaid at 52k as a management accountant, qualified about a year now').roles[0]?.level?.name).toBe('Newly Qualified');
  });

  it('reads amounts, qualifications, months and other places', () => {
    const slots = slotsOf('fees for a 55k hire, or €62,500, after my ACCA exams in June in Limerick');
    expect(slots.amounts.map((amount) => amount.value)).toEqual([55_000, 62_500]);
    expect(slots.qualifications).toEqual(['acca']);
    expect(slots.months).toEqual(['June']);
    expect(slots.otherPlaces).toEqual(['limerick']);
    expect(slotsOf('ACA or ACCA?').qualifications).toEqual(['aca', 'acca']);
  });

  it('reads papers named by their codes as exams of their qualification, not as roles', () => {
    const papers = slotsOf('the BT, MA and FA exams, I can book them any time?');
    expect([papers.qualifications, papers.roles]).toEqual([['acca'], []]);
    expect(slotsOf('what does an FA earn').roles.map((role) => role.position)).toEqual(['Financial Accountant']);
  });

  it('reads the role a visitor moves to, not the one held before', () => {
    expect(slotsOf('been an FC for years and the MD is making me finance director').roles.map((role) => role.position)).toEqual(['Finance Director']);
    expect(slotsOf('FC or finance director?').roles.map((role) => role.position)).toEqual(['Financial Controller', 'Finance Director']);
  });

  it('leaves out a qualification the visitor holds when the question names another', () => {
    expect(slotsOf('I am ACCA qualified, what does the FAE involve').qualifications).toEqual(['aca']);
    expect(slotsOf('I qualified ACA years ago, what do ACCA exams cost').qualifications).toEqual(['acca']);
    expect(slotsOf('qualified ACA last month, what should I ask for').qualifications).toEqual(['aca']);
    const member = slotsOf('cima member 4 yrs as a management accountant, what would i be on');
    expect([member.qualifications, member.held]).toEqual([[], ['cima']]);
    expect(member.sections).toEqual([]);
  });

  it('reads the level from entry words and the section of a qualification asked for', () => {
    expect(slotsOf('what can a qualified accountant expect starting off').roles[0]).toMatchObject({ position: 'Financial Accountant', level: { name: 'Newly Qualified' } });
    expect(slotsOf('AP clerk starting out').roles[0]).toMatchObject({ position: 'Accounts Payable/Receivable', level: { name: 'Entry-Level' } });
    expect(findSections('acca exam fees')).toEqual(['fees']);
    expect(findSections('FAE exam month?')).toEqual(['dates']);
    // What the exams are made of is asked beside a month or date word too.
    expect(findSections('starting cap1 in the autumn, which subjects are in it')).toEqual(['dates', 'exams']);
    expect(findSections('how many exams are there')).toEqual(['exams']);
    expect(findSections('where can i sit the exams')).toEqual(['centres']);
    expect(findSections('how much experience do I need')).toEqual(['requirements']);
    // 'When' the qualification is done dates what is asked, not a date asked for; a dates word still asks the dates.
    expect(findSections('what letters do i get after my name when cima is done')).toEqual([]);
    expect(findSections('when are the exams held once im finished cap1')).toEqual(['dates']);
    expect(findSections('when is the next sitting')).toEqual(['dates']);
    // A sum no salary is, beside a qualification, is a price held up to its fees.
    expect(slotsOf('is the fae more than two grand').sections).toEqual(['fees']);
    expect(slotsOf('is the fae more than two grand').qualifications).toEqual(['aca']);
    expect(findSections('hello')).toEqual([]);
    expect(slotsOf('price of the applied knowledge papers').qualifications).toEqual(['acca']);
  });

  it("reads the letters after a member's name as no exam date, an Irish price word as the fees and where to begin as the entry", () => {
    // 'when' beside the letters after a name is when the qualification is done.
    expect(findSections('what letters do i get to put after me name when cima is done')).toEqual([]);
    expect(findSections('when are the cima exams')).toEqual(['dates']);
    expect(findSections('which is dearer to sign up for')).toEqual(['fees']);
    expect(findSections('where would i start')).toEqual(['requirements']);
  });

  it('reads a featured job named by who it is for as an opening, not pay for them', () => {
    expect(slotsOf('anything going for trainees on the site at the mo').jobs).toEqual([featuredJobs.find((job) => job.title === 'Trainee Accountant')!.id]);
    expect(slotsOf('what is the salary for trainees').jobs).toEqual([]);
  });

  it('reads a whole title the guide lacks as an unknown role, which a follow-up asks instead of the role before', () => {
    const text = 'and the ceo of the same company, what do they usually get paid';
    expect(slotsOf(text).unknownRole).toBe('ceo');
    const carried = carrySlots(facts(), slotsOf('and for that one, the finance director under them?'), slotsOf(text), text, true);
    expect(carried.roles).toEqual([]);
    expect(carried.unknownRole).toBe('ceo');
    // So does a title whose head word no row of the guide uses; one whose head word is a title of the guide lets the role carry.
    const scientist = 'what would a data scientist with the same 8 years get';
    expect(carrySlots(facts(), slotsOf('financial analyst, 8 years pqe, salary range?'), slotsOf(scientist), scientist, true).roles).toEqual([]);
    const director = 'and if i got made director there';
    expect(carrySlots(facts(), slotsOf('audit manager in a small local practice'), slotsOf(director), director, true).roles).not.toEqual([]);
  });

  it('carries the previous slots into a follow-up, the new ones winning', () => {
    const previous = slotsOf('How much does an audit manager in a small firm earn?');
    const next = slotsOf('and in a Big 4?');
    const carried = carrySlots(facts(), previous, next, 'and in a Big 4?');
    expect(carried.roles[0]).toMatchObject({ position: 'Manager', level: { name: 'Big 4' } });

    // A part of a qualification (level, stage, sitting) carries while the qualification does.
    expect(slotsOf('can i sit the acca AK exams any time').parts).toEqual(['Applied Knowledge']);
    const spring = carrySlots(facts(), slotsOf('CTA exams in the spring, when is registration'), slotsOf('and the results?'), 'and the results?');
    expect(spring.parts).toEqual(['Spring']);
    expect(carrySlots(facts(), slotsOf('what is in CAP2'), slotsOf('what about acca?'), 'what about acca?').parts).toEqual([]);

    const fee = carrySlots(facts(), slotsOf('fee on a 40k role'), slotsOf('and for 60k?'), 'and for 60k?');
    expect(fee.amounts.map((amount) => amount.value)).toEqual([60_000]);

    const role = carrySlots(facts(), slotsOf('newly qualified financial accountant salary'), slotsOf('what about a financial controller?'), 'what about a financial controller?');
    expect(role.roles[0]).toMatchObject({ position: 'Financial Controller', level: { name: 'Newly Qualified' } });

    // Pay asked by the visitor's experience alone, no role named: a role named next is asked at that experience.
    const experience = 'im 4 years qualified, what would i earn';
    const atExperience = carrySlots(facts(), slotsOf(experience), slotsOf('and as a financial controller?'), 'and as a financial controller?', true, experience);
    expect(atExperience.roles[0]).toMatchObject({ position: 'Financial Controller', level: { name: '3-5 Years PQE' } });

    // A job title the guide lacks, named in the follow-up, replaces the conversation's role rather than being answered by it.
    const scientist = 'what would a data scientist with the same 8 years get';
    expect(carrySlots(facts(), slotsOf('fin analyst, 8 yrs pqe, salary range?'), slotsOf(scientist), scientist).roles).toEqual([]);

    // A bare audit title after an audit role names another row of the audit table, at the level asked before.
    const senior = carrySlots(facts(), slotsOf('audit manager at a mid tier firm'), slotsOf('what about a senior there'), 'what about a senior there');
    expect(senior.roles[0]).toMatchObject({ tableId: 'audit', position: 'Senior', level: { name: 'Mid-Tier' } });

    // The section asked for carries to a new qualification, and a new section replaces it.
    const dates = carrySlots(facts(), slotsOf('when are the CAP1 exams'), slotsOf('and CAP2?'), 'and CAP2?');
    expect(dates.sections).toEqual(['dates']);
    expect(carrySlots(facts(), slotsOf('ACA exam dates'), slotsOf('and the fees?'), 'and the fees?').sections).toEqual(['fees']);
  });
});

describe('qualification parts', () => {
  it('reads a single paper by its code or its name, and the exam level by its name', () => {
    expect(slotsOf('whats SBR in acca').parts).toEqual(['Strategic Business Reporting (SBR)']);
    expect(slotsOf('cima p2?').parts).toEqual(['P2 Advanced Management Accounting']);
    expect(slotsOf('is financial strategy hard').parts).toEqual(['F3 Financial Strategy']);
    expect(slotsOf('acca applied skills').parts).toEqual(['Applied Skills']);
  });

  it('reads a code that is also a common word only in capitals', () => {
    expect(slotsOf('do i pay as a candidate').parts).toEqual([]);
    expect(slotsOf('what is in ACCA AS').parts).toEqual(['Applied Skills']);
  });
});

describe('a follow-up that names another thing of a qualification', () => {
  const carried = (first: string, next: string) => carrySlots(facts(), slotsOf(first), slotsOf(next), next);

  it('asks the previous question of it, though its name holds a section word', () => {
    expect(carried('price of a cima objective test', 'and a case study').sections).toEqual(['fees']);
    expect(carried('how long does the cta take', 'and the advanced one?')).toMatchObject({ sections: ['duration'], parts: ['Advanced'] });
  });

  it('asks its own question when it has words of its own for one', () => {
    expect(carried('price of a cima objective test', 'and how many case studies are there').sections).toEqual(['exams']);
    expect(carried('acca exam fees', 'and the dates for applied skills').sections).toEqual(['dates']);
  });

  it('asks for the fees when the thing is a fee item and no part, whatever was asked before', () => {
    expect(carried('how many exams are in cima', "and what's the yearly membership fee?").sections).toEqual(['fees']);
    expect(carried('when are the acca exams', 'and the annual subscription?').sections).toEqual(['fees']);
    // Registration is a deadline too: after the dates it asks for the registration deadline.
    expect(carried('when are the cima case studies', 'and registration?').sections).toEqual(['dates']);
  });
});

describe('levels read from a described situation', () => {
  const levelsOf = (text: string) => slotsOf(text).roles.map((role) => [role.position, role.level?.name ?? null]);

  it('reads the size of the organisation from its headcount for the C-suite', () => {
    expect(levelsOf('we have 12 staff, what does a cfo cost')).toEqual([['CFO', 'Junior/Small Business']]);
    expect(levelsOf('about 2,500 employees here, going rate for a group fc?')).toEqual([['Group Financial Controller', 'Senior/Enterprise']]);
    expect(levelsOf('a 120-person business looking at a finance director')).toEqual([['Finance Director', 'Mid-Level/Mid-Size']]);
    // A team's people are not the organisation's.
    expect(levelsOf('cfo pay with a finance team of 6 people')).toEqual([['CFO', null]]);
  });

  it('drops the role that does the work now when a hire is brought in', () => {
    expect(levelsOf('our bookkeeper covers it all now, and we are thinking of hiring a financial controller')).toEqual([['Financial Controller', null]]);
  });

  it('counts the years of doing the work, not the years away from it', () => {
    expect(levelsOf('out of work for 2 years now, but I was a payroll officer for 5 years before')).toEqual([['Payroll Specialist', '3+ Years']]);
    expect(levelsOf('bookkeeper, 4 years at home with my kids, 1 year of bookkeeping before that')).toEqual([['Bookkeeper', '1-3 Years']]);
    // Time since qualifying is experience.
    expect(levelsOf('management accountant 4 years out, what is the going rate')).toEqual([['Management Accountant', '3-5 Years PQE']]);
  });

  it('reads experience of a kind said to be none as none', () => {
    expect(levelsOf('what does a payroll administrator get with no payroll experience')).toEqual([['Payroll Specialist', 'Entry-Level']]);
    expect(levelsOf('bookkeeper without any real experience, what would I start on')).toEqual([['Bookkeeper', 'Entry-Level']]);
  });

  it('reads the roles of a message with no punctuation as if commas parted them', () => {
    expect(levelsOf('payroll officer 4 years thinking of the jump to bookkeeper what does a bookkeeper earn')).toEqual([
      ['Payroll Specialist', '3+ Years'],
      ['Bookkeeper', '3+ Years'],
    ]);
  });

  it("reads a level said beside a role of another table as that role's", () => {
    expect(levelsOf('audit senior at a mid tier firm, 7 years in, looking at financial controller jobs')).toEqual([
      ['Senior', 'Mid-Tier'],
      ['Financial Controller', '5+ Years PQE'],
    ]);
  });
});

describe('a situation told with the question', () => {
  const levelsOf = (text: string) => slotsOf(text).roles.map((role) => [role.position, role.level?.name ?? null]);

  it('reads a time from now as no experience when the years are counted otherwise, and as the experience then when alone', () => {
    expect(levelsOf('management accountant now, what about in 2 years time once i have 6 years pqe')).toEqual([['Management Accountant', '5+ Years PQE']]);
    expect(levelsOf('payroll officer, what will i be on in another 2 years')).toEqual([['Payroll Specialist', '1-3 Years']]);
  });

  it('reads a bare title compared with a role of a table whose context is named as that table\'s row, and no level in "how big"', () => {
    expect(levelsOf('audit senior v manager, big four')).toEqual([['Senior', 'Big 4'], ['Manager', 'Big 4']]);
    expect(levelsOf('im an audit senior in a small practice, in line for manager, how big a rise is that')).toEqual([['Senior', 'Small Firms'], ['Manager', 'Small Firms']]);
    // With no comma, the role the visitor is in line for beside the one held.
    expect(levelsOf('audit senior at a big four up for manager in the spring what would the rise be')).toEqual([['Senior', 'Big 4'], ['Manager', 'Big 4']]);
    expect(levelsOf('bookkeeper 2 years thinking of switching to payroll which pays more')).toEqual([['Bookkeeper', '1-3 Years'], ['Payroll Specialist', '1-3 Years']]);
    // Not before a role of that table: the internal auditor's levels are named, not audit rows.
    expect(levelsOf('internal audit pay, nq and senior')).toEqual([['Internal Auditor', null]]);
  });

  it('reads roles joined by a plus sign as a comparison, not the plus of a level', () => {
    expect(levelsOf('credit controller + bookkeeper pay')).toEqual([['Accounts Payable/Receivable', null], ['Bookkeeper', null]]);
    expect(levelsOf('bookkeeper with 3+ years')).toEqual([['Bookkeeper', '3+ Years']]);
  });

  it('reads a currency sign with no figure beside a qualification as its price asked', () => {
    expect(slotsOf('cima case study €?').sections).toEqual(['fees']);
    expect(slotsOf('acca applied skills €').sections).toContain('fees');
  });

  it('reads a qualification the visitor studies, beside a role, as who asks', () => {
    expect(slotsOf('acca student nearly finished, what do financial analysts earn')).toMatchObject({ qualifications: [], held: ['acca'] });
    expect(slotsOf('cima student, what are the case study dates').qualifications).toEqual(['cima']);
  });
});
