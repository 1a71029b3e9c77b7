// Static market figures shown beside the quarterly market trends report.

export type HeadlineStat = {
  readonly id: 'job-market-growth' | 'average-salary-increase' | 'remote-positions';
  readonly label: string;
  /** Percent. */
  readonly value: number;
  /** True for a change ('+18%'), false for a share ('74%'). */
  readonly isChange: boolean;
  readonly description: string;
};

export type RegionalShare = {
  readonly region: string;
  /** Percent of new openings. */
  readonly share: number;
};

export const marketStats = {
  updateLabel: 'Auto-updated quarterly',
  headline: [
    {
      id: 'job-market-growth',
      label: 'Job Market Growth',
      value: 18,
      isChange: true,
      description: 'Year-on-year growth in accounting and finance vacancies',
    },
    {
      id: 'average-salary-increase',
      label: 'Average Salary Increase',
      value: 12,
      isChange: true,
      description: 'Average increase in offered salaries year on year',
    },
    {
      id: 'remote-positions',
      label: 'Remote Positions',
      value: 74,
      isChange: false,
      description: 'Share of roles offering remote or hybrid working',
    },
  ],
  regionalHeading: 'Share of New Openings by Region',
  regional: [
    { region: 'Dublin', share: 45 },
    { region: 'Cork', share: 18 },
    { region: 'Galway', share: 12 },
  ],
  timeToHire: { label: 'Average Time to Hire', weeks: 3.2 },
} as const satisfies {
  updateLabel: string;
  headline: readonly HeadlineStat[];
  regionalHeading: string;
  regional: readonly RegionalShare[];
  timeToHire: { label: string; weeks: number };
};

/** 18, change -> '+18%'; 74 -> '74%'. */
export function formatStatValue(stat: Pick<HeadlineStat, 'value' | 'isChange'>): string {
  return `${stat.isChange && stat.value > 0 ? '+' : ''}${stat.value}%`;
}

/** '3.2 weeks'. */
export function formatTimeToHire(weeks: number = marketStats.timeToHire.weeks): string {
  return `${weeks} weeks`;
}
