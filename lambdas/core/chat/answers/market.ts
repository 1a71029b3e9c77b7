import { assistantTopicSynonyms, marketQuestionSynonyms, specialisationSynonyms } from '#content/assistant-topics';
import { formatStatValue, formatTimeToHire, marketStats } from '#content/market-stats';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { industrySpecialisationsTable, salaryInsights, type SalaryInsight } from '#content/salary-guide';
import type { Facts } from '#core/chat/facts';
import type { Entities } from '#core/chat/slots';
import { hasAnyPhrase, hasPhrase, normalise, words } from '#core/chat/text';
import { bulletList, joinAnd, paragraphs } from '#core/chat/answers/common';

const stat = (id: (typeof marketStats.headline)[number]['id']) => marketStats.headline.find((candidate) => candidate.id === id)!;
const insight = (id: string) => [...salaryInsights.trends, ...salaryInsights.benefits].find((candidate) => candidate.id === id)!;
const asksInsight = (normalisedText: string, item: SalaryInsight) => hasAnyPhrase(normalisedText, item.synonyms);
const trendSection = (title: string) => marketTrendsSeed.sections.find((section) => section.title === title);

function headlineLines(): string[] {
  return [
    ...marketStats.headline.map((headline) => `${headline.label}: ${formatStatValue(headline)} (${headline.description.toLowerCase()})`),
    `${marketStats.timeToHire.label}: ${formatTimeToHire()}`,
  ];
}

function regionalLine(): string {
  return `${marketStats.regionalHeading}: ${marketStats.regional.map((region) => `${region.region} ${region.share}%`).join(', ')}.`;
}

/** The words of a share ('percent of finance'): of the openings by region, unless they name another figure's share ('what % of finance roles are hybrid or remote'). */
const shareWords = /^(?:percent|percentage|share)\b/;

/** The words of a city's share, and the words of what is shared ('what share of vacancies are based there'). */
const shareOfCityWords = /\b(?:share|percent|percentage|proportion)\b/;
const shareSubjectWords: ReadonlySet<string> = new Set(['vacancy', 'vacancies', 'office']);

function asksRegionalSpread(text: string): boolean {
  const named = marketQuestionSynonyms.regional.filter((phrase) => hasPhrase(text, phrase));
  if (named.length === 0) return false;
  return named.some((phrase) => !shareWords.test(phrase)) || !hasAnyPhrase(text, marketQuestionSynonyms['remote-positions']);
}

/**
 * Market statistics (static panel of the market trends page) and the trends behind them; when no figure's words are
 * asked, the headline figure the index ranked best ('market:<figure id>'), if any, rather than every figure.
 */
