/**
 * The market_trends table (partition key `quarter`). One item per quarter holds a report in the
 * spec's column names (last_updated, data_sources, sections); the item `quarter = '#current'` is the
 * pointer naming the current quarter. The schema only accepts quarters like 'Q1 2026', so the
 * pointer's key can never clash with a report's.
 */

import { GetCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { callDependency, conditionalWrite } from '#adapters/dependency-call';
import type { CurrentPointer, MarketTrendsRepository } from '#core/market-trends';
import type { MarketTrendsReport } from '#core/schemas/market-trends';

const CURRENT_POINTER_KEY = '#current';

interface ReportItem {
  quarter: string;
  last_updated: string;
  data_sources: string[];
  sections: { title: string; trends: { title: string; description: string }[] }[];
  published_at: string;
}

interface PointerItem {
  quarter: typeof CURRENT_POINTER_KEY;
  current_quarter: string;
  revision: number;
  switched_at: string;
}

export function marketTrendsTable(documents: DynamoDBDocumentClient, tableName: string): MarketTrendsRepository {
  const table = <T>(call: () => Promise<T>) => callDependency('Market trends table', call);

  return {
    async readCurrentPointer(): Promise<CurrentPointer | undefined> {
      // Strongly consistent, like the report read below: right after a publish both must agree.
      const { Item } = await table(() =>
        documents.send(new GetCommand({ TableName: tableName, Key: { quarter: CURRENT_POINTER_KEY }, ConsistentRead: true })),
      );
      if (!Item) return undefined;
      const pointer = Item as PointerItem;
      return { quarter: pointer.current_quarter, revision: pointer.revision };
    },

    async readReport(quarter: string): Promise<unknown> {
      const { Item } = await table(() =>
        documents.send(new GetCommand({ TableName: tableName, Key: { quarter }, ConsistentRead: true })),
      );
      if (!Item) return undefined;
      const item = Item as ReportItem;
      return { quarter: item.quarter, lastUpdated: item.last_updated, dataSources: item.data_sources, sections: item.sections };
    },

    async writeReport(report: MarketTrendsReport, publishedAt: string): Promise<void> {
      const item: ReportItem = {
        quarter: report.quarter,
        last_updated: report.lastUpdated,
        data_sources: report.dataSources,
        sections: report.sections.map((section) => ({
          title: section.title,
          trends: section.trends.map((trend) => ({ title: trend.title, description: trend.description })),
        })),
        published_at: publishedAt,
      };
      await table(() => documents.send(new PutCommand({ TableName: tableName, Item: item })));
    },

    async movePointer(next: CurrentPointer, expectedRevision: number | undefined): Promise<boolean> {
      const item: PointerItem = {
        quarter: CURRENT_POINTER_KEY,
        current_quarter: next.quarter,
        revision: next.revision,
        switched_at: new Date().toISOString(),
      };
      return conditionalWrite('Market trends table', () =>
        documents.send(
          new PutCommand({
            TableName: tableName,
            Item: item,
            ...(expectedRevision === undefined
              ? { ConditionExpression: 'attribute_not_exists(#key)', ExpressionAttributeNames: { '#key': 'quarter' } }
              : {
                  ConditionExpression: '#revision = :expected',
                  ExpressionAttributeNames: { '#revision': 'revision' },
                  ExpressionAttributeValues: { ':expected': expectedRevision },
                }),
          }),
        ),
      );
    },

    async listQuarters(): Promise<string[]> {
      const quarters: string[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await table(() =>
          documents.send(
            new ScanCommand({
              TableName: tableName,
              ProjectionExpression: '#key',
              ExpressionAttributeNames: { '#key': 'quarter' },
              ExclusiveStartKey: startKey,
            }),
          ),
        );
        for (const item of page.Items ?? []) if (item.quarter !== CURRENT_POINTER_KEY) quarters.push(String(item.quarter));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return quarters;
    },
  };
}
