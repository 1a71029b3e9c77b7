import { describe, expect, it } from 'vitest';
import { chatGreetings } from '#content/chat';
import { describeDatedFact } from '#content/dated-facts';
import { cimaKeyDatesFact } from '#content/qualifications';
import { salaryTables, type SalaryTable } from '#content/salary-guide';
import { jobsAnswer } from '#core/chat/answers/agency';
import { createFacts } from '#core/chat/facts';
import { answerOffline, createOfflineEngine, offlineEngine } from '#core/chat/offline-engine';
import type { ChatTurn } from '#core/chat/types';
import { formatScore, impliedRejects, judgeTuningCase, tuningQuestions, tuningScore, tuningSets } from './question-harness.ts';
import type { QuestionCase } from './site-figure-questions.ts';
import { heldOutScores } from './held-out-harness.ts';
import { tuningQuestionSets } from './tuning-question-sets.ts';

/** Aine's last reply to a conversation of the visitor's messages, each answered in turn. */
function conversation(...messages: string[]) {
  const history: ChatTurn[] = [];
  let reply = '';
  for (const message of messages) {
    reply = answerOffline({ message, context: 'interview-tips', history });
    history.push({ role: 'user', text: message, at: '2025-01-01T10:00:00.000Z' }, { role: 'assistant', text: reply, at: '2025-01-01T10:00:01.000Z' });
  }
  return reply;
}

function check(testCase: QuestionCase) {
  const verdict = judgeTuningCase(offlineEngine(), testCase);
  expect(verdict.problems, verdict.reply).toEqual([]);
}

describe('offline engine: the site figures, asked in many ways (the tuning set)', () => {
  it('covers every kind of question with a broad set', () => {
    expect(tuningQuestions.length).toBeGreaterThanOrEqual(280);
    expect(tuningQuestions.filter((testCase) => testCase.fallback).length).toBeGreaterThanOrEqual(20);
  });

  it('states what a right reply must not contain for every single-level salary case', () => {
    const singleLevel = tuningQuestions.filter((testCase) => impliedRejects(testCase.expect ?? []).length > 0 || (testCase.reject ?? []).length > 0);
    expect(singleLevel.length).toBeGreaterThanOrEqual(60);
  });

  for (const [name, cases] of Object.entries(tuningSets)) {
    it.each(cases.map((testCase) => [testCase.question, testCase] as const))(`${name}: %s`, (_question, testCase) => check(testCase));
  }
});

describe('offline engine: conversations', () => {
  function followUp(first: string, second: string) {
    const history: ChatTurn[] = [
      { role: 'user', text: first, at: '2025-01-01T10:00:00.000Z' },
      { role: 'assistant', text: answerOffline({ message: first, context: 'salary-guide' }), at: '2025-01-01T10:00:01.000Z' },
    ];
    return answerOffline({ message: second, context: 'salary-guide', history });
  }

  it('keeps the role and takes the new level', () => {
    const senior = followUp('How much does a financial controller earn?', 'And with 5+ years?');
    expect(senior).toContain('€100k - €120k');
    expect(senior).not.toContain('€70k - €85k');
    const big4 = followUp('How much does an audit manager in a small firm earn?', 'And in a Big 4?');
    expect(big4).toContain('€90k - €120k');
    expect(big4).not.toContain('€65k - €75k');
  });

  it('counts years from the point of qualifying, rather than reading the point as newly qualified', () => {
    const later = followUp('How much would a newly qualified financial accountant make?', 'ok, 3 years after qualifying then?');
    expect(later).toContain('€65k - €80k');
    expect(later).not.toContain('€55k - €65k');
  });

  it("leaves a role's pay for the agency's phone number when the follow-up asks how to reach us", () => {
    const phone = followUp('what does a newly qualified financial analyst earn', 'right, whats the number to ring you on about a role');
    expect(phone).toContain('+353 1 555 0142');
    expect(phone).not.toContain('€');
  });

  it('lists every level between two joined as a span, with a word of degree before the second', () => {
    const range = answerOffline({ message: 'financial controller pay from newly qualified all the way to the most senior', context: 'salary-guide' });
    expect(range).toContain('€85k - €100k');
    expect(range).toContain('€100k - €120k');
  });

  it('knows the words visitors use for a job seeker, keeping data, the model and a share', () => {
    expect(answerOffline({ message: 'is it free for a jobseeker like me', context: 'salary-guide' })).toContain('free to candidates');
    expect(followUp('do you keep my cv on file', 'how long do you hold on to my details')).toContain('2 years');
    expect(answerOffline({ message: 'which AI is this chat built on?', context: 'salary-guide' })).toContain('GPT-4.1');
    expect(answerOffline({ message: 'what portion of new finance openings are in Dublin', context: 'salary-guide' })).toContain('45%');
    // An asset manager is a financial services employer: its interview tip names the regulator.
    expect(answerOffline({ message: "interview with an asset manager down the docklands thursday, what'll they quiz me on", context: 'salary-guide' })).toContain('Central Bank of Ireland');
    // What the agency holds on the visitor is the right of access.
    expect(answerOffline({ message: 'what info do ye have on me', context: 'salary-guide' })).toContain('right to access');
  });

  it("switches from a role's pay to the candidates' free service when the visitor asks whether they pay the agency", () => {
    const free = followUp('what would they pay me as an accounts assistant starting out', 'do i have to pay ye anything to get me in somewhere');
    expect(free).toContain('free to candidates');
    // The job seeker's own role is no hire: no fee is worked out on its pay.
    expect(free).not.toContain('€');
  });

  it("answers what a part holds after the qualification's fees", () => {
    const strategic = followUp('how much to join cima and what do they charge every year after', 'whats on the strategic level, the last bit');
    expect(strategic).toContain('Strategic Level');
    expect(strategic).not.toContain('€');
  });

  it("declines questions that only share a word with the round's new phrases: 'quiet', working 'fully from home'", () => {
    // 'gone quiet' and 'fully work from home' were the market's and the remote premium's words for one round; their single words
    // ('quiet', the pair 'work fully') are said of anything, and these off-topic questions were answered with the market's figures.
    for (const message of ['is there a quiet time to go to ikea', 'how do i keep the kids quiet on a long drive', 'is the gym quiet in the mornings', 'can nurses work fully from home']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).toContain("don't know");
    }
  });

  it('keeps thanks said to someone as what is asked, and declines it said to anyone outside an interview', () => {
    // 'to say thanks' was stripped as a closing courtesy, leaving 'should i email them after to say' (the contact details).
    expect(answerOffline({ message: 'shud i emial them after to say thanks', context: 'interview-tips' })).toContain('24 hours');
    for (const message of ['should i text my landlord to say thanks', 'whats a nice way to say thanks to a nurse', 'is it rude not to send thanks for a wedding present', 'how do i say thanks to my mentor at work']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).toContain('accounting and finance');
      expect(reply, message).not.toContain('€');
    }
  });

  it("declines questions that only share words with the fifteenth round's slot rules: 'pq', 'straight out of college', a first finance job, a role 'at' a number", () => {
    // 'pq' is part-qualified only beside an accountant or pay (a PQ is also a parliamentary question); leaving college and a first
    // finance job are levels of the guide's support roles, said of anything; a number after a role and 'at' is its salary only in a
    // message asking a fee, ending its clause, right after the role's name (not an age).
    for (const message of [
      'my TD put down a PQ about the hospital, when will I hear back', 'what does PQ stand for in maths', 'whats a pq in the dail',
      'what should a lad straight out of college spend on a car', 'is it normal to move out of home straight out of college',
      'got my first accounting job, which car insurance is cheapest', 'my first finance job was at a bank, now i want to be a nurse, what do nurses earn',
      'our bookkeeper retired at 65, what should we get her as a present',
    ]) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).toContain('accounting and finance');
      expect(reply, message).not.toContain('€');
    }
  });

  it('answers the salary increase asked year on year, a range asked for in an interview, and a counter-offer of an extra sum', () => {
    const rising = answerOffline({ message: 'employer here - are finance salaries still rising? by what % year on year', context: 'market-trends' });
    expect(rising).toContain('+12%');
    expect(rising).not.toContain('+18%');
    expect(answerOffline({ message: 'how much have vacancies grown year on year', context: 'market-trends' })).toContain('+18%');
    expect(answerOffline({ message: 'shud i give a number or a range wen they ask wat i want paid', context: 'interview-tips' })).toContain('researched range');
    // 'an extra 8k' is added to pay: no salary whose fee is asked.
    const counter = answerOffline({ message: 'I handed in my notice on Friday and this morning the MD offered me an extra 8k to stay. What would you advise?', context: 'interview-tips' });
    expect(counter).toContain('counter-offer');
    expect(counter).not.toContain('€640');
    expect(answerOffline({ message: 'whats your fee on 45k', context: 'salary-guide' })).toContain('€5,400');
    // 'still rising', 'range', 'paid' and 'figure' said of anything else.
    for (const message of ['are house prices still rising', 'are wages still rising in nursing', 'is the price of pints still rising', 'is there a single figure for the population of cork', 'what range should i set my thermostat to', 'how do i get paid for jury duty']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).toContain('accounting and finance');
      expect(reply, message).not.toContain('€');
    }
  });

  it('answers a study budget named beside a qualification with the development budget, and the qualification\'s own costs with its fees', () => {
    expect(answerOffline({ message: 'one employer will pay for my acca and the other wont. how much of a study or training budget is normal', context: 'salary-guide' })).toContain('€2,000-€5,000');
    expect(answerOffline({ message: 'how much is the acca course', context: 'salary-guide' })).toContain('€89');
    expect(answerOffline({ message: 'does cima give any exam support', context: 'salary-guide' })).not.toContain('€2,000-€5,000');
  });

  it('answers an assessment day at a firm with the interview tips for the role, and a Revenue tax assessment as tax advice', () => {
    const practice = answerOffline({ message: 'i have an assessment centre with a mid tier firm for an audit trainee job, what do they look at', context: 'salary-guide' });
    expect(practice).toContain('materiality');
    expect(practice).not.toContain('€');
    expect(answerOffline({ message: 'what happens at a tax assessment day with revenue', context: 'interview-tips' })).toContain("can't give legal, tax");
    for (const message of ['my son has a driving assessment day next week, any tips', 'the hse assessment centre for my mother, where is it']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).toContain('accounting and finance');
    }
  });

  it('answers a study budget named beside the exams alone, the benefits of finance jobs and a hybrid policy from the benefits rows', () => {
    expect(answerOffline({ message: 'how much do employers put towards a study budget for exams', context: 'salary-guide' })).toContain('€2,000-€5,000');
    const benefits = answerOffline({ message: 'which benefits normally come with accounting jobs besides the pay', context: 'salary-guide' });
    expect(benefits).toContain('8-12%');
    expect(benefits).toContain('3-4 days');
    expect(answerOffline({ message: 'whats the usual hybrid setup for an accounts team', context: 'salary-guide' })).toContain('3-4 days');
    for (const message of ['whats the best hybrid car to buy', 'what social welfare benefits can i get if i lose my job', 'my gym has a new hybrid class policy, is it worth it']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).not.toContain('3-4 days');
      expect(reply, message).not.toContain('€');
    }
  });

  it('reads starting a qualification as the qualification, and its own fact asked after pay as that fact', () => {
    // 'starting' is a level of the support table ('starting out'): beside a qualification it began the exams, not the job.
    expect(followUp('acounts assistant no exp wat wud i start on', 'thinkin of startin acca hw much to register')).toContain('€89');
    expect(followUp('daughter startin in a big 4 firm as a trainee in sept wat will she get', 'wen wud she sit cap1')).toContain('August');
    for (const message of ['thinking of starting yoga, how much to register', 'when would she sit her driving test']) {
      const reply = followUp('daughter startin in a big 4 firm as a trainee in sept wat will she get', message);
      expect(reply, message).toContain('accounting and finance');
      expect(reply, message).not.toContain('€');
    }
  });

  it("answers the whole row when every stage is asked, though 'after qualifying' names a level", () => {
    const row = answerOffline({ message: 'what does a financial accountant earn at each stage after qualifying', context: 'salary-guide' });
    for (const band of ['€55k - €65k', '€65k - €80k', '€80k - €95k']) expect(row).toContain(band);
  });

  it("answers how long a qualification takes, though 'yourself' is also the interview's, and whether work has gone quiet by the openings", () => {
    const years = answerOffline({ message: 'how many years on the job do you need before you can call yourself a chartered accountant', context: 'salary-guide' });
    expect(years).toContain('3-5 years');
    expect(years).not.toContain('interview');
    const busy = answerOffline({ message: 'is there loads of work out there for accountants these days or is it gone quiet', context: 'salary-guide' });
    expect(busy).toContain('+18%');
    expect(busy).not.toContain('+12%');
    expect(answerOffline({ message: 'which is dearer to sign up for, aca or acca?', context: 'salary-guide' })).toContain('€235-€545');
    expect(answerOffline({ message: 'what letters do i get to put after me name when cima is done', context: 'salary-guide' })).toContain('CGMA');
    expect(answerOffline({ message: 'never went to college, can i still do cima? where would i start', context: 'salary-guide' })).toContain('Certificate in Business Accounting');
  });

  it('reads a percentage of openings in one place as its share, and a percentage charged there as the fee', () => {
    expect(answerOffline({ message: 'roughly what % of new accountancy roles are up in galway', context: 'salary-guide' })).toMatch(/Galway\b.*12%/);
    expect(answerOffline({ message: 'what percentage do you charge in galway', context: 'salary-guide' })).toContain('8%');
    // A percentage of the roles that are remote is that figure's share, not the regions'.
    const remote = answerOffline({ message: 'wat % of finance roles r hybrid or remote', context: 'market-trends' });
    expect(remote).toContain('74%');
    expect(remote).not.toContain('45%');
    expect(answerOffline({ message: 'what percent of finance jobs are outside dublin', context: 'market-trends' })).toContain('45%');
  });

  it('follows up with words the site lacks when the rest are words of the topic, and declines when none are', () => {
    const first = 'interview tips for a software company';
    expect(followUp(first, 'what about a manufacturing factory then')).toContain('standard costing');
    expect(followUp(first, 'what about the hurling final then')).toContain("I don't know");
  });

  it('asks the same question of a new amount, even in words of another topic', () => {
    const raised = followUp('what would your fee be on a 30k hire', 'ok and if the salary goes up to 40k?');
    expect(raised).toContain('€4,000');
    expect(raised).not.toContain('€2,400');
  });

  it('keeps the topic and takes the new qualification', () => {
    const answer = followUp('What are the ACCA fees?', 'What about CIMA?');
    expect(answer).toContain('€270');
    expect(answer).not.toContain('€89');
  });

  it('answers a fee question about the role just discussed', () => {
    expect(followUp('What does a bookkeeper earn with 2 years experience?', 'What would your fee be for that?')).toContain('€3,800');
    const thirty = followUp("What's your fee for a 50k salary?", 'and for 30k?');
    expect(thirty).toContain('€2,400');
    expect(thirty).not.toContain('€6,000');
  });

  it('does not drag the previous subject into small talk or a new topic', () => {
    expect(followUp('How much does a financial controller earn?', 'thanks!')).toContain("You're welcome");
    expect(followUp('How much does a financial controller earn?', 'What are your hours?')).toContain('Monday - Friday');
    expect(followUp('What are the ACCA fees?', 'Where is your office?')).toContain('12 Example Quay');
    // 'jobs' names the jobs topic though a level's phrase ('first job') holds the word; the place is the message's own.
    const jobs = followUp('what cookies are you tracking me with', 'do yous only do dublin jobs or down the country too');
    expect(jobs).toContain('Trainee Accountant');
    expect(jobs).toContain('nationwide');
    expect(jobs).not.toContain('cookies');
    const hours = followUp('How much does a financial controller earn?', 'What are your opening hours?');
    expect(hours).toContain('Monday - Friday, 8:00 AM - 8:00 PM');
    expect(hours).not.toContain('€70k');
  });

  it('greets in the page context', () => {
    expect(answerOffline({ message: 'Hi there', context: 'market-trends' })).toBe(chatGreetings['market-trends']);
  });
});

