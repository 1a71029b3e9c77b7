import { agency, formatAddress } from '#content/agency';
import { aboutSectionSynonyms, agencyQuestionSynonyms, assistantTopicSynonyms, jobTitleHeads, marketQuestionSynonyms, specialisationSynonyms, qualificationSectionSynonyms, type AboutSection, type AssistantTopic } from '#content/assistant-topics';
import { feeBands, feesPage } from '#content/fees';
import { enhancedStarMethod, interviewTips, professionalPresenceGuidelines } from '#content/interview-tips';
import { featuredJobs, jobsSection } from '#content/jobs';
import { cookiesPolicy, privacyPolicy, termsOfService } from '#content/legal';

const candidateServices = termsOfService.sections.find((section) => section.title === 'Candidate Services');
const employerServices = termsOfService.sections.find((section) => section.title === 'Employer Services');
import { marketStats } from '#content/market-stats';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { ctaPage, qualificationAliases, qualificationFacts, type QualificationId } from '#content/qualifications';
import { industrySpecialisationsTable, salaryGuidePage, salaryInsights } from '#content/salary-guide';
import { about, pillars, reasonsToChooseUs } from '#content/home';
import { teamMembers } from '#content/team';
import { employersPage } from '#content/employers';
import { partnerPage } from '#content/partner';
import { candidatesPage } from '#content/candidates';
import { trustSignalItems } from '#content/trust-signals';
import * as agencyContent from '#content/agency';
import * as assistantContent from '#content/assistant-topics';
import * as candidatesContent from '#content/candidates';
import * as chatContent from '#content/chat';
import * as employersContent from '#content/employers';
import * as feesContent from '#content/fees';
import * as homeContent from '#content/home';
import * as interviewContent from '#content/interview-tips';
import * as jobsContent from '#content/jobs';
import * as marketContent from '#content/market-stats';
import * as trendsContent from '#content/market-trends-seed';
import * as qualificationsContent from '#content/qualifications';
import * as salaryContent from '#content/salary-guide';
import { buildBm25, type Bm25Index } from '#core/chat/bm25';
import type { Facts } from '#core/chat/facts';
import { hasPhrase, normalise, stem, terms, words } from '#core/chat/text';

/**
 * Aine's offline index, built once at cold start from the content modules: one document per fact
 * row or section (a salary guide row, a fee band, a qualification's fees or dates, a market
 * figure, an interview tip...) carrying the words visitors use for its topic. BM25 ranks them;
 * the template of the best document's topic answers.
 */
export type QualificationSection = keyof typeof qualificationSectionSynonyms;

export type DocumentKey =
  | { readonly kind: 'topic' }
  | { readonly kind: 'salary-row'; readonly tableId: string; readonly position: string }
  | { readonly kind: 'qualification'; readonly qualification: QualificationId; readonly section: QualificationSection }
  | { readonly kind: 'region'; readonly region: string }
  | { readonly kind: 'interview-tip'; readonly tipId: string }
  | { readonly kind: 'about'; readonly section: AboutSection }
  | { readonly kind: 'job'; readonly jobId: string }
  | { readonly kind: 'policy-section'; readonly policy: 'privacy' | 'cookies'; readonly title: string }
  | { readonly kind: 'fact' };

export interface IndexDocument {
  readonly id: string;
  readonly topic: AssistantTopic;
  readonly key: DocumentKey;
  readonly terms: readonly string[];
}

function doc(id: string, topic: AssistantTopic, key: DocumentKey, ...texts: readonly (string | readonly string[])[]): IndexDocument {
  return { id, topic, key, terms: texts.flatMap((text) => (typeof text === 'string' ? terms(text) : text.flatMap((item) => terms(item)))) };
}

const fact: DocumentKey = { kind: 'fact' };

// A synonym phrase ('body language') is indexed as its word pairs, so its single words ('language') do not stand for the topic.
function phraseTerms(synonym: string): string[] {
  const all = terms(synonym);
  const pairs = all.filter((term) => term.includes('_'));
  return pairs.length > 0 ? pairs : all.length > 0 ? all : [wholePhraseTerm(synonym)];
}

