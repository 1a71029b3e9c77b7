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
  /** Other names visitors use for the position ('FC', 'head of finance'); the chat assistant matches them. */
  readonly synonyms: readonly string[];
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
  /** Other words for each level column ('nq', 'big four'), in level order. */
  readonly levelSynonyms: readonly [readonly string[], readonly string[], readonly string[]];
  /**
   * Years of experience that mark the level columns, when the levels are experience bands:
   * [a, b] means under a years is the first level, a to b the second, over b the third.
   */
  readonly levelYears: readonly [number, number] | null;
  /**
   * Headcounts of the organisation that mark the level columns, when the levels are sizes of organisation ('a 30 person
   * company', 'about 1,200 employees'): [a, b] means under a people is the first level, a to under b the second, b or more the third.
   */
  readonly levelHeadcounts: readonly [number, number] | null;
  /** Position names that mean this table's row only with one of `contextWords` ('manager' in a Big 4 firm). */
  readonly contextOnlyPositions: readonly string[];
  readonly contextWords: readonly string[];
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
  /** With no single level: the levels a question named when it named some but not all ('mid tier v big 4'). */
  readonly namedLevels?: readonly SalaryLevelMatch[];
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
  readonly synonyms?: readonly string[];
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
    synonyms: source.synonyms ?? [],
    bands,
    ranges: [bands[0].display, bands[1].display, bands[2].display],
  };
}

type TableSource = Omit<SalaryTable, 'rows' | 'positionHeading' | 'levelYears' | 'levelHeadcounts' | 'contextOnlyPositions' | 'contextWords'> &
  Partial<Pick<SalaryTable, 'levelYears' | 'levelHeadcounts' | 'contextOnlyPositions' | 'contextWords'>>;

// Where pay tops out in a career is its most experienced level ('what does it top out at').
const careerTopWords = ['top out', 'topped out', 'max out', 'maxe out', 'ceiling'];

function table(meta: TableSource, rows: readonly RowSource[]): SalaryTable {
  return {
    levelYears: null,
    levelHeadcounts: null,
    contextOnlyPositions: [],
    contextWords: [],
    ...meta,
    positionHeading: 'Position',
    rows: rows.map(toRow),
  };
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
  /** Words of a question about what the figures include ('is that before tax', 'does that include bonus'); the chat assistant answers them with the footnote. */
  footnoteSynonyms: ['gross', 'before tax', 'pre tax', 'after tax', 'take home', 'net pay', 'bonus', 'basic', 'base salary', 'base pay', 'package', 'include', 'includes', 'including'],
  /**
   * Words of a question about pay after tax ('whats my take home on 48k'): the chat cannot work tax out, and says the figures
   * are gross; asked of a role ('what does an FD take home'), it gives the role's range with the footnote.
   */
  netPaySynonyms: ['take home', 'net pay', 'net salary', 'after tax', 'tax will i pay', 'tax would i pay', 'tax do i pay', 'usc', 'prsi', 'paye',
    // The tax asked of an amount ('tax on 52k?', 'how much tax on a 70k salary').
    'tax on', 'how much tax'],
  insightsHeading: 'Market Insights',
} as const;

