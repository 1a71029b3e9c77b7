import { workerTimeoutSeconds, type tables } from '#infra/resources';

/**
 * Every Lambda function of the product and the API route it serves, described once: the CDK app
 * builds one NodejsFunction per entry and the local stack routes `/api/*` through the same table.
 */
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
}

/** read: get/query; write: put/update/delete (S3: put/delete objects, which presigned POSTs need too). */
export type DataAccess = 'read' | 'write' | 'readWrite';

export type FunctionAccess = {
  /** Objects of the CV bucket. */
  readonly cvBucket?: DataAccess;
  /** Send to the submissions queue, or consume it (the worker's event source). */
  readonly submissionsQueue?: 'send' | 'consume';
  /** Send email through SES v2 from the configured sender identity (gets RECRUITERS_EMAIL, SENDER_EMAIL). */
  readonly mail?: boolean;
  /** Read the OpenAI API key from Secrets Manager (gets OPENAI_API_KEY_SECRET_NAME, OPENAI_MODEL). */
  readonly openAiSecret?: boolean;
  /** Metadata-only reads of every resource (HeadBucket, DescribeTable, GetQueueAttributes, SES GetAccount). */
  readonly probe?: boolean;
} & {
  /** Items (and indexes) of each table of infra/resources.ts: `submissionsTable`, `chatThreadsTable`, ... */
  readonly [K in keyof typeof tables as `${K}Table`]?: DataAccess;
};

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
    access: { marketTrendsTable: 'read' },
  },
  chat: {
    entry: 'lambdas/chat/handler.ts',
    description: 'Aine, the chat assistant: OpenAI Responses API (or the offline engine) with threads in DynamoDB; hands questions over to the recruiters',
    timeoutSeconds: 30,
    memoryMb: 512,
    route: { method: 'POST', path: '/api/chat' },
    streaming: true,
    awsHandler: 'streamHandler',
    // The submissions table and queue: a hand-over to the recruiters is a submission (chat-handover).
    access: { chatThreadsTable: 'readWrite', openAiSecret: true, submissionsTable: 'readWrite', submissionsQueue: 'send' },
  },
  uploads: {
    entry: 'lambdas/uploads/handler.ts',
    description: 'Presigns the S3 POST through which the browser uploads a CV',
    timeoutSeconds: 10,
    memoryMb: 256,
    route: { method: 'POST', path: '/api/uploads' },
    access: { cvBucket: 'write' },
  },
  contact: {
    entry: 'lambdas/contact/handler.ts',
    description: 'Takes a contact or partner enquiry: checks and keeps the CV, stores and enqueues it',
    timeoutSeconds: 15,
    memoryMb: 512,
    route: { method: 'POST', path: '/api/contact' },
    access: { cvBucket: 'readWrite', submissionsTable: 'readWrite', submissionsQueue: 'send' },
  },
  applications: {
    entry: 'lambdas/applications/handler.ts',
    description: 'Takes a job application: checks and keeps the CV, stores and enqueues it',
    timeoutSeconds: 15,
    memoryMb: 512,
    route: { method: 'POST', path: '/api/applications' },
    access: { cvBucket: 'readWrite', submissionsTable: 'readWrite', submissionsQueue: 'send' },
  },
  submissionWorker: {
    entry: 'lambdas/worker/handler.ts',
    description: 'Emails each queued submission to the recruiters through SES',
    timeoutSeconds: workerTimeoutSeconds,
    memoryMb: 512,
    access: { submissionsQueue: 'consume', submissionsTable: 'readWrite', cvBucket: 'read', mail: true },
  },
} as const satisfies Record<string, FunctionDefinition>;

export type FunctionName = keyof typeof functions;

/**
 * Modules every deployed bundle swaps for a smaller stand-in (esbuild `alias`; paths from the repository
 * root). The CDK app's bundling and the bench's bundles both apply it, so the bench measures what deploys.
 */
export const lambdaBundleAliases = {
  '@aws-sdk/credential-provider-node': 'lambdas/adapters/lambda-credentials.ts',
} as const;

export const apiRoutes = Object.entries(functions as Record<string, FunctionDefinition>).flatMap(([name, definition]) =>
  definition.route ? [{ name, ...definition.route, streaming: definition.streaming ?? false, entry: definition.entry }] : [],
);
