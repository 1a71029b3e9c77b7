import { checkHealth } from '#core/health';
import { awsHealthProbes } from '#adapters/health-probes';
import { httpHandler } from '#http/http-handler';

/** GET /api/health: 200 when every dependency answers, 503 naming the ones that do not. */
export const handler = httpHandler({}, async () => {
  const report = await checkHealth(awsHealthProbes());
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