describe('offline engine: conversations resolved message by message', () => {
  function conversation(...messages: string[]) {
    const history: ChatTurn[] = [];
    let reply = '';
    for (const message of messages) {
      reply = answerOffline({ message, context: 'salary-guide', history });
      history.push({ role: 'user', text: message, at: '2025-01-01T10:00:00.000Z' }, { role: 'assistant', text: reply, at: '2025-01-01T10:00:01.000Z' });
    }
    return reply;
  }

  it('says the guide has no figures for a place once, when the message names it, not in every follow-up that carries it', () => {
    const note = 'no separate figures for';
    expect(conversation('fc salary in sligo')).toContain(`${note} Sligo`);
    const carried = conversation('fc salary in sligo', 'and 5+ years pqe?');
    expect(carried).toContain('€100k - €120k');
    expect(carried).not.toContain(note);
    expect(conversation('fc salary in sligo', 'and 5+ years pqe?', 'what about galway')).toContain(`${note} Galway`);
  });

  it('keeps the first question\'s slots through a follow-up of a follow-up', () => {
    const newlyQualified = conversation('What does a management accountant earn?', 'what about 5+ years?', 'and newly qualified?');
    expect(newlyQualified).toContain('€55k - €65k');
    expect(newlyQualified).not.toContain('€80k - €95k');
    const forty = conversation("What's your fee on a 55k hire?", 'and for a 30k one?', 'what about 40k');
    expect(forty).toContain('€4,000');
    expect(forty).toContain('10%');
  });

  it('asks anew when a short message names its own amount in another topic\'s words, after a declined aside', () => {
    const fee = conversation('do yous only do dublin jobs or down the country too', 'explain ifrs 16 lease accounting to me', '64k salary, whats ur cut');
    expect(fee).toContain('€7,680');
    expect(fee).not.toContain('45%');
  });

  it('declines work asked of Aine in a follow-up too', () => {
    const letter = conversation('i have 2 offers, one pays more but the other has better study support. how do i choose', 'ok and can you write my resignation letter for me');
    expect(letter).toContain("I don't know");
    expect(letter).toContain('accounting and finance');
    // Asked of the visitor's own things, whatever subject of the site they name.
    const mock = conversation('when are the ACCA exams', 'could you do my SBR mock exam for me');
    expect(mock).toContain("I don't know");
    expect(mock).toContain('accounting and finance');
    // Forms filled in for the visitor ('can you fill in my form eleven').
    const form = conversation('can you fill in my form eleven for me its due next week');
    expect(form).toContain("I don't know");
    expect(form).not.toContain('3.2 weeks');
  });

  it('carries the section asked for to a new exam level or qualification', () => {
    const cap2 = conversation('when are the CAP1 exams', 'and CAP2?');
    expect(cap2).toContain('CAP2 in August');
    expect(conversation('CIMA exam fees', 'and ACCA?')).toContain('ACCA fees');
    // A section named in the follow-up applies to the qualification of the conversation, not to the agency's fees.
    const fees = conversation('ACCA exam dates', 'and the fees?');
    expect(fees).toContain('ACCA fees');
    expect(fees).not.toContain('8% of first-year base salary');
  });

  it('answers a follow-up that names one thing of a list for that thing alone', () => {
    const caseStudy = conversation('price of a cima objective test', 'and a case study');
    expect(caseStudy).toContain('€270');
    expect(caseStudy).not.toContain('€110');
    const advanced = conversation('what are the stages of the cta', 'how long is the advanced one');
    expect(advanced).toContain('Advanced stage takes 12 months');
    expect(advanced).not.toContain('6 months');
    const trainee = conversation('what jobs have you got at the moment', 'how much is the trainee one');
    expect(trainee).toContain('€28K - €35K');
    expect(trainee).not.toContain('€45K - €60K');
  });

  it('answers the subject a message names, not talk about the conversation', () => {
    const cima = conversation('what name do I get with CIMA');
    expect(cima).toContain('CGMA');
    expect(cima).not.toContain("I'm Aine");
  });

  it('answers an amount named with no role from the topics that use amounts', () => {
    const edge = conversation('exactly 35000 salary, which % applies');
    expect(edge).toContain('€3,500');
    expect(edge).not.toContain('Trainee Accountant');
  });

  it('reads an amount dictated in words as its figure, whose number words rank nothing of their own', () => {
    expect(conversation('whats the fee on a salary of forty four thousand five hundred')).toContain('€4,450');
    expect(conversation('whats the fee on a salary of forty four k')).toContain('€4,400');
  });

  it('reads letters spoken one by one as the word the site indexes', () => {
    expect(conversation('is it ok to put my p p s number in')).toContain('PPS');
  });

  it('reads the cost of hiring with who pays in the middle as the fee', () => {
    expect(conversation('what would it cost us to recruit a bookkeeper on 38k')).toContain('€3,800');
  });

  it('moves from a role\'s pay to the fee for hiring it when the follow-up names the fee and not pay', () => {
    const fee = conversation('Finance Director at a multinational in Cork - typical base?', 'ok and whats ur fee if we hired one at 160k');
    expect(fee).toContain('€19,200');
    expect(fee).not.toContain('€160k - €220k');
  });

  it('answers pay when a role and a qualification are named and only the pay words are the question\'s own', () => {
    const trainee = conversation('starting a training contract in a mid-tier firm in september, whats the pay like for audit trainees');
    expect(trainee).toContain('€32k - €38k');
    expect(trainee).not.toContain('FAE');
    // A stage of experience ('is it 2 years') names a level of the guide, not pay: beside a qualification's requirements, they answer.
    const experience = conversation('how much work experience do i need for acca, is it 2 years');
    expect(experience).toContain('36 months');
    expect(experience).not.toContain('€');
  });

  it('asks a role named with \'there\' at the firm just discussed, and a CIMA level\'s duration of that level alone', () => {
    const director = conversation('audit manager in a small practice in tralee, what does that pay', 'and if i moved to a big 4 firm in dublin as a manager', 'what would the next step up, audit director, get there');
    expect(director).toContain('€140k - €200k');
    const cba = conversation('no degree so im doing the cima certificate in business accounting, what subjects are in it', 'how long does that usually take');
    expect(cba).toContain('6-12 months');
    expect(cba).not.toContain('9-12 months');
  });

  it('asks a role named instead at the level just discussed, after thanks too', () => {
    const gfc = conversation('we are a mid-sized company about to recruit our first CFO, what salary should we budget for?', 'Thanks. What salary would a group financial controller need at our size instead?');
    expect(gfc).toContain('€100k - €130k');
    expect(gfc).not.toContain('€85k - €100k');
  });

  it('asks a role named next at the experience the visitor gave without a role ("what would I be on" is a pay question)', () => {
    const fc = conversation("I'm 4 years qualified ACA in a small practice in Galway, thinking of moving to industry, what would I be on", 'and if i went for a financial controller job instead');
    expect(fc).toContain('€85k - €100k');
    expect(fc).not.toContain('€70k - €85k');
  });

  it('asks a role at the visitor\'s own company size, named as \'our size\', and what it would come in at as its pay', () => {
    const gfc = conversation('we are a mid sized company, approx 300 staff, what base salary should we budget for a CFO', 'would a group financial controller come in cheaper for a company our size');
    expect(gfc).toContain('€100k - €130k');
    expect(gfc).not.toContain('€85k - €100k');
    expect(gfc).not.toContain('fee');
  });

  it('answers what a role the guide names would cost the employer, alone or after pay, and the cost difference of two roles, with their pay', () => {
    const payroll = conversation('how much will a payroll specialist cost us, we are a small firm');
    expect(payroll).toContain('€32k - €38k');
    expect(payroll).not.toContain('fee');
    const after = conversation('we have 40 staff and want our first finance director, what salary would we be looking at', 'what will a financial controller cost a firm like ours');
    expect(after).toContain('€70k - €85k');
    expect(after).not.toContain('fee');
    const both = conversation('small company, 20 people. is there a big cost difference between a cfo and an fd for us');
    expect(both).toContain('€120k - €150k');
    expect(both).not.toContain('fee');
    // Hiring through the agency is still its fee.
    expect(conversation('how much does it cost to hire a cfo through you')).toContain('fee');
  });

  it('reads the firm a visitor founded or owns as who asks, not as the agency\'s founders, when a role is named', () => {
    const owner = conversation('owner of a little bakery chain, what would a bookkeeper earn these days');
    expect(owner).toContain('€32k - €38k');
    expect(owner).not.toContain('Niamh Gallagher');
    const founder = conversation('co-founder of a fintech, what sort of money for a financial controller');
    expect(founder).toContain('€70k - €85k');
    expect(founder).not.toContain('Niamh Gallagher');
    expect(conversation('who is the founder of ledgerline')).toContain('Niamh Gallagher');
  });

  it('answers two questions run together when the second opens with a question word joined to \'is\' (\'whats\')', () => {
    const both = conversation('what does a payroll specialist with 2 years earn and whats your fee on 40k');
    expect(both).toContain('€38k - €45k');
    expect(both).toContain('€4,000');
  });

  it('answers two sections of one qualification asked in two clauses, each section once', () => {
    const both = conversation('how many years of experience does cima ask for, and how much is one of the case study exams');
    expect(both).toContain('3 years');
    expect(both).toContain('€270');
    expect(both).not.toContain('€110');
  });

  it('answers the pay of a role asked in the last clause after a qualification told as the visitor\'s situation', () => {
    const pay = conversation('passed two acca exams so far and have no experience yet, what would a part qualified job start at');
    expect(pay).toContain('€35k - €42k');
    expect(pay).not.toContain('Applied Knowledge');
    const management = conversation('halfway through my cima exams and looking to move, what does a management accountant with 2 years earn');
    expect(management).toContain('€55k - €65k');
    expect(management).not.toContain('objective tests');
    // Or the role at a level of the guide, asked in no word of pay ('get').
    const level = conversation('starting my ACA training contract in september with a local firm, what does a junior get in a mid tier firm');
    expect(level).toContain('€32k');
    expect(level).not.toContain('FAE main sitting');
    // A permit told as the situation is no advice asked, when the last clause asks a role's pay.
    const permit = conversation('here on a work permit since may, what does an internal auditor with 3 years earn');
    expect(permit).toContain('€65k - €80k');
    expect(permit).not.toContain("can't give");
  });

  it('reads where a visitor wants to end up as the careers a qualification leads to', () => {
    const careers = conversation('thinking cima or acca, id like to end up as a financial analyst');
    expect(careers).toContain('FP&A');
    expect(careers).not.toContain('€55k - €65k');
  });

  it('answers the qualification a visitor wants to reach, not the one named as needed first', () => {
    const cta = conversation('is the aca required before you can start the cta');
    expect(cta).toContain('Level 8');
    expect(cta).not.toContain('CAP1');
    const cima = conversation('would i need the acca to do the cima');
    expect(cima).toContain('3 years of relevant practical experience');
    expect(cima).not.toContain('Applied Knowledge');
  });

  it('says the guide lacks a job title named in a follow-up about pay, rather than giving the conversation\'s role again', () => {
    const scientist = conversation('fin analyst, 8 yrs pqe, salary range?', 'what would a data scientist with the same 8 years get');
    expect(scientist).toContain("doesn't cover data scientist roles");
    const ceo = conversation('wats a cfo on in a mid sized irish company, 300 odd staff', 'and the ceo of the same company, what do they usually get paid');
    expect(ceo).toContain("doesn't cover chief executive roles");
    expect(ceo).not.toContain('€120k - €160k');
  });

  it('declines what is left a month after tax on the pay just given: tax advice, not the range again', () => {
    const net = conversation('financial controller salary, 4 yrs pqe', 'roughly what would i clear a month after tax on that');
    expect(net).not.toContain('€85k - €100k');
    expect(net).toContain('tax');
  });

  it('answers jobs asked for a level with the job of that level, and takes \'that one\' to be the job the answer described', () => {
    // Pay reached through the level's phrase alone ('newly qualified') yields to the jobs the question's own words name.
    const jobs = conversation('any jobs going at the moment for someone newly qualified');
    expect(jobs).toContain('month-end close');
    expect(jobs).not.toContain('C-Suite');
    // The job was described by a word of its title only ('qualified'), not its whole title: 'that one' is still it.
    const pay = conversation('any jobs going at the moment for someone newly qualified', 'what does that one pay and is it hybrid');
    expect(pay).toContain('€45K - €60K');
    expect(pay).not.toContain('€28K - €35K');
  });

  it('answers two questions joined by a bare \'and\' before a question word, as after a comma', () => {
    const both = conversation('whats the going rate for a newly qualified fc and what would your fee be if we paid 80k');
    expect(both).toContain('€70k - €85k');
    expect(both).toContain('€9,600');
    // One question with 'and' inside stays one ('salary and benefits').
    expect(conversation('what salary and benefits would a newly qualified fc get')).not.toContain('fee');
  });

  it('says the fee is paid on the successful candidate when asked whether anything is paid before a hire', () => {
    expect(answerOffline({ message: "we're hiring a management accountant, is there a retainer before anyone starts", context: 'interview-tips' })).toContain("successful candidate");
  });

  it('reads a dictated \'where\' as \'wear\'', () => {
    expect(answerOffline({ message: 'what do i where for a video interview', context: 'interview-tips' })).toContain('Business professional');
  });

  it('answers a trainee\'s pay for a firm that counts its partners, and a hire taken on by the pay words asked', () => {
    // Partners counted are the firm's size: the trainee is the role asked.
    const trainee = conversation('3 partner accounting practice in Sligo, hiring a trainee this autumn, what do small firms usually pay them');
    expect(trainee).toContain('€28k - €35k');
    expect(trainee).not.toContain('€100k');
    // A partner asked alone is still the partner's pay.
    expect(conversation('what does a partner in a small firm earn')).toContain('€100k - €150k');
    // 'take on' is hiring, which pay and the fee share: pay words ask pay; the agency's words still ask the fee.
    const payroll = conversation('my wife runs two shops and wants to take on a payroll officer with 2 years, what would they normally get paid');
    expect(payroll).toContain('€38k - €45k');
    expect(payroll).not.toContain('fee');
    expect(conversation('how much do you take for placing a payroll officer')).toContain('fee');
    for (const message of ['my 2 partners and i want to buy a house, whats a good mortgage rate', 'three partners in a law firm want to take on a solicitor, what do they earn']) {
      const reply = conversation(message);
      expect(reply, message).not.toContain('€');
    }
  });

  it('answers a role\'s pay at each stage of a career as its levels, and the exams to sit as the qualifications', () => {
    const stages = conversation('how much would an internal auditor make at each stage after qualifying');
    expect(stages).toContain('€55k - €65k');
    expect(stages).toContain('€80k - €95k');
    expect(conversation('im a bookkeeper, what exams would i need to sit to become qualified and earn more')).not.toContain('€32k - €38k');
  });

  it('holds a salary judged fair up to the role or qualification, not the fee on it', () => {
    const fc = conversation('would 60k be fair for a financial controller');
    expect(fc).toContain('€70k - €85k');
    expect(fc).not.toContain('fee');
    const aca = conversation('just qualified ACA, is 50k reasonable in industry');
    expect(aca).toContain('€55k - €65k');
    expect(aca).not.toContain('fee');
    // The fee judged fair is still the fee.
    expect(conversation('what is a fair fee for hiring an fc on 70k')).toContain('€8,400');
    for (const message of ['is it fair that my landlord raised the rent by 200', "what's a fair price for a second hand car", 'when is the ploughing fair on']) {
      const reply = conversation(message);
      expect(reply, message).toContain('accounting and finance');
      expect(reply, message).not.toContain('€');
    }
  });

  it('answers the role\'s pay when the hire is who is paid, and the fee when the agency is', () => {
    const pay = conversation('i own a small business and want to take on an accounts assistant, no experience needed, what should i pay them');
    expect(pay).toContain('€28k - €35k');
    expect(pay).not.toContain('fee');
    expect(conversation('how much we must pay you if we take a part qualified at 43k')).toContain('€4,300');
    // What a kind of job pays is the hire's pay, though 'jobs' also names what a job seeker might pay the agency for.
    const jobsPay = conversation('back to work after years at home with the kids, what do accounts assistant jobs pay starting out');
    expect(jobsPay).toContain('€28k - €35k');
    expect(jobsPay).not.toContain('fee');
    // Which of two roles pays more pays the hire: both roles' pay, not the fee on them.
    const pays = conversation('just qualified: fc job or financial accountant job, which pays more');
    expect(pays).toContain('€55k - €65k');
    expect(pays).not.toContain('fee');
    // Paying a role the guide names pays the hire, whatever topic the other words reach ('growing fast' is the market's).
    const cfo = conversation('we are growing fast, what would we have to pay a cfo now as a small company, then at mid size, then if we ever get to enterprise scale');
    expect(cfo).toContain('€120k - €150k');
    expect(cfo).not.toContain('+18%');
  });

  it('answers a move to an employer of a sector with the sector\'s premium, by the words stored on its row', () => {
    const funds = conversation('moving from a hotel group to a fund administrator, will my salary jump');
    expect(funds).toContain('Financial Services: 10-20%');
    expect(funds).not.toContain("doesn't cover");
  });

  it('answers a role compared by price after a role\'s pay with its pay at the level discussed, not the fee', () => {
    const gfc = conversation('we are a small family firm and need a proper finance director now, what would we be paying someone like that', 'would a group financial controller come in any cheaper for us');
    expect(gfc).toContain('€85k - €100k');
    expect(gfc).not.toContain('fee');
  });

  it('stays with a topic that has no fact documents of its own when a follow-up names it as much as another topic', () => {
    const types = conversation('whats the biggest cv file i can upload', 'and which file types are ok');
    expect(types).toContain('DOCX');
    expect(types).not.toContain('2 years');
  });

  it('answers a topic the message names over pay reached through a stage of experience alone', () => {
    const skills = conversation('Coming back after 5 years out - which skills are Irish finance employers most after these days?');
    expect(skills).toContain('What employers are looking for');
    expect(skills).not.toContain('Salary Guide gives annual gross salaries');
  });

  it('says what the application form asks of the right to work when a job is asked about by someone who may need a visa', () => {
    const apply = conversation("I'm from India and not an EU citizen, can I still apply for the trainee accountant job through the website?");
    expect(apply).toContain('Trainee Accountant');
    expect(apply).toContain('visa status');
  });

  it('declines pay after tax asked of the pay just discussed, as it does of an amount the visitor names', () => {
    const net = conversation('fc role in waterford, ive been qualified 2 years, what should it pay', 'ok and when im 4 yrs pqe?', 'roughly what would i clear a month after tax on that');
    expect(net).toContain('accounting and finance');
    expect(net).not.toContain('€');
  });

  it('says the guide lacks a title a follow-up names in a conversation about pay, rather than answering the role before', () => {
    const scientist = conversation('fin analyst, 8 yrs pqe, salary range?', 'what would a data scientist with the same 8 years get');
    expect(scientist).toContain("doesn't cover data scientist roles");
    expect(scientist).not.toContain('2 years');
  });

  it('answers a reply time asked in an employer\'s voice with the vacancy guarantee, and in a candidate\'s with the personal reply time', () => {
    expect(conversation('Hi, Where should I send a job description to? Thanks, Brian', 'and how soon would we hear back once we do')).toContain('48 hours');
    expect(conversation('how long will you take to get back to me')).not.toContain('48 hours');
  });

  it('answers a career changer naming the work they leave, not declining it as work outside the field', () => {
    expect(conversation('moving from hospitality into finance, how do i show i fit the job description when i dont tick every box')).toContain('concrete example');
    expect(conversation('any jobs in hospitality')).toContain("don't know");
  });

  it('answers how fresh the market figures are with the overview and its update label', () => {
    expect(conversation('before i base a decision on your market numbers, how often are they updated')).toContain('quarterly');
  });

  it('answers an early leaver asked in words of leaving with the terms agreed in writing', () => {
    expect(conversation('worried about paying a fee and the person leaving after a month, is there any rebate')).toContain('in writing');
  });

  it('answers when the fee falls due, asked after a fee with a word between, with the terms agreed in writing', () => {
    expect(conversation('fee for a management accountant on 62k', 'and when would we actually pay that')).toContain('in writing');
    expect(conversation('what do ye charge on a 40k hire', 'is it due before she starts')).toContain('in writing');
    expect(conversation('when is the fee payable, on the start date?')).toContain('in writing');
    // Not the accounts payable role, nor a bill or a car of the visitor's own.
    expect(conversation('what does an accounts payable clerk with 2 years earn')).toContain('Accounts Payable/Receivable');
    for (const offTopic of ['when is my car tax payable', 'when is my preliminary tax due', 'my nct is due, when can i get it done', 'is stamp duty payable before we move in']) {
      expect(conversation(offTopic)).toContain('accounting and finance');
    }
  });

  it('answers a whole question naming a role after the market figures with its pay, and an elliptic one keeps the market', () => {
    const pay = conversation('is the irish finance jobs market still busy', 'what does a financial controller make');
    expect(pay).toContain('€70k - €85k');
    expect(pay).not.toContain('+18%');
    expect(conversation('is the irish finance jobs market still busy', 'what would an fc get', 'and a newly qualified one')).toContain('€70k - €85k');
    expect(conversation('is the irish finance jobs market still busy', 'and for an fc?')).toContain('+18%');
    // What is asked beside the role of someone close is declined after the market's figures as it is alone.
    for (const offTopic of ['my brother is a financial controller, what car should he get', 'my wife is an accountant, where should we go on holiday']) {
      expect(conversation('what share of roles are remote', offTopic)).toContain('accounting and finance');
      expect(conversation('what share of roles are remote', offTopic)).not.toContain('€');
    }
  });

  it("answers a job's pay asked after its ad with the ad's salary, and the fee asked after it with the free service", () => {
    const pay = conversation('any jobs up at the moment', 'tell me about the qualified accountant one', 'how much does it pay');
    expect(pay).toContain('€45K - €60K');
    expect(pay).not.toContain('€28K - €35K');
    const free = conversation('any jobs up at the moment', 'tell me about the qualified accountant one', 'would ye charge me anything if i got it');
    expect(free).toContain('free to candidates');
    expect(free).not.toContain('€');
    // A charge of someone else's, asked in the same words, is declined as it is alone; a qualification's cost stays its fees.
    expect(conversation('any jobs up at the moment', 'tell me about the qualified accountant one', 'will the taxman charge me on it')).toContain('accounting and finance');
    expect(conversation('when is the FAE sat', 'cost?')).not.toContain('first-year base salary');
  });

  it("reads a company's size after a role's pay as no salary, and the fee asked for someone else's job hunt as the free service", () => {
    const free = conversation('my sister is a management accountant, 4 years qualified, what should she earn', "she's up for a financial controller job in a firm of 250, what does that pay", 'would ye charge her anything to find her a job');
    expect(free).toContain('free to candidates');
    expect(free).not.toContain('€');
    expect(conversation('what does an fd earn', 'and what would your fee be in a company of 120')).not.toContain('€120,000');
    // A salary said as a bare number after a role still reads as thousands.
    expect(conversation('what does an fd earn', 'and your fee at 150?')).toContain('€150,000');
  });

  it('answers how long a CV is kept, asked after its format, with the retention period', () => {
    expect(conversation('what file types can i upload my cv in', 'how long is it kept then')).toContain('2 years');
    for (const offTopic of ['how long can cooked chicken be kept in the fridge', 'how long are tax records kept by revenue']) {
      expect(conversation(offTopic)).toContain('accounting and finance');
    }
  });

  it('answers whether the agency meets its candidates with the interviewed shortlist', () => {
    expect(conversation('will you have actually met the candidates before we see them')).toContain('interviewed');
  });

  it("reads 'perm' as permanent: why go permanent after contracting is the tip on speaking positively", () => {
    expect(conversation('going for a permanent job after years contracting, they will ask why i want to go perm. should i say contracting was a nightmare')).toContain('positively');
  });

  it("answers how many sittings a year in the dates section's words: the exam sessions", () => {
    const acca = conversation('only working part time so i want to spread out the acca exams, how often in the year can i sit them');
    expect(acca).toContain('March');
    expect(acca).toContain('December');
  });

  it('answers whether the experience runs alongside the exams with the duration, which says so', () => {
    expect(conversation('does the cima work experience have to come after the exams or can i do both at once')).toContain('alongside');
  });

  it("keeps the qualification discussed for a follow-up in a section's words, though its other words reach another topic", () => {
    const stages = 'qualified accountant thinking of specialising in tax, how long does the cta take stage by stage';
    const member = conversation(stages, 'could i become a member with just 1 year of tax experience');
    expect(member).toContain('2 years');
    expect(member).toContain('Level 8');
    expect(conversation(stages, 'could i become a member with just 1 year of tax experience', 'ok when is the next sitting then')).toContain('taxinstitute.ie');
  });

  it("answers a guide's role asked in pay's words with its pay, though its working pattern is in the ads' words", () => {
    const partTime = conversation('looking at part time management accountant jobs, 3 days a week, im 4 years qualified. what is the full time salary so i can work out the pro rata');
    expect(partTime).toContain('€65k - €80k');
    expect(conversation('any management accountant jobs going at the moment')).toContain('Qualified Accountant');
  });

  it('answers where the agency is, asked from a place outside Dublin, with its reach across Ireland', () => {
    const donegal = conversation('we are based in donegal, is that too far out for ye');
    expect(donegal).toContain('across Ireland');
    expect(conversation('where are you based')).not.toContain('wherever your business is based');
  });

  it('answers a time of day beside a word of phoning with the hours, not a topic the other words reach', () => {
    const evening = conversation('im only free after work, would there be anyone there if i rang at half 7');
    expect(evening).toContain('8:00 PM');
    expect(evening).not.toContain('free to candidates');
  });

  it('answers a move or a choice between two places of the market\'s figures with their regional shares', () => {
    const move = conversation('thinking of leaving dublin for cork, would i be cutting myself off from most of the jobs');
    expect(move).toContain('45%');
    expect(move).toContain('18%');
    expect(move).not.toContain('Professional Tone');
  });

  it('answers how pay moves after the market with the market\'s salary increase, not the range of a role the market question named', () => {
    const rising = conversation("how's the market for accountants looking at the moment, is it growing?", 'and salaries, are they going up?');
    expect(rising).toContain('+12%');
    expect(rising).not.toContain('€55k - €65k');
  });

  it('stays with the conversation\'s topic over a qualification\'s facts when the follow-up names no qualification', () => {
    const budget = conversation('what employer pension contribution should i expect in a qualified role', 'and what about a study or exam budget');
    expect(budget).toContain('€2,000-€5,000');
    expect(budget).not.toContain('/aca-info');
  });

  it('lets a new role replace the amount a fee follow-up was about', () => {
    const bookkeeper = conversation('fee for a 40k hire', 'what about for a bookkeeper');
    expect(bookkeeper).toContain('Bookkeeper');
    expect(bookkeeper).not.toContain('€4,000');
  });
});