/**
 * A synonym made only of common words ('who are you', 'what can you do', 'how are you') has no term of its own: it is
 * one term, its words joined, which a message made only of common words asks when it holds the phrase (`wholePhraseTerms`).
 */
export function wholePhraseTerm(phrase: string): string {
  return `=${words(phrase).join('_')}`;
}

/** The whole-phrase terms of the topics' synonyms made only of common words that a message holds ('who are you?'). */
export function wholePhraseTerms(message: string): string[] {
  const text = normalise(message);
  return Object.values(assistantTopicSynonyms)
    .flat()
    .filter((synonym) => terms(synonym).length === 0 && hasPhrase(text, synonym))
    .map(wholePhraseTerm);
}

/** A document with synonym phrases added as phraseTerms does (their word pairs, not their single words). */
function phraseDoc(document: IndexDocument, synonyms: readonly string[]): IndexDocument {
  return { ...document, terms: [...document.terms, ...synonyms.flatMap(phraseTerms)] };
}

/** The words for how soon a recruiter replies, but 'how long' or 'how quick' alone, which the market's time to hire and data retention are asked by too. */
const replyTimePhrases = agencyQuestionSynonyms.replyTime.filter((phrase) => !phrase.startsWith('how '));

function aboutDocuments(): IndexDocument[] {
  const content: Readonly<Record<AboutSection, readonly string[]>> = {
    licence: [],
    team: teamMembers.flatMap((member) => [member.name, member.role]),
    approach: [pillars.heading, ...pillars.items.map((item) => item.title)],
    process: [employersPage.processHeading, ...employersPage.process.map((step) => step.title)],
    // Its own words only: the benefits' titles ('Lower Fees', 'Why Employers…') would pull in questions about fees and employers.
    employers: [partnerPage.title],
    agency: [about.whoWeAre.heading, about.whyChooseUs.heading, ...reasonsToChooseUs.map((reason) => reason.title)],
    trackRecord: trustSignalItems().flatMap((item) => [item.label, ...item.links.map((link) => link.label)]),
    promise: [candidatesPage.promise.heading, ...candidatesPage.promise.items],
    tax: [ctaPage.contact.heading, ctaPage.contact.text],
  };
  return (Object.keys(aboutSectionSynonyms) as AboutSection[]).map((section) =>
    phraseDoc(doc(`about:${section}`, 'about', { kind: 'about', section }, content[section]), aboutSectionSynonyms[section]),
  );
}

function qualificationDocuments(): IndexDocument[] {
  return (Object.keys(qualificationFacts) as QualificationId[]).flatMap((id) => {
    const facts = qualificationFacts[id];
    const names = [facts.name, facts.fullName, facts.awardingBody, ...qualificationAliases[id]];
    const sections = Object.keys(qualificationSectionSynonyms) as QualificationSection[];
    return sections.map((section) => {
      const detail =
        section === 'fees' && 'fees' in facts
          ? facts.fees.map((fee) => fee.label)
          : section === 'exams'
            ? // Every exam level and stage by name, so a visitor's word for one ('the Advanced one') is a word of the index.
              [
                ...('structure' in facts ? facts.structure.map((group) => group.name) : []),
                ...('stages' in facts ? facts.stages.map((stage) => stage.name) : []),
                ...('levels' in facts ? facts.levels : []),
              ]
            : [];
      return phraseDoc(doc(`qualification:${id}:${section}`, 'qualification', { kind: 'qualification', qualification: id, section }, names, detail), qualificationSectionSynonyms[section]);
    });
  });
}

/** The salary guide positions whose ranges reach into a fee band: a fee question may name the role it hires for. */
function positionsInBand(facts: Facts, from: number, toExclusive: number | null): string[] {
  return facts.content.salaryTables.flatMap((table) =>
    table.rows.filter((row) => row.bands.some((band) => band.max >= from && (toExclusive === null || band.min < toExclusive))).map((row) => row.position),
  );
}

