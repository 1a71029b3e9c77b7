// 2025 Accounting & Finance Salary Guide (euro, annual gross). Figures are stored once, in
// thousands, and the display strings are derived from them.

import type { DatedFact } from './dated-facts.ts';
import { formatEuroRange, formatEuroThousands, formatPercentRange } from './format.ts';

export type SalaryTableId = 'c-suite' | 'qualified-accountants' | 'audit' | 'part-qualified-support';

export type SalaryLevelIndex = 0 | 1 | 2;

export type SalaryBand = {
  /** Euros. */
  readonly min: number;
  /** Euros. For an open-ended band this is the top of the quoted range ('350k+' -> 350000). */
  readonly max: number;
  /** True when the guide quotes the top as a floor, e.g. '€200k - €350k+'. */
  readonly openEnded: boolean;
  readonly display: string;
};

export type SalaryRow = {
  readonly position: string;
  readonly bands: readonly [SalaryBand, SalaryBand, SalaryBand];
  /** The three display strings, in level order (the spec's "three range strings"). */
  readonly ranges: readonly [string, string, string];
};

export type SalaryTable = {
  readonly id: SalaryTableId;
  readonly title: string;
  readonly description: string;
  readonly positionHeading: string;
  /** Column headings, one per level. */
  readonly levels: readonly [string, string, string];
  readonly rows: readonly SalaryRow[];
};

export type SalaryLevelMatch = {
  readonly index: SalaryLevelIndex;
  readonly name: string;
  readonly band: SalaryBand;
};

export type SalaryLookup = {
  readonly tableId: SalaryTableId;
  readonly tableTitle: string;
  readonly position: string;
  /** The level asked for (explicitly or inside the role text); null means "all levels". */
  readonly level: SalaryLevelMatch | null;
  readonly levels: readonly [SalaryLevelMatch, SalaryLevelMatch, SalaryLevelMatch];
};

export type RoleListing = {
  readonly tableId: SalaryTableId;
  readonly tableTitle: string;
  readonly position: string;
};

// Source rows: [min, max] in thousands of euro, '+' marks an open-ended top.
type BandSource = readonly [min: number, max: number, openEnded?: '+'];
type RowSource = {
  readonly position: string;
  readonly bands: readonly [BandSource, BandSource, BandSource];
};

function toBand([min, max, openEnded]: BandSource): SalaryBand {
  const isOpenEnded = openEnded === '+';
  return {
    min: min * 1000,
    max: max * 1000,
    openEnded: isOpenEnded,
    display: `${formatEuroThousands(min * 1000)} - ${formatEuroThousands(max * 1000)}${isOpenEnded ? '+' : ''}`,
  };
}

function toRow(source: RowSource): SalaryRow {
  const bands = [toBand(source.bands[0]), toBand(source.bands[1]), toBand(source.bands[2])] as const;
  return {
    position: source.position,
    bands,
    ranges: [bands[0].display, bands[1].display, bands[2].display],
  };
}

function table(
  meta: Omit<SalaryTable, 'rows' | 'positionHeading'>,
  rows: readonly RowSource[],
): SalaryTable {
  return { ...meta, positionHeading: 'Position', rows: rows.map(toRow) };
}

/** The guide's figures are for 2025; the page and Aine say so once the year is over. */
export const salaryGuideFact = {
  dateLabel: 'Salaries for 2025',
  validUntil: '2025-12-31',
  whileCurrent: 'these are the 2025 salary ranges',
  oncePassed: 'these are the 2025 salary ranges, and 2025 has ended',
  afterwards: 'ask our team what employers are offering now',
} as const satisfies DatedFact;

export const salaryGuidePage = {
  title: '2025 Accounting & Finance Salary Guide',
  intro:
    'Annual gross salaries in euro for accounting and finance roles across Ireland, based on the ' +
    'roles we recruit for every week. Use them as a benchmark: pay for a specific role also ' +
    'depends on the sector, the size of the team and the scope of the job.',
  footnote:
    'Figures are annual gross base salaries in euro and exclude bonus, pension and benefits. ' +
    '"+" means packages above the top of the range are common at that level.',
  insightsHeading: 'Market Insights',
} as const;

