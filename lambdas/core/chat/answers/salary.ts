import { industrySpecialisationsTable, salaryGuidePage, salaryInsights, type SalaryLookup, type SalaryTable } from '#content/salary-guide';
import type { Facts } from '#core/chat/facts';
import { formatStatValue, marketStats } from '#content/market-stats';
import { formatEuro } from '#content/format';
import { reasonsToChooseUs } from '#content/home';
import { salaryQuestionSynonyms } from '#content/assistant-topics';
import type { Entities } from '#core/chat/slots';
import { hasAnyPhrase, hasPhrase, normalise } from '#core/chat/text';
import { bulletList, capitalise, handoff, joinAnd, paragraphs, roleName, withArticle } from '#core/chat/answers/common';

const guideName = salaryGuidePage.title;
const premium = industrySpecialisationsTable.rows[0].premium.display;
// The agency's scope as the home page states it, said when a role is outside it.
const scope = reasonsToChooseUs.find((reason) => reason.title === 'Accounting & Finance Only')?.description ?? null;

function levelsList(lookup: SalaryLookup): string {
  return bulletList((lookup.namedLevels ?? lookup.levels).map((level) => `${level.name}: ${level.band.display}`));
}

/** One role: the asked level, or every level of its table. */
function describeRole(lookup: SalaryLookup): string {
  if (lookup.level) {
    return (
      `${capitalise(withArticle(roleName(lookup)))} (${lookup.level.name}) typically earns ${lookup.level.band.display} a year, ` +
      `according to our ${guideName} (${lookup.tableTitle} table).`
    );
  }
  return `${roleName(lookup)} salaries in our ${guideName} (${lookup.tableTitle} table):\n${levelsList(lookup)}`;
}

function everyBand(salaryTables: readonly SalaryTable[]) {
  return salaryTables.flatMap((table) =>
    table.rows.flatMap((row) => row.bands.map((band, index) => ({ table, row, band, level: table.levels[index]! }))),
  );
}

function rolesPaying(salaryTables: readonly SalaryTable[], amount: number, bound?: 'below' | 'above'): string {
  const matches = everyBand(salaryTables).filter(({ band }) =>
    bound === 'above' ? band.max > amount || band.openEnded : bound === 'below' ? band.min < amount : amount >= band.min && (amount <= band.max || band.openEnded),
  );
  if (matches.length === 0) {
    return `None of the roles in our ${guideName} has a range that includes ${formatEuro(amount)}. ${handoff('Our team can tell you what that salary could mean for you')}`;
  }
  const shown = matches.slice(0, 10).map(({ row, level, band }) => `${row.position} (${level}): ${band.display}`);
  const which = bound === 'above' ? `that can pay over ${formatEuro(amount)}` : bound === 'below' ? `that start under ${formatEuro(amount)}` : `whose range includes ${formatEuro(amount)}`;
  return `Roles in our ${guideName} ${which}:\n${bulletList(shown)}${matches.length > shown.length ? `\n…and ${matches.length - shown.length} more.` : ''}`;
}

function extremes(salaryTables: readonly SalaryTable[], highest: boolean): string {
  const bands = everyBand(salaryTables).sort((a, b) => (highest ? b.band.max - a.band.max : a.band.min - b.band.min || a.band.max - b.band.max));
  const top = bands.slice(0, 3).map(({ row, level, band }) => `${row.position} (${level}): ${band.display}`);
  return `The ${highest ? 'highest' : 'lowest'} ranges in our ${guideName}:\n${bulletList(top)}`;
}

/** A question about how the guide's levels are told apart ('what does pqe mean', 'how are the levels defined'). */
const asksLevels = /\b(?:pqe|levels?|mean|means|meaning|stand for|stands for|defined|definition)\b/;

function guideOverview(salaryTables: readonly SalaryTable[], question: string): string {
  // Asked what the levels mean, each table says how it tells them apart (the qualified accountants by PQE, post-qualification experience).
  const withLevels = asksLevels.test(normalise(question));
  const tables = salaryTables.map((table) =>
    withLevels ? `${table.title} (${table.description.replace(/\.$/, '')}): ${table.rows.map((row) => row.position).join(', ')}; levels: ${table.levels.join(', ')}` : `${table.title}: ${table.rows.map((row) => row.position).join(', ')}`,
  );
  return paragraphs(
    `Our ${guideName} gives annual gross salaries in euro for these roles:`,
    bulletList(tables),
    'Tell me the role and your level (for example "newly qualified financial accountant" or "audit manager in a Big 4 firm") and I will give you the range.',
  );
}

/** The market's average salary increase, as the site shows it ('+12%'), as the market template gives it. */
function averageIncrease(): string {
  const increase = marketStats.headline.find((stat) => stat.id === 'average-salary-increase')!;
  return `${increase.label}: ${formatStatValue(increase)} (${increase.description.toLowerCase()}, ${marketStats.updateLabel.toLowerCase()}), and most employers are applying ${salaryInsights.trends.find((trend) => trend.id === 'inflation-adjustments')!.figure} inflation adjustments this year.`;
}

