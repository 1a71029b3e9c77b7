/**
 * GET /api/health: 200 when every dependency answers, 503 naming the kinds that do not (storage,
 * queue, database, mail; the resource names only in local mode). The probe runs at most once per
 * HEALTH_CACHE_SECONDS in a warm instance.
 */

import { cachedCheck, checkHealth, generaliseReport, type HealthReport } from '#core/health';
import { awsHealthProbes } from '#adapters/health-probes';
import { httpHandler } from '#http/http-handler';
import { loadConfig } from '#lambdas/config';

const publicKind = (probe: string) => (probe === 'bucket' ? 'storage' : probe.endsWith('Table') ? 'database' : probe);

let check: { ttlSeconds: number; run: () => Promise<HealthReport> } | undefined;

export const handler = httpHandler({}, async () => {
  const config = loadConfig('health');
  if (check?.ttlSeconds !== config.HEALTH_CACHE_SECONDS) {
    check = { ttlSeconds: config.HEALTH_CACHE_SECONDS, run: cachedCheck(() => checkHealth(awsHealthProbes()), config.HEALTH_CACHE_SECONDS * 1000) };
  }
  const probed = await check.run();
  const report = config.LOCAL_MODE ? probed : generaliseReport(probed, publicKind);
  if (report.status === 'ok') return { status: 200, body: { status: 'ok', checks: report.checks } };
  return {
    status: 503,
    body: {
      status: 'degraded',
      checks: report.checks,
      error: { code: 'dependency_unavailable', message: `Unreachable: ${report.failing.join(', ')}` },
    },
  };
});