describe('offline engine: the visitor asking their own pay', () => {
  it("answers the going rate for 'someone like me' with the role's pay, not the fee", () => {
    const answer = answerOffline({ message: 'payroll administrator with 6 years behind me, going back after maternity leave and might only do 3 days a week. whats the full time rate for someone like me', context: 'interview-tips' });
    expect(answer).toContain('€45k - €55k');
    expect(answer).not.toContain('fee');
  });
});

describe('offline engine: a pay rise held up to other employers', () => {
  it("answers with the cost-of-living adjustments employers apply, not the rise in offered salaries", () => {
    const answer = answerOffline({ message: 'HR told us the pay rise is 3% this time, is that behind what others are giving', context: 'interview-tips' });
    expect(answer).toContain('4-6%');
    expect(answer).not.toContain('+12%');
  });
});

describe('offline engine: what makes a question off-topic', () => {
  it('declines a subject of life outside the field named whole, though it shares words with the site, and not those words alone', () => {
    for (const message of ['is the junior cert maths exam hard this year', 'what time is evening mass in the cathedral', 'how much do creche places cost in cork', 'are springboard courses free']) {
      const answer = offlineEngine().respond({ message, context: 'interview-tips' });
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).toContain('accounting and finance');
    }
    // 'leaving' a job is the interview's.
    expect(offlineEngine().respond({ message: 'what should i say about leaving my current job in an interview', context: 'interview-tips' }).topic).toBe('interview');
  });

  it('declines a command for another app of the phone', () => {
    const answer = offlineEngine().respond({ message: 'text my brother im stuck in traffic', context: 'interview-tips' });
    expect(answer.kind).toBe('fallback');
    expect(answer.text).toContain('accounting and finance');
  });

  it('reads a message asked of the agency, not a command for another app, when the visitor asks to be texted', () => {
    expect(offlineEngine().respond({ message: 'can you text me your address', context: 'interview-tips' }).topic).toBe('contact');
    expect(offlineEngine().respond({ message: 'text my sister happy birthday', context: 'interview-tips' }).kind).toBe('fallback');
  });

  it("declines a business's own books done by someone brought in, unless the agency is asked to find that someone", () => {
    const own = offlineEngine().respond({ message: 'we need somebody to do our payroll every week, what does a bookkeeper charge for that', context: 'interview-tips' });
    expect(own.kind).toBe('fallback');
    expect(own.text).not.toContain('€');
    expect(offlineEngine().respond({ message: 'we need a bookkeeper to do our books, what would you charge to find one', context: 'interview-tips' }).topic).toBe('fee');
  });

  it("declines a visitor's own pension, holiday pay, minimum rate or company set-up as advice", () => {
    for (const message of ['do i get holiday pay for christmas day', 'can i move my old pension from my last job', 'how do i set up a company to do contracting', 'whats the minimum hourly rate in ireland']) {
      expect(offlineEngine().respond({ message, context: 'interview-tips' }).topic, message).toBe('legalAdvice');
    }
  });

  it('does not count places, months, amounts or the country as the subject of a question', () => {
    for (const message of ['is it going to rain in dublin this weekend?', "translate 'good morning' into Irish", 'will ireland qualify for the world cup', 'is ireland a good place to live']) {
      const answer = offlineEngine().respond({ message, context: 'interview-tips' });
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).toContain('accounting and finance');
    }
    // The same qualifiers beside a subject of the site still get the answer.
    expect(answerOffline({ message: 'are you open on saturday in dublin?', context: 'interview-tips' })).toContain('closed at weekends');
  });

  it('declines the hours or contact details of a thing the site never names, unless the message addresses the agency or names its subject', () => {
    for (const message of ['what time does the chemist in tralee close', 'can you tell me the opening hours of the swimming pool', 'whats the phone number of the nearest vet']) {
      const answer = offlineEngine().respond({ message, context: 'interview-tips' });
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).toContain('accounting and finance');
    }
    expect(answerOffline({ message: 'are you open on saturday in dublin?', context: 'interview-tips' })).toContain('closed at weekends');
    expect(answerOffline({ message: 'what time does your office close on a friday', context: 'interview-tips' })).toContain('8:00 PM');
    expect(answerOffline({ message: 'I would prefer to drop my CV in by hand, where do I bring it?', context: 'interview-tips' })).toContain('12 Example Quay');
  });

  it('answers the agency\'s own contact details asked of it as \'you\', whatever words the site never uses come with them', () => {
    expect(answerOffline({ message: 'do you do whatsapp or is that too modern for you', context: 'interview-tips' })).toContain('wa.me/35315550142');
    // Not the details of a thing the site never names, nor a request for one of the recruiters (the hand-over's to answer).
    expect(offlineEngine().respond({ message: 'what time does the chemist in tralee close', context: 'interview-tips' }).kind).toBe('fallback');
    expect(offlineEngine().respond({ message: 'put me thru to one of the recruiters', context: 'interview-tips' }).kind).toBe('fallback');
  });

  it('declines local services, transport, shops, school exams and the notice the law sets, by the content\'s word lists', () => {
    for (const message of ['how much is the tv licence fee', 'what time does my gp close on fridays', 'what time is the last train from cork to dublin on a friday', 'any shops in dundrum that do cheap suits', 'how do i prepare for the irish oral exam in the leaving cert', 'what is the legal minimum notice period if i resign']) {
      const answer = offlineEngine().respond({ message, context: 'interview-tips' });
      expect(answer.kind, message).toBe('fallback');
    }
    // The agency's own hours and an interview's dress are still answered.
    expect(answerOffline({ message: 'what time does your office close on a friday', context: 'interview-tips' })).toContain('8:00 PM');
    expect(answerOffline({ message: 'should i wear a suit to the interview', context: 'interview-tips' })).toContain('Business professional');
  });

  it('declines a question about work outside the field whatever topic its other words reach, when it names no subject of the site', () => {
    for (const message of ['what would a plumber charge to come out on a saturday', 'is there a shortage of carpenters these days']) {
      const answer = offlineEngine().respond({ message, context: 'interview-tips' });
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).toContain('accounting and finance');
    }
    expect(answerOffline({ message: 'is there a shortage of accountants these days', context: 'interview-tips' })).toContain('%');
  });

  it('declines work asked of it in a later clause of the message, and the visitor\'s own paperwork asked of someone it would recommend', () => {
    for (const message of ['we have a small hair salon, could you do our payroll each month', 'can you suggest someone to do my tax return']) {
      const answer = offlineEngine().respond({ message, context: 'interview-tips' });
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).toContain('accounting and finance');
    }
    expect(answerOffline({ message: 'im a trainee, can you prepare me for an audit interview', context: 'interview-tips' })).toContain('Interview Tips page');
  });

  it('declines another organisation\'s contact details whatever topic the message\'s other words reach', () => {
    const history: ChatTurn[] = [
      { role: 'user', text: 'is there an email i can send a job spec to', at: '2025-01-01T10:00:00.000Z' },
      { role: 'assistant', text: answerOffline({ message: 'is there an email i can send a job spec to', context: 'interview-tips' }), at: '2025-01-01T10:00:01.000Z' },
    ];
    const answer = offlineEngine().respond({ message: 'thanks. have you the email for citizens information as well', context: 'interview-tips', history });
    expect(answer.kind).toBe('fallback');
    expect(answer.text).toContain('accounting and finance');
  });

  it('answers two questions of different topics in one message, the second as a follow-up of the first', () => {
    const reply = answerOffline({ message: 'what does a payroll specialist with 2 years earn, and what would your fee be at 40k', context: 'salary-guide' });
    expect(reply).toContain('€38k - €45k');
    expect(reply).toContain('€4,000');
  });

  it('declines jobs in work the site has no word for, and still lists its own', () => {
    const reply = jobsAnswer('any plumber jobs going?', { unknownRole: null, unknownWords: ['plumber'] });
    expect(reply).toContain("don't have plumber roles");
    expect(reply).toContain('accounting and finance');
    expect(reply).not.toContain('€');
    expect(answerOffline({ message: 'what jobs have you got at the moment', context: 'interview-tips' })).not.toContain('nationwide');
    expect(answerOffline({ message: 'what jobs have you got at the moment', context: 'interview-tips' })).toContain('Trainee Accountant');
    // Asked in a place, or about the country, the jobs come with where the agency works.
    for (const message of ['any jobs in galway', 'do you only do dublin jobs or down the country too']) expect(answerOffline({ message, context: 'interview-tips' }), message).toContain('operate virtually nationwide');
  });

  it('declines work asked of it, whatever the work is about, but not a question that merely starts like a request', () => {
    for (const message of ['write a short poem about month end', 'hi, could you please draft a job ad for our new FC', 'can you prepare the year end accounts for my company', 'can u book me a meeting room in cork', 'go on, tell me a joke about financial controllers', 'tell us a joke to start the day', 'what would a bookkeeper charge me to file my tax return', 'what is 20% of 1875', 'whats the irish for accountant', 'how do you say recruitment fee in irish']) {
      const answer = offlineEngine().respond({ message, context: 'interview-tips' });
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).toContain('accounting and finance');
    }
    expect(answerOffline({ message: 'can you prepare me for an audit interview', context: 'interview-tips' })).toContain('Interview Tips page');
    expect(answerOffline({ message: 'can you do the fee on a 50k hire', context: 'interview-tips' })).toContain('€6,000');
    expect(answerOffline({ message: 'what does it cost to do my ACCA exams', context: 'interview-tips' })).toContain('ACCA fees');
    expect(answerOffline({ message: 'whats 10% of 42000', context: 'interview-tips' })).toContain('€4,200');
    expect(answerOffline({ message: 'is the irish market for accountants busy', context: 'interview-tips' })).toContain('+18%');
    expect(answerOffline({ message: 'book keeper 2 years salary', context: 'interview-tips' })).toContain('€38k - €45k');
  });

  it('declines to work out pay after tax on the visitor\'s own amount, saying the guide is gross, and gives a role\'s range with the footnote', () => {
    for (const message of ['how much tax will i pay on a 50k salary, whats my take home', 'what would my take home pay be on 48k a year']) {
      const reply = answerOffline({ message, context: 'salary-guide' });
      expect(reply, message).toContain('accounting and finance');
      expect(reply, message).not.toContain('€');
    }
    expect(answerOffline({ message: 'how much tax will i pay on a 50k salary', context: 'salary-guide' })).toContain('annual gross base salaries');
    const director = answerOffline({ message: 'what does a finance director at enterprise level take home roughly', context: 'salary-guide' });
    expect(director).toContain('€160k - €220k');
    expect(director).toContain('annual gross base salaries');
  });

  it('names the agency\'s scope when it declines a role outside it', () => {
    const reply = answerOffline({ message: 'garda salary after training?', context: 'salary-guide' });
    expect(reply).toContain("doesn't cover");
    expect(reply).toContain('accounting and finance');
    expect(reply).not.toContain('€');
  });
});

