import { getCurrentReport } from '#core/market-trends';
import { marketTrendsTable } from '#adapters/market-trends-table';
import { documentClient } from '#adapters/aws-clients';
import { httpHandler } from '#http/http-handler';
import { loadConfig } from '#lambdas/config';
import { tables } from '#system/resources';

/** A new quarter shows within a minute, while CloudFront and browsers absorb repeated page loads. */
const CURRENT_REPORT_CACHE_CONTROL = 'public, max-age=60';

/** GET /api/market-trends/current: the current quarterly report, or 404 when none is current. */
export const handler = httpHandler({}, async () => {
  const repository = marketTrendsTable(documentClient(), loadConfig('marketTrends')[tables.marketTrends.envVar]);
  const report = await getCurrentReport(repository);
  return { status: 200, body: report, headers: { 'cache-control': CURRENT_REPORT_CACHE_CONTROL } };
});
