import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { submissionsQueue } from '#system/resources';
import { functions, type FunctionDefinition, type FunctionName } from '#system/functions';
import { resetConfigCache } from '#lambdas/config';
import { awsClients, resetAwsClients } from '#adapters/aws-clients';
import { startDynamoDb, startS3, startSes, startSqs, type Emulator } from '#local/emulators';
import { localCredentials } from '#local/local-credentials';
import { provisionLocalResources, resourceEnvironment, type LocalResourceNames } from '#local/provision';
import { handleApiRequest, lambdaContext, loadFunctionModule } from '#local/api-gateway-adapter';
import { createStaticSite } from '#local/static-site';
import { startSqsEventSource } from '#local/sqs-event-source';
import { seedMarketTrends } from '#local/seed-market-trends';
import { removeLocalStackEndpoints, writeLocalStackEndpoints } from '#local/stack-endpoints';
import { ORIGIN_SECRET_HEADER } from '#system/origin-header';

export const repositoryRoot = resolve(import.meta.dirname, '..', '..');

export interface LocalStackOptions {
  /** Port of the site and API; 0 picks a free one (tests). */
  port?: number;
  /** Where S3 objects and DynamoDB tables persist. */
  dataDir?: string;
  /** The built site (`npm run build`). */
  distDir?: string;
  /** Shorter than production so tests can watch retries and DLQ redrive quickly. */
  visibilityTimeoutSeconds?: number;
  /** Extra environment for the handlers (e.g. OPENAI_BASE_URL, RECRUITERS_EMAIL). */
  env?: Record<string, string>;
  /** Report worker and poller errors (default: to stderr). */
  onError?: (error: unknown) => void;
  /**
   * How often the scheduled functions (the submission sweeper) run; 0: only when `sweep()` is
   * called. Default one minute: sooner than in AWS, so the behaviour shows locally.
   */
  scheduleIntervalMs?: number;
}

export type EmulatorName = 'S3' | 'SQS' | 'DynamoDB' | 'SES';