/** How much pay rose on average, asked with no amount and no level of a role ('what % are salaries going up by on average'). */
export function asksAverageRise(normalisedText: string, entities: Pick<Entities, 'amounts' | 'roles'>): boolean {
  return entities.amounts.length === 0 && entities.roles.every((role) => !role.level && !role.namedLevels) &&
    hasAnyPhrase(normalisedText, salaryQuestionSynonyms.averageRise) && hasAnyPhrase(normalisedText, salaryQuestionSynonyms.onAverage);
}

/** Answers 'what does X earn', comparisons, 'what pays €60k', highest/lowest, and roles not in the guide. */
export function salaryAnswer(question: string, entities: Entities, facts: Facts): string {
  const salaryTables = facts.content.salaryTables;
  const text = normalise(question);
  const notes: string[] = [];
  const place = entities.regions[0] ?? entities.otherPlaces[0];
  // Said once, when the message names the place: a follow-up that carries it ('and senior?') is not told again.
  if (place && hasPhrase(text, place)) {
    notes.push(`The guide's figures are national (Ireland-wide); it has no separate figures for ${capitalise(place)}.`);
  }
  // What the figures include ('is that before tax', 'does that include bonus'), in the guide's own words.
  if (hasAnyPhrase(text, salaryGuidePage.footnoteSynonyms)) notes.push(salaryGuidePage.footnote);
  if (hasAnyPhrase(text, salaryQuestionSynonyms.hourly)) notes.push(`Our ${guideName} gives annual gross salaries; it has no hourly or daily rates.`);
  if (hasAnyPhrase(text, salaryQuestionSynonyms.premium)) {
    notes.push(`Experience in financial services, technology, pharma & life sciences or IFRS/US GAAP typically adds a ${premium} premium.`);
  }

  // The average rise asked, of roles named without a level ('did salaries for accountants go up much this year, on average'): the
  // guide has no rise by role, the market's average increase is the answer.
  if (asksAverageRise(text, entities)) return averageIncrease();
  if (entities.roles.length > 1) {
    return paragraphs(entities.roles.map(describeRole).join('\n\n'), ...notes);
  }
  const [role] = entities.roles;
  if (role) {
    return paragraphs(describeRole(role), ...notes, role.level || role.namedLevels ? null : 'Tell me your level for a single range.');
  }
  const unknownRole = entities.unknownRole ?? (entities.amounts.length === 0 && entities.qualifications.length === 0 && entities.unknownWords.length > 0 ? entities.unknownWords.join(' ') : null);
  if (unknownRole) {
    const positions = facts.rolesInGuide();
    return paragraphs(
      `I'm sorry, our ${guideName} doesn't cover ${unknownRole} roles, so I can't give you a reliable figure. ${scope ?? ''}`.trim(),
      `It covers: ${joinAnd(positions)}.`,
      handoff('Our recruiters can advise on other roles'),
    );
  }
  if (hasAnyPhrase(text, salaryQuestionSynonyms.highest)) return extremes(salaryTables, true);
  if (hasAnyPhrase(text, salaryQuestionSynonyms.lowest)) {
    return extremes(salaryTables, false);
  }
  const [amount] = entities.amounts;
  // A salary judged for a qualification held and no role ('is 48k fair for a newly qualified ACA') is held up to the qualified
  // accountant's row (the guide's 'qualified accountant'), at the level asked, not to every role that range includes.
  const judgedQualified = entities.qualifications.length > 0 && hasAnyPhrase(text, salaryQuestionSynonyms.judgingFigure) ? facts.salaryRange('qualified accountant', question) : null;
  if (amount && judgedQualified) return paragraphs(describeRole(judgedQualified), ...notes, judgedQualified.level ? null : 'Tell me your level for a single range.');
  if (amount) return rolesPaying(salaryTables, amount.value, amount.bound);
  if (entities.qualifications.length > 0 && hasAnyPhrase(text, salaryQuestionSynonyms.studying)) {
    const trainees = ['audit junior', 'part qualified'].map((role) => facts.salaryRange(role)).filter((lookup): lookup is SalaryLookup => lookup !== null);
    return paragraphs(
      'While you study, these rows of our guide apply:',
      trainees.map(describeRole).join('\n\n'),
      ...notes,
    );
  }
  if (entities.qualifications.length > 0) {
    const qualified = salaryTables.find((table) => table.id === 'qualified-accountants')!;
    // The level asked for ('just qualified'), read as for any role of the table.
    const level = qualified.rows[0] ? facts.salaryRange(qualified.rows[0].position, question)?.level : null;
    return paragraphs(
      `Once qualified, salaries in our ${guideName} (${qualified.title} table: ${qualified.description}) are:`,
      bulletList(
        qualified.rows.map((row) =>
          level
            ? `${row.position} (${level.name}): ${row.ranges[level.index]}`
            : `${row.position}: ${row.ranges.map((range, index) => `${qualified.levels[index]} ${range}`).join('; ')}`,
        ),
      ),
      ...notes,
    );
  }
  if (hasAnyPhrase(text, salaryQuestionSynonyms.average)) return averageIncrease();
  // No role named: what the question asked of every role ('does US GAAP experience pay more?'), then the guide's roles.
  return paragraphs(...notes, guideOverview(salaryTables, question));
}