/** The fact documents of the index, from the content the facts API reads. */
function factDocuments(facts: Facts): IndexDocument[] {
  return [
    ...facts.content.salaryTables.flatMap((table) =>
      table.rows.map((row) =>
        doc(
          `salary:${table.id}:${row.position}`,
          'salary',
          { kind: 'salary-row', tableId: table.id, position: row.position },
          row.position,
          row.synonyms,
          table.title,
          table.levels,
          table.levelSynonyms.flat(),
          salaryGuidePage.title,
        ),
      ),
    ),
    // What the guide's figures are (gross base salaries, without bonus or pension), by the words visitors ask it in ('are
    // those figures gross or do they include bonus'), not the footnote's own ('salary', 'euro', which every amount question
    // uses): the salary template answers with the footnote.
    phraseDoc(doc('salary:footnote', 'salary', fact), salaryGuidePage.footnoteSynonyms),
    // A specialisation is also asked about by the work it is in demand for ('does fund accounting experience pay more'), as
    // phrases, so a single word of them ('tax' of 'R&D tax credits') does not stand for the premium.
    ...industrySpecialisationsTable.rows.map((row) =>
      phraseDoc(doc(`premium:${row.specialisation}`, 'salaryTrends', fact, row.specialisation, industrySpecialisationsTable.title), [...row.inDemandFor.split(/,| and /), ...('synonyms' in row ? row.synonyms : []), ...industrySpecialisationsTable.synonyms]),
    ),
    ...salaryInsights.trends.map((insight) => phraseDoc(doc(`insight:${insight.id}`, 'salaryTrends', fact, insight.title), insight.synonyms)),
    ...salaryInsights.benefits.map((insight) => phraseDoc(doc(`insight:${insight.id}`, 'salaryTrends', fact, insight.title), [...insight.synonyms, ...salaryInsights.benefitsSynonyms])),
    ...feeBands.map((band) =>
      doc(`fee:${band.id}`, 'fee', fact, band.title, band.salaryLabel, `${band.percentage}% placement fee`, positionsInBand(facts, band.fromSalary, band.toSalaryExclusive)),
    ),
    // What the fee is a percentage of, from the fees page's introduction ('is your fee a percent of base salary or the whole package'),
    // as word pairs: its single words ('pay', 'year') would answer any question using them.
    phraseDoc(doc('fee:basis', 'fee', fact, feesPage.title), [feesPage.intro, ...feesPage.basisSynonyms]),
    phraseDoc(doc('fee:exclusive', 'fee', fact, feesPage.exclusivePartnership.title, feesPage.exclusivePartnership.text), feesPage.exclusivePartnership.synonyms),
    phraseDoc(doc('fee:guarantee', 'fee', fact, feesPage.responseGuarantee.title, feesPage.responseGuarantee.text), feesPage.responseGuarantee.synonyms),
    phraseDoc(doc('fee:promise', 'fee', fact, feesPage.promise.title, feesPage.promise.text), feesPage.promise.synonyms),
    // The candidates' side by its text and the words job seekers ask it in ('do i have to pay to sign up with you').
    phraseDoc(doc('fee:candidates', 'fee', fact, candidateServices?.title ?? '', candidateServices?.paragraphs ?? []), feesPage.signUpSynonyms),
    phraseDoc(doc('fee:terms', 'fee', fact, employerServices?.title ?? ''), feesPage.employerTermsSynonyms),
    ...qualificationDocuments(),
    ...marketStats.headline.map((stat) => phraseDoc(doc(`market:${stat.id}`, 'market', fact, stat.label, stat.description), marketQuestionSynonyms[stat.id])),
    ...marketStats.regional.map((region) =>
      doc(`market:region:${region.region}`, 'market', { kind: 'region', region: region.region }, region.region, marketStats.regionalHeading),
    ),
    phraseDoc(doc('market:time-to-hire', 'market', fact, marketStats.timeToHire.label), marketQuestionSynonyms.timeToHire),
    ...marketTrendsSeed.sections.map((section) => doc(`market:trends:${section.title}`, 'market', fact, section.title)),
    ...interviewTips.map((tip) => doc(`interview:${tip.id}`, 'interview', { kind: 'interview-tip', tipId: tip.id }, tip.title, tip.keywords)),
    doc('interview:star', 'interview', fact, enhancedStarMethod.title, enhancedStarMethod.steps.map((step) => step.title)),
    ...professionalPresenceGuidelines.map((guideline) => phraseDoc(doc(`interview:presence:${guideline.title}`, 'interview', fact, guideline.title, guideline.text), guideline.synonyms)),
    doc('hours', 'hours', fact, 'business hours opening closing time weekend', agency.businessHours.display, agency.businessHours.days),
    phraseDoc(
      // WhatsApp also by the words for writing to us on it ('can i just message you on whatsapp'), which the template answers.
      doc('contact', 'contact', fact, 'office address phone email', agencyQuestionSynonyms.whatsapp, formatAddress(), agency.operatingModel, agency.socialLinks.map((link) => link.label)),
      agencyQuestionSynonyms.meet,
    ),
    // How soon a recruiter replies ('how long will you take to get back to me'): the contact template gives the figure.
    phraseDoc(doc('contact:reply-time', 'contact', fact, trustSignalItems().find((item) => item.id === 'response-time')?.label ?? ''), replyTimePhrases),
    // Where to send a document: a short document of its own, so a job spec sent to us is not read as one to prepare from.
    phraseDoc(doc('contact:send', 'contact', fact, 'email whatsapp'), agencyQuestionSynonyms.sendDocument),
    phraseDoc(doc('jobs', 'jobs', fact, jobsSection.heading, jobsSection.intro), jobsSection.synonyms),
    ...featuredJobs.map((job) => doc(`jobs:${job.id}`, 'jobs', { kind: 'job', jobId: job.id }, job.title, job.jobType)),
    ...aboutDocuments(),
    // The policy's sections with the words for keeping and deleting a candidate's data ('how long do you hold my cv') and for
    // the visitor's rights over it ('can i see what you have on file about me').
    phraseDoc(doc('privacy', 'privacy', fact, privacyPolicy.sections.map((section) => section.title)), [...agencyQuestionSynonyms.retention, ...agencyQuestionSynonyms.rights]),
    // Each section of the privacy and cookies policies, by its title ('what cookies are you tracking me with'; its text's words,
    // 'email' or 'address', would answer questions of other topics): the privacy template answers a question its phrases do
    // not place with the section that ranked best.
    ...(['privacy', 'cookies'] as const).flatMap((policy) =>
      (policy === 'privacy' ? privacyPolicy : cookiesPolicy).sections.map((section) =>
        doc(`privacy:${policy}:${section.title}`, 'privacy', { kind: 'policy-section', policy, title: section.title }, section.title),
      ),
    ),
    // What the policy asks of a visitor in the chat itself ('can I type my PPS number here').
    doc('privacy:assistant', 'privacy', fact, privacyPolicy.sections.filter((section) => section.title === 'AI Assistant Data Processing').flatMap((section) => section.paragraphs)),
  ];
}

