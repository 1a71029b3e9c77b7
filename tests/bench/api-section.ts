import { apiRoutes } from '#system/functions';
import { budgets } from './budgets.ts';
import { httpLoad, type LoadResult } from './load.ts';
import { budgetCheck, formatMs, formatNumber, formatRatio, mark, type BudgetCheck, type SectionResult } from './report.ts';
import { loadTestPaths, preparePool, sampleRequests } from './sample-requests.ts';
import { round, summarizeLatencies, type LatencySummary } from './stats.ts';
import type { BenchStack } from './local-stack.ts';

export interface EndpointFigures {
  path: string;
  label: string;
  rawLabel: string;
  endpoint: LatencySummary & { requestsPerSecond: number; non2xx: Record<string, number>; errors: number };
  raw: LatencySummary & { requestsPerSecond: number; errors: number };
  overheadRatioP50: number;
}

export interface ApiOptions {
  concurrency: number;
  durationMs: number;
}

const summary = (result: LoadResult) => {
  const latencies = summarizeLatencies(result.latenciesMs);
  return { ...latencies, p50: round(latencies.p50), p95: round(latencies.p95), p99: round(latencies.p99), max: round(latencies.max), requestsPerSecond: round(result.requestsPerSecond, 1) };
};

export async function measureApi(stack: BenchStack, options: ApiOptions, log: (line: string) => void): Promise<SectionResult<{ options: ApiOptions; endpoints: EndpointFigures[] }>> {
  const endpoints: EndpointFigures[] = [];
  const checks: BudgetCheck[] = [];
  const errors: string[] = [];
  const rows: string[][] = [];
  const load = { concurrency: options.concurrency, durationMs: options.durationMs };

  for (const path of loadTestPaths) {
    const sample = sampleRequests[path]!;
    if (!apiRoutes.some((route) => route.path === path)) {
      errors.push(`${path}: no function serves this route yet (lambdas/system/functions.ts)`);
      checks.push(budgetCheck('api', path, 'p50 / raw p50', null, '<=', budgets.api.handlerOverheadRatioP50));
      rows.push([path, 'not built', '', '', '', '', '', '', '', '']);
      continue;
    }
    log(`api: ${path} (${options.concurrency} connections, ${options.durationMs / 1000} s, then its raw round trip)`);
    // Warm up: the first requests load the handler module and open connections.
    const warmUpPool = sample.loadPool ? await preparePool(stack.url, sample, options.concurrency * 4) : undefined;
    await httpLoad(stack.url, sample, { concurrency: options.concurrency, durationMs: 1000, pool: warmUpPool });
    const raw = await stack.runRaw(path, load, 500);
    const rawResult = raw.result;
    if (sample.loadPool) log(`api: ${path}: preparing ${sample.loadPool} one-use inputs (CV uploads)`);
    const pool = sample.loadPool ? await preparePool(stack.url, sample, sample.loadPool) : undefined;
    const httpResult = await httpLoad(stack.url, sample, { ...load, pool });

    const endpointSummary = { ...summary(httpResult), non2xx: httpResult.statuses, errors: httpResult.errors };
    const rawSummary = { ...summary(rawResult), errors: rawResult.errors };
    const overheadRatioP50 = round(endpointSummary.p50 / rawSummary.p50);
    endpoints.push({ path, label: sample.label, rawLabel: raw.label, endpoint: endpointSummary, raw: rawSummary, overheadRatioP50 });

    const non2xx = Object.values(httpResult.statuses).reduce((sum, count) => sum + count, 0);
    if (non2xx > 0) errors.push(`${path}: ${non2xx} answers outside 2xx (${Object.entries(httpResult.statuses).map(([status, count]) => `${count}× ${status}`).join(', ')})`);
    if (httpResult.errors > 0) errors.push(`${path}: ${httpResult.errors} request errors (${httpResult.firstError})`);
    if (rawResult.errors > 0) errors.push(`${path} raw: ${rawResult.errors} errors (${rawResult.firstError})`);

    const check = budgetCheck('api', path, 'p50 / raw p50', overheadRatioP50, '<=', budgets.api.handlerOverheadRatioP50, '×');
    checks.push(check);
    rows.push([
      path,
      formatMs(endpointSummary.p50, 2),
      formatMs(endpointSummary.p95, 2),
      formatMs(endpointSummary.p99, 2),
      formatNumber(endpointSummary.requestsPerSecond),
      non2xx ? formatNumber(non2xx) : '0',
      formatMs(rawSummary.p50, 2),
      formatMs(rawSummary.p95, 2),
      formatNumber(rawSummary.requestsPerSecond),
      `${formatRatio(overheadRatioP50)}${mark(check.ok)}`,
    ]);
  }

  return {
    section: 'api',
    tables: [
      {
        title: `API — ${options.concurrency} concurrent connections, ${options.durationMs / 1000} s per endpoint (autocannon), beside the raw emulator round trip: the handler's own SDK calls, sent from the stack's process at the same concurrency`,
        columns: ['endpoint', 'p50', 'p95', 'p99', 'req/s', 'non-2xx', 'raw p50', 'raw p95', 'raw op/s', `p50 ratio (≤ ${budgets.api.handlerOverheadRatioP50}×)`],
        rows,
        notes: endpoints.map((endpoint) => `${endpoint.path}: ${endpoint.label}; raw = ${endpoint.rawLabel}`),
      },
    ],
    checks,
    data: { options, endpoints },
    errors,
  };
}
