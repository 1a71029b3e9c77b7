import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import type { Probe } from '#core/health';
import { dynamoDbClient, s3Client, sesClient, sqsClient } from '#adapters/aws-clients';
import { loadConfig } from '#lambdas/config';
import { cvBucket, submissionsQueue, tables } from '#system/resources';

/** One cheap read per dependency the product needs to take a submission or a chat message. */
export function awsHealthProbes(): Record<string, Probe> {
  const resources = loadConfig('resources');
  const [s3, sqs, dynamodb, sesv2] = [s3Client(), sqsClient(), dynamoDbClient(), sesClient()];
  const table = (name: string): Probe => () => dynamodb.send(new DescribeTableCommand({ TableName: name }));
  return {
    bucket: () => s3.send(new HeadBucketCommand({ Bucket: resources[cvBucket.envVar] })),
    queue: () =>
      sqs.send(new GetQueueAttributesCommand({ QueueUrl: resources[submissionsQueue.envVar], AttributeNames: ['QueueArn'] })),
    submissionsTable: table(resources[tables.submissions.envVar]!),
    chatThreadsTable: table(resources[tables.chatThreads.envVar]!),
    marketTrendsTable: table(resources[tables.marketTrends.envVar]!),
    mail: () => sesv2.send(new GetAccountCommand({})),
  };
}
