import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { loadConfig } from '#lambdas/config';

/**
 * The one factory for AWS SDK clients. In AWS only the region matters; locally the same clients are
 * pointed at the loopback emulators through AWS_ENDPOINT_URL_* (the code path is otherwise identical).
 */
interface Clients {
  s3: S3Client;
  sqs: SQSClient;
  sesv2: SESv2Client;
  dynamodb: DynamoDBClient;
  documents: DynamoDBDocumentClient;
  secretsManager: SecretsManagerClient;
}

let clients: Clients | undefined;

export function awsClients(): Clients {
  if (clients) return clients;
  const config = loadConfig('aws');
  const region = config.AWS_REGION;
  const dynamodb = new DynamoDBClient({ region, endpoint: config.AWS_ENDPOINT_URL_DYNAMODB, maxAttempts: 3 });
  clients = {
    s3: new S3Client({
      region,
      endpoint: config.AWS_ENDPOINT_URL_S3,
      // Emulators serve buckets by path, and stream bodies without the SDK's default checksum framing.
      forcePathStyle: Boolean(config.AWS_ENDPOINT_URL_S3),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    sqs: new SQSClient({ region, endpoint: config.AWS_ENDPOINT_URL_SQS }),
    sesv2: new SESv2Client({ region, endpoint: config.AWS_ENDPOINT_URL_SESV2 }),
    dynamodb,
    documents: DynamoDBDocumentClient.from(dynamodb, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    }),
    secretsManager: new SecretsManagerClient({ region }),
  };
  return clients;
}

/** Drop cached clients (the local stack and tests restart emulators on new ports). */
export function resetAwsClients(): void {
  clients = undefined;
}
