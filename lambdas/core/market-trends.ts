/**
 * The quarterly market trends report and which one is current.
 *
 * The spec's table keeps an `is_current` flag per row, but switching it means writing two rows at
 * once, and without transactions (the local DynamoDB has no TransactWriteItems) a reader could see
 * zero or two current reports in between. Instead one pointer names the current quarter: a report
 * is current exactly when the pointer names it. Publishing writes the report first and then moves
 * the pointer with one conditional write, so readers see either the old report or the new one,
 * and every earlier quarter stays stored and readable.
 */

import { errorMessages } from '#content/messages';
import { AppError, notFound } from '#core/errors';
import {
  describeIssues,
  marketTrendsReportFileSchema,
  marketTrendsReportSchema,
  quarterOrdinal,
  type MarketTrendsReport,
} from '#core/schemas/market-trends';


/** Which quarter is current; `revision` grows by one with every switch (optimistic locking). */
export interface CurrentPointer {
  readonly quarter: string;
  readonly revision: number;
}

/** Where reports are kept (a DynamoDB table in AWS and locally; an in-memory fake in tests). */
export interface MarketTrendsRepository {
  readCurrentPointer(): Promise<CurrentPointer | undefined>;
  /** The stored report of one quarter, unchecked (the domain checks it). */
  readReport(quarter: string): Promise<unknown>;
  /** Stores (or replaces) the report of `report.quarter`; does not make it current. */
  writeReport(report: MarketTrendsReport, publishedAt: string): Promise<void>;
  /**
   * Points at `next` in one conditional write that holds only while the pointer still has
   * `expectedRevision` (undefined: no pointer yet). False when someone else moved it first.
   */
  movePointer(next: CurrentPointer, expectedRevision: number | undefined): Promise<boolean>;
  /** Every stored quarter (the pointer excluded). */
  listQuarters(): Promise<string[]>;
}

/** A report file that does not match the schema; `problems` lists each thing that is wrong. */
export class InvalidReportError extends Error {
  constructor(readonly problems: string[]) {
    super(`The report is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidReportError';
  }
}

/** Publishing was refused before anything was written. */
export class PublishRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PublishRefusedError';
  }
}

export function parseReportFile(input: unknown): MarketTrendsReport {
  const parsed = marketTrendsReportFileSchema.safeParse(input);
  if (!parsed.success) throw new InvalidReportError(describeIssues(parsed.error));
  return parsed.data;
}

/** The current report, as GET /api/market-trends/current answers it. */
export async function getCurrentReport(repository: MarketTrendsRepository): Promise<MarketTrendsReport> {
  const pointer = await repository.readCurrentPointer();
  if (!pointer) throw notFound(errorMessages.noCurrentMarketTrends);
  const stored = await repository.readReport(pointer.quarter);
  // Reports are written before the pointer moves and never deleted by the product, so either
  // failure below means the table was edited by hand: an operator's problem, not the visitor's.
  if (stored === undefined) {
    throw new AppError({ status: 500, code: 'internal_error', expose: false, message: `The current pointer names ${pointer.quarter}, which has no report` });
  }
  const parsed = marketTrendsReportSchema.safeParse(stored);
  if (!parsed.success) {
    throw new AppError({
      status: 500,
      code: 'internal_error',
      expose: false,
      message: `The stored report for ${pointer.quarter} is malformed: ${describeIssues(parsed.error).join('; ')}`,
    });
  }
  return parsed.data;
}

export interface PublishResult {
  readonly quarter: string;
  readonly previousQuarter: string | undefined;
  /** Every stored quarter after publishing, oldest first. */
  readonly storedQuarters: string[];
}

const sortQuarters = (quarters: Iterable<string>) => [...quarters].sort((a, b) => quarterOrdinal(a) - quarterOrdinal(b));

/**
 * Stores a validated report and makes it current. Making an older quarter current again is refused
 * unless `allowOlder` (a deliberate roll-back), since it is far more often a wrong file.
 */
export async function publishReport(
  repository: MarketTrendsRepository,
  report: MarketTrendsReport,
  options: { now: Date; allowOlder?: boolean },
): Promise<PublishResult> {
  const pointer = await repository.readCurrentPointer();
  if (pointer && !options.allowOlder && quarterOrdinal(report.quarter) < quarterOrdinal(pointer.quarter)) {
    throw new PublishRefusedError(
      `${report.quarter} is older than the current report (${pointer.quarter}). Nothing was changed; to roll back on purpose, add --allow-older.`,
    );
  }
  await repository.writeReport(report, options.now.toISOString());
  const moved = await repository.movePointer({ quarter: report.quarter, revision: (pointer?.revision ?? 0) + 1 }, pointer?.revision);
  if (!moved) {
    // The report row is stored but not current: the page still shows what another publish chose.
    throw new PublishRefusedError(
      `Another publish changed the current report while this one ran, so ${report.quarter} was stored but not made current. Run the command again.`,
    );
  }
  return { quarter: report.quarter, previousQuarter: pointer?.quarter, storedQuarters: sortQuarters(await repository.listQuarters()) };
}

/**
 * Makes `report` current only when no report is current yet, so a restart never replaces what was
 * published since. Two concurrent seeders cannot both win: the pointer write is conditional.
 */
export async function seedCurrentReport(repository: MarketTrendsRepository, report: MarketTrendsReport, now: Date): Promise<boolean> {
  if (await repository.readCurrentPointer()) return false;
  if ((await repository.readReport(report.quarter)) === undefined) await repository.writeReport(report, now.toISOString());
  return repository.movePointer({ quarter: report.quarter, revision: 1 }, undefined);
}
