import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { seedCurrentReport } from '#core/market-trends';
import { marketTrendsTable } from '#adapters/market-trends-table';

/**
 * Gives a fresh local stack a current market trends report. Only when none is current: a report
 * published since (`npm run trends:publish`) survives restarts, since the table persists in .data/.
 */
export async function seedMarketTrends(documents: DynamoDBDocumentClient, tableName: string): Promise<boolean> {
  return seedCurrentReport(marketTrendsTable(documents, tableName), marketTrendsSeed, new Date());
}
