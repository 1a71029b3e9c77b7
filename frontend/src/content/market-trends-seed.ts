// The market trends report the local stack (and a fresh deployment) starts with. Later quarters
// are published to the database; this is only the seed. Figures come from the other modules so
// the report never disagrees with the stats panel or the salary guide.

import { agency } from './agency.ts';
import { formatTimeToHire, marketStats } from './market-stats.ts';
import type { MarketTrendsReport } from './schemas.ts';
import { industrySpecialisationsTable, salaryInsights } from './salary-guide.ts';

function statValue(id: (typeof marketStats.headline)[number]['id']): number {
  const stat = marketStats.headline.find((candidate) => candidate.id === id);
  if (!stat) throw new RangeError(`Unknown market stat: ${id}`);
  return stat.value;
}

function regionalShare(region: (typeof marketStats.regional)[number]['region']): number {
  const share = marketStats.regional.find((candidate) => candidate.region === region);
  if (!share) throw new RangeError(`Unknown region: ${region}`);
  return share.share;
}

function insightFigure(id: (typeof salaryInsights.trends)[number]['id']): string {
  const insight = salaryInsights.trends.find((candidate) => candidate.id === id);
  if (!insight) throw new RangeError(`Unknown salary insight: ${id}`);
  return insight.figure;
}

const specialisationPremium = industrySpecialisationsTable.rows[0].premium.display;

export const marketTrendsSeed: MarketTrendsReport = {
  quarter: 'Q4 2025',
  lastUpdated: '2025-10-01',
  dataSources: [
    ...agency.marketDataSources.map((source) => `${source}, Q3 2025`),
    'Analysis of accounting and finance job postings across Ireland',
    '2025 Accounting & Finance Salary Guide',
  ],
  sections: [
    {
      title: 'Hiring Demand',
      trends: [
        {
          title: 'Qualified Accountant Shortage',
          description:
            'A shortage of newly qualified and 3-5 year PQE accountants means financial accountant and ' +
            'financial controller roles stay unfilled for longer, keeping demand high in Dublin and Cork.',
        },
        {
          title: 'Regional Vacancy Growth',
          description:
            `Vacancy growth of ${statValue('job-market-growth')}% year on year is spreading beyond the capital: ` +
            `Dublin still accounts for ${regionalShare('Dublin')}% of new openings, with Cork at ` +
            `${regionalShare('Cork')}% and Galway at ${regionalShare('Galway')}% as multinationals expand regional finance hubs.`,
        },
        {
          title: 'Faster Hiring Decisions',
          description:
            `Employers are moving quickly: the average time to hire is now ${formatTimeToHire()}, and strong ` +
            'candidates with more than one offer often decide within days.',
        },
      ],
    },
    {
      title: 'Salaries & Benefits',
      trends: [
        {
          title: 'Pay Rises for Qualified Talent',
          description:
            `Average offered salaries increased by ${statValue('average-salary-increase')}% year on year, ` +
            'with the largest increase for financial controllers and finance business partners.',
        },
        {
          title: 'Specialist Premiums',
          description:
            `IFRS/US GAAP and ESG reporting expertise commands a salary premium of ${specialisationPremium} ` +
            'as demand for these skills outstrips supply.',
        },
        {
          title: 'Benefits Beyond Base Pay',
          description:
            'Candidates now weigh pension matching, exam support and hybrid arrangements alongside base pay ' +
            'when comparing offers, and employers are sharpening their packages to compete.',
        },
      ],
    },
    {
      title: 'Ways of Working',
      trends: [
        {
          title: 'Hybrid Is the Default',
          description:
            `${statValue('remote-positions')}% of accounting and finance roles now offer remote or hybrid ` +
            'working, most often three to four days a week from home.',
        },
        {
          title: 'Remote Roles Pay More',
          description:
            `Fully remote positions attract a ${insightFigure('remote-premium')} premium as employers recruit ` +
            'nationwide rather than within commuting distance of one office.',
        },
        {
          title: 'More Office Time for Trainees',
          description:
            'Firms hiring trainees are asking for more office days to support on-the-job learning, ' +
            'supervision and exam preparation in the first years of a career.',
        },
      ],
    },
    {
      title: 'Skills & Technology',
      trends: [
        {
          title: 'Digital Finance Skills',
          description:
            'Demand is strongest for finance professionals with digital skills: ERP migrations, Power BI ' +
            'reporting and process automation in shared-services centres.',
        },
        {
          title: 'AI in the Finance Function',
          description:
            'AI tools now handle routine reconciliations and invoice matching, shifting accounts payable ' +
            'and receivable roles towards exception handling, controls and analysis.',
        },
        {
          title: 'Systems Experience Gap',
          description:
            'A shortage of accountants with ERP implementation experience is leaving technology-led finance ' +
            'transformation roles unfilled, and contract rates for these projects are rising.',
        },
      ],
    },
  ],
};