/**
 * The tuning sets in the held-out format pass by totals, not case by case (a mechanism may trade one tuning case for
 * another); these are their totals after the eighth round (27 November 2026: both helpers' branches merged). A
 * change that loses tuning cases overall fails here; raise a floor as the engine gets better.
 */
const tuningSetFloors: Readonly<Record<string, number>> = {
  // Raised after the seventeenth round's second part, at the merged board (6,038/6,143): sixteenth, twentieth, twenty-fifth, twenty-sixth,
  // thirtieth, thirty-second, thirty-third, thirty-fifth to thirty-eighth (which of two roles pays more asked as a follow-up, a job seeker's own
  // cost, a person asked for, branch d; the average rise, hybrid's days, headcounts after an organisation, a budget for a hire, branch e; the
  // team, the interviewed shortlist, a current employer finding out, the number asked last, the agency against an ad, a copy of one's data, branch f).
  // Raised after the seventeenth round, at the merged board (5,666/5,769): sixteenth, twenty-eighth, thirtieth, thirty-first, thirty-third,
  // thirty-fifth and thirty-sixth (follow-ups of the remote roles and a raised salary, branch a; visits, candidates' fees, evening hours,
  // branch b; a city's share of the work, pay at years post-qualification, offers to take, levels spanned, branch c; the lead's probes).
  // Seventh raised after tuning in the sixteenth round: whether the agency recruits only accounting and finance (branch b).
  first: 200, second: 173, fourth: 227, fifth: 217, sixth: 198, seventh: 195, eighth: 190,
  ninth: 171, tenth: 183, eleventh: 197, thirteenth: 172, fourteenth: 173, fifteenth: 183, sixteenth: 168,
  // Written 27 November 2026 and scored once before any tuning on them: 123/136 and 121/139.
  seventeenth: 136, eighteenth: 139,
  // Written 27 November 2026 after the seventh round and scored once before any tuning on them: 122/141 and 112/134.
  nineteenth: 140, twentieth: 134,
  // Written 28 November 2026 and scored once before any tuning on them: 127/143 and 95/147 (the twenty-second asks indirectly).
  // Twenty-second raised after tuning in the sixteenth round: maternity cover asked of the agency, its contract placements (branch b).
  twentyFirst: 143, twentySecond: 139,
  // Written 28 November 2026 after the ninth round and scored once before any tuning on them: 122/154 and 122/147.
  // Raised after tuning in the sixteenth round: the jobs asked of the agency with the reason after the question (branch b).
  twentyThird: 153,
  // Raised after the fourteenth round, which fixed one more of its cases on the way (a contraction kept whole or decimal years).
  twentyFourth: 145,
  // Written 29 November 2026 and scored once before any tuning on them: 109/147 (situations described) and 132/144 (short messages).
  // Raised after tuning in the fourteenth round: the privacy, jobs and growth rows' everyday words (branch a); a recruiter's call back asked in note form (branch c).
  twentyFifth: 141,
  twentySixth: 144,
  // Written 29 November 2026 after the eleventh round and scored once before any tuning on it: 125/146 (the people who actually visit).
  twentySeventh: 145,
  // Written 29 November 2026 during the twelfth round, scored once before any tuning on it (engine before the round's helpers): 127/141.
  // Raised after tuning in the fourteenth round: the enhanced STAR tip on 'we or i', and one case of the interview and privacy data (branch c); the
  // letters after a member's name asked with 'when' (branch b).
  // Raised after tuning in the fifteenth round: word pairs kept within a clause (branch a); the salary increase asked year on year (branch b).
  // Raised after tuning in the sixteenth round: the vacancies the agency has up, the market yielding (branch b).
  twentyEighth: 139,
  // Written 29 November 2026 before the thirteenth round, scored before and after it (nobody tuned on it in between): 134/158 both times.
  // Raised after tuning on it in the thirteenth round (branch d): follow-ups that switch topic or count years from qualifying.
  // Raised after tuning on it in the fourteenth round (branch c): a boss matching an offer, how long to speak.
  // Raised after tuning in the fifteenth round (branch a): word pairs kept within a clause, a role's salary said as a bare number after 'at'.
  // Raised after tuning in the sixteenth round (branch c): an assessment day at a firm asks the interview tips.
  // Raised after tuning in the sixteenth round: when the fee falls due, asked with a word between (branch a).
  twentyNinth: 155,
  // Written 29 November 2026 before the fourteenth round and scored once before any tuning on it: 134/164 (visitors in their own words).
  // Raised after tuning on it in the fourteenth round: contractions kept whole, a season beside a role, people counted after a number, decimal
  // years, 'when' the qualification is done (branch a); qualifications, the market, jobs and the candidates' free service asked after a role's pay, in visitors'
  // words (branch b); interview tips, privacy and a person asked for, in visitors' words (branch c).
  // Raised after tuning in the fifteenth round (branch a): a role's salary said as a bare number after 'at'; two roles compared by price compare pay.
  // Raised after tuning in the sixteenth round: a role's pay at each stage after qualifying (branch c); a job's pay asked after its ad gives the
  // ad's salary (branch a); whether the agency does only accountancy jobs (branch b).
  thirtieth: 161,
  // Written 29 November 2026 before the fifteenth round and scored once before any tuning on it: 152/166 (phone-typed messages).
  // Raised after tuning in the fifteenth round: 'pq', 'straight out of college' and a first finance job as levels (branch a); starting a qualification,
  // its own fact asked after pay, thanks said to them, a share of remote roles, a range asked for in an interview (branch b); a person asked for (branch c).
  thirtyFirst: 163,
  // Written 29 November 2026 before the fifteenth round and scored once before any tuning on it: 146/170 (long messages with context).
  // Raised after tuning in the fifteenth round: 'pq' as part-qualified, the role of the question sentence over roles of the situation told before it
  // (branch a); a counter-offer of an extra sum (branch b); who the visitor is no longer makes what they ask the site's, an agency that interviews
  // people, the fee asked by someone naming their own role (branch c).
  // Raised after tuning in the sixteenth round: partners counted as the firm's size, a hire taken on asked in pay words (branch c); other roles,
  // contract cover, the fees' structure asked by an office manager (branch b).
  thirtySecond: 163,
  // Written 29 November 2026 before the sixteenth round and scored once before any change (engine at 89d1785): 140/174 (conversations that change
  // topic, people asking for someone else; off-topic 17/26) and 190/202 (search-box style and blunt questions; off-topic 25/26).
  // Raised after tuning in the sixteenth round: partners counted as the firm's size, a hire taken on asked in pay words, the benefits of finance
  // jobs (branch c); follow-ups that name their own topic switch to it (a role after the market, the fee's due date, the free service for someone
  // else's job hunt), a company's size is no salary (branch a); other roles, the free service asked for a son, a recruiter to ring the husband (branch b).
  thirtyThird: 162,
  // Raised after tuning in the sixteenth round: a salary judged fair for a qualification, a study budget beside the exams, a hybrid policy (branch c);
  // the fee and a CV's retention after a job or a CV (branch a); marketing roles, the free service asked for a son, a call back in note form,
  // interviews before CVs are sent (branch b).
  thirtyFourth: 199,
  // Written 29 November 2026 before the seventeenth round and scored once before any change (engine at 9ff0ddb): 170/189 (ordinary visitors in
  // full sentences; off-topic 24/26) and 147/178 (people deciding between offers, qualifications, hiring routes; off-topic 24/25). The lead's
  // probe fixes, written before the sets were seen, gave the thirty-sixth one more (148).
  // Raised after tuning in the seventeenth round: 177 and 155.
  thirtyFifth: 181,
  thirtySixth: 161,
  // Written 29 November 2026 during the seventeenth round and scored once before any change on them (engine at dee0cbf, after the round's
  // first part): 171/193 (conversations that go on; off-topic 22/24) and 164/181 (questions about numbers; off-topic 24/24).
  thirtySeventh: 178,
  thirtyEighth: 174,
  // Written 30 November 2026 before the eighteenth round and scored once before any change on it (engine at 06b0e13): 157/184 (on a phone in
  // a hurry: text-speak, clipped questions). Raised after tuning in the eighteenth round: text-speak read as words ('hav', 'wks', 'n', 'b4'),
  // a plus that adds a car allowance to the salary is no second question, a person wanted 'to discuss' a hire is asked for; 'how much' asked
  // last of exams is their price, pay or work abroad is outside the guide, a payroll run for a business is a service the agency does not sell;
  // what an employer offers a hire is pay, 'col', 'qualed' and 'wants to counter' are read, work found for a daughter is free, inflation's rate declined;
  // the fees against the big agencies', a receptionist asked of the agency (its field).
  thirtyNinth: 178,
  // Written 30 November 2026 during the eighteenth round and scored once before any change on it (engine at ab53136 with the fees against the big
  // agencies and a receptionist asked of the agency read): 141/188 (asked indirectly, situations told instead of the fact named). Raised after
  // tuning in the eighteenth round: a person asked to ring 'is there someone who could', the fee's exclusivity, due date and nothing before a
  // hire asked indirectly, 'what number would I ring', bigger offers, hedges ('nearly') and 'mine' never slips.
  // Raised in the nineteenth round: an organisation's people counted as 'us' or in words, keeping the books, weekday hours, 'tell me about a
  // time', pay 'over there' abroad declined, doing one's own payroll; a visitor's like 'be on', a hire's cost 'in salary', the fee bands a
  // role's range crosses, a pension for everyone declined.
  fortieth: 160,
  // Written 30 November 2026 before the nineteenth round's second part and scored once before any change on it (engine at the round's first
  // fixes, the commit that adds this set): 163/185 (typed fast and Irish: typos, short forms, 'ye', 'im only after qualifyin').
  // Raised in the nineteenth round's second part: Irish usage typed fast ('im only after qualifyin', the taxman's cut, 'practise', 'yer',
  // 'bin it', 'knock a few bob off', 'pq vs'), exam costs covered, CV file types, a toxic last job, an exam still to pass, a move that would
  // pay the visitor more compared with their own role, 'one of ye' asked to ring, a human there 'at all'.
  fortyFirst: 181,
  // Written 30 November 2026 during the nineteenth round and scored once before any change on it (engine at ff2d15f): 163/185 (short
  // conversations typed as people talk, half of them follow-ups). Raised in the round: 'should i be getting', a first year's pay, 'what she
  // takes home', 'which is more money so', 'would i get more as', near misses outside the field (the state pension, interest rates, unpaid
  // wages, a solicitor, the train, the garden).
  fortySecond: 175,
};

describe('offline engine: the tuning sets in the held-out format', () => {
  it('names a floor for every set', () => {
    expect(Object.keys(tuningSetFloors).sort()).toEqual(Object.keys(tuningQuestionSets).sort());
  });

  // A set plays in about three seconds alone; the margin is for a loaded machine (two cores shared with other test files).
  it.each(Object.keys(tuningSetFloors))('passes no fewer cases of the %s set than after the latest round', { timeout: 120_000 }, async (name) => {
    const { heldOut } = await heldOutScores(offlineEngine(), tuningQuestionSets[name]!.questions);
    expect(heldOut.passed, heldOut.failures.map((failure) => failure.question).join('\n')).toBeGreaterThanOrEqual(tuningSetFloors[name]!);
  });
});