export const salaryTables: readonly [SalaryTable, SalaryTable, SalaryTable, SalaryTable] = [
  table(
    {
      id: 'c-suite',
      title: 'C-Suite',
      description: 'Finance leadership roles, by size of organisation.',
      levels: ['Junior/Small Business', 'Mid-Level/Mid-Size', 'Senior/Enterprise'],
    },
    [
      { position: 'CFO', bands: [[120, 150], [150, 200], [200, 350, '+']] },
      { position: 'Finance Director', bands: [[95, 120], [120, 160], [160, 220]] },
      { position: 'Group Financial Controller', bands: [[85, 100], [100, 130], [130, 180]] },
    ],
  ),
  table(
    {
      id: 'qualified-accountants',
      title: 'Qualified Accountants',
      description: 'Qualified ACA, ACCA and CIMA professionals, by post-qualification experience (PQE).',
      levels: ['Newly Qualified', '3-5 Years PQE', '5+ Years PQE'],
    },
    [
      { position: 'Financial Accountant', bands: [[55, 65], [65, 80], [80, 95]] },
      { position: 'Management Accountant', bands: [[55, 65], [65, 80], [80, 95]] },
      { position: 'Financial Controller', bands: [[70, 85], [85, 100], [100, 120]] },
      { position: 'Financial Analyst', bands: [[55, 65], [65, 80], [80, 90]] },
      { position: 'Internal Auditor', bands: [[55, 65], [65, 80], [80, 95]] },
    ],
  ),
  table(
    {
      id: 'audit',
      title: 'Audit',
      description: 'Audit practice roles, by size of firm.',
      levels: ['Small Firms', 'Mid-Tier', 'Big 4'],
    },
    [
      { position: 'Partner', bands: [[100, 150], [150, 250], [250, 800, '+']] },
      { position: 'Director', bands: [[85, 110], [110, 140], [140, 200]] },
      { position: 'Manager', bands: [[65, 75], [75, 90], [90, 120]] },
      { position: 'Senior', bands: [[45, 55], [55, 65], [65, 75]] },
      { position: 'Junior', bands: [[28, 35], [32, 38], [35, 42]] },
    ],
  ),
  table(
    {
      id: 'part-qualified-support',
      title: 'Part-Qualified and Support',
      description: 'Part-qualified, transactional and support roles, by years of experience.',
      levels: ['Entry-Level', '1-3 Years', '3+ Years'],
    },
    [
      { position: 'Part-Qualified', bands: [[35, 42], [42, 50], [50, 60]] },
      { position: 'Bookkeeper', bands: [[32, 38], [38, 45], [45, 55]] },
      { position: 'Accounts Assistant', bands: [[28, 35], [35, 42], [42, 48]] },
      { position: 'Accounts Payable/Receivable', bands: [[28, 32], [32, 38], [38, 45]] },
      { position: 'Payroll Specialist', bands: [[32, 38], [38, 45], [45, 55]] },
    ],
  ),
];

export type PercentRange = { readonly min: number; readonly max: number; readonly display: string };

function percentRange(min: number, max: number): PercentRange {
  return { min, max, display: formatPercentRange({ min, max }) };
}

export type IndustrySpecialisation = {
  readonly specialisation: string;
  readonly premium: PercentRange;
  readonly inDemandFor: string;
};

const industryPremium = percentRange(10, 20);

/** The guide's fifth table: specialisations that earn a premium over the role tables above. */
export const industrySpecialisationsTable = {
  id: 'industry-specialisations',
  title: 'Industry Specialisations',
  description: `Experience in these areas typically adds a ${industryPremium.display} premium to the salaries above.`,
  columns: ['Specialisation', 'Salary Premium', 'Most In Demand For'],
  rows: [
    {
      specialisation: 'Financial Services',
      premium: industryPremium,
      inDemandFor: 'Fund accounting, regulatory reporting, banking and insurance finance teams',
    },
    {
      specialisation: 'Technology',
      premium: industryPremium,
      inDemandFor: 'Revenue recognition, FP&A and commercial finance in scaling tech companies',
    },
    {
      specialisation: 'Pharma & Life Sciences',
      premium: industryPremium,
      inDemandFor: 'Cost accounting, R&D tax credits and multinational manufacturing finance',
    },
    {
      specialisation: 'IFRS/US GAAP',
      premium: industryPremium,
      inDemandFor: 'Dual reporting for US multinationals and group consolidations',
    },
  ],
} as const satisfies {
  id: string;
  title: string;
  description: string;
  columns: readonly [string, string, string];
  rows: readonly IndustrySpecialisation[];
};

