import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { openHttpResponseStream, PRELUDE_DELIMITER, sseEvent, streamingHandler } from '#http/response-stream';

function collector() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      callback();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

const globals = globalThis as unknown as { awslambda?: unknown };
const original = globals.awslambda;

afterEach(() => {
  globals.awslambda = original;
});

describe('Lambda response streaming', () => {
  it('outside Lambda writes the same prelude the runtime writes: JSON metadata, 8 NUL bytes, then the body', () => {
    // Libraries create an empty awslambda global outside Lambda; that is not the runtime.
    globals.awslambda = { InvokeStore: {} };
    const { stream, bytes } = collector();
    const body = openHttpResponseStream(stream, { statusCode: 201, headers: { 'x-a': 'b' } });
    body.write('hello');
    const written = bytes();
    const delimiter = written.indexOf(Buffer.from(PRELUDE_DELIMITER));
    expect(JSON.parse(written.subarray(0, delimiter).toString())).toEqual({ statusCode: 201, headers: { 'x-a': 'b' } });
    expect(written.subarray(delimiter + 8).toString()).toBe('hello');
  });

  it("inside Lambda hands over to the runtime's streamifyResponse and HttpResponseStream.from", async () => {
    const calls: string[] = [];
    globals.awslambda = {
      streamifyResponse: (handler: unknown) => {
        calls.push('streamify');
        return handler;
      },
      HttpResponseStream: {
        from: (stream: Writable, metadata: { statusCode: number }) => {
          calls.push(`from ${metadata.statusCode}`);
          return stream;
        },
      },
    };
    const handler = streamingHandler(async (_event: unknown, stream: Writable) => {
      openHttpResponseStream(stream, { statusCode: 200, headers: {} }).end();
    });
    await handler({}, collector().stream, {} as never);
    expect(calls).toEqual(['streamify', 'from 200']);
  });

  it('formats one server-sent event per JSON payload', () => {
    expect(sseEvent('delta', { text: 'a\nb' })).toBe('event: delta\ndata: {"text":"a\\nb"}\n\n');
  });
});
