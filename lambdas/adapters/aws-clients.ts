/**
 * The one factory for AWS SDK clients. In AWS only the region matters; locally the same clients are
 * pointed at the loopback emulators through AWS_ENDPOINT_URL_* (the code path is otherwise identical).
 *
 * One getter per client, not one object of all: a Lambda bundle then holds only the SDK clients its
 * handler calls (the SDK packages are side-effect free, so esbuild drops the others), which keeps
 * bundles small and cold starts short.
 */

import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { loadConfig } from '#lambdas/config';

const cache = new Map<string, unknown>();

function cached<T>(key: string, create: () => T): T {
  if (!cache.has(key)) cache.set(key, create());
  return cache.get(key) as T;
}

const region = () => loadConfig('aws').AWS_REGION;

export const s3Client = (): S3Client =>
  cached('s3', () => {
    const endpoint = loadConfig('aws').AWS_ENDPOINT_URL_S3;
    return new S3Client({
      region: region(),
      endpoint,
      // Emulators serve buckets by path, and stream bodies without the SDK's default checksum framing.
      forcePathStyle: Boolean(endpoint),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });

export const sqsClient = (): SQSClient =>
  cached('sqs', () => new SQSClient({ region: region(), endpoint: loadConfig('aws').AWS_ENDPOINT_URL_SQS }));

export const sesClient = (): SESv2Client =>
  cached('sesv2', () => new SESv2Client({ region: region(), endpoint: loadConfig('aws').AWS_ENDPOINT_URL_SESV2 }));

export const dynamoDbClient = (): DynamoDBClient =>
  cached('dynamodb', () => new DynamoDBClient({ region: region(), endpoint: loadConfig('aws').AWS_ENDPOINT_URL_DYNAMODB, maxAttempts: 3 }));

export const documentClient = (): DynamoDBDocumentClient =>
  cached('documents', () =>
    DynamoDBDocumentClient.from(dynamoDbClient(), {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    }),
  );

export const secretsManagerClient = (): SecretsManagerClient => cached('secretsManager', () => new SecretsManagerClient({ region: region() }));

/** Every client at once, for the command-line scripts and tests (handlers import the getters they use). */
export function awsClients() {
  return {
    s3: s3Client(),
    sqs: sqsClient(),
    sesv2: sesClient(),
    dynamodb: dynamoDbClient(),
    documents: documentClient(),
    secretsManager: secretsManagerClient(),
  };
}

/** Drop cached clients (the local stack and tests restart emulators on new ports). */
export function resetAwsClients(): void {
  cache.clear();
}