export interface AssistantIndex {
  /** One document per topic, of the words visitors use for it; no length normalisation (b = 0), as synonym lists differ in length. */
  readonly topics: Bm25Index<IndexDocument>;
  /** One document per fact row or section. */
  readonly facts: Bm25Index<IndexDocument>;
  /** Every term either index knows. */
  readonly vocabulary: ReadonlySet<string>;
  /** Every word of the content modules: a question word outside it is about something the site has no content for. */
  readonly knownWords: ReadonlySet<string>;
}

function collectStrings(value: unknown, into: string[], depth = 0): void {
  if (depth > 8 || value === null || value === undefined) return;
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into, depth + 1));
  else if (typeof value === 'object') Object.values(value as Record<string, unknown>).forEach((item) => collectStrings(item, into, depth + 1));
}

function contentWords(facts: Facts): Set<string> {
  const texts: string[] = [];
  const modules = [agencyContent, candidatesContent, chatContent, employersContent, feesContent, homeContent, interviewContent, jobsContent, marketContent, trendsContent, qualificationsContent, salaryContent];
  for (const module of modules) collectStrings(Object.values(module).filter((value) => typeof value !== 'function'), texts);
  collectStrings(facts.content.salaryTables, texts);
  // Every word list of the assistant's content, except the job-title heads and whole titles, which name roles the site may not have ('nurse', 'ceo'),
  // the work outside its scope ('retail'), places abroad and the words of a move home ('london', 'emigrate'), the other organisations ('revenue'), how visitors ask to be taught ('double entry') and
  // the languages they ask for a translation into ('french'), and the words of their situation (headcounts, time away from work, seasons,
  // the people close to them: 'fiance' is no word of the site, so 'finace' stays 'finance').
  const notSiteWords = new Set(['jobTitleHeads', 'standaloneJobTitles', 'outsideScopeWords', 'otherOrganisations', 'teachingRequestPhrases', 'translationLanguages', 'headcountWords', 'headcountOrganisationWords', 'timeAwayWords', 'seasonWords', 'closePeople', 'foreignPlaces', 'movingHomeWords']);
  collectStrings(Object.entries(assistantContent).filter(([name]) => !notSiteWords.has(name)).map(([, value]) => value), texts);
  return new Set(texts.flatMap((text) => words(text)));
}

