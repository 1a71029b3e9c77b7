/**
 * `npm run trends:publish -- FILE`: validates a quarterly market trends report (JSON), stores it and
 * makes it the current one. Earlier quarters stay in the table. A file with mistakes gets the list
 * of them and changes nothing.
 */

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { formatIrishLongDate } from '#content/format';
import { InvalidReportError, PublishRefusedError, parseReportFile, publishReport } from '#core/market-trends';
import { isAppError } from '#core/errors';
import type { MarketTrendsReport } from '#core/schemas/market-trends';
import { marketTrendsTable } from '#adapters/market-trends-table';
import { awsClients, resetAwsClients } from '#adapters/aws-clients';
import { configSections, resetConfigCache } from '#lambdas/config';
import { tables } from '#system/resources';
import { consoleIo, localStackTarget, parseCommandLine, runAsScript, type CommandIo } from '#local/cli-target';

const usage = `Usage: npm run trends:publish -- [options] FILE

Validates the market trends report in FILE (JSON: quarter, lastUpdated, dataSources, sections),
stores it and makes it the current report. Earlier quarters stay stored.

Where it publishes:
  (default)            the table named by --table or MARKET_TRENDS_TABLE_NAME, with your AWS
                       credentials; when neither is set, the local stack if one is running
  --local              the local stack started with \`npm start\` (it writes .data/endpoints.json)
  --data-dir DIR       the local stack's data directory (default: LOCAL_DATA_DIR or .data)
  --table NAME         the deployed market trends table: the data stack's MarketTrendsTableName
                       output (overrides MARKET_TRENDS_TABLE_NAME)
  --endpoint URL       a DynamoDB endpoint (overrides AWS_ENDPOINT_URL_DYNAMODB)
  --region REGION      AWS region (default: AWS_REGION, else eu-west-1)

Options:
  --dry-run            only validate FILE; nothing is read or written
  --seed               publish the built-in seed report (Q4 2025) instead of a FILE
  --allow-older        allow making an older quarter current again (a deliberate roll-back)
  -h, --help           show this help
`;

function summary(report: MarketTrendsReport): string {
  const trends = report.sections.reduce((count, section) => count + section.trends.length, 0);
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  return `${report.quarter}: ${plural(report.sections.length, 'section')}, ${plural(trends, 'trend')}, ${plural(report.dataSources.length, 'data source')}, last updated ${formatIrishLongDate(report.lastUpdated)}`;
}

function readReport(file: string): MarketTrendsReport {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InvalidReportError([`cannot read ${file}: ${(error as Error).message}`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InvalidReportError([`not valid JSON: ${(error as Error).message}`]);
  }
  return parseReportFile(json);
}

interface Target {
  description: string;
  tableName: string;
  /** Environment for the AWS SDK clients (endpoint, region, emulator credentials). */
  env: Record<string, string>;
  local: boolean;
}

type Flags = { local?: boolean; 'data-dir'?: string; table?: string; endpoint?: string; region?: string };

function resolveTarget(flags: Flags, env: NodeJS.ProcessEnv): Target | string {
  const tableConfig = configSections.marketTrends.safeParse(env);
  const namedTable = flags.table ?? (tableConfig.success ? tableConfig.data[tables.marketTrends.envVar] : undefined);

  if (flags.local || (!namedTable && !flags.endpoint)) {
    const stack = localStackTarget(flags['data-dir'], env);
    if (typeof stack === 'string') {
      return flags.local ? stack : 'Name the table to publish to: --table NAME or MARKET_TRENDS_TABLE_NAME (deployed), or start `npm start` and use --local.';
    }
    const tableName = stack.env[tables.marketTrends.envVar]!;
    return { ...stack, description: `${stack.description} (table ${tableName})`, tableName };
  }
  if (!namedTable) return 'Name the table to publish to: --table NAME or MARKET_TRENDS_TABLE_NAME.';
  const endpoint = flags.endpoint ?? env.AWS_ENDPOINT_URL_DYNAMODB;
  const region = flags.region ?? env.AWS_REGION ?? 'eu-west-1';
  return {
    description: `the table ${namedTable} in ${region}${endpoint ? ` at ${endpoint}` : ''}`,
    tableName: namedTable,
    env: { AWS_REGION: region, ...(endpoint ? { AWS_ENDPOINT_URL_DYNAMODB: endpoint } : {}) },
    local: false,
  };
}

/** Runs the command; resolves to the process exit code (0 done, 1 refused or failed, 2 usage). */
export async function runTrendsPublish(argv: string[], io: CommandIo = consoleIo, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const commandLine = parseCommandLine(argv, io, usage, {
    positionals: true,
    options: { seed: { type: 'boolean' }, 'allow-older': { type: 'boolean' }, table: { type: 'string' }, endpoint: { type: 'string' }, region: { type: 'string' } },
  });
  if (typeof commandLine === 'number') return commandLine;
  const { flags, positionals } = commandLine;
  if (positionals.length !== (flags.seed ? 0 : 1)) {
    io.err(`${flags.seed ? '--seed takes no FILE' : 'Give exactly one report FILE'}.\n\n${usage}`);
    return 2;
  }

  const source = flags.seed ? 'the built-in seed report' : positionals[0]!;
  let report: MarketTrendsReport;
  try {
    report = flags.seed ? parseReportFile(marketTrendsSeed) : readReport(resolve(positionals[0]!));
  } catch (error) {
    if (!(error instanceof InvalidReportError)) throw error;
    io.err(`✗ ${source} is not a valid market trends report; nothing was changed:`);
    for (const problem of error.problems) io.err(`  - ${problem}`);
    return 1;
  }
  io.out(`✓ Valid report ${summary(report)}`);
  if (flags['dry-run']) {
    io.out('Dry run: nothing was written.');
    return 0;
  }

  const target = resolveTarget(flags, env);
  if (typeof target === 'string') {
    io.err(`✗ ${target}`);
    return 2;
  }
  io.out(`Publishing to ${target.description}`);
  Object.assign(process.env, target.env);
  resetConfigCache();
  resetAwsClients();

  try {
    const result = await publishReport(marketTrendsTable(awsClients().documents, target.tableName), report, {
      now: new Date(),
      allowOlder: flags['allow-older'] ?? false,
    });
    const was = result.previousQuarter ? ` (was ${result.previousQuarter})` : '';
    io.out(`✓ ${result.quarter} is now the current market trends report${was}.`);
    io.out(`  Stored quarters: ${result.storedQuarters.join(', ')}`);
    return 0;
  } catch (error) {
    if (error instanceof PublishRefusedError) {
      io.err(`✗ ${error.message}`);
      return 1;
    }
    if (isAppError(error)) {
      const cause = error.cause as { name?: string; message?: string } | undefined;
      io.err(`✗ ${error.message}: ${cause?.name ?? 'Error'}: ${cause?.message ?? ''}`.trimEnd());
      if (target.local) io.err('  Is the local stack still running (`npm start`)?');
      else io.err('  Check the table name, the region and your AWS credentials (e.g. AWS_PROFILE).');
      return 1;
    }
    throw error;
  }
}

await runAsScript(import.meta.url, runTrendsPublish);
