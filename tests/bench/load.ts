import autocannon from 'autocannon';
import type { PreparedInput, SampleRequest } from './sample-requests.ts';

/**
 * Two closed-loop load generators with the same shape (N workers, each sending its next request
 * when the last answered, for a fixed time), so an endpoint and the raw emulator round trip it
 * stands on are measured alike. Latencies are kept at full resolution: autocannon's own histogram
 * rounds to whole milliseconds, which is coarser than a loopback emulator call.
 */
export interface LoadResult {
  latenciesMs: number[];
  /** Answers outside 2xx (e.g. 429 from a rate limit), by status. */
  statuses: Record<string, number>;
  errors: number;
  elapsedMs: number;
  requestsPerSecond: number;
  firstError?: string;
}

export interface LoadOptions {
  concurrency: number;
  durationMs: number;
}

/** HTTP load with autocannon against one endpoint; only 2xx latencies count. */
export async function httpLoad(baseUrl: string, sample: SampleRequest, options: LoadOptions & { pool?: PreparedInput[] }): Promise<LoadResult> {
  const pool = options.pool;
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  // Without a callback autocannon returns its instance (an event emitter) made thenable.
  const instance = autocannon({
    url: `${baseUrl}${sample.path}`,
    connections: options.concurrency,
    duration: options.durationMs / 1000,
    // A pool of one-use inputs bounds the run: it ends when they are used up, if its time has not.
    ...(pool ? { amount: pool.length } : {}),
    timeout: 30,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    requests: [
      {
        method: sample.method,
        path: sample.path,
        setupRequest: (request) => (sample.body ? { ...request, body: JSON.stringify(sample.body(pool ? pool.pop() : undefined)) } : request),
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  // autocannon emits (client, statusCode, bytes, responseTimeMs); its typings omit the client.
  (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTime);
    else statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  instance.on('reqError', (error: Error) => {
    errors += 1;
    firstError ??= error.message;
  });
  await instance;
  const elapsedMs = performance.now() - started;
  return { latenciesMs, statuses, errors, elapsedMs, requestsPerSecond: (latenciesMs.length / elapsedMs) * 1000, firstError };
}

/** The same closed loop around an async operation (an AWS SDK call against an emulator). */
export async function operationLoad(operation: () => Promise<unknown>, options: LoadOptions): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        await operation();
        latenciesMs.push(performance.now() - sent);
      } catch (error) {
        errors += 1;
        firstError ??= String((error as Error).message ?? error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedMs = performance.now() - started;
  return { latenciesMs, statuses: {}, errors, elapsedMs, requestsPerSecond: (latenciesMs.length / elapsedMs) * 1000, firstError };
}