/** Synonyms stored on a topic's fact rows are also words for the topic itself ('days from home' asks about salary trends). */
const contentFactSynonyms: Partial<Record<AssistantTopic, readonly string[]>> = {
  salaryTrends: [
    ...[...salaryInsights.trends, ...salaryInsights.benefits].flatMap((insight): readonly string[] => insight.synonyms),
    ...industrySpecialisationsTable.rows.map((row) => row.specialisation),
    ...specialisationSynonyms,
  ],
  // A team member is asked about by full name or by first name ('who is Niamh?'); the track record and the promise to
  // candidates by their own words ('how many have you placed?'), which no other part of the site uses.
  // The words of each market figure ('how many weeks', 'year on year') ask about the market.
  market: Object.values(marketQuestionSynonyms).flat(),
  // The keyword phrases of a tip on how to interview, or of a presence guideline ('current job', 'job offers'), ask about the
  // interview; not their single words ('numbers', 'company'), too common to stand for it, nor the sector tips' words
  // ('mid tier', 'fund accounting'), which name the salary guide's levels and premiums as well.
  interview: [
    ...interviewTips.filter((tip) => tip.section !== 'industry-specific-preparation').flatMap((tip): readonly string[] => tip.keywords),
    ...professionalPresenceGuidelines.flatMap((guideline): readonly string[] => guideline.synonyms),
  ].filter((phrase) => terms(phrase).some((term) => term.includes('_'))),
  // How soon a recruiter replies, by its phrases of several words ('response time').
  contact: [...agencyQuestionSynonyms.sendDocument, ...replyTimePhrases.filter((phrase) => words(phrase).length > 1)],
  // Rebates, invoices and payment terms ('is there a rebate if our hire walks out') are fee questions.
  fee: feesPage.employerTermsSynonyms,
  // The agency is asked about by its own name ('who owns Ledgerline'; 'Recruitment' is generic), its team ('my point of
  // contact', but not 'director', a job title) and its process by its steps ('what happens once we engage you').
  about: [
    words(agency.brandName)[0]!,
    ...[...aboutSectionSynonyms.team, ...aboutSectionSynonyms.process].filter((phrase) => !words(phrase).some((word) => jobTitleHeads.some((head) => stem(head) === word))),
    ...aboutSectionSynonyms.employers,
    ...teamMembers.flatMap((member) => [member.name, ...member.name.split(/\s+/)]),
    ...aboutSectionSynonyms.trackRecord,
    ...aboutSectionSynonyms.promise,
    ...aboutSectionSynonyms.approach,
    ...aboutSectionSynonyms.tax,
  ],
};