export interface LocalStack {
  /** The site, with `/api/*` forwarded to the API the way CloudFront does (origin header added). */
  url: string;
  /**
   * The API reached directly, like its execute-api URL: no CloudFront in front, so no origin
   * header, and every function answers 403 unless the caller sends it.
   */
  apiUrl: string;
  /** The secret the CloudFront emulation adds as `x-origin-verify` (random per start). */
  originSecret: string;
  mailboxUrl: string;
  resources: LocalResourceNames;
  endpoints: Record<EmulatorName, string>;
  /** The environment the handlers run with (also set on process.env). */
  env: Record<string, string>;
  /** Runs the submission sweeper once now, as its schedule does (lambdas/sweeper). */
  sweep(): Promise<{ requeued: number; unconfirmed: number }>;
  /** Fault injection for tests: stop an emulator, then start it again on the same port. */
  stopEmulator(name: EmulatorName): Promise<void>;
  startEmulator(name: EmulatorName): Promise<void>;
  stop(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use. Stop what is listening there, or start on another port: PORT=${port + 1} npm start`);
    this.name = 'PortInUseError';
  }
}

const portOf = (endpoint: string) => Number(new URL(endpoint).port);

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error));
    server.listen(port, '127.0.0.1', () => resolvePort((server.address() as AddressInfo).port));
  });
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const dataDir = resolve(options.dataDir ?? resolve(repositoryRoot, '.data'));
  const distDir = resolve(options.distDir ?? resolve(repositoryRoot, 'frontend', 'dist'));
  mkdirSync(dataDir, { recursive: true });
  const onError = options.onError ?? ((error: unknown) => console.error('[local stack]', error));

  // Bind the public port first, so a taken port is reported before anything else starts. Until the
  // emulators are up, requests get a 503 at once instead of hanging on a server with no handler yet.
  let ready = false;
  const server = createServer((req, res) => {
    if (ready) return handleRequest(req, res);
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
    res.end(JSON.stringify({ error: { code: 'starting', message: 'The local stack is still starting' } }));
  });
  const port = await listen(server, options.port ?? 3000);
  const url = `http://127.0.0.1:${port}`;
  // The execute-api stand-in: the same handlers, reached without the CloudFront emulation.
  const directApi = createServer((req, res) => {
    if (!ready) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ error: { code: 'starting', message: 'The local stack is still starting' } }));
      return;
    }
    handleDirectApiRequest(req, res);
  });
  let apiUrl: string;
  try {
    apiUrl = `http://127.0.0.1:${await listen(directApi, 0)}`;
  } catch (error) {
    server.close();
    throw error;
  }
  const originSecret = randomBytes(32).toString('base64url');

  const starters: Record<EmulatorName, (port?: number) => Promise<Emulator>> = {
    S3: (p) => startS3(dataDir, p),
    DynamoDB: (p) => startDynamoDb(dataDir, p),
    SQS: (p) => startSqs(p),
    SES: (p) => startSes(p),
  };
  const running = new Map<EmulatorName, Emulator>();
  try {
    for (const emulator of await Promise.all(Object.values(starters).map((start) => start()))) running.set(emulator.name, emulator);
  } catch (error) {
    server.close();
    directApi.close();
    await Promise.allSettled([...running.values()].map((emulator) => emulator.stop()));
    throw error;
  }
  const endpoints = Object.fromEntries([...running].map(([name, emulator]) => [name, emulator.endpoint])) as Record<EmulatorName, string>;

  const region = 'eu-west-1';
  const baseEnv: Record<string, string> = {
    AWS_REGION: region,
    // The S3 emulator checks presigned POST signatures with this key pair; the other emulators accept any.
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_S3: endpoints.S3,
    AWS_ENDPOINT_URL_SQS: endpoints.SQS,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.DynamoDB,
    AWS_ENDPOINT_URL_SESV2: endpoints.SES,
    RECRUITERS_EMAIL: 'recruiters@ledgerline.example',
    SENDER_EMAIL: 'website@ledgerline.example',
    SITE_ORIGIN: url,
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    LOCAL_MODE: 'true',
    ORIGIN_SECRET: originSecret,
    // Emulators are stopped and started by hand and by tests: the local health check probes live.
    HEALTH_CACHE_SECONDS: '0',
  };
  Object.assign(process.env, baseEnv);
  resetConfigCache();
  resetAwsClients();

  const clients = awsClients();
  const provision = () =>
    provisionLocalResources(clients, { siteOrigin: url, visibilityTimeoutSeconds: options.visibilityTimeoutSeconds });
  let resources = await provision();
  await seedMarketTrends(clients.documents, resources.tables.marketTrends);
  const env: Record<string, string> = { ...baseEnv, ...resourceEnvironment(resources), ...options.env };
  Object.assign(process.env, env);
  resetConfigCache();

  const queueArnOf = async (queueUrl: string) =>
    (await clients.sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;

  const worker = functions.submissionWorker;
  const startWorker = async () =>
    startSqsEventSource({
      sqs: clients.sqs,
      queueUrl: resources.queueUrl,
      queueArn: await queueArnOf(resources.queueUrl),
      region,
      batchSize: submissionsQueue.batchSize,
      context: () => lambdaContext('submissionWorker', worker),
      invoke: async (event: SQSEvent, context: Context) => {
        const module = await loadFunctionModule(worker.entry);
        return (module.handler as (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>)(event, context);
      },
      onError,
    });
  let eventSource = await startWorker();

  // EventBridge's stand-in: every function with a schedule runs on an interval.
  const runScheduled = async (name: FunctionName) => {
    const definition = functions[name] as FunctionDefinition;
    const module = await loadFunctionModule(definition.entry);
    return (module.handler as (event: unknown, context: Context) => Promise<unknown>)({ source: 'local.schedule' }, lambdaContext(name, definition));
  };
  const scheduled = (Object.entries(functions) as [FunctionName, FunctionDefinition][]).filter(([, definition]) => definition.scheduleMinutes);
  const scheduleIntervalMs = options.scheduleIntervalMs ?? 60_000;
  const timers =
    scheduleIntervalMs > 0
      ? scheduled.map(([name]) => setInterval(() => runScheduled(name).catch(onError), scheduleIntervalMs).unref())
      : [];

  const serveStatic = createStaticSite(distDir);
  const handleRequest = (req: IncomingMessage, res: ServerResponse) => {
    const requestUrl = new URL(req.url ?? '/', url);
    const route = async () => {
      if (requestUrl.pathname === '/api/_local/emails') {
        // Local mode only: the mails the worker sent, for the mailbox and for tests.
        // `?since=<epoch seconds>` passes through: a long run's mailbox need not be read whole each time.
        const since = requestUrl.searchParams.get('since');
        const store = (await (await fetch(`${endpoints.SES}/store${since ? `?since=${encodeURIComponent(since)}` : ''}`)).json()) as { emails: unknown[] };
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ emails: store.emails }));
        return;
      }
      if (requestUrl.pathname === '/api' || requestUrl.pathname.startsWith('/api/')) {
        // CloudFront's /api/* behaviour: the origin secret and the viewer's address are added, and a
        // client's own headers of those names are replaced.
        const viewerAddress = `${req.socket.remoteAddress ?? '127.0.0.1'}:${req.socket.remotePort ?? 0}`;
        return handleApiRequest(req, res, requestUrl, { [ORIGIN_SECRET_HEADER]: originSecret, 'cloudfront-viewer-address': viewerAddress });
      }
      return serveStatic(req, res, requestUrl);
    };
    route().catch((error: unknown) => failed(res, error));
  };
  const handleDirectApiRequest = (req: IncomingMessage, res: ServerResponse) => {
    handleApiRequest(req, res, new URL(req.url ?? '/', apiUrl)).catch((error: unknown) => failed(res, error));
  };
  const failed = (res: ServerResponse, error: unknown) => {
    onError(error);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'bad_gateway', message: 'The local stack failed to handle the request' } }));
  };
  ready = true;

  writeLocalStackEndpoints(dataDir, { pid: process.pid, url, region, endpoints, resources });
  return {
    url,
    apiUrl,
    originSecret,
    mailboxUrl: endpoints.SES,
    get resources() {
      return resources;
    },
    endpoints,
    env,
    sweep: () => runScheduled('submissionSweeper') as Promise<{ requeued: number; unconfirmed: number }>,
    async stopEmulator(name) {
      if (name === 'SQS') await eventSource.stop();
      await running.get(name)?.stop();
      running.delete(name);
    },
    async startEmulator(name) {
      if (running.has(name)) return;
      running.set(name, await starters[name](portOf(endpoints[name])));
      if (name === 'SQS') {
        // fauxqs keeps queues in memory: a restarted SQS gets its queues anew, with the same URLs.
        resources = await provision();
        eventSource = await startWorker();
      }
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await eventSource.stop();
      for (const listening of [server, directApi]) {
        listening.closeAllConnections();
        await new Promise<void>((resolveClose) => listening.close(() => resolveClose()));
      }
      await Promise.allSettled([...running.values()].map((emulator) => emulator.stop()));
      running.clear();
      removeLocalStackEndpoints(dataDir);
    },
  };
}