describe('offline engine: content rows, not engine rules', () => {
  it('answers a question about a policy the privacy phrases do not place from the section whose title it names', () => {
    const reply = answerOffline({ message: 'what cookies are you tracking me with', context: 'interview-tips' });
    expect(reply).toContain('essential cookies');
    // Not the default privacy answer (how long data is kept), which is what it gave before the sections were indexed.
    expect(reply).not.toContain('after your last interaction');
    // The sections' text is not indexed: its words ('email') still ask for the contact details.
    expect(answerOffline({ message: 'what email do i send my cv to', context: 'interview-tips' })).toContain('hello@ledgerline.example');
  });

  it('answers what the guide\'s figures include, and what the fee is a percentage of, from the rows\' synonyms', () => {
    const footnote = answerOffline({ message: 'When we benchmark against your salary guide, are those figures gross base or do they include bonus and pension?', context: 'salary-guide' });
    expect(footnote).toContain('gross base salaries');
    expect(footnote).toContain('exclude bonus');
    const basis = answerOffline({ message: 'is the fee worked on base salary or the whole package incl bonus', context: 'salary-guide' });
    expect(basis).toContain('first-year base salary');
  });

  it('answers from the rows\' visitor words: paying before a hire, a vacancy sent, a salary bump, a counter-offer, signing up', () => {
    expect(answerOffline({ message: 'do we pay anything before someone is actually hired', context: 'interview-tips' })).toContain('successful');
    expect(answerOffline({ message: 'if we send a vacancy today when will we hear back', context: 'interview-tips' })).toContain('48 hours');
    expect(answerOffline({ message: 'what happens after we send you a vacancy, whats the process', context: 'interview-tips' })).toContain('Discovery');
    expect(answerOffline({ message: 'moving from audit into a pharma company in cork, will that bump my salary', context: 'interview-tips' })).toContain('10-20%');
    expect(answerOffline({ message: 'got an offer elsewhere and now my boss is offering more to stay, how do i decide', context: 'interview-tips' })).toContain('counter-offer');
    expect(answerOffline({ message: 'are the candidates you send actually vetted or do you just forward cvs', context: 'interview-tips' })).toContain('interviewed');
    // The candidates' side of the fees by the words job seekers sign up in, not the salary guide their 'graduate' reaches.
    expect(answerOffline({ message: 'graduate here, do i have to pay to sign up with you', context: 'interview-tips' })).toContain('free to candidates');
  });

  it('answers what the agency holds on a visitor with the rights over it, and a CV file question with the upload rules', () => {
    expect(answerOffline({ message: 'what have you got on file about me', context: 'interview-tips' })).toContain('right to access');
    expect(answerOffline({ message: 'cv file size', context: 'interview-tips' })).toContain('DOCX');
  });

  it('answers from the rows\' everyday words: a copy of what is held, details passed on unasked, anything going, work gone quiet', () => {
    expect(answerOffline({ message: 'what do you have on me', context: 'interview-tips' })).toContain('right to access');
    expect(answerOffline({ message: 'do you pass on my details without telling me', context: 'interview-tips' })).toContain('with your agreement');
    expect(answerOffline({ message: 'anything going for a trainee at the moment', context: 'interview-tips' })).toContain('Trainee Accountant');
    const market = answerOffline({ message: 'is there loads of work for accountants or has it gone quiet', context: 'interview-tips' });
    expect(market).toContain('+18%');
    expect(market).not.toContain('+12%');
  });

  it('reads a contraction typed with its apostrophe as the common word it is, not a slip leaving an unknown word', () => {
    // "wouldn't" read as "would't" left 'wouldt', a word the site never uses, and Aine declined.
    expect(answerOffline({ message: "what do you do for us that a job board wouldn't", context: 'interview-tips' })).toContain('passive candidates');
  });

  it('reads a season beside a role as the time of the visitor\'s situation, and alone as an unknown subject\'s', () => {
    expect(answerOffline({ message: 'what would i get as an FC in Galway, only qualified in the summer', context: 'interview-tips' })).toContain('Financial Controller');
    expect(answerOffline({ message: 'do you recruit hotel staff for the summer', context: 'interview-tips' })).toContain('accounting and finance');
  });

  it('reads people counted after a number as the organisation\'s size, not the agency\'s staff', () => {
    expect(answerOffline({ message: 'a cfo for our 900 staff company, what would they be on', context: 'interview-tips' })).toContain('€200k - €350k+');
  });

  it('names the one of the team whose profile alone has a word of a "which of them" question', () => {
    const history: ChatTurn[] = [
      { role: 'user', text: 'who founded the agency', at: '2025-01-01T10:00:00.000Z' },
      { role: 'assistant', text: answerOffline({ message: 'who founded the agency', context: 'interview-tips' }), at: '2025-01-01T10:00:01.000Z' },
    ];
    expect(answerOffline({ message: 'which of them has the audit background', context: 'interview-tips', history })).toMatch(/^Niamh Gallagher is our Managing Director/);
    expect(answerOffline({ message: 'which one works with employers', context: 'interview-tips', history })).toMatch(/^Conor Byrne is our Director/);
  });

  it('asks a visitor not to type a sensitive detail in the chat, and says what it can help with instead', () => {
    const reply = answerOffline({ message: 'is it ok to put my pps number in this chat', context: 'interview-tips' });
    expect(reply).toContain('PPS numbers');
    expect(reply).toContain('accounting and finance');
  });

  it('says the agency places tax professionals when asked about tax work, from the CTA page', () => {
    expect(answerOffline({ message: 'do you recruit tax professionals', context: 'interview-tips' })).toContain('We place tax professionals at every stage');
    expect(answerOffline({ message: 'tax manager salary', context: 'interview-tips' })).toContain("doesn't cover tax manager roles");
  });

  it('answers a message made only of common words by the topic phrase it holds whole', () => {
    expect(answerOffline({ message: 'Who are you?', context: 'interview-tips' })).toContain("I'm Aine");
    expect(answerOffline({ message: 'what can you do', context: 'interview-tips' })).toContain('I can help with');
    expect(answerOffline({ message: 'what do you do', context: 'interview-tips' })).toContain('specialist accounting and finance recruitment agency');
  });

  it('answers a role added to a salary table in a fixture, with no engine change', () => {
    const withTreasury: SalaryTable[] = salaryTables.map((table) =>
      table.id !== 'qualified-accountants'
        ? table
        : {
            ...table,
            rows: [
              ...table.rows,
              {
                position: 'Treasury Accountant',
                synonyms: ['treasury analyst', 'cash manager'],
                bands: [
                  { min: 58_000, max: 68_000, openEnded: false, display: '€58k - €68k' },
                  { min: 68_000, max: 84_000, openEnded: false, display: '€68k - €84k' },
                  { min: 84_000, max: 99_000, openEnded: false, display: '€84k - €99k' },
                ],
                ranges: ['€58k - €68k', '€68k - €84k', '€84k - €99k'],
              },
            ],
          },
    );
    const engine = createOfflineEngine(createFacts({ salaryTables: withTreasury }));
    const newlyQualified = engine.respond({ message: 'What does a newly qualified treasury accountant earn?', context: 'salary-guide' });
    expect(newlyQualified.text).toContain('€58k - €68k');
    expect(newlyQualified.text).not.toContain('€68k - €84k');
    const bySynonym = engine.respond({ message: 'cash manager salary with 4 years pqe', context: 'salary-guide' });
    expect(bySynonym.text).toContain('€68k - €84k');
    // The site's own engine does not know the fixture's role.
    expect(offlineEngine().respond({ message: 'What does a newly qualified treasury accountant earn?', context: 'salary-guide' }).text).not.toContain('€58k');
  });

  it('reports the tuning score', () => {
    const result = tuningScore(offlineEngine());
    console.log([formatScore('Aine tuning set score', result), ...result.failures.map((failure) => `  tuning miss: ${failure.question} -> ${failure.problems.join('; ')}`)].join('\n'));
    expect(result.share).toBeGreaterThan(0.9);
  });
});

describe('offline engine: dated facts', () => {
  const ask = (now: string, message: string) =>
    createOfflineEngine(createFacts(undefined, { now: () => new Date(now) })).respond({ message, context: 'interview-tips' }).text;

  it('says the published exam windows have passed once their year is over, and where the next dates are', () => {
    const reply = ask('2026-11-24T10:00:00Z', 'when are the cima objective test windows');
    expect(reply).toContain(describeDatedFact(cimaKeyDatesFact, new Date('2026-11-24T10:00:00Z')).sentence);
    expect(reply).toContain('The 2025 CIMA exam windows have passed');
    expect(reply).toContain('cimaglobal.com');
    expect(ask('2026-11-24T10:00:00Z', 'CTA key dates')).toContain('The 2025 CTA sittings have passed');
  });

  it('presents them as they are while their year runs, and never dates the month-only ACA sittings', () => {
    expect(ask('2025-03-01T10:00:00Z', 'when are the cima objective test windows')).not.toContain('have passed');
    expect(ask('2026-11-24T10:00:00Z', 'when are the CAP1 exams')).not.toContain('have passed');
  });
});

describe('offline engine: situations told and two questions typed in one line', () => {
  const ask = (message: string) => answerOffline({ message, context: 'interview-tips' });

  it('answers the agency\'s own details asked after a situation whose words it would decline alone, in words of those details only', () => {
    expect(ask('Over from London for a wedding next week, where is your office')).toContain('12 Example Quay');
    expect(ask('HR lead here, what does your process look like once we brief you on a role?')).toContain('Discovery');
    // The situation's question is not the agency's: a clause with words its details lack stays declined.
    expect(ask('the kids are off school for the week, where would you bring them in dublin for the day')).toContain("don't know");
    expect(ask('moving back from Perth in spring, how do I get a PPS number')).toContain('accounting and finance');
  });

  it('answers both sides of a plus sign typed between two questions', () => {
    const both = ask('newly qualified management accountant salary + your fee at 60k');
    expect(both).toContain('€55k - €65k');
    expect(both).toContain('€7,200');
  });

  it('reads months, a graduate and a registration as typed in a hurry', () => {
    const payroll = ask('payroll officer 8 mths exp pay');
    expect(payroll).toContain('€32k - €38k');
    expect(payroll).not.toContain('€38k - €45k');
    expect(ask('mid tier grad salary')).toContain('€32k - €38k');
    expect(ask('cima reg fee')).toContain('€80');
  });

  it('reads the kind of place a place is as the place, so a role in a city is asked its pay', () => {
    const fc = ask('going for financial controller roles in galway city, what figure should i go in at');
    expect(fc).toContain('€70k - €85k');
    expect(fc).not.toContain('12%');
  });

  it('answers a role held at a level on a salary with its pay, whatever the words of the workplace reach', () => {
    const bookkeeper = ask('bookkeeper, started in a small office 2 months ago on 28k, ok?');
    expect(bookkeeper).toContain('€32k - €38k');
    expect(bookkeeper).not.toContain('Founded');
  });

  it('answers the part a question asks for, not the parts the visitor says are done or paid', () => {
    const fae = ask('passed cap1 already and my employer covers cap2, what will the fae set me back');
    expect(fae).toContain('€2,100-€2,650');
    expect(fae).not.toContain('€780-€1,200');
    expect(ask('ACCA, SBR and SBL left along with the options, what options can I pick')).toContain('Advanced Taxation');
    // Typed without a comma, the question word starts the asking clause.
    const skills = ask('got through the applied knowledge papers what do the applied skills ones cost');
    expect(skills).toContain('€140-€180');
    expect(skills).not.toContain('€90-€130');
  });

  it('keeps to the qualification asked about when a role is only where the visitor works', () => {
    const start = ask('no degree, working as a bookkeeper, want to start ACCA, where do i begin');
    expect(start).toContain('ACCA');
    expect(start).not.toContain('€32k - €38k');
    expect(ask('CIMA student about to finish, what do financial controllers earn at each stage')).toContain('€70k - €85k');
  });

  it('tells how to present the exams left in an interview the message names, not the qualification\'s facts', () => {
    const exams = ask("one CAP1 paper still to pass and an interview with a practice on monday, they'll want to know about my exams, what should i tell them");
    expect(exams).toContain('next sitting');
    expect(exams).not.toContain('The ACA has three levels');
  });

  it('says what a fee quoted on an amount is worked out on, when asked', () => {
    const basis = conversation('our fee question: what would it be on 52k', 'is that calculated on the 52k base or the car allowance as well');
    expect(basis).toContain('€6,240');
    expect(basis).toContain('base salary');
  });

  it('answers the time to hire for a role when it best answers the question\'s own words', () => {
    const time = ask('need a payroll specialist in by march, how long does hiring usually take');
    expect(time).toContain('3.2 weeks');
    expect(time).not.toContain('€2,560');
  });

  it('answers a featured job named with the visitor\'s background words the site lacks', () => {
    expect(ask('finished a commerce degree in june, any trainee jobs on your site')).toContain('€28K - €35K');
  });

  it('follows up the agency\'s hours on weekdays, and the market\'s figures for another city with an aside', () => {
    const late = conversation('are you open sundays', 'till what time on weekdays');
    expect(late).toContain('8:00 PM');
    expect(late).not.toContain('3.2 weeks');
    expect(conversation('what share of openings are in cork', 'and dublin? my girlfriend might like it there')).toContain('45%');
  });
});

