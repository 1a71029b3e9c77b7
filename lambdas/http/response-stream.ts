/**
 * Lambda response streaming for API Gateway REST APIs. A streaming function writes an
 * `application/vnd.awslambda.http-integration-response`: a JSON prelude with the status code and
 * headers, 8 NUL bytes, then the body as it is produced. In Lambda the runtime's
 * `awslambda.HttpResponseStream.from` writes the prelude; outside it (local stack, tests) the same
 * bytes are written here, and the local API Gateway adapter decodes them as API Gateway does.
 */

import type { Writable } from 'node:stream';
import type { Context } from 'aws-lambda';

export interface HttpResponseMetadata {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
}

export type StreamingHandler<TEvent> = (event: TEvent, responseStream: Writable, context: Context) => Promise<void>;

interface LambdaStreamingRuntime {
  streamifyResponse<TEvent>(handler: StreamingHandler<TEvent>): StreamingHandler<TEvent>;
  HttpResponseStream: { from(stream: Writable, metadata: HttpResponseMetadata): Writable };
}

/**
 * The Node.js Lambda runtime's streaming API, or undefined anywhere else. Checked by function, not
 * by the global: libraries (the Lambda invoke store used by Powertools) create an empty
 * `globalThis.awslambda` outside Lambda too.
 */
function lambdaRuntime(): LambdaStreamingRuntime | undefined {
  const candidate = (globalThis as unknown as { awslambda?: Partial<LambdaStreamingRuntime> }).awslambda;
  return typeof candidate?.streamifyResponse === 'function' && typeof candidate.HttpResponseStream?.from === 'function'
    ? (candidate as LambdaStreamingRuntime)
    : undefined;
}

/** Delimiter between the prelude and the body, as the Lambda runtime writes it. */
export const PRELUDE_DELIMITER = new Uint8Array(8);

export function openHttpResponseStream(responseStream: Writable, metadata: HttpResponseMetadata): Writable {
  const runtime = lambdaRuntime();
  if (runtime) return runtime.HttpResponseStream.from(responseStream, metadata);
  responseStream.write(JSON.stringify(metadata));
  responseStream.write(PRELUDE_DELIMITER);
  return responseStream;
}

/** Marks a handler as streaming for the Lambda runtime; elsewhere it is called as it is. */
export function streamingHandler<TEvent>(handler: StreamingHandler<TEvent>): StreamingHandler<TEvent> {
  const runtime = lambdaRuntime();
  return runtime ? runtime.streamifyResponse(handler) : handler;
}

/** Writes unless the client has gone (a write after close would raise an unhandled error). */
export function safeWrite(stream: Writable, chunk: string): void {
  if (!stream.writableEnded && !stream.destroyed) stream.write(chunk);
}

export function endStream(stream: Writable): Promise<void> {
  if (stream.writableEnded || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => stream.end(resolve));
}

/** One Server-Sent Event; JSON data never contains a newline, so one `data:` line suffices. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
