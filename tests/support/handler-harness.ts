import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { NotFound, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { originHeaders } from './origin-secret.ts';

/** API Gateway REST proxy events (as CloudFront forwards them) and fakes of SDK answers for handler tests (aws-sdk-client-mock). */
export function apiEvent(path: string, body: unknown): APIGatewayProxyEvent {
  return {
    httpMethod: 'POST',
    path,
    resource: path,
    headers: { 'Content-Type': 'application/json', ...originHeaders },
    multiValueHeaders: {},
    body: typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    requestContext: { identity: { sourceIp: '203.0.113.9' } },
  } as unknown as APIGatewayProxyEvent;
}

/** `remainingMs`: what getRemainingTimeInMillis answers (default: a fresh 30 s invocation), or a function of the call count. */
export const lambdaContext = (functionName: string, remainingMs: number | ((call: number) => number) = 30_000) => {
  let calls = 0;
  const remaining = typeof remainingMs === 'number' ? () => remainingMs : () => remainingMs(calls++);
  return { functionName, awsRequestId: 'request-1', getRemainingTimeInMillis: remaining } as unknown as Context;
};

export type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

export const parseBody = (result: APIGatewayProxyResult) => JSON.parse(result.body) as Record<string, unknown> & {
  error?: { code: string; message: string; fields?: Record<string, string> };
};

/** A GetObject answer holding `bytes`, cut to the requested Range as S3 does. */
export function objectAnswer(bytes: Buffer, range?: string): GetObjectCommandOutput {
  let slice = bytes;
  const match = range?.match(/^bytes=(\d+)-(\d+)$/);
  if (match) slice = bytes.subarray(Number(match[1]), Number(match[2]) + 1);
  return { Body: { transformToByteArray: async () => new Uint8Array(slice) }, ContentLength: slice.length, $metadata: {} } as unknown as GetObjectCommandOutput;
}

export const notFound = () => new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } });
export const conditionFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: { httpStatusCode: 400 } });
export const serviceDown = (service: string) => Object.assign(new Error(`connect ECONNREFUSED (${service})`), { name: 'TimeoutError', $metadata: {} });