describe('offline engine: the agency\'s services and scope, asked inside a visitor\'s life', () => {
  const ask = (message: string) => offlineEngine().respond({ message, context: 'interview-tips' });

  it('declines software a business buys, though a role\'s word names it, and still answers that role\'s pay', () => {
    const software = ask('is there good payroll software for a firm of 20');
    expect(software.kind).toBe('fallback');
    expect(software.text).toContain('accounting and finance');
    expect(ask('what does a payroll specialist earn').text).toContain('€32k - €38k');
  });

  it('declines the weather\'s forecast, though the market has a forecast too', () => {
    expect(ask("what's the forecast for today").kind).toBe('fallback');
  });

  it('declines leave, dismissal, borrowing and investing asked beside the visitor\'s role or pay', () => {
    for (const message of ['I\'m a payroll specialist on 40k, how much would the bank lend me', "I'm an accounts assistant and pregnant, what leave am I entitled to", 'got let go from my bookkeeper job with no warning, what can I do', 'should I put my 3k bonus into etfs']) {
      const answer = ask(message);
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).toContain('accounting and finance');
      expect(answer.text, message).not.toContain('€');
    }
  });

  it('declines what is asked beside who the visitor is, when only the role or qualification told is the site\'s, and answers it when the role is asked about', () => {
    for (const message of [
      "I'm a bookkeeper and my landlord is putting up the rent, is he allowed to do that?",
      "I'm an ACCA student but my question is about my car insurance, which company is cheapest for young drivers?",
      'as the accountant in the house, should we fix our mortgage rate or go variable?',
      "I'm a financial controller. What's the best hotel in Kilkenny for a wedding?",
      "I'm a qualified accountant and my son wants to learn guitar, how much are lessons?",
      'I work as a payroll specialist, how do I get my child into a creche in Cork?',
    ]) {
      const answer = ask(message);
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).toContain('accounting and finance');
      expect(answer.text, message).not.toContain('€');
    }
    expect(ask('as the accountant in the family, my sister wants to know how long the ACA takes').text).toContain('3-year training contract');
    expect(ask("I'm a trainee accountant in a small practice, how much are the CAP2 exams?").text).toContain('€950-€1,350');
    expect(ask("I'm an HR manager, how much is your fee for a management accountant at 60k?").text).toContain('€7,200');
    expect(ask('im an accounts assistant in tralee what wud i be on').kind).toBe('answer');
    // The fee asked by one telling their own role is not that role's fee: the hire's, or the fees as a whole.
    const hire = ask("I'm a financial controller, how much would you charge to hire an accounts assistant?").text;
    expect(hire).toContain('Accounts Assistant');
    expect(hire).not.toContain('Financial Controller');
    expect(ask("I'm the new office manager at a small practice, could you explain how your fees are structured?").text).toContain('8%');
  });

  it('declines what is asked beside the role of someone close to the visitor, or beside the role the message opens with, and answers their pay or qualification', () => {
    for (const message of [
      'my husband is a financial controller, where should we go on holiday',
      'my wife is an ACA, what should I get her for her birthday',
      'my brother is a payroll manager, can you recommend a good restaurant in cork',
      'my dad is a retired CFO, how do I help him with his pension drawdown',
      'my daughter is a trainee accountant, what car insurance is cheapest for a new driver',
      'as an accountant can you tell me how to fix my boiler',
      'as a bookkeeper how do i register for VAT for my own side business',
    ]) {
      const answer = ask(message);
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).toContain('accounting and finance');
      expect(answer.text, message).not.toContain('€');
    }
    const husband = ask('my husband is a financial controller in Galway, what should he be on').text;
    expect(husband).toContain('€70k - €85k');
    expect(ask('my wife is newly qualified ACA, what salary should she expect').text).toContain('€55k - €65k');
    expect(ask('my son is starting ACCA, how many exams are there').text).toContain('13 exams');
    expect(ask('as an accountant with 4 years pqe what should i earn in cork').text).toContain('€65k - €80k');
    expect(ask('as an FC what would I earn in Dublin').text).toContain('Financial Controller');
  });

  it('gives the terms agreed in writing when the fee being paid is asked, and an exam fee paid stays the exam fees', () => {
    for (const message of ['when is your fee paid', 'how is the fee paid', 'when are your fees paid']) {
      expect(ask(message).text, message).toContain('confirmed in writing before we begin a search');
    }
    expect(ask('when is the acca exam fee paid').text).toContain('ACCA fees');
    expect(ask('are my school fees paid by the state').kind).toBe('fallback');
  });

  it("declines a business's own payroll set-up, finding an accountant, house prices, maternity leave and a complaint about one's employer", () => {
    for (const message of [
      'how do i set up payroll for my cafe',
      'can you recommend an accountant for my small business',
      'whats the price of a house in limerick',
      'how many weeks maternity leave do i get',
      'how do i file a complaint against my employer',
      'my boss is an acca, how do i ask him for a day off',
      'our financial controller wants to know how to set up a limited company',
    ]) {
      const answer = ask(message);
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).not.toContain('€');
    }
    // The agency's own data complaint, and maternity leave told as the visitor's situation, are still answered.
    expect(ask('how do i make a complaint about how you handled my data').text).toContain('Data Protection Commission');
    expect(ask("I'm on maternity leave, I'm a financial controller qualified 2 years. What's the going rate?").text).toContain('€70k - €85k');
    expect(ask('how much does a payroll specialist earn').text).toContain('€32k - €38k');
  });

  it("declines questions sharing the words of the agency's interviews and a boss kept in the dark, and answers those", () => {
    // 'interview people', 'meet candidates' and 'boss know' became the employers' and the promise's words ('keep it quiet' did not:
    // it indexes 'quiet' alone, and the gym's quiet mornings were answered).
    for (const message of [
      'how should police interview people who witnessed a crash',
      'do journalists interview people before writing an obituary',
      'how do nurses interview people in triage',
      'when do the bishops meet candidates for the priesthood',
      'do universities meet candidates before offering a phd place',
      'my dog barks all night, how do I keep it quiet',
      'the fridge hums, how can I keep it quiet',
      'should my boss know about my medical appointment',
      'does my boss know what I post on facebook',
    ]) {
      const answer = ask(message);
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).not.toContain('€');
    }
    expect(ask('would you interview people before putting them forward to us').text).toContain('Interviewed');
    expect(ask('my boss cant know im lookin, will u keep it quiet').text).toContain('without your permission');
  });

  it("answers a job seeker's fee asked as paid out of the wages of the job found, and declines the same words of other things", () => {
    expect(ask('would i have to pay you anything if you find me something').text).toContain('free to candidates');
    for (const message of ['would I have to pay tax on a gift from my parents', 'can my landlord take the rent out of my wages', 'would i have to pay for parking at the hospital', 'my friend found me something on done deal, is it a scam']) {
      const answer = ask(message);
      expect(answer.kind, message).toBe('fallback');
      expect(answer.text, message).not.toContain('€');
    }
  });

  it('declines the tax on an amount, not listing the roles whose range holds it', () => {
    const tax = ask('roughly how much tax on 52k?');
    expect(tax.kind).toBe('fallback');
    expect(tax.text).not.toContain('€');
  });

  it('declines the state\'s leave and payments for parents as advice it cannot give', () => {
    const leave = ask('how many weeks of parents leave do I get');
    expect(leave.kind).toBe('fallback');
    expect(leave.text).not.toContain('3.2 weeks');
  });

  it('reads a price the agency is asked to do as its terms, not work asked of Aine', () => {
    expect(ask('could you do us a discount if we use you for every hire').text).toContain('reduced rates');
    expect(ask('can you do my tax return').kind).toBe('fallback');
  });

  it('answers a meeting in person asked for, with no "you" in the message, as asked of the agency', () => {
    expect(ask('is it possible to meet someone in person rather than online').text).toContain('face to face');
  });

  it('answers the agency\'s details asked after a situation, with a condition after the question', () => {
    expect(ask("in Dublin for a conference next week, what's your phone number if I get a free hour").text).toContain('555 0142');
  });

  it('answers how long the agency keeps a CV asked after the visitor\'s plans', () => {
    expect(ask('we emigrate in the summer and come back in two years, how long would you hold onto my cv').text).toContain('2 years');
  });

  it('answers what Aine can be asked, and that being helped to a job is free', () => {
    expect(ask('what kind of questions do you answer').text).toContain('CTA');
    expect(ask('finishing college in may, would it cost me anything for you to help me find work').text).toContain('free to candidates');
  });
});

describe('offline engine: the role asked among other people named', () => {
  it('reads a role named by its own name over a title only a firm\'s context makes a role', () => {
    const cfo = answerOffline({ message: 'the office manager at our 40 person firm says we need a CFO, what salary would that be', context: 'interview-tips' });
    expect(cfo).toContain('€120k - €150k');
    expect(cfo).not.toContain('Audit Manager');
    expect(answerOffline({ message: 'manager at a big 4 firm salary', context: 'interview-tips' })).toContain('€90k - €120k');
  });
});

describe('offline engine: experience after qualifying', () => {
  it('reads years "post qualification" as the guide\'s PQE, a level, not as words naming the qualifications', () => {
    const understood = offlineEngine().understand('an FP&A analyst, 7 years post qualification, what is that level on');
    expect(understood.ownTerms).not.toContain('qualification');
    expect(understood.slots.roles[0]?.level?.name).toBe('5+ Years PQE');
  });
});

describe('offline engine: a qualification\'s words beside a role\'s pay', () => {
  it('answers pay when the question\'s own words name only pay, though a training contract names the ACA', () => {
    const trainees = answerOffline({ message: 'want a training contract with one of the big four, what do their trainees get paid', context: 'interview-tips' });
    expect(trainees).toContain('€35k - €42k');
    expect(trainees).not.toContain('The ACA is');
  });
});

describe('offline engine: an employer\'s questions beside the fee', () => {
  const ask = (message: string) => answerOffline({ message, context: 'interview-tips' });

  it('declines a business\'s payroll done as a service, though its word names a role of the guide', () => {
    expect(ask('do you offer a payroll service for small companies')).toContain('accounting and finance');
    expect(conversation('your fee on a 50k hire?', 'and would you run the payroll for us after')).toContain('accounting and finance');
  });

  it('declines what a practice or a share of it would sell for, after a partner\'s pay', () => {
    const sale = conversation('what does an audit partner at a mid tier earn', 'and if we sold the practice, what would my share be worth');
    expect(sale).toContain('accounting and finance');
    expect(sale).not.toContain('€');
  });

  it('gives the written terms on rebates when a hire leaves soon after starting', () => {
    expect(ask('if the accountant we hire leaves in the first fortnight, what happens with your fee')).toContain('in writing');
  });
});

describe('offline engine: phrases of common words read as what they mean', () => {
  it('reads being turned down in words the index drops as common as the feedback tip', () => {
    expect(answerOffline({ message: 'final interview last week and they said no, any advice', context: 'interview-tips' })).toContain('feedback');
    expect(answerOffline({ message: "I didn't get the role I interviewed for, what should I do next", context: 'interview-tips' })).toContain('feedback');
  });

  it('answers the vacancy guarantee when an employer asks how soon they hear back once the spec is sent', () => {
    expect(answerOffline({ message: 'if we send you the spec on monday, how quickly would we hear back', context: 'interview-tips' })).toContain('48 hours');
  });
});

describe('offline engine: a question followed by who asks', () => {
  it('answers the question when the clause telling the visitor\'s situation alone would decline the whole message', () => {
    const tax = answerOffline({ message: "do ye handle tax roles at all? I'm a tax partner thinking of coming back from Toronto", context: 'interview-tips' });
    expect(tax).toContain('tax director');
    expect(tax).not.toContain("doesn't cover");
  });
});

describe('offline engine: hiring, which pay and the fee share', () => {
  it('answers pay when the fee is reached through the words of hiring alone and the question names pay', () => {
    const pay = answerOffline({ message: 'we might hire a CFO instead, what would one earn', context: 'interview-tips' });
    expect(pay).toContain('CFO salaries');
    expect(pay).not.toContain('Our fee is');
    expect(answerOffline({ message: 'if we hire an FC what would you charge', context: 'interview-tips' })).toContain('Our fee is');
  });
});

describe('offline engine: where the agency finds candidates', () => {
  it('answers the talent search step when a visitor asks whether the agency only uses job boards', () => {
    expect(answerOffline({ message: 'do ye just stick ads on job boards to get people?', context: 'interview-tips' })).toContain('Talent Search');
  });
});

describe('offline engine: interviews, in the words visitors use', () => {
  it('answers the financial services tip for an asset manager, and the notes tip just after an interview', () => {
    expect(answerOffline({ message: "got an interview at an asset management firm next week, what'll they quiz me on", context: 'interview-tips' })).toContain('Central Bank of Ireland');
    expect(answerOffline({ message: 'just finished an interview, what should i do while its still fresh', context: 'interview-tips' })).toContain('second-round');
  });

  it('answers the counter-offer tip when the current employer matched the new offer', () => {
    expect(answerOffline({ message: 'my manager matched the new offer, should i stay', context: 'interview-tips' })).toContain('counter-offer');
  });

  it('answers the concise answers guideline when a visitor asks how long to speak', () => {
    expect(answerOffline({ message: 'how long should i speak for when answering interview questions', context: 'interview-tips' })).toContain('one to two minutes');
  });

  it('answers the enhanced STAR tip, on the actions taken personally, when a visitor asks whether to say we or I', () => {
    expect(answerOffline({ message: 'should i say we or i when talking about a group project in an interview', context: 'interview-tips' })).toContain('personally');
  });
});

describe('offline engine: what the agency does with a candidate\'s details', () => {
  it('answers the promise with the policy\'s use of them when a visitor asks whether they are passed on without telling them', () => {
    const sharing = answerOffline({ message: 'would you pass my details on to an employer without telling me first', context: 'interview-tips' });
    expect(sharing).toContain('without your permission');
    expect(sharing).toContain('with your agreement');
  });

  it('answers the right of access when a visitor asks what the agency holds, and not when they want a copy of any other document', () => {
    expect(answerOffline({ message: 'what info do you have on me', context: 'interview-tips' })).toContain('right to access');
    // 'copy' alone is no privacy word: these ask other organisations for their own documents.
    for (const message of ['can i get a copy of my p60 from revenue', 'how do i get a copy of my birth cert']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).not.toContain('right to access');
      expect(reply, message).toContain("don't know");
    }
  });
});

describe('offline engine: being turned down, told in common words', () => {

  it('answers the feedback tip when a visitor says they did not get it or were rejected', () => {
    expect(answerOffline({ message: 'made the shortlist again and didnt get it, where am i going wrong', context: 'interview-tips' })).toContain('feedback');
    expect(answerOffline({ message: 'they said no after my second interview with the bank, next steps?', context: 'interview-tips' })).toContain('feedback');
    expect(answerOffline({ message: "didn't get the job after the panel interview, what now", context: 'interview-tips' })).toContain('feedback');
  });
});

describe('offline engine: a benefit named beside a role and a percentage', () => {
  it('answers the benefit, not the fee, when the percentage is of the pension the question names', () => {
    const pension = answerOffline({ message: 'our financial controller gets 4% employer pension, is that low?', context: 'interview-tips' });
    expect(pension).toContain('8-12%');
    expect(pension).not.toContain('Our fee is');
  });
});

describe('offline engine: a CV sent in', () => {
  it('answers how to send a CV with the upload form, and declines sending anything else', () => {
    for (const message of ['how do i send my cv', 'can i send you my cv?', 'how do i send my resume']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).toContain('PDF, DOC, DOCX');
    }
    // 'send' alone is no CV word: these send other things.
    for (const message of ['how do i send a parcel to australia', 'can i send money to my son in canada', 'whats the best way to send flowers in cork']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).toContain("don't know");
      expect(reply, message).not.toContain('€');
    }
  });
});

describe('offline engine: a specialisation called a sector', () => {
  it('answers which sectors pay more with the industry specialisations\' premiums, and the agency\'s own sectors with its scope', () => {
    for (const message of ['which sectors pay more', 'which sector pays the most']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).toContain('Industry Specialisations');
    }
    expect(answerOffline({ message: 'do you recruit in other sectors', context: 'interview-tips' })).not.toContain('Industry Specialisations');
  });
});

describe('offline engine: a role named alone', () => {
  it('answers the pay of a role named with no other content word, whichever role it is', () => {
    for (const message of ['what would a bookkeeper get', 'bookkeepers?', 'what would a bookkeeper be on', 'what would an fc get']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).toContain('salaries in our 2025 Accounting & Finance Salary Guide');
    }
  });
});

describe('offline engine: whether the agency recruits other work', () => {
  it('answers that it recruits only accounting and finance when asked about other roles or only the field, and declines other work asked otherwise', () => {
    for (const message of ['would ye recruit sales staff for us too', 'do you only do finance roles or could you fill an office manager job as well', 'can you place a chef as well as our bookkeeper']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).toContain('only accounting and finance');
      expect(reply, message).not.toContain('€');
    }
    // Tax work is the agency's own: the tax section answers.
    expect(answerOffline({ message: 'do you recruit tax people too or only accountants', context: 'interview-tips' })).toContain('tax professionals');
    for (const message of ['can you recommend a good plumber', 'do you think retail will recruit more staff at christmas', 'how do i recruit a marketing manager for my shop', 'can you handle my sales tax return', 'will you place a bet on the grand national for me']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).not.toContain('only accounting and finance');
    }
  });
});

describe('offline engine: the agency\'s jobs and free service, asked for someone else or with a reason', () => {
  it('answers the free service when a job seeker close to the visitor is asked about, and the jobs when asked what the agency has', () => {
    for (const message of ['does my daughter have to pay ye anything to register', 'would she have to pay you if ye find her a job']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).toContain('free to candidates');
      expect(reply, message).not.toContain('€');
    }
    for (const message of ['what vacancies have you got right now', 'what jobs have ye up, thinking of moving in the new year']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).toContain('Roles we are recruiting for right now');
    }
    for (const message of ['does my son have to pay for his driving lessons', 'whats the best pub in galway, thinking of moving there', 'where can i get a cheap flight, planning a holiday']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).toContain("don't know");
    }
  });
});

describe('offline engine: contract and cover placements asked of the agency', () => {
  it('answers the terms\' permanent and contract services when an employer asks for cover or contract placements, and not a price or anything else covered', () => {
    for (const message of ['our payroll manager is off on maternity leave from june, do you do maternity cover', 'do you supply contract staff or is it all permanent']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).toContain('permanent and contract');
      expect(reply, message).not.toContain('€');
    }
    expect(answerOffline({ message: 'what is your fee for permanent placements', context: 'interview-tips' })).toContain('%');
    for (const message of ['do you have cover for my phone screen', 'can you help us with cover letters for our grads', 'how many weeks maternity leave do i get']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).not.toContain('permanent and contract');
    }
  });
});

describe('offline engine: the fees\' structure and the interview before CVs are sent', () => {
  it('answers the fee bands when asked how the fees are structured, and not a family\'s school or college fees', () => {
    const reply = answerOffline({ message: 'im comparing agencies for our practice, how are your fees structured', context: 'interview-tips' });
    expect(reply).toContain('12%');
    for (const message of ['how are school fees structured in ireland', 'how are college fees structured for mature students']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).toContain("don't know");
    }
  });

  it('answers the process, every candidate interviewed, when asked whether candidates are interviewed before their CVs are sent', () => {
    expect(answerOffline({ message: 'do ye interview the candidates before sending cvs on to employers', context: 'interview-tips' })).toContain('interviewed');
    expect(answerOffline({ message: 'is sending cvs by post still a thing for shop jobs', context: 'interview-tips' })).toContain("don't know");
  });
});