export type SalaryInsight = {
  readonly id: string;
  readonly title: string;
  readonly figure: string;
  readonly description: string;
};

const remotePremium = percentRange(5, 10);
const esgPremium = percentRange(15, 20);
const inflationAdjustment = percentRange(4, 6);
const pensionMatch = percentRange(8, 12);
const hybridRemoteDays = { min: 3, max: 4 } as const;
const developmentBudget = { min: 2000, max: 5000 } as const;

export const salaryInsights = {
  trendsHeading: '2025 Salary Trends',
  trends: [
    {
      id: 'remote-premium',
      title: 'Remote Work Premium',
      figure: remotePremium.display,
      description: `Fully remote roles pay a ${remotePremium.display} premium as employers compete for scarce qualified talent nationwide.`,
    },
    {
      id: 'esg-specialists',
      title: 'ESG Specialists',
      figure: esgPremium.display,
      description: `Accountants with sustainability and ESG reporting experience earn ${esgPremium.display} higher than peers in equivalent roles.`,
    },
    {
      id: 'inflation-adjustments',
      title: 'Inflation Adjustments',
      figure: inflationAdjustment.display,
      description: `Most employers are applying ${inflationAdjustment.display} cost-of-living adjustments to existing salaries this year.`,
    },
  ],
  benefitsHeading: 'Benefits Trends',
  benefits: [
    {
      id: 'hybrid-working',
      title: 'Hybrid Working',
      figure: `${hybridRemoteDays.min}-${hybridRemoteDays.max} days remote`,
      description: `Hybrid is now the norm, with ${hybridRemoteDays.min}-${hybridRemoteDays.max} days a week working remotely.`,
    },
    {
      id: 'pension-match',
      title: 'Pension Contributions',
      figure: pensionMatch.display,
      description: `Employer pension matching of ${pensionMatch.display} of salary is typical for qualified roles.`,
    },
    {
      id: 'development-budgets',
      title: 'Professional Development',
      figure: `${formatEuroRange(developmentBudget)} a year`,
      description: `Development budgets of ${formatEuroRange(developmentBudget)} a year cover exams, CPD and study leave.`,
    },
  ],
} as const satisfies {
  trendsHeading: string;
  trends: readonly SalaryInsight[];
  benefitsHeading: string;
  benefits: readonly SalaryInsight[];
};

// ---------------------------------------------------------------------------------------------
// Lookup: tolerant matching of free-text role and level names (used by the chat assistant).

/** Lower-case, punctuation to spaces, crude singular ('accountants' -> 'accountant'). */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+]+/g, ' ')
    .replace(/(\d)\s*\+/g, '$1+ ')
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .join(' ');
}

function containsPhrase(normalisedText: string, phrase: string): boolean {
  return ` ${normalisedText} `.includes(` ${normalise(phrase)} `);
}

