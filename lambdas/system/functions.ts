/**
 * Every Lambda function of the product and the API route it serves, described once: the CDK app
 * builds one NodejsFunction per entry and the local stack routes `/api/*` through the same table.
 */

import { cvBucket, sweeperScheduleMinutes, workerTimeoutSeconds, type tables } from '#system/resources';

/**
 * The log message the sweeper writes for a mail nobody can confirm; the CDK app's metric filter and
 * alarm watch for it. The domain states it (lambdas/core imports nothing from here); infra reads it
 * through this description, the only part of lambdas/ it may import.
 */
export { UNCONFIRMED_MAIL_LOG_MESSAGE } from '#core/submissions/sweep';

export type HttpMethod = 'GET' | 'POST';

export interface FunctionDefinition {
  /** Path of the handler module from the repository root; it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
  readonly route?: { readonly method: HttpMethod; readonly path: string };
  /** Streams its reply when the client asks for `text/event-stream` (exports `streamHandler` too). */
  readonly streaming?: boolean;
  /**
   * The export AWS Lambda invokes when it is not `handler`. A streaming function needs one wrapped in
   * `awslambda.streamifyResponse` (API Gateway then invokes it with response streaming for every
   * request, JSON or SSE); without it the CDK app falls back to a buffered integration.
   */
  readonly awsHandler?: string;
  /** What the function may touch in AWS; the CDK app grants exactly this and nothing else. */
  readonly access?: FunctionAccess;
  /** Invoked on a schedule (EventBridge in AWS; an interval in the local stack) instead of a route. */
  readonly scheduleMinutes?: number;
}

/** The DynamoDB item actions a function calls (its role gets exactly these). */
export type TableAction = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'Query' | 'Scan';

export interface TableAccess {
  readonly actions: readonly TableAction[];
  /** Indexes it queries (Query is granted on these only; on the table itself only if listed in `actions`). */
  readonly indexes?: readonly string[];
  /** Partition key prefixes it may touch (IAM `dynamodb:LeadingKeys`); every key when absent. */
  readonly keyPrefixes?: readonly string[];
}

/** Object actions on the CV bucket, each by key prefix (`incoming/`, `cvs/`). */
export interface BucketAccess {
  readonly get?: readonly string[];
  readonly put?: readonly string[];
  readonly delete?: readonly string[];
  /** s3:ListBucket on the bucket, so a missing object answers 404 rather than 403. */
  readonly list?: boolean;
}

export type FunctionAccess = {
  readonly cvBucket?: BucketAccess;
  /** Send to the submissions queue, or consume it (the worker's event source). */
  readonly submissionsQueue?: 'send' | 'consume';
  /** Send email through SES v2 from the configured sender identity (gets RECRUITERS_EMAIL, SENDER_EMAIL). */
  readonly mail?: boolean;
  /** Read the OpenAI API key from Secrets Manager (gets OPENAI_API_KEY_SECRET_NAME, OPENAI_MODEL). */
  readonly openAiSecret?: boolean;
  /** Metadata-only reads of every resource (HeadBucket, DescribeTable, GetQueueAttributes, SES GetAccount). */
  readonly probe?: boolean;
} & {
  /** Items (and indexes) of each table of lambdas/system/resources.ts: `submissionsTable`, `chatThreadsTable`, ... */
  readonly [K in keyof typeof tables as `${K}Table`]?: TableAccess;
};

const { incomingPrefix, cvPrefix } = cvBucket;

