import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { originHeaders } from '../support/origin-secret.ts';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { useHandlerEnvironment } from '../support/handler-environment.ts';

const documents = mockClient(DynamoDBDocumentClient);

const event = {
  httpMethod: 'GET',
  path: '/api/market-trends/current',
  headers: { ...originHeaders },
  body: null,
  requestContext: { identity: { sourceIp: '127.0.0.1' } },
} as unknown as APIGatewayProxyEvent;
const context = { functionName: 'marketTrends', awsRequestId: 'r', getRemainingTimeInMillis: () => 5000 } as unknown as Context;

let handler: (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** The stored item of the seed report, in the table's column names. */
const storedSeed = {
  quarter: marketTrendsSeed.quarter,
  last_updated: marketTrendsSeed.lastUpdated,
  data_sources: marketTrendsSeed.dataSources,
  sections: marketTrendsSeed.sections,
  published_at: '2025-10-01T08:00:00.000Z',
};

beforeAll(async () => {
  // Only the table name: this function must start without the other resources' settings.
  useHandlerEnvironment();
  ({ handler } = await import('#lambdas/market-trends/handler'));
});

afterEach(() => documents.reset());

const keyOf = (index: number) => documents.commandCalls(GetCommand)[index]!.args[0].input;

describe('GET /api/market-trends/current', () => {
  it('answers 200 with the report the current pointer names, cacheable for a minute', async () => {
    documents.on(GetCommand, { Key: { quarter: '#current' } }).resolves({ Item: { quarter: '#current', current_quarter: 'Q4 2025', revision: 3 } });
    documents.on(GetCommand, { Key: { quarter: 'Q4 2025' } }).resolves({ Item: storedSeed });

    const result = await handler(event, context);

    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual(marketTrendsSeed);
    expect(result.headers?.['cache-control']).toBe('public, max-age=60');
    expect(keyOf(0)).toEqual({ TableName: 'trends', Key: { quarter: '#current' }, ConsistentRead: true });
    expect(keyOf(1)).toEqual({ TableName: 'trends', Key: { quarter: 'Q4 2025' }, ConsistentRead: true });
  });

  it('answers 404 not_found "No current market trends available" when no report is current', async () => {
    documents.on(GetCommand).resolves({});

    const result = await handler(event, context);

    expect(result.statusCode).toBe(404);
    expect(JSON.parse(result.body)).toEqual({ error: { code: 'not_found', message: 'No current market trends available' } });
    expect(result.headers?.['cache-control']).toBe('no-store');
  });

  it('answers 503 with a generic message when DynamoDB fails, without leaking the cause', async () => {
    documents.on(GetCommand).rejects(Object.assign(new Error('Requested resource not found: trends'), { name: 'ResourceNotFoundException' }));

    const result = await handler(event, context);

    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body)).toEqual({ error: { code: 'dependency_unavailable', message: 'An unexpected error occurred' } });
    expect(result.body).not.toMatch(/trends|ResourceNotFound/);
  });

  it('answers 500 when the pointer names a quarter whose report is missing', async () => {
    documents.on(GetCommand, { Key: { quarter: '#current' } }).resolves({ Item: { quarter: '#current', current_quarter: 'Q1 2026', revision: 4 } });
    documents.on(GetCommand, { Key: { quarter: 'Q1 2026' } }).resolves({});

    const result = await handler(event, context);

    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body)).toEqual({ error: { code: 'internal_error', message: 'An unexpected error occurred' } });
  });
});