export const salaryTables: readonly [SalaryTable, SalaryTable, SalaryTable, SalaryTable] = [
  table(
    {
      id: 'c-suite',
      title: 'C-Suite',
      description: 'Finance leadership roles, by size of organisation.',
      levels: ['Junior/Small Business', 'Mid-Level/Mid-Size', 'Senior/Enterprise'],
      levelSynonyms: [
        ['junior', 'small business', 'small', 'sme', 'startup', 'start up'],
        ['mid level', 'mid size', 'mid sized', 'mid', 'medium', 'medium sized'],
        ['senior', 'enterprise', 'large', 'big company', 'multinational', 'mnc', 'plc', 'listed company', 'corporate',
          // A group of companies is run at enterprise scale ('a big group with twenty subsidiaries').
          'big group', 'large group', 'subsidiary'],
      ],
      // Under 50 people is a small business (the EU's line for a small enterprise); a firm of about 250 is what visitors call
      // mid sized; 500 or more is enterprise scale.
      levelHeadcounts: [50, 500],
    },
    [
      { position: 'CFO', synonyms: ['chief financial officer', 'chief finance officer', 'finance chief'], bands: [[120, 150], [150, 200], [200, 350, '+']] },
      { position: 'Finance Director', synonyms: ['fd', 'director of finance', 'head of finance', 'financial director'], bands: [[95, 120], [120, 160], [160, 220]] },
      { position: 'Group Financial Controller', synonyms: ['gfc', 'group fc', 'group finance controller', 'group controller'], bands: [[85, 100], [100, 130], [130, 180]] },
    ],
  ),
  table(
    {
      id: 'qualified-accountants',
      title: 'Qualified Accountants',
      description: 'Qualified ACA, ACCA and CIMA professionals, by post-qualification experience (PQE).',
      levels: ['Newly Qualified', '3-5 Years PQE', '5+ Years PQE'],
      levelSynonyms: [
        ['newly qualified', 'nq', 'just qualified', 'recently qualified', 'after qualifying', 'starting off', 'starting out', 'junior', 'entry level', 'entry', '0 2 year',
          // Irish usage: a newly qualified accountant has just 'got their letters'.
          'letters',
          // A qualification just completed ('just got my acca', 'just finished my training contract').
          'just got my', 'just finished my', 'just passed my'],
        ['3 5 year', '3 5 year pqe', '3 to 5 year', 'mid level', 'mid', 'experienced'],
        ['5+ year', '5+ year pqe', 'over 5 year', 'more than 5 year', 'senior', 'very experienced', ...careerTopWords],
      ],
      levelYears: [3, 5],
    },
    [
      // 'accountant' alone is the broadest reading of a qualified accountant; longer names win.
      { position: 'Financial Accountant', synonyms: ['fa', 'qualified accountant', 'accountant'], bands: [[55, 65], [65, 80], [80, 95]] },
      { position: 'Management Accountant', synonyms: ['ma', 'cost accountant', 'management accounting'], bands: [[55, 65], [65, 80], [80, 95]] },
      { position: 'Financial Controller', synonyms: ['fc', 'finance controller', 'controller'], bands: [[70, 85], [85, 100], [100, 120]] },
      { position: 'Financial Analyst', synonyms: ['finance analyst', 'fp and a analyst', 'fpa analyst', 'fp and a', 'fpa'], bands: [[55, 65], [65, 80], [80, 90]] },
      { position: 'Internal Auditor', synonyms: ['internal audit', 'internal audit manager'], bands: [[55, 65], [65, 80], [80, 95]] },
    ],
  ),
  table(
    {
      id: 'audit',
      title: 'Audit',
      description: 'Audit practice roles, by size of firm.',
      levels: ['Small Firms', 'Mid-Tier', 'Big 4'],
      levelSynonyms: [
        ['small firm', 'small practice', 'small', 'local firm'],
        ['mid tier', 'mid tier firm', 'mid size firm', 'mid sized firm', 'mid', 'medium'],
        ['big 4', 'big four', 'big4', 'large firm', 'big'],
      ],
      // Bare titles name an audit position only in an audit context: 'manager at a Big 4 firm' is an
      // audit manager, 'payroll manager' or 'finance manager' is not.
      contextOnlyPositions: ['partner', 'director', 'manager', 'senior', 'junior', 'trainee', 'graduate', 'article'],
      contextWords: ['audit', 'auditor', 'practice', 'firm', 'big 4', 'big four', 'big4', 'mid tier'],
    },
    [
      { position: 'Partner', synonyms: ['audit partner', 'partner'], bands: [[100, 150], [150, 250], [250, 800, '+']] },
      { position: 'Director', synonyms: ['audit director', 'director'], bands: [[85, 110], [110, 140], [140, 200]] },
      { position: 'Manager', synonyms: ['audit manager', 'manager', 'assistant audit manager'], bands: [[65, 75], [75, 90], [90, 120]] },
      { position: 'Senior', synonyms: ['audit senior', 'senior auditor', 'senior', 'audit semi senior', 'semi senior'], bands: [[45, 55], [55, 65], [65, 75]] },
      {
        position: 'Junior',
        // A trainee of a practice is 'in articles' ('articled clerk').
        synonyms: ['audit junior', 'junior audit', 'junior auditor', 'audit trainee', 'trainee auditor', 'audit associate', 'audit assistant', 'trainee accountant', 'junior', 'trainee', 'graduate', 'articles', 'articled clerk'],
        bands: [[28, 35], [32, 38], [35, 42]] },
    ],
  ),
  table(
    {
      id: 'part-qualified-support',
      title: 'Part-Qualified and Support',
      description: 'Part-qualified, transactional and support roles, by years of experience.',
      levels: ['Entry-Level', '1-3 Years', '3+ Years'],
      levelSynonyms: [
        ['entry level', 'entry', 'graduate', 'junior', 'trainee', 'brand new', 'no experience', 'zero experience', 'zero work', 'no work', 'first job', 'starting', 'starting off', 'starting out', 'starting fresh', 'school leaver', 'leaving cert', 'beginner', 'no office experience'],
        ['1 3 year', '1 to 3 year', 'mid level', 'mid', 'some experience'],
        ['3+ year', 'over 3 year', 'more than 3 year', 'senior', 'experienced', ...careerTopWords],
      ],
      levelYears: [1, 3],
    },
    [
      { position: 'Part-Qualified', synonyms: ['part qualified accountant', 'part qualified', 'studying accountant'], bands: [[35, 42], [42, 50], [50, 60]] },
      { position: 'Bookkeeper', synonyms: ['book keeper', 'bookkeeping', 'kept the books', 'keeping the books', 'keep the books', 'kept books', 'keeping books'], bands: [[32, 38], [38, 45], [45, 55]] },
      {
        position: 'Accounts Assistant',
        synonyms: ['accounting assistant', 'finance assistant', 'accounts clerk', 'junior accountant', 'accounting technician'],
        bands: [[28, 35], [35, 42], [42, 48]] },
      {
        position: 'Accounts Payable/Receivable',
        synonyms: ['ap/ar', 'ap ar', 'ar/ap', 'ap', 'ar', 'accounts payable', 'accounts receivable', 'ap specialist', 'ar specialist', 'credit controller', 'credit control', 'purchase ledger', 'sales ledger', 'creditors', 'debtors', 'creditors clerk', 'debtors clerk'],
        bands: [[28, 32], [32, 38], [38, 45]] },
      { position: 'Payroll Specialist', synonyms: ['payroll', 'payroll administrator', 'payroll officer', 'payroll executive'], bands: [[32, 38], [38, 45], [45, 55]] },
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
  /** Words visitors use for the sector's employers (the chat assistant indexes them with the work in demand). */
  readonly synonyms?: readonly string[];
};

const industryPremium = percentRange(10, 20);

/** The guide's fifth table: specialisations that earn a premium over the role tables above. */
export const industrySpecialisationsTable = {
  id: 'industry-specialisations',
  title: 'Industry Specialisations',
  description: `Experience in these areas typically adds a ${industryPremium.display} premium to the salaries above.`,
  columns: ['Specialisation', 'Salary Premium', 'Most In Demand For'],
  /** What visitors call a specialisation when they ask which pays more ('which sectors pay more'). */
  synonyms: ['sector', 'sectors'],
  rows: [
    {
      specialisation: 'Financial Services',
      premium: industryPremium,
      inDemandFor: 'Fund accounting, regulatory reporting, banking and insurance finance teams',
      synonyms: ['fund administrator', 'fund administration', 'fund admin', 'funds', 'bank', 'banking', 'insurer', 'insurance company', 'asset manager'],
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
  synonyms: readonly string[];
  rows: readonly IndustrySpecialisation[];
};

export type SalaryInsight = {
  readonly id: string;
  readonly title: string;
  readonly figure: string;
  readonly description: string;
  /** Words visitors use for this insight (the chat assistant indexes them with the title). */
  readonly synonyms: readonly string[];
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
      // Going remote all the way in a visitor's words ('would i get a few bob more if i went full remote').
      synonyms: ['remote premium', 'fully remote', 'premium for remote', 'full remote'],
    },
    {
      id: 'esg-specialists',
      title: 'ESG Specialists',
      figure: esgPremium.display,
      description: `Accountants with sustainability and ESG reporting experience earn ${esgPremium.display} higher than peers in equivalent roles.`,
      synonyms: ['esg', 'sustainability', 'green', 'esg reporting', 'climate reporting', 'csrd', 'carbon', 'carbon reporting', 'emissions'],
    },
    {
      id: 'inflation-adjustments',
      title: 'Inflation Adjustments',
      figure: inflationAdjustment.display,
      description: `Most employers are applying ${inflationAdjustment.display} cost-of-living adjustments to existing salaries this year.`,
      synonyms: ['inflation', 'cost of living', 'adjustment', 'adjusted for inflation', 'cost of living increase', 'existing staff', 'existing team', 'cost of living uplift', 'pay review', 'no raise', 'no pay rise',
        // A rise held up to other employers' ('we are only getting 2% this year, is that less than other places').
        'pay rise', 'other places are giving', 'others are giving'],
    },
  ],
  benefitsHeading: 'Benefits Trends',
  /** The words visitors use for the benefits as a whole ('what perks come with finance jobs'). */
  benefitsSynonyms: ['perks', 'perk', 'benefits', 'benefits package', 'fringe benefits'],
  benefits: [
    {
      id: 'hybrid-working',
      title: 'Hybrid Working',
      figure: `${hybridRemoteDays.min}-${hybridRemoteDays.max} days remote`,
      description: `Hybrid is now the norm, with ${hybridRemoteDays.min}-${hybridRemoteDays.max} days a week working remotely.`,
      synonyms: ['days remote', 'day remote', 'days from home', 'days working from home', 'days work from home', 'work from home days', 'days in the office', 'days a week', 'hybrid days', 'days at home', 'days hybrid', 'split', 'home vs office', 'home and office',
        // The employer's rule for it ('hybrid policy norm for a finance team', 'whats the usual hybrid setup').
        'hybrid policy', 'hybrid setup', 'hybrid arrangement', 'hybrid model', 'hybrid norm',
        // Offered by an employer to hire ('should we offer hybrid to attract candidates, what is normal'); not 'roles offer hybrid', their share.
        'we offer hybrid', 'offering hybrid'],
    },
    {
      id: 'pension-match',
      title: 'Pension Contributions',
      figure: pensionMatch.display,
      description: `Employer pension matching of ${pensionMatch.display} of salary is typical for qualified roles.`,
      synonyms: ['pension', 'retirement', 'employer contribution', 'pension match'],
    },
    {
      id: 'development-budgets',
      title: 'Professional Development',
      figure: `${formatEuroRange(developmentBudget)} a year`,
      description: `Development budgets of ${formatEuroRange(developmentBudget)} a year cover exams, CPD and study leave.`,
      synonyms: ['development budget', 'training budget', 'study budget', 'cpd budget', 'cpd', 'exam support', 'study leave', 'course', 'study support', 'pay for my exams', 'pay for exams', 'budget per head', 'pay for training', 'pay for my training', 'money for the study', 'money for study', 'study money', 'exam money', 'money for my study', 'money for exams', 'pay for study', 'pay for my study', 'fund my study', 'sponsor my study', 'towards study', 'towards exams', 'towards my study', 'exam budget', 'training and exams',
        // What an employer puts towards it ('how many euro a year do employers put towards training for finance staff').
        'towards training', 'towards their training',
        // Exam costs an employer covers ('does the company usualy cover exam costs').
        'cover exam costs', 'cover the exam costs', 'cover exams', 'cover my exams', 'cover the exams', 'cover exam fees', 'cover the exam fees'],
    },
  ],
} as const satisfies {
  trendsHeading: string;
  trends: readonly SalaryInsight[];
  benefitsHeading: string;
  benefitsSynonyms: readonly string[];
  benefits: readonly SalaryInsight[];
};

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
