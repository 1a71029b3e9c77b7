// Texts of the market trends page that are not in the error catalogue (messages.ts) or the stats
// (market-stats.ts). The report itself comes from the database.

export const marketTrendsPage = {
  eyebrow: 'Irish Accounting & Finance Market',
  intro:
    'Our quarterly view of the accounting and finance job market in Ireland: where hiring demand is growing, how salaries are moving, how finance teams work and which skills employers need most.',
  /** 'Q4 2025' -> 'Q4 2025 Report'. */
  reportHeading: (quarter: string) => `${quarter} Report`,
  statsHeading: 'Market at a Glance',
  statsIntro: 'Headline figures for accounting and finance hiring across Ireland.',
  /** Spoken labels of the trend card icons (the icons themselves are decorative). */
  indicators: {
    upward: 'Upward trend',
    shortage: 'Talent shortage',
  },
} as const;
