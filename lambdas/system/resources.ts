/**
 * The product's stateful resources, described once without any framework so that the CDK stacks
 * (`infra/`) and the local stack (`bin/local.ts`) create the same buckets, queues and tables.
 */

import { RETENTION } from '#content/constants';

export interface TableDefinition {
  /** Logical id in CDK and the table name prefix in the local stack. */
  readonly id: string;
  readonly partitionKey: string;
  readonly sortKey?: string;
  /** Attribute that holds an epoch-seconds expiry (DynamoDB TTL). */
  readonly timeToLiveAttribute?: string;
  readonly globalSecondaryIndexes?: readonly { indexName: string; partitionKey: string; sortKey?: string }[];
  /** Environment variable through which functions receive the table name. */
  readonly envVar: string;
}

export const tables = {
  submissions: {
    id: 'Submissions',
    partitionKey: 'pk',
    timeToLiveAttribute: 'expiresAt',
    globalSecondaryIndexes: [
      { indexName: 'byEmail', partitionKey: 'email', sortKey: 'createdAt' },
      // Sparse: only submissions not yet emailed carry `pendingState`, so the sweeper reads just those.
      { indexName: 'byPendingState', partitionKey: 'pendingState', sortKey: 'createdAt' },
    ],
    envVar: 'SUBMISSIONS_TABLE_NAME',
  },
  chatThreads: {
    id: 'ChatThreads',
    partitionKey: 'pk',
    timeToLiveAttribute: 'expiresAt',
    envVar: 'CHAT_THREADS_TABLE_NAME',
  },
  marketTrends: {
    id: 'MarketTrends',
    partitionKey: 'quarter',
    envVar: 'MARKET_TRENDS_TABLE_NAME',
  },
} as const satisfies Record<string, TableDefinition>;

export const cvBucket = {
  id: 'CvBucket',
  envVar: 'CV_BUCKET_NAME',
  /** Objects the browser posts before the form is submitted; unclaimed ones expire after a day. */
  incomingPrefix: 'incoming/',
  /** Claimed CVs, one folder per submission; they expire with the submission after two years. */
  cvPrefix: 'cvs/',
  incomingExpiryDays: 1,
  cvExpiryDays: RETENTION.submissionDays,
  /** Versioned against accidental overwrites (the local stack's S3 emulator turns it on too). */
  versioned: true,
  /** A replaced or deleted version lingers this long (erasure that must be immediate deletes every version explicitly). */
  noncurrentVersionExpiryDays: 7,
  /** A replaced or deleted upload (claimed, rejected or abandoned) keeps no old version longer than this. */
  incomingNoncurrentVersionExpiryDays: 1,
} as const;

/** The worker's time budget; the queue's visibility timeout is six times this, as AWS advises. */
export const workerTimeoutSeconds = 30;

export const submissionsQueue = {
  id: 'SubmissionsQueue',
  envVar: 'SUBMISSIONS_QUEUE_URL',
  visibilityTimeoutSeconds: workerTimeoutSeconds * 6,
  /** After this many receives a message moves to the dead-letter queue. */
  maxReceiveCount: 5,
  batchSize: 10,
  maxBatchingWindowSeconds: 1,
  /**
   * Most worker invocations at once (2 is Lambda's minimum for an SQS source), each sending one email
   * at a time in AWS: at most 2 SES calls in flight, which at a tenth of a second or more per call stays
   * near SES's default production rate of 14 a second. A throttled send fails only its own message,
   * which SQS redelivers later.
   */
  maxConcurrency: 2,
  sendsInFlightPerWorker: 1,
  deadLetterQueue: { id: 'SubmissionsDlq', envVar: 'SUBMISSIONS_DLQ_URL', retentionDays: 14 },
} as const;

/** How often the sweeper looks for submissions stored but never queued, or stuck mid-mail. */
export const sweeperScheduleMinutes = 5;