export function marketAnswer(question: string, entities: Entities, facts: Facts, rankedDocumentId: string | null = null, askedBefore: string | null = null): string {
  const text = normalise(question);
  const parts: string[] = [];
  // The days at home or the pay of the remote roles the question before asked about, asked in no remote words of their own ('do those
  // ones pay more', 'how many days a week would they be at home' after the share of remote roles), are those roles' figures.
  const asksHybridDays = asksInsight(text, insight('hybrid-working'));
  const asksRemotePay = asksInsight(text, insight('remote-premium')) || hasAnyPhrase(text, assistantTopicSynonyms.salary);
  // Not when they name another figure ('and are salaries going up' asks the salary increase).
  const namesOtherFigure = Object.entries(marketQuestionSynonyms).some(([figure, phrases]) => figure !== 'remote-positions' && figure !== 'timeToHire' && hasAnyPhrase(text, phrases));
  // A city's share asked ('opening an office in Dublin, what share of accountancy vacancies are based there'): the vacancies are what
  // is shared and the office is the visitor's, not the growth of vacancies or the remote roles' figures.
  const asksCityShare = entities.regions.length > 0 && shareOfCityWords.test(text);
  const namedOwn = (phrases: readonly string[]) => phrases.filter((phrase) => hasPhrase(text, phrase) && !(asksCityShare && shareSubjectWords.has(phrase)));
  // The days of a week at home or in the office asked ('how many days a week from home is normal'): hybrid's days, though no remote word is said.
  const asksDaysOfWeek = asksHybridDays && /\bdays?\b/.test(text);
  const remoteAsked = namedOwn(marketQuestionSynonyms['remote-positions']).length > 0 || asksDaysOfWeek ||
    (askedBefore !== null && !namesOtherFigure && hasAnyPhrase(normalise(askedBefore), marketQuestionSynonyms['remote-positions']) && (asksHybridDays || asksRemotePay));

  if (entities.regions.length > 0) {
    const shares = entities.regions.map((region) => facts.regionalShare(region)).filter((share) => share !== null);
    parts.push(
      `${joinAnd(shares.map((region) => `${region.region} accounts for ${region.share}% of new accounting and finance openings`))} in Ireland (${marketStats.regionalHeading.toLowerCase()}, ${marketStats.updateLabel.toLowerCase()}).`,
    );
  } else if (entities.otherPlaces.length > 0 || asksRegionalSpread(text)) {
    parts.push(
      `${regionalLine()} ${entities.otherPlaces.length > 0 ? 'We publish regional shares for Dublin, Cork and Galway only.' : ''}`.trim(),
    );
  }
  // The week of hybrid's days ('how many days a week would they be at home') is no time to hire.
  const timeToHireNamed = marketQuestionSynonyms.timeToHire.filter((phrase) => hasPhrase(text, phrase) && !(phrase === 'week' && ((remoteAsked && asksHybridDays) || asksDaysOfWeek)));
  if (timeToHireNamed.length > 0) {
    parts.push(`The average time to hire is ${formatTimeToHire()}.`);
  }
  if (hasAnyPhrase(text, marketQuestionSynonyms['average-salary-increase'])) {
    const increase = stat('average-salary-increase');
    // The report's trend behind the figure says which roles rose most ('which roles saw the biggest jumps').
    const payRise = trendSection('Salaries & Benefits')?.trends[0];
    parts.push(`${increase.label}: ${formatStatValue(increase)} (${increase.description.toLowerCase()}). ${payRise ? `${payRise.description} ` : ''}Most employers are also applying ${insight('inflation-adjustments').figure} inflation adjustments to existing salaries.`);
  }
  if (remoteAsked) {
    const remote = stat('remote-positions');
    // The share of roles, and the insights about remote work only when the question asks for them.
    parts.push(
      paragraphs(
        asksHybridDays ? null : `${formatStatValue(remote)} of accounting and finance roles offer remote or hybrid working.`,
        asksHybridDays ? `Hybrid usually means ${insight('hybrid-working').figure} a week.` : null,
        asksRemotePay ? insight('remote-premium').description : null,
      ),
    );
  }
  // 'Year on year' is the period of the salary increase too ('by what % year on year'): asked with it, it names no growth of vacancies.
  const growthNamed = namedOwn(marketQuestionSynonyms['job-market-growth']);
  const periodOfIncrease = hasAnyPhrase(text, marketQuestionSynonyms['average-salary-increase']) && growthNamed.every((phrase) => phrase === 'year on year');
  if (growthNamed.length > 0 && !periodOfIncrease) {
    const growth = stat('job-market-growth');
    parts.push(`${growth.label}: ${formatStatValue(growth)} (${growth.description.toLowerCase()}).`);
  }
  if (hasAnyPhrase(text, marketQuestionSynonyms.demand)) {
    const demand = [...(trendSection('Hiring Demand')?.trends ?? []).slice(0, 1), ...(trendSection('Skills & Technology')?.trends ?? [])];
    parts.push(
      paragraphs(
        'What employers are looking for right now:',
        bulletList([
          ...demand.map((trend) => `${trend.title}: ${trend.description}`),
          `Specialist premiums: ${industrySpecialisationsTable.rows.map((row) => row.specialisation).join(', ')} experience adds ${industrySpecialisationsTable.rows[0].premium.display}, and ESG reporting specialists earn ${insight('esg-specialists').figure} more.`,
        ]),
      ),
    );
  }

  const overview = hasAnyPhrase(text, marketQuestionSynonyms.overview);
  // Asked in pay's words ('are employers paying accountants more than last year'), the figure is the salary increase.
  const rankedFigure = hasAnyPhrase(text, assistantTopicSynonyms.salary) ? stat('average-salary-increase') : marketStats.headline.find((headline) => `market:${headline.id}` === rankedDocumentId);
  if (parts.length === 0 && !overview && rankedFigure) {
    // The figure the index ranked best for words no figure's synonyms have ('is the job market savage or dead').
    parts.push(`${rankedFigure.label}: ${formatStatValue(rankedFigure)} (${rankedFigure.description.toLowerCase()}, ${marketStats.updateLabel.toLowerCase()}).`);
  }
  // A figure asked by name is the answer, however broadly the question opens ('how's the market looking, is it growing?').
  if (parts.length === 0) {
    parts.push(paragraphs(`Key figures for the Irish accounting and finance job market (${marketStats.updateLabel.toLowerCase()}):`, bulletList([...headlineLines(), regionalLine()])));
    parts.push('The full quarterly report is on our 2025 Market Trends page (/market-trends).');
  }
  return paragraphs(...parts);
}