export const functions = {
  health: {
    entry: 'lambdas/health/handler.ts',
    description: 'Checks every dependency the site needs',
    timeoutSeconds: 10,
    memoryMb: 256,
    route: { method: 'GET', path: '/api/health' },
    access: { probe: true },
  },
  marketTrends: {
    entry: 'lambdas/market-trends/handler.ts',
    description: 'Serves the current quarterly market trends report',
    timeoutSeconds: 10,
    memoryMb: 256,
    route: { method: 'GET', path: '/api/market-trends/current' },
    access: { marketTrendsTable: { actions: ['GetItem'] } },
  },
  chat: {
    entry: 'lambdas/chat/handler.ts',
    description: 'Aine, the chat assistant: OpenAI Responses API (or the offline engine) with threads in DynamoDB; hands questions over to the recruiters',
    timeoutSeconds: 30,
    memoryMb: 512,
    route: { method: 'POST', path: '/api/chat' },
    streaming: true,
    awsHandler: 'streamHandler',
    // The submissions table and queue: a hand-over to the recruiters is a submission (chat-handover)
    // with no CV, so the same items as a form's submit but no upload claim and no CV bucket.
    access: {
      chatThreadsTable: { actions: ['GetItem', 'PutItem', 'UpdateItem'] },
      openAiSecret: true,
      submissionsTable: { actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], keyPrefixes: ['submission#', 'idempotency#', 'rate#'] },
      submissionsQueue: 'send',
    },
  },
  uploads: {
    entry: 'lambdas/uploads/handler.ts',
    description: 'Presigns the S3 POST through which the browser uploads a CV',
    timeoutSeconds: 10,
    memoryMb: 256,
    route: { method: 'POST', path: '/api/uploads' },
    // A presigned POST is signed with the function's credentials: PutObject under incoming/ is all it
    // needs. The per-client counters are the only items it touches.
    access: {
      cvBucket: { put: [incomingPrefix] },
      submissionsTable: { actions: ['UpdateItem'], keyPrefixes: ['rate#'] },
    },
  },
  contact: {
    entry: 'lambdas/contact/handler.ts',
    description: 'Takes a contact or partner enquiry: checks and keeps the CV, stores and enqueues it',
    timeoutSeconds: 15,
    memoryMb: 512,
    route: { method: 'POST', path: '/api/contact' },
    access: submitAccess(),
  },
  applications: {
    entry: 'lambdas/applications/handler.ts',
    description: 'Takes a job application: checks and keeps the CV, stores and enqueues it',
    timeoutSeconds: 15,
    memoryMb: 512,
    route: { method: 'POST', path: '/api/applications' },
    access: submitAccess(),
  },
  submissionWorker: {
    entry: 'lambdas/worker/handler.ts',
    description: 'Emails each queued submission to the recruiters through SES',
    timeoutSeconds: workerTimeoutSeconds,
    memoryMb: 512,
    access: {
      submissionsQueue: 'consume',
      submissionsTable: { actions: ['GetItem', 'UpdateItem'], keyPrefixes: ['submission#'] },
      cvBucket: { get: [cvPrefix] },
      mail: true,
    },
  },
  submissionSweeper: {
    entry: 'lambdas/sweeper/handler.ts',
    description: 'Queues again submissions a crash left unqueued; flags mails that may not have gone out',
    timeoutSeconds: 60,
    memoryMb: 256,
    scheduleMinutes: sweeperScheduleMinutes,
    access: {
      submissionsQueue: 'send',
      submissionsTable: { actions: ['UpdateItem'], indexes: ['byPendingState'], keyPrefixes: ['submission#'] },
    },
  },
} as const satisfies Record<string, FunctionDefinition>;

export type FunctionName = keyof typeof functions;

/**
 * contact and applications: check the upload (Head/Get under incoming/), copy it to cvs/ (Get +
 * Put), delete the upload and, when a submit fails half-way, its copy; write the submission, its
 * idempotency record, the upload claim and the rate counters.
 */
function submitAccess(): FunctionAccess {
  return {
    cvBucket: { get: [incomingPrefix], put: [cvPrefix], delete: [incomingPrefix, cvPrefix], list: true },
    submissionsTable: {
      actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
      keyPrefixes: ['submission#', 'idempotency#', 'upload#', 'rate#'],
    },
    submissionsQueue: 'send',
  };
}

/**
 * Modules every deployed bundle swaps for a smaller stand-in (esbuild `alias`; paths from the repository
 * root). The CDK app's bundling and the bench's bundles both apply it, so the bench measures what deploys.
 */
export const lambdaBundleAliases = {
  '@aws-sdk/credential-provider-node': 'lambdas/adapters/lambda-credentials.ts',
  'node:http': 'lambdas/adapters/node-http.cjs',
  http: 'lambdas/adapters/node-http.cjs',
} as const;

export const apiRoutes = Object.entries(functions as Record<string, FunctionDefinition>).flatMap(([name, definition]) =>
  definition.route ? [{ name, ...definition.route, streaming: definition.streaming ?? false, entry: definition.entry }] : [],
);