export function buildIndex(facts: Facts): AssistantIndex {
  const topicNames = Object.keys(assistantTopicSynonyms) as AssistantTopic[];
  // A stage of experience of the salary guide named in words ('newly qualified', 'entry level') asks about pay; its single
  // words ('senior') and the levels that describe an employer ('Big 4', 'small business') do not.
  const levelPhrases = facts.content.salaryTables
    .filter((table) => table.levelYears !== null)
    .flatMap((table) => [...table.levels, ...table.levelSynonyms.flat()])
    .filter((phrase) => terms(phrase).some((term) => term.includes('_')));
  const factSynonyms: Partial<Record<AssistantTopic, readonly string[]>> = { ...contentFactSynonyms, salary: levelPhrases };
  // A fact synonym is a word for its topic only where no other topic claims it ('where are most jobs' does not make 'job' a market word).
  const ownTerms = (topic: AssistantTopic) => new Set(assistantTopicSynonyms[topic].flatMap(phraseTerms));
  const claimed = (topic: AssistantTopic, term: string) => topicNames.some((other) => other !== topic && ownTerms(other).has(term));
  const topics = buildBm25(
    topicNames.map((topic) => ({
      id: `topic:${topic}`,
      topic,
      key: { kind: 'topic' } as const,
      terms: [...assistantTopicSynonyms[topic].flatMap(phraseTerms), ...(factSynonyms[topic] ?? []).flatMap(phraseTerms).filter((term) => !claimed(topic, term))],
    })),
    (document) => document.terms,
    { b: 0 },
  );
  const factIndex = buildBm25(factDocuments(facts), (document) => document.terms);
  const vocabulary = new Set([...topics.vocabulary, ...factIndex.vocabulary]);
  return { topics, facts: factIndex, vocabulary, knownWords: new Set([...vocabulary, ...contentWords(facts)]) };
}

export interface RankedTopic {
  readonly topic: AssistantTopic;
  /** BM25 score of the topic's document plus that of its best fact document. */
  readonly score: number;
  /** The share of the score from the topic's own words (0 when only a slot led to its facts). */
  readonly topicScore: number;
  /** The best fact document of the topic, if any matched. */
  readonly best: IndexDocument | null;
}

/**
 * Topics ranked for the query terms, best first: the topic document's score plus its best fact
 * document's. A topic's facts count only when the question uses the topic's own words or names
 * one of its slots (`slotTopics`), so an interview tip that mentions 'audit' does not answer a
 * salary question about audit.
 */
export function rankTopics(index: AssistantIndex, queryTerms: readonly string[], slotTopics: ReadonlySet<AssistantTopic> = new Set()): RankedTopic[] {
  const topicsWithFacts = new Set(index.facts.documents.map((document) => document.topic));
  const topicScores = index.topics.score(queryTerms);
  const factScores = index.facts.score(queryTerms);
  return index.topics.documents
    .map((topicDocument, position) => {
      const topicScore = topicScores[position]!;
      let best: IndexDocument | null = null;
      let bestScore = 0;
      if (topicScore > 0 || slotTopics.has(topicDocument.topic)) {
        index.facts.documents.forEach((document, factPosition) => {
          if (document.topic === topicDocument.topic && factScores[factPosition]! > bestScore) {
            bestScore = factScores[factPosition]!;
            best = document;
          }
        });
      }
      // A topic with no fact documents (legal advice, greetings) is its own fact, so it competes on equal terms.
      if (!topicsWithFacts.has(topicDocument.topic)) bestScore = topicScore;
      return { topic: topicDocument.topic, score: topicScore + bestScore, topicScore, best };
    })
    .sort((a, b) => b.score - a.score);
}