/** Salary trends, specialisation premiums and benefits of the salary guide's insights panel. */
export function salaryTrendsAnswer(question: string, rankedDocumentId: string | null = null): string {
  const text = normalise(question);
  const parts: string[] = [];
  // A follow-up naming none of them ('how come? what are they looking for' after the pharma premium) asks more of the one ranked.
  const ranked = [...salaryInsights.trends, ...salaryInsights.benefits].find((item) => `insight:${item.id}` === rankedDocumentId);
  const rankedPremium = industrySpecialisationsTable.rows.find((row) => `premium:${row.specialisation}` === rankedDocumentId);
  const namesNone =
    !hasAnyPhrase(text, [...specialisationSynonyms, ...assistantTopicSynonyms.salaryTrends]) && ![...salaryInsights.trends, ...salaryInsights.benefits].some((item) => asksInsight(text, item));
  if (namesNone && rankedPremium) {
    return `${rankedPremium.specialisation} experience typically adds ${rankedPremium.premium.display} to the salaries in our guide; it is most in demand for ${rankedPremium.inDemandFor.toLowerCase()}.`;
  }
  if (namesNone && ranked) return `${ranked.title}: ${ranked.figure}. ${ranked.description}`;
  if (hasAnyPhrase(text, specialisationSynonyms)) {
    parts.push(
      paragraphs(
        `${industrySpecialisationsTable.title}: ${industrySpecialisationsTable.description}`,
        bulletList(industrySpecialisationsTable.rows.map((row) => `${row.specialisation}: ${row.premium.display} (most in demand for ${row.inDemandFor.toLowerCase()})`)),
      ),
    );
  }
  for (const item of [...salaryInsights.trends, ...salaryInsights.benefits]) {
    if (asksInsight(text, item)) parts.push(`${item.title}: ${item.description}`);
  }
  if (parts.length === 0) {
    const groups = [
      { heading: salaryInsights.trendsHeading, items: salaryInsights.trends },
      { heading: salaryInsights.benefitsHeading, items: salaryInsights.benefits },
    ];
    // A group whose heading names what was asked ('benefits'), without the words every heading shares ('trends').
    const shared = new Set(words(salaryInsights.trendsHeading).filter((word) => words(salaryInsights.benefitsHeading).includes(word)));
    // The benefits asked by their own words ('apart from the salary itself what perks') are the group, whatever its heading's words.
    const benefitsAsked = hasAnyPhrase(text, salaryInsights.benefitsSynonyms);
    const named = groups.filter((group) =>
      benefitsAsked ? group.items === salaryInsights.benefits : words(group.heading).some((word) => !shared.has(word) && /^[a-z]{3,}$/.test(word) && hasPhrase(text, word)),
    );
    const shown = named.length > 0 ? named : groups;
    parts.push(
      paragraphs(
        ...shown.flatMap((group) => [`${group.heading}:`, bulletList(group.items.map((item) => `${item.title}: ${item.figure}. ${item.description}`))]),
        named.length > 0 ? null : `Industry specialisations (${industrySpecialisationsTable.rows.map((row) => row.specialisation).join(', ')}) add ${industrySpecialisationsTable.rows[0].premium.display}.`,
      ),
    );
  }
  return paragraphs(...parts);
}