// Synonyms per position, beyond the position's own name; the longest phrase found wins.
const roleSynonyms: Readonly<Record<string, readonly string[]>> = {
  CFO: ['chief financial officer', 'chief finance officer', 'finance chief'],
  'Finance Director': ['fd', 'director of finance', 'head of finance'],
  'Group Financial Controller': ['gfc', 'group fc', 'group finance controller', 'group controller'],
  // 'accountant' alone is the broadest reading of a qualified accountant; longer names win.
  'Financial Accountant': ['fa', 'qualified accountant', 'accountant'],
  'Management Accountant': ['ma', 'cost accountant'],
  'Financial Controller': ['fc', 'finance controller', 'controller'],
  'Financial Analyst': ['finance analyst', 'fp and a analyst', 'fpa analyst'],
  'Internal Auditor': ['internal audit', 'internal audit manager'],
  Partner: ['audit partner', 'partner'],
  Director: ['audit director', 'director'],
  Manager: ['audit manager', 'manager', 'assistant audit manager'],
  Senior: ['audit senior', 'senior auditor', 'senior', 'audit semi senior', 'semi senior'],
  Junior: [
    'audit junior',
    'junior audit',
    'junior auditor',
    'audit trainee',
    'trainee auditor',
    'audit associate',
    'trainee accountant',
    'junior',
  ],
  'Part-Qualified': ['part qualified accountant', 'part qualified', 'studying accountant'],
  Bookkeeper: ['book keeper', 'bookkeeping'],
  'Accounts Assistant': [
    'accounting assistant',
    'finance assistant',
    'accounts clerk',
    'junior accountant',
    'accounting technician',
  ],
  'Accounts Payable/Receivable': [
    'ap/ar',
    'ap ar',
    'ar/ap',
    'ap',
    'ar',
    'accounts payable',
    'accounts receivable',
    'ap specialist',
    'ar specialist',
    'credit controller',
    'purchase ledger',
    'sales ledger',
  ],
  'Payroll Specialist': ['payroll', 'payroll administrator', 'payroll officer', 'payroll executive'],
};

// Words for each level column, per table. Checked in order; the longest phrase found wins.
const levelSynonyms: Readonly<Record<SalaryTableId, readonly [readonly string[], readonly string[], readonly string[]]>> = {
  'c-suite': [
    ['junior', 'small business', 'small', 'sme', 'startup', 'start up'],
    ['mid level', 'mid size', 'mid sized', 'mid', 'medium', 'medium sized'],
    ['senior', 'enterprise', 'large', 'multinational', 'plc', 'corporate'],
  ],
  'qualified-accountants': [
    ['newly qualified', 'nq', 'just qualified', 'recently qualified', 'junior', 'entry level', '0 2 year'],
    ['3 5 year', '3 5 year pqe', '3 to 5 year', 'mid level', 'mid', 'experienced'],
    ['5+ year', '5+ year pqe', 'over 5 year', 'more than 5 year', 'senior', 'very experienced'],
  ],
  audit: [
    ['small firm', 'small practice', 'small', 'local firm'],
    ['mid tier', 'mid tier firm', 'mid size firm', 'mid sized firm', 'mid', 'medium'],
    ['big 4', 'big four', 'big4', 'large firm', 'big'],
  ],
  'part-qualified-support': [
    ['entry level', 'entry', 'graduate', 'junior', 'trainee', 'no experience'],
    ['1 3 year', '1 to 3 year', 'mid level', 'mid', 'some experience'],
    ['3+ year', 'over 3 year', 'more than 3 year', 'senior', 'experienced'],
  ],
};

// Plain years of experience ('4 years') mapped onto each table's level columns.
function levelFromYears(tableId: SalaryTableId, normalisedText: string): SalaryLevelIndex | null {
  const match = /(\d+(?:\.\d+)?)(\+)? (?:year|yr)/.exec(normalisedText);
  if (!match) return null;
  const years = Number(match[1]);
  const orMore = match[2] === '+';
  switch (tableId) {
    case 'qualified-accountants':
      return years > 5 || (years === 5 && orMore) ? 2 : years >= 3 ? 1 : 0;
    case 'part-qualified-support':
      return years > 3 || (years === 3 && orMore) ? 2 : years >= 1 ? 1 : 0;
    default:
      return null;
  }
}

function longestPhraseIn(normalisedText: string, phrases: readonly string[]): number {
  return phrases.reduce(
    (best, phrase) => (containsPhrase(normalisedText, phrase) ? Math.max(best, normalise(phrase).length) : best),
    0,
  );
}