describe('offline engine: the lead\'s probes of the seventeenth session', () => {
  it('answers the agency\'s reach across Ireland when asked whether it recruits outside Dublin or in other places, not a city\'s share of openings', () => {
    for (const message of ['do you recruit outside dublin', 'do you place people in cork and galway', 'do ye recruit in limerick']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).toContain('We recruit across Ireland');
      expect(reply, message).not.toContain('% of new');
    }
    expect(answerOffline({ message: 'can you find me a job in cork', context: 'interview-tips' })).toContain('Roles we are recruiting for right now');
  });

  it('answers a tax role\'s pay as work the guide lacks, not as tax advice; the tax on one\'s own salary stays advice', () => {
    for (const message of ['what\'s the salary for a tax manager', 'salary for a tax manager']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).toContain("doesn't cover tax manager roles");
    }
    expect(answerOffline({ message: 'how much tax on my salary', context: 'interview-tips' })).toContain("can't give legal, tax or immigration advice");
  });

  it('explains the guide\'s levels, PQE among them, when asked what a level or PQE means or stands for', () => {
    for (const message of ['what does pqe mean', 'what does PQE stand for', 'how are the salary levels defined']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).toContain('post-qualification experience (PQE)');
      expect(reply, message).toContain('levels: Newly Qualified, 3-5 Years PQE, 5+ Years PQE');
    }
    expect(answerOffline({ message: 'what salary ranges does your guide cover', context: 'interview-tips' })).not.toContain('levels:');
  });

  it('answers a role\'s annual salary, saying the guide has no hourly rates, when its pay is asked by the hour; the minimum hourly rate stays advice', () => {
    for (const message of ['what do bookkeepers earn per hour', 'hourly rate for a bookkeeper']) {
      const reply = answerOffline({ message, context: 'interview-tips' });
      expect(reply, message).toContain('Bookkeeper salaries');
      expect(reply, message).toContain('no hourly or daily rates');
    }
    expect(answerOffline({ message: 'what are your hours', context: 'interview-tips' })).toContain('Our business hours');
    expect(answerOffline({ message: 'whats the minimum hourly rate in ireland', context: 'interview-tips' })).toContain("can't give legal, tax or immigration advice");
  });

  it('names the agency\'s directors when asked who they are, though \'director\' is also an audit title', () => {
    for (const message of ['who are the directors', 'who r ur founders', 'who are the directors of the agency']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).toContain('Niamh Gallagher');
    }
    expect(answerOffline({ message: 'what does an audit director earn in a big 4 firm', context: 'interview-tips' })).toContain('€');
  });

  it('answers the tip on knowing one\'s market value when a visitor asks how to negotiate their own salary, and the fees when the agency\'s fee is negotiated', () => {
    for (const message of ['how do i negotiate a higher salary', 'how should i negotiate my salary for a new job']) {
      expect(answerOffline({ message, context: 'interview-tips' }), message).toContain('Know your market value');
    }
    expect(answerOffline({ message: 'can we negotiate your fee', context: 'interview-tips' })).toContain('8%');
  });

  it('answers a qualification\'s flexibility when asked whether it can be studied part time or while working, not the jobs', () => {
    expect(answerOffline({ message: 'can i do acca part time', context: 'interview-tips' })).toContain('you can study while working');
    expect(answerOffline({ message: 'any part time jobs', context: 'interview-tips' })).toContain('Roles we are recruiting for right now');
  });
});

describe('offline engine: seventeenth round, branch a (follow-ups of the remote roles and of a raised salary)', () => {
  const ask = (message: string) => answerOffline({ message, context: 'interview-tips' });
  const remoteShare = 'what % of finance jobs let you work from home';

  it('answers the remote premium or the hybrid days when a follow-up asks them of the remote roles in no remote words of its own', () => {
    expect(conversation(remoteShare, 'do those ones pay more')).toContain('5-10%');
    const days = conversation(remoteShare, 'and how many days a week would they be at home');
    expect(days).toContain('3-4 days');
    expect(days).not.toContain('time to hire');
    expect(ask('would i get a few bob more if i went full remote')).toContain('5-10%');
  });

  it('keeps the other figures a follow-up names, and the pay rise after a question on no remote roles', () => {
    const rise = conversation(remoteShare, 'and are salaries going up');
    expect(rise).toContain('+12%');
    expect(rise).not.toContain('5-10%');
    expect(conversation('how is the job market', 'do those ones pay more')).not.toContain('5-10%');
    expect(conversation(remoteShare, 'how long does hiring take')).toContain('3.2 weeks');
  });

  it('reads a salary pushed up to a figure as the new salary, and "up to" alone still as a bound', () => {
    const raised = conversation('what is your fee for a 33k hire', 'what if we pushed that second one up to 41k');
    expect(raised).toContain('€4,100');
    expect(conversation('what is your fee for a 33k hire', 'what if we pushed his salary up to 41k')).toContain('€4,100');
    expect(ask('what is your fee for salaries up to 41k')).not.toContain('€4,100');
  });
});

describe('offline engine: seventeenth round, branch b (the agency\'s visits, candidates\' fees and evening hours in visitors\' words)', () => {
  const ask = (message: string) => answerOffline({ message, context: 'interview-tips' });

  it('answers the agency meeting clients anywhere in Ireland when asked to visit the employer\'s site', () => {
    expect(ask('Could one of your team visit our site in Tullamore to talk through what we need?')).toContain('anywhere in Ireland');
    expect(ask('where is your office')).toContain('12 Example Quay');
  });

  it('answers that the service is free to candidates when asked whether a job seeker pays once a job is found', () => {
    const reply = ask('Would my daughter have to pay you anything if you found her a job?');
    expect(reply).toContain('free to candidates');
    expect(reply).not.toContain('€');
    expect(ask('what would you charge to hire a bookkeeper')).toContain('%');
  });

  it('answers the evening hours when the visitor finishes work at an hour told without am or pm', () => {
    expect(ask('I finish work at 6, is anyone there after that')).toContain('8:00 PM');
    expect(ask('how long does the acca take to finish')).not.toContain('8:00 PM');
  });
});

describe('offline engine: seventeenth round, branch c (salary, market and qualification misses)', () => {
  const ask = (message: string) => answerOffline({ message, context: 'interview-tips' });

  it('answers a city\'s share of the openings when asked how much of the work is there, not the agency\'s jobs or details', () => {
    expect(ask('are there many accounting jobs in galway compared to dublin')).toContain('Galway accounts for 12%');
    expect(ask('is most of the work in dublin or is there much outside it')).toContain('Dublin accounts for 45%');
    expect(ask('My daughter wants to stay in Cork after college. Are there many accountancy jobs down there compared to Dublin?')).toContain('Cork accounts for 18%');
    // The west is Galway's in Irish speech.
    expect(ask('We\'re thinking of moving to Galway. Would you know what share of the accounting jobs are out west?')).toContain('Galway accounts for 12%');
    // Asked of the agency, or counting no work, it is not.
    expect(ask('any jobs in cork')).toContain('Roles we are recruiting for right now');
    expect(ask('are there many jobs going with you in cork')).toContain('Roles we are recruiting for right now');
    expect(ask('how many pubs in galway')).toContain("don't know");
  });

  it('gives a city\'s share alone when the share of its vacancies is asked, the office named being the visitor\'s', () => {
    const reply = ask('We\'re opening an office in Dublin. What share of accountancy vacancies are based there?');
    expect(reply).toContain('Dublin accounts for 45%');
    expect(reply).not.toContain('+18%');
    expect(reply).not.toContain('74%');
    expect(ask('how many vacancies are there compared to last year')).toContain('+18%');
  });

  it('answers a role\'s pay at the years qualified the visitor gives, not the qualifications\' pages', () => {
    expect(ask('Is 70k a fair offer for a management accountant with four years post-qual?')).toContain('€65k - €80k');
    // The qualification's own words keep its facts.
    expect(ask('im a management accountant 4 years qualified, what exams would i need to sit to earn more')).not.toContain('€65k - €80k');
    expect(ask('management accountant 3 years qualified, how long does cima take')).toContain('CIMA needs 3 years');
  });

  it('compares two roles\' pay when asked which is cheaper for a hire, unless asked of the agency', () => {
    const reply = ask('for a first hire, an accounts assistant or a bookkeeper - which is cheaper at entry level?');
    expect(reply).toContain('€28k - €35k');
    expect(reply).toContain('€32k - €38k');
    expect(ask('is it cheaper to hire a bookkeeper or an accounts assistant through you')).toContain('Our fee is a percentage');
  });

  it('reads both roles of a step from one to the other, and a headcount with a thousands separator beside two roles', () => {
    const jump = ask('what\'s the jump in pay from audit senior to manager in a big 4 firm? is it worth staying for');
    expect(jump).toContain('€65k - €75k');
    expect(jump).toContain('€90k - €120k');
    const enterprise = ask('CFO or finance director for a 1,200 staff group, what is the difference in salary');
    expect(enterprise).toContain('€200k - €350k+');
    expect(enterprise).toContain('€160k - €220k');
    expect(enterprise).not.toContain('€150k - €200k');
  });

  it('holds an offered salary up to the role\'s range when asked whether to take it, the fee when asked of the agency', () => {
    expect(ask('husband is a financial controller 7 years qualified, offered 105k in Cork. Should he take it?')).toContain('€100k - €120k');
    expect(ask('what would you take for a financial controller 7 years qualified at 105k')).toContain('our fee is 12%');
  });

  it('answers the usual hybrid days when an employer asks whether to offer hybrid; the share of roles offering it stays the share', () => {
    expect(ask('should we offer hybrid to attract candidates, what is normal')).toContain('3-4 days');
    const share = ask('what share of roles offer hybrid or remote');
    expect(share).toContain('74%');
    expect(share).not.toContain('3-4 days');
  });

  it('lists every level between two named as a span of employers, and counts a couple of years as two', () => {
    expect(ask('Could you give me the salary ranges for group financial controllers, from small companies up to large groups?')).toContain('€100k - €130k');
    expect(ask('group financial controller salary, small companies or large groups')).not.toContain('€100k - €130k');
    const couple = ask('We need a credit controller with a couple of years of experience for our Limerick office. What should we be offering?');
    expect(couple).toContain('€32k - €38k');
    expect(couple).not.toContain('€38k - €45k');
  });
});

describe('offline engine: seventeenth round, branch f (the agency\'s recruiters, its screening, a search kept from the employer, its number)', () => {
  const ask = (message: string) => answerOffline({ message, context: 'interview-tips' });

  it('names the directors when the recruiters are asked for, or the directors with a wish told after', () => {
    expect(ask('who are the recruiters there')).toContain('Niamh Gallagher');
    expect(ask('who are the directors there, I want to deal with someone who knows audit')).toContain('Conor Byrne');
    expect(ask('what does an audit director earn in a big 4')).toContain('€140k - €200k');
    expect(ask('who are the recruiters at kpmg')).not.toContain('Niamh Gallagher');
  });

  it('answers the shortlist of interviewed candidates when asked whether the agency meets them before sending them on', () => {
    expect(ask('Do you meet the candidates yourselves before you send their CVs on to us?')).toContain('interviewed');
    expect(ask('do you screen people before sending them')).toContain('interviewed');
  });

  it('answers that a CV is never sent without permission when asked whether the current employer would find out', () => {
    expect(ask('I\'m only thinking about moving. Would my current employer find out if I send my CV?')).toContain('without your permission');
    expect(ask('will my boss see it if i register')).toContain('without your permission');
    expect(ask('my employer wants to know what a financial controller earns')).toContain('€70k - €85k');
  });

  it('gives the phone number when the agency\'s number is asked last, whatever role or time the other words name', () => {
    expect(ask('My husband asked me to get your phone number. He\'s looking for a new FC role.')).toContain('+353 1 555 0142');
    expect(ask('I\'m at work all day and can\'t really chat on here for long. Is there a number I can ring during my lunch?')).toContain('+353 1 555 0142');
    const both = ask('your phone number and what does an FC earn');
    expect(both).toContain('+353 1 555 0142');
    expect(both).toContain('€70k - €85k');
    expect(ask('what number should i put on my cv')).not.toContain('+353 1 555 0142');
  });

  it('answers the process when an employer weighs the agency against advertising the job itself', () => {
    const process = ask('what do ye actually do for us that an ad on indeed wouldn\'t');
    expect(process).toContain('passive candidates');
    expect(process).toContain('interviewed');
    expect(ask('should we hire through an agency or just advertise ourselves? why use you')).toContain('interviewed');
    expect(ask('is your fee cheaper than an ad on indeed')).toContain('%');
  });

  it('declines walks and shares in a bank, and gives the partnership\'s reduced rates when a reduction is asked for more hires', () => {
    for (const question of ['Would you know any good walks in Wicklow for a beginner?', 'is it worth buying shares in a bank right now']) {
      const reply = ask(question);
      expect(reply).toContain('accounting and finance');
      expect(reply).not.toContain('€');
    }
    expect(ask('what do accountants in financial services earn')).toContain('10-20%');
    expect(ask('we would give you the FD and FC hires too, any reduction for that?')).toContain('reduced rates');
  });

  it('answers the visitor\'s rights and how long data is kept when asked for a copy of it or whether a CV is still held', () => {
    expect(ask('can i get a copy of whatever info ye have on me')).toContain('access');
    expect(ask('applied through you about 18 months ago and didn\'t get the job, do you still have my CV on file')).toContain('2 years');
    expect(ask('if i apply and nothing comes of it, do you delete my details after a while')).toContain('2 years');
    expect(ask('what format should my cv be in')).toContain('PDF');
  });
});

describe('offline engine: seventeenth round, branch e (numbers: the average rise, hybrid days, headcounts, a hire\'s budget, the fee on a salary)', () => {
  const ask = (message: string) => answerOffline({ message, context: 'interview-tips' });

  it('answers the average salary increase when the rise of pay is asked on average, a role without a level included', () => {
    expect(ask('we are setting budgets, what % are salaries going up by on average')).toContain('+12%');
    expect(ask('Did salaries for accountants go up much this year, on average?')).toContain('+12%');
    expect(ask('what is the average salary for a financial accountant')).toContain('€55k - €65k');
    expect(ask('average pay rise for an audit manager in big 4')).toContain('€90k - €120k');
    expect(ask('will my fee go up on average')).not.toContain('+12%');
  });

  it('answers hybrid\'s usual days when the days of a week at home are asked, the time to hire when weeks of hiring are', () => {
    expect(ask('how many days a week from home is normal')).toContain('3-4 days');
    expect(ask('how many weeks does it take to hire an accountant')).toContain('3.2 weeks');
  });

  it('answers the development budget when study support is asked of an employer in its own phrase', () => {
    expect(ask('how much study support should I expect from an employer when choosing')).toContain('€2,000-€5,000');
    expect(ask('how many euro a year do employers put towards training for finance staff')).toContain('€2,000-€5,000');
  });

  it('reads a bare number after an organisation as its headcount, not a figure of money or time', () => {
    const small = ask('finance director for a company of 25, what salary');
    expect(small).toContain('€95k - €120k');
    expect(small).not.toContain('€120k - €160k');
    expect(ask('group financial controller for a group of 70')).toContain('€100k - €130k');
    expect(ask('financial controller for a team of 6')).toContain('€100k - €120k');
  });

  it('answers the role\'s pay for a budget to hire it, the fee when the budget is for the agency\'s fee', () => {
    expect(ask('small practice, 9 staff, hiring an audit manager - budget?')).toContain('€65k - €75k');
    expect(ask('what budget do we need for your fee on a financial controller hire')).toContain('Our fee is a percentage');
  });

  it('answers the fee on a salary when the agency\'s fee is added to it', () => {
    expect(ask('if we pay 55k, so salary plus your fee comes to what')).toContain('€6,600');
    expect(ask('is 55k a good salary for a newly qualified financial accountant')).toContain('€55k - €65k');
  });

  it('answers the terms agreed in writing when asked what is paid before the search starts', () => {
    expect(ask('how much do we pay upfront before you start looking')).toContain('in writing');
    expect(ask('do we pay anything before someone actually starts')).not.toContain('in writing');
  });

  it('reads a bare audit title before the role that gives it its table as that table\'s row', () => {
    const jump = ask('how big is the jump from senior to manager in a mid-sized firm, in euro');
    expect(jump).toContain('€55k - €65k');
    expect(jump).toContain('€75k - €90k');
    expect(ask('audit mgr v director')).toContain('€85k - €110k');
  });

  it('reads \'aa\' beside a comparison or its pay as an accounts assistant', () => {
    expect(ask('aa v part qualified, 4 yrs exp')).toContain('€42k - €48k');
    expect(ask('what does an aa earn')).toContain('€28k - €35k');
  });

  it('answers the video set-up tip and candidates\' free registration in visitors\' words', () => {
    expect(ask('what is your placement fee')).toContain('8%');
    expect(ask('first round is on Teams, any tips for the setup')).toContain('microphone');
    expect(ask('whats the usual hybrid setup')).toContain('3-4 days');
    expect(ask('how much do I pay to register, zero?')).toContain('free to candidates');
    expect(ask('how much is cima registration')).toContain('€80');
  });
});

