import { afterEach, beforeAll } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ProxyHandler } from './handler-harness.ts';
/**
 * The one environment handler tests run their functions in: the region, fake credentials (the
 * clients are mocked with aws-sdk-client-mock, nothing leaves the process) and every resource
 * variable of lambdas/system/resources.ts. A test file sets it before it imports its handler and
 * overrides only what it is about.
 */

export const TEST_QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/submissions';

export const handlerEnvironment = {
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'secret',
  CV_BUCKET_NAME: 'cv-bucket',
  SUBMISSIONS_TABLE_NAME: 'submissions',
  SUBMISSIONS_QUEUE_URL: TEST_QUEUE_URL,
  CHAT_THREADS_TABLE_NAME: 'chat-threads',
  MARKET_TRENDS_TABLE_NAME: 'trends',
} as const;

/** Sets the shared environment plus `overrides` on process.env. */
export function useHandlerEnvironment(overrides: Record<string, string> = {}): void {
  Object.assign(process.env, handlerEnvironment, overrides);
}

/**
 * The clients a submit handler (contact, applications) calls, mocked, and the handler loaded in the
 * shared environment: call at the top of a test file. The mocks are reset after each test.
 */
export function useSubmitHandler(modulePath: '#lambdas/contact/handler' | '#lambdas/applications/handler') {
  const fixture = {
    s3: mockClient(S3Client),
    sqs: mockClient(SQSClient),
    documents: mockClient(DynamoDBDocumentClient),
    handler: undefined as unknown as ProxyHandler,
  };
  beforeAll(async () => {
    useHandlerEnvironment();
    ({ handler: fixture.handler } = (await import(modulePath)) as { handler: ProxyHandler });
  });
  afterEach(() => {
    for (const client of [fixture.s3, fixture.sqs, fixture.documents]) client.reset();
  });
  return fixture;
}