function matchLevel(salaryTable: SalaryTable, text: string): SalaryLevelIndex | null {
  const normalisedText = normalise(text);
  const synonyms = levelSynonyms[salaryTable.id];
  let bestIndex: SalaryLevelIndex | null = null;
  let bestLength = 0;
  for (const index of [0, 1, 2] as const) {
    const length = longestPhraseIn(normalisedText, [salaryTable.levels[index], ...synonyms[index]]);
    if (length > bestLength) {
      bestIndex = index;
      bestLength = length;
    }
  }
  return bestIndex ?? levelFromYears(salaryTable.id, normalisedText);
}

function levelMatch(salaryTable: SalaryTable, row: SalaryRow, index: SalaryLevelIndex): SalaryLevelMatch {
  return { index, name: salaryTable.levels[index], band: row.bands[index] };
}

// Bare titles name an audit position only in an audit context: 'manager at a Big 4 firm' is an
// audit manager, 'payroll manager' or 'finance manager' is not.
const auditOnlyTitles: ReadonlySet<string> = new Set(['partner', 'director', 'manager', 'senior', 'junior']);
const auditContextPhrases = ['audit', 'auditor', 'practice', 'firm', 'big 4', 'big four', 'big4', 'mid tier'];

function rolePhrases(row: SalaryRow, auditContext: boolean): string[] {
  return [row.position, ...(roleSynonyms[row.position] ?? [])]
    .map(normalise)
    .filter((phrase) => auditContext || !auditOnlyTitles.has(phrase));
}

function matchRole(text: string): { salaryTable: SalaryTable; row: SalaryRow } | null {
  const normalisedText = normalise(text);
  const auditContext = auditContextPhrases.some((phrase) => containsPhrase(normalisedText, phrase));
  let best: { salaryTable: SalaryTable; row: SalaryRow; score: number } | null = null;
  for (const salaryTable of salaryTables) {
    for (const row of salaryTable.rows) {
      const length = longestPhraseIn(normalisedText, rolePhrases(row, auditContext));
      if (length === 0) continue;
      // In an audit context, audit rows win ties of equal length.
      const score = length + (auditContext && salaryTable.id === 'audit' ? 0.5 : 0);
      if (best === null || score > best.score) best = { salaryTable, row, score };
    }
  }
  return best && { salaryTable: best.salaryTable, row: best.row };
}

/**
 * Finds a salary by free-text role, e.g. findSalary('CFO', 'enterprise'),
 * findSalary('newly qualified financial accountant'), findSalary('junior auditor', 'Big 4').
 * The level may be given separately or inside the role text; without one, all levels are listed.
 * Returns null when no position matches.
 */
export function findSalary(role: string, level?: string): SalaryLookup | null {
  const roleMatch = matchRole(role);
  if (!roleMatch) return null;
  const { salaryTable, row } = roleMatch;
  const levelIndex =
    (level === undefined ? null : matchLevel(salaryTable, level)) ??
    matchLevel(salaryTable, stripPosition(role, row));
  return {
    tableId: salaryTable.id,
    tableTitle: salaryTable.title,
    position: row.position,
    level: levelIndex === null ? null : levelMatch(salaryTable, row, levelIndex),
    levels: [levelMatch(salaryTable, row, 0), levelMatch(salaryTable, row, 1), levelMatch(salaryTable, row, 2)],
  };
}

// Why: an audit "Senior" or "Junior" position name must not also be read as the level.
function stripPosition(role: string, row: SalaryRow): string {
  let text = ` ${normalise(role)} `;
  const phrases = rolePhrases(row, true).sort((a, b) => b.length - a.length);
  for (const phrase of phrases) text = text.replace(` ${phrase} `, ' ');
  return text.trim();
}

/** Every position in the guide, in table order. */
export function listRoles(): RoleListing[] {
  return salaryTables.flatMap((salaryTable) =>
    salaryTable.rows.map((row) => ({ tableId: salaryTable.id, tableTitle: salaryTable.title, position: row.position })),
  );
}

export function findSalaryTable(id: SalaryTableId): SalaryTable {
  const found = salaryTables.find((salaryTable) => salaryTable.id === id);
  if (!found) throw new RangeError(`Unknown salary table: ${id}`);
  return found;
}
