import { workerTimeoutSeconds } from '#infra/resources';

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
}

export const functions = {
  health: {
    entry: 'lambdas/health/handler.ts',
    description: 'Checks every dependency the site needs',
    timeoutSeconds: 10,
    memoryMb: 256,
    route: { method: 'GET', path: '/api/health' },
  },
  submissionWorker: {
    entry: 'lambdas/worker/handler.ts',
    description: 'Emails each queued submission to the recruiters through SES',
    timeoutSeconds: workerTimeoutSeconds,
    memoryMb: 512,
  },
} as const satisfies Record<string, FunctionDefinition>;

export type FunctionName = keyof typeof functions;

export const apiRoutes = Object.entries(functions as Record<string, FunctionDefinition>).flatMap(([name, definition]) =>
  definition.route ? [{ name, ...definition.route, streaming: definition.streaming ?? false, entry: definition.entry }] : [],
);
