// Facts that hold for a period: the salary guide's year, the market report's quarter, the exam
// windows of a qualification. Each page shows the fact's date and, once the period is over, says so;
// Aine words it the same way ("The 2025 windows have passed; ..."), from the same helper.

import { formatIrishLongDate } from './format.ts';

export type DatedFact = {
  /** Shown next to the fact: 'Exam windows for 2025', 'Figures for 2025'. */
  readonly dateLabel: string;
  /** ISO date (YYYY-MM-DD): the last day the fact holds. From the next day on it has passed. */
  readonly validUntil: string;
  /** A clause for while it holds, lower case: 'these are the 2025 CIMA exam windows'. */
  readonly whileCurrent: string;
  /** A clause for once it has passed, lower case: 'the 2025 CIMA exam windows have passed'. */
  readonly oncePassed: string;
  /** What to do instead, lower case: 'check the CIMA website for the current dates'. */
  readonly afterwards: string;
};

export type DatedFactDescription = {
  readonly passed: boolean;
  /** 'Exam windows for 2025' */
  readonly dateLabel: string;
  /** One sentence: 'The 2025 CIMA exam windows have passed; check the CIMA website for the current dates.' */
  readonly sentence: string;
};

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date (YYYY-MM-DD) in UTC; Irish time is UTC or UTC+1, so at most an hour out at midnight. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whether the day `isoDate` is over at `now` (so on that day itself it has not yet passed). */
export function hasPassed(isoDate: string, now: Date): boolean {
  if (!isoDatePattern.test(isoDate)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${isoDate}`);
  return isoDay(now) > isoDate;
}

const sentenceCase = (clause: string) => clause.charAt(0).toUpperCase() + clause.slice(1);

/** The fact's date label and one sentence saying whether it still holds at `now`. */
export function describeDatedFact(fact: DatedFact, now: Date): DatedFactDescription {
  const passed = hasPassed(fact.validUntil, now);
  const sentence = passed
    ? `${sentenceCase(fact.oncePassed)}; ${fact.afterwards}.`
    : `${sentenceCase(fact.whileCurrent)}, current until ${formatIrishLongDate(fact.validUntil)}.`;
  return { passed, dateLabel: fact.dateLabel, sentence };
}

/** 'Q4 2025' -> '2025-12-31', the quarter's last day; undefined for anything else. */
export function quarterEnd(quarter: string): string | undefined {
  const match = /^Q([1-4]) (\d{4})$/.exec(quarter.trim());
  if (!match) return undefined;
  const lastMonth = Number(match[1]) * 3;
  const lastDay = new Date(Date.UTC(Number(match[2]), lastMonth, 0)).getUTCDate();
  return `${match[2]}-${String(lastMonth).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}

/**
 * A market trends report holds for its quarter ('Q4 2025'); one whose quarter label cannot be read
 * holds for three months after its last update.
 */
export function marketReportFact(report: { readonly quarter: string; readonly lastUpdated: string }): DatedFact {
  const validUntil = quarterEnd(report.quarter) ?? threeMonthsAfter(report.lastUpdated);
  return {
    // The header beside it shows the last update; the note says which quarter and whether it is over.
    dateLabel: `Covers ${report.quarter}`,
    validUntil,
    whileCurrent: 'these trends are for this quarter',
    oncePassed: 'that quarter has ended, so these trends may have moved on',
    afterwards: 'contact our team for the latest picture of the market',
  };
}

function threeMonthsAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 3);
  return isoDay(date);
}
