import { CreateBucketCommand, PutBucketCorsCommand, PutBucketVersioningCommand, type S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import {
  CreateTableCommand,
  DescribeTableCommand,
  ListTablesCommand,
  UpdateTableCommand,
  type AttributeDefinition,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { cvBucket, submissionsQueue, tables, type TableDefinition } from '#system/resources';

/** Physical names of the local resources; in AWS, CloudFormation chooses them. */
export interface LocalResourceNames {
  bucket: string;
  queueUrl: string;
  dlqUrl: string;
  tables: Record<keyof typeof tables, string>;
}

const localPrefix = 'local';

function createTableInput(name: string, table: TableDefinition) {
  const keyAttributes = new Set<string>([table.partitionKey]);
  if (table.sortKey) keyAttributes.add(table.sortKey);
  for (const index of table.globalSecondaryIndexes ?? []) {
    keyAttributes.add(index.partitionKey);
    if (index.sortKey) keyAttributes.add(index.sortKey);
  }
  const AttributeDefinitions: AttributeDefinition[] = [...keyAttributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions,
    KeySchema: [
      { AttributeName: table.partitionKey, KeyType: 'HASH' as const },
      ...(table.sortKey ? [{ AttributeName: table.sortKey, KeyType: 'RANGE' as const }] : []),
    ],
    ...(table.globalSecondaryIndexes?.length
      ? {
          GlobalSecondaryIndexes: table.globalSecondaryIndexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
              ...(index.sortKey ? [{ AttributeName: index.sortKey, KeyType: 'RANGE' as const }] : []),
            ],
            Projection: { ProjectionType: 'ALL' as const },
          })),
        }
      : {}),
  };
}

/** A data directory made before an index was added to lambdas/system/resources.ts gets that index too. */
async function addMissingIndexes(dynamodb: DynamoDBClient, name: string, table: TableDefinition): Promise<void> {
  const described = await dynamodb.send(new DescribeTableCommand({ TableName: name }));
  const present = new Set((described.Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const wanted = createTableInput(name, table);
  for (const index of wanted.GlobalSecondaryIndexes ?? []) {
    if (present.has(index.IndexName)) continue;
    await dynamodb.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: wanted.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: { IndexName: index.IndexName, KeySchema: index.KeySchema, Projection: index.Projection } }],
      }),
    );
  }
}

/** Polls DescribeTable until the table and every index of it are ACTIVE (dynalite takes tens of ms). */
export async function waitUntilActive(dynamodb: DynamoDBClient, TableName: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName }));
    const indexes = Table?.GlobalSecondaryIndexes ?? [];
    if (Table?.TableStatus === 'ACTIVE' && indexes.every((index) => index.IndexStatus === 'ACTIVE')) return;
    if (Date.now() > deadline) throw new Error(`table ${TableName} is still ${Table?.TableStatus ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 25));
  }
}

/**
 * Creates (idempotently) everything lambdas/system/resources.ts describes. Tables persist on disk between
 * runs; the queues live in memory and are made anew.
 */
export async function provisionLocalResources(
  clients: { s3: S3Client; sqs: SQSClient; dynamodb: DynamoDBClient },
  options: { siteOrigin: string; visibilityTimeoutSeconds?: number },
): Promise<LocalResourceNames> {
  const bucket = `${localPrefix}-cv-bucket`;
  await clients.s3.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: { name?: string }) => {
    if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
  });
  if (cvBucket.versioned) {
    // As in AWS: every overwrite or delete keeps the old version, which erasure must remove as well.
    await clients.s3.send(new PutBucketVersioningCommand({ Bucket: bucket, VersioningConfiguration: { Status: 'Enabled' } }));
  }
  // The browser posts CVs straight to the bucket, so it needs CORS for the site's origin only. Locally
  // the site is opened as localhost or 127.0.0.1 (`npm start` prints localhost) and `npm run dev`
  // serves it from Vite on another port than the stack's, so any loopback port of either name.
  const { protocol } = new URL(options.siteOrigin);
  await clients.s3.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [options.siteOrigin, `${protocol}//127.0.0.1:*`, `${protocol}//localhost:*`],
            AllowedMethods: ['POST'],
            AllowedHeaders: ['*'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );

  const dlq = await clients.sqs.send(
    new CreateQueueCommand({
      QueueName: `${localPrefix}-submissions-dlq`,
      Attributes: { MessageRetentionPeriod: String(submissionsQueue.deadLetterQueue.retentionDays * 86_400) },
    }),
  );
  const dlqArn = await clients.sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl!, AttributeNames: ['QueueArn'] }));
  const queue = await clients.sqs.send(
    new CreateQueueCommand({
      QueueName: `${localPrefix}-submissions`,
      Attributes: {
        VisibilityTimeout: String(options.visibilityTimeoutSeconds ?? submissionsQueue.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: dlqArn.Attributes!.QueueArn,
          maxReceiveCount: submissionsQueue.maxReceiveCount,
        }),
      },
    }),
  );

  const existing = new Set((await clients.dynamodb.send(new ListTablesCommand({}))).TableNames ?? []);
  const tableNames = {} as Record<keyof typeof tables, string>;
  for (const [key, table] of Object.entries(tables) as [keyof typeof tables, TableDefinition][]) {
    const name = `${localPrefix}-${table.id}`;
    tableNames[key] = name;
    if (!existing.has(name)) await clients.dynamodb.send(new CreateTableCommand(createTableInput(name, table)));
    else await addMissingIndexes(clients.dynamodb, name, table);
  }
  // A new table is CREATING until its emulator (like DynamoDB) marks it ACTIVE; writes before that fail.
  await Promise.all(Object.values(tableNames).map((name) => waitUntilActive(clients.dynamodb, name)));

  return { bucket, queueUrl: queue.QueueUrl!, dlqUrl: dlq.QueueUrl!, tables: tableNames };
}

/** The environment the handlers read (lambdas/config.ts), pointing at the local resources. */
export function resourceEnvironment(names: LocalResourceNames): Record<string, string> {
  const env: Record<string, string> = {
    [cvBucket.envVar]: names.bucket,
    [submissionsQueue.envVar]: names.queueUrl,
    [submissionsQueue.deadLetterQueue.envVar]: names.dlqUrl,
  };
  for (const [key, table] of Object.entries(tables) as [keyof typeof tables, TableDefinition][]) env[table.envVar] = names.tables[key];
  return env;
}
