/**
 * Server-Sent Events for an HTTP handler that produces text as it goes (POST /api/chat). The export
 * AWS invokes with response streaming runs the same middy chain as the JSON handler; when the
 * request accepts `text/event-stream`, the text the handler hands to its request's delta sink goes
 * out at once as `delta` events, then `done` with the handler's JSON body, or `error` with the API's
 * error body. A failure before the first word (validation, rate limit) stays a plain HTTP error.
 * The sink reaches the handler through the event object middy passes along (a WeakMap, so nothing
 * outlives the request).
 */

import type { Writable } from 'node:stream';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { endStream, openHttpResponseStream, safeWrite, sseEvent, streamingHandler } from '#http/response-stream';

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // Proxies must pass each event on at once rather than buffer the response.
  'x-accel-buffering': 'no',
};

function header(event: APIGatewayProxyEvent, name: string): string {
  const entry = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return entry?.[1] ?? '';
}

async function writeWhole(responseStream: Writable, result: APIGatewayProxyResult): Promise<void> {
  const stream = openHttpResponseStream(responseStream, { statusCode: result.statusCode, headers: (result.headers ?? {}) as Record<string, string> });
  safeWrite(stream, result.body);
  await endStream(stream);
}

export function eventStream() {
  const deltaSinks = new WeakMap<APIGatewayProxyEvent, (text: string) => void>();

  return {
    /** Where the handler sends text as it is generated; undefined when the request wants JSON. */
    deltaSink: (event: APIGatewayProxyEvent) => deltaSinks.get(event),

    /** The export Lambda invokes with response streaming (every request, JSON or SSE). */
    streamHandler: (handler: ProxyHandler) =>
      streamingHandler(async (event: APIGatewayProxyEvent, responseStream: Writable, context: Context) => {
        if (!/text\/event-stream/i.test(header(event, 'accept'))) {
          await writeWhole(responseStream, await handler(event, context));
          return;
        }
        let sse: Writable | undefined;
        const open = () => (sse ??= openHttpResponseStream(responseStream, { statusCode: 200, headers: sseHeaders }));
        deltaSinks.set(event, (text) => safeWrite(open(), sseEvent('delta', { text })));
        const result = await handler(event, context);
        const ok = result.statusCode === 200;
        if (!sse && !ok) {
          // Nothing was streamed yet: a plain HTTP error the client reads like any other API error.
          await writeWhole(responseStream, result);
          return;
        }
        const stream = open();
        safeWrite(stream, sseEvent(ok ? 'done' : 'error', JSON.parse(result.body) as unknown));
        await endStream(stream);
      }),
  };
}