describe('offline engine: seventeenth round, branch d (follow-ups: which of two roles pays more, the candidate\'s own cost, a person asked for)', () => {
  const ask = (message: string) => answerOffline({ message, context: 'interview-tips' });

  it('compares the two roles the conversation named one after the other when asked which pays more, at the level asked last', () => {
    const qualified = conversation('management accountant, qualified a year, what should I be on', 'what would an FC get at that stage?', 'so which one pays more then');
    expect(qualified).toContain('€55k - €65k');
    expect(qualified).toContain('€70k - €85k');
    expect(qualified).not.toContain('€65k - €80k');
    const support = conversation('accounts assistant 2 years experience what should I get', 'and a bookkeeper?', 'which pays better then');
    expect(support).toContain('€35k - €42k');
    expect(support).toContain('€38k - €45k');
    // One role named: nothing to compare it with.
    const alone = conversation('what does a financial controller earn, newly qualified', 'which pays better then');
    expect(alone).toContain('€70k - €85k');
    expect(alone).not.toContain('€55k - €65k');
  });

  it('tells a job seeker the service is free when asked after a salary or a fee, quoting no fee on the carried salary', () => {
    const son = conversation('my son just qualified as a financial accountant, what should he be earning', 'and in 4 years time?', 'would he have to pay ye');
    expect(son).toContain('free to candidates');
    expect(son).not.toContain('€');
    const afterFee = conversation('what is your fee on a 92k hire', 'and I pay nothing myself, right?');
    expect(afterFee).toContain('free to candidates');
    expect(afterFee).not.toContain('€');
    expect(conversation('will ye send my cv anywhere without asking me', 'and do I pay anything')).toContain('free to candidates');
    expect(ask('do i have to pay anything')).toContain('free to candidates');
    // An employer's fee and a hire's pay stay as they were.
    expect(ask('what is your fee on a 60k hire')).toContain('€7,200');
    expect(ask('what do i pay an accounts assistant with 2 years')).toContain('€35k - €42k');
  });

  it('reads a preference for a person with no "I" and "not a bot, a person" as a request for one; a question about the bot is not', async () => {
    const { asksForPerson } = await import('#core/chat/handover/phrases');
    for (const message of ['rather deal with a human about our vacancy', 'not a bot please, a real person', "we'd rather deal with a recruiter directly", 'no ai, a human pls']) {
      expect(asksForPerson(message), message).toBe(true);
    }
    for (const message of ['are you a bot or a real person', 'is it not a bot that screens the cvs, a real person reads them?', 'i would rather work with a recruiter than apply directly, is that normal']) {
      expect(asksForPerson(message), message).toBe(false);
    }
  });
});

describe('offline engine: slips of the keys in words the rules read as typed, and in plurals (nineteenth session)', () => {
  const ask = (message: string) => answerOffline({ message, context: 'interview-tips' });

  it('reads a rule that reads words as typed with the slip fixed too: the agency\'s number, which of two roles pays more', () => {
    const number = ask("My husband asked me to get your phone nubmer. He's looking for a new FC role.");
    expect(number).toContain('+353 1 555 0142');
    expect(number).not.toContain('€');
    const support = conversation('accounts assistant 2 years experience what should I get', 'and a bookkeeper?', 'which pays bteter then');
    expect(support).toContain('€35k - €42k');
    expect(support).toContain('€38k - €45k');
  });

  it('reads a slip of a plural the site holds as its singular as that plural', () => {
    const asked = ask('Is there a separate charge for the ACCA ethics module?');
    expect(asked).toContain('Ethics and Professional Skills');
    expect(ask('Is there a separate charge for the ACCA ethcis module?')).toBe(asked);
    expect(ask('how many electies do you do at FAE')).toBe(ask('how many electives do you do at FAE'));
  });
});

describe('offline engine: eighteenth round (text-speak, a plus that adds pay, questions asked indirectly, pay abroad)', () => {
  const ask = (message: string) => answerOffline({ message, context: 'salary-guide' });

  it("reads text-speak as the words it stands for ('hav', 'u', 'n', 'wks')", () => {
    const free = ask('do i hav to pay u anything to find me a job');
    expect(free).toContain('free to candidates');
    expect(free).not.toContain('€');
    expect(ask('a hundred n twenty grand fd, fee')).toContain('€14,400');
    expect(conversation('whats ur fee on 74k', 'n hw many wks to fill it')).toContain('3.2 weeks');
  });

  it('takes a plus before a car allowance or a bonus as part of the pay, and a plus before another question as a second question', () => {
    const fee = ask('48k basic + car allowence 5k wats ur fee');
    expect(fee).toContain('12%');
    expect(fee).toContain('€5,760');
    expect(fee).not.toContain('€400');
    expect(fee).not.toContain('whose range includes');
    const both = ask('nq fc salary + ur fee on 75k');
    expect(both).toContain('€70k - €85k');
    expect(both).toContain('€9,000');
  });

  it("reads 'how much' asked last of a qualification's exams as their price, and 'how much experience' still as the requirement", () => {
    expect(ask('cima objective test hw much each')).toContain('€110');
    expect(ask('strategic professional exams hw much')).toContain('€205-€345');
    expect(conversation('when are the acca exams', 'n the applied knowlege ones hw much')).toContain('€90-€130');
    expect(ask('how much experience do i need for acca')).toContain('36 months');
  });

  it('declines pay or work abroad, but not a move home, nor where the chat data goes', () => {
    for (const message of ['wat do accountants earn in london', 'acca jobs in dubai tax free salary?']) {
      const reply = ask(message);
      expect(reply, message).toContain('accounting and finance');
      expect(reply, message).not.toContain('€');
    }
    expect(ask('i qualified in the uk, what would a newly qualified fc earn in dublin')).toContain('€70k - €85k');
    expect(ask('moving home to ireland from sydney next year, hows the finance jobs market at home')).toContain('Job Market Growth');
    expect(ask('interview with an asset manager down the docklands thursday, what will they quiz me on')).toContain('Central Bank of Ireland');
  });

  it("reads what an employer offers a hire as the role's pay, a cost-of-living rise and a counter-offer in their short forms, and work found for a daughter as free", () => {
    expect(ask('hiring fc cork 6+ yrs wat do we need to offer')).toContain('€100k - €120k');
    const analyst = ask('newly qualed fp&a analyst wat do we offer');
    expect(analyst).toContain('€55k - €65k');
    expect(analyst).not.toContain('€65k - €80k');
    expect(ask('shud we give our team a col increase, wats typical')).toContain('4-6%');
    expect(ask('gave notice n my manager wants to counter, wat do i do')).toContain('counter-offer');
    const free = ask('does my daughter hav to pay u if u get her work');
    expect(free).toContain('free to candidates');
    expect(free).not.toContain('€');
  });

  it("declines the economy's own figures, and still answers what employers give against inflation", () => {
    const rate = ask('wats the inflation rate in ireland this month');
    expect(rate).toContain('accounting and finance');
    expect(rate).not.toContain('4-6%');
    expect(ask('are salaries keeping up with inflation')).toContain('4-6%');
  });

  it("answers the fees held up to the big agencies' with the fees page's word, and a job title the guide lacks asked of the agency with its field", () => {
    expect(ask('ur fees lower than the big recruiters or wat')).toContain('lower than traditional agencies');
    expect(ask('how are you different from other agencies')).toContain('Why Choose Us');
    for (const message of ['could you find us a receptionist as well', 'can you find us a software developer']) {
      expect(ask(message), message).toContain('only accounting and finance');
    }
  });

  it('reads an indirect fee question: exclusivity, when it falls due, nothing before a hire, a number to ring', () => {
    expect(conversation('whats your fee on a 44k hire', 'Would that come down at all if we gave you the role exclusively?')).toContain('reduced rates');
    expect(conversation('fee on 185k', 'When would that fall due?')).toContain('in writing');
    expect(conversation('fee on 108k', 'Would we have to pay you anything before you find us someone?')).toContain('successful candidate');
    expect(ask('What number would I ring to go through a vacancy?')).toContain('+353 1 555 0142');
    expect(ask('Are people getting bigger offers when they move, on average?')).toContain('+12%');
  });

  it("reads 'mine' and 'nearly' as the words they are, not slips of 'mind' and 'yearly'", () => {
    expect(offlineEngine().understand('a pal of mine lost his job').text).toContain('of mine');
    expect(offlineEngine().understand('in nearly ten years').text).toContain('nearly');
  });

  it('declines pay in a place abroad but answers a qualification\'s standing abroad and a fee for a hire whose predecessor moves abroad', () => {
    expect(ask('is acca recognised abroad, like if i move to canada after')).toContain('180');
    expect(ask("Our bookkeeper is moving to Canada and we need to replace her at around €41,000. What would your fee be?")).toContain('€4,100');
  });

  it('declines running a business\'s payroll as a service the agency does not sell', () => {
    const reply = ask('cn u run payroll for my small biz');
    expect(reply).toContain('accounting and finance');
    expect(reply).not.toContain('€');
  });
});

describe('offline engine: nineteenth round (typed fast and Irish, asked indirectly)', () => {
  const ask = (message: string) => answerOffline({ message, context: 'salary-guide' });

  it("reads the organisation's people counted as 'us' and in words ('about 35 of us', 'a couple of hundred staff'), not a team's", () => {
    const small = ask('I have been asked to step up to finance director. There are about 35 of us. What would be a reasonable salary to ask for?');
    expect(small).toContain('€95k - €120k');
    expect(small).not.toContain('€120k - €160k');
    const grown = conversation('finance director salary, there are about 35 of us', 'and if we grow to a couple of hundred staff?');
    expect(grown).toContain('€120k - €160k');
    expect(grown).not.toContain('€95k - €120k');
    expect(ask('finance director pay, there are 4 of us in the finance team')).toContain('€160k - €220k');
  });

  it("reads keeping the books as a bookkeeper's work, the years picking the level", () => {
    const reply = ask("I've kept the books for a builders' providers for around five years now, and I'm on 41k. Am I underpaid?");
    expect(reply).toContain('€45k - €55k');
    expect(reply).not.toContain('€38k - €45k');
  });

  it("answers 'during the week' as the office's weekday hours, and 'tell me about a time' questions with the STAR method", () => {
    expect(ask('what hours are you there during the week?')).toContain('8:00 AM');
    expect(ask("I'm dreading the 'tell me about a time' questions. How should I answer them?")).toContain('Situation');
  });

  it("reads Irish usage typed fast: 'im only after qualifyin', the taxman's cut, 'practise', 'yer', 'bin it', 'knock a few bob off'", () => {
    const newlyQualified = ask('what would i get as an FC in cork, im only after qualifyin last year');
    expect(newlyQualified).toContain('€70k - €85k');
    expect(newlyQualified).not.toContain('€85k - €100k');
    const gross = conversation('whats an fc on', 'is that before the taxman gets his cut or after');
    expect(gross).toContain('gross');
    expect(gross).not.toContain('fee');
    expect(ask('trainee in a small practise in galway, what shud i be on')).toContain('€28k - €35k');
    expect(ask("where's yer office, is it in dublin")).toContain('12 Example Quay');
    expect(ask('can i get ye to bin my cv if i get sorted somewhere')).toContain('delete');
    expect(ask('if we gave ye all our hires wud ye knock a few bob off the fee')).toContain('reduced rates');
    const both = ask('pq vs bookkeeper startin out, whos paid more');
    expect(both).toContain('€35k - €42k');
    expect(both).toContain('€32k - €38k');
  });

  it('answers exam costs an employer covers, CV file types, a toxic last job and an exam still to pass in an interview', () => {
    expect(ask('does the company usualy cover exam costs, how much a year wud they put in')).toContain('€2,000-€5,000');
    const types = ask('what file types do ye take for cvs, i only have it as a .doc');
    expect(types).toContain('PDF');
    expect(types).toContain('DOCX');
    expect(ask('my last job was toxic, do i tell them that')).toContain('positively');
    expect(ask('still have the FAE to pass, how do i handle that in an intreview')).toContain('credible plan');
  });

  it("compares the visitor's own role with the one a move would pay them more in, but answers another role's pay at that stage alone", () => {
    const move = conversation('management accountant, 4 yrs qualified, what am i worth', 'wud an FC job pay more at my level');
    expect(move).toContain('€65k - €80k');
    expect(move).toContain('€85k - €100k');
    const exams = conversation('AP clerk 4 yrs up in dublin, what am i worth', 'wud doing a few exams to be part qualified get me more');
    expect(exams).toContain('€38k - €45k');
    expect(exams).toContain('€50k - €60k');
    const other = conversation('financial accountant with 4 years pqe, what is the salary', 'would a financial controller job pay more at that stage');
    expect(other).toContain('€85k - €100k');
    expect(other).not.toContain('€65k - €80k');
  });

  it("reads 'be on' beside a visitor's like, a career taken up 'down the accountancy road', and a hire's cost 'in salary' as pay", () => {
    const pq = ask("I'm halfway through my ACCA exams and have about two years' experience in an accounts department. What would someone part-qualified like me be on?");
    expect(pq).toContain('€42k - €50k');
    expect(pq).not.toContain('13 exams');
    const cfo = ask('We have about 220 employees. What would a CFO for a business our size cost us in salary?');
    expect(cfo).toContain('€150k - €200k');
    expect(cfo).not.toContain('fee would be');
    expect(ask('If I went down the accountancy road, what could I expect to earn as a newly qualified financial accountant?')).toContain('€55k - €65k');
  });

  it("gives the fee bands a role's pay range crosses, and declines a pension every employer must start", () => {
    const bookkeeper = ask('My father wants to hire a bookkeeper. Could you tell me how your charges work?');
    expect(bookkeeper).toContain('€2,560 (8%)');
    expect(bookkeeper).toContain('€35,000 - €44,999: 10%');
    expect(ask('fee for hiring a cfo')).not.toContain('€35,000 - €44,999');
    const pension = ask('I heard employers will soon have to start a pension for everyone. How much will they have to put in?');
    expect(pension).toContain('accounting and finance');
    expect(pension).not.toContain('8-12%');
  });

  it("reads 'should i be getting', a first year's pay, 'what she takes home', and 'which is more money so'", () => {
    const senior = ask('im a senior in a mid-tier audit firm in cork, what should i be getting');
    expect(senior).toContain('€55k - €65k');
    expect(senior).not.toContain('€65k - €75k');
    const trainee = ask('trainee in one of the big 4 in dublin, what do they pay ye first yr');
    expect(trainee).toContain('€35k - €42k');
    expect(trainee).not.toContain('fee');
    expect(conversation('what does a finance director in a plc earn', 'is that gross or what she takes home')).toContain('gross');
    const which = conversation('cfo for a 300 person company', 'and an fd', 'which is more money so');
    expect(which).toContain('€150k - €200k');
    expect(which).toContain('€120k - €160k');
    const move = conversation('credit controller 2 yrs what am i worth', 'would i get more as a payroll officer');
    expect(move).toContain('€32k - €38k');
    expect(move).toContain('€38k - €45k');
  });

  it('declines near misses outside the field: the state pension, interest rates, unpaid wages, a solicitor, the train, the garden', () => {
    for (const message of ['what age can i get the state pension at', 'is the ECB going to cut interest rates again', 'my boss hasnt paid me in 3 weeks, what are my rights', 'would ye know a good employment solicitor', 'is the train from limerick to dublin any good', 'how do i get rid of greenfly on my roses']) {
      const reply = ask(message);
      expect(reply, message).toContain('accounting and finance');
      expect(reply, message).not.toContain('8-12%');
      expect(reply, message).not.toContain('3.2 weeks');
    }
  });

  it('declines a phone that will not charge', () => {
    const reply = ask('my phone wont charge, what do i do');
    expect(reply).toContain('accounting and finance');
    expect(reply).not.toContain('Phone: +353');
  });

  it("declines pay asked 'over there' after a move abroad, and doing a business's own payroll as a service", () => {
    const abroad = ask("I'm thinking of moving to Sydney. Would accountants earn more over there than here?");
    expect(abroad).toContain('accounting and finance');
    expect(abroad).not.toContain('€');
    const payroll = ask("I run a small café and I'm sick of doing the payroll myself. Could you take it off my hands every month?");
    expect(payroll).toContain('accounting and finance');
    expect(payroll).not.toContain('€');
  });
});
