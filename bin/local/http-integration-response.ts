/**
 * What API Gateway does with a streaming Lambda's output: read the JSON prelude (status code and
 * headers) up to the 8 NUL-byte delimiter, send it as the HTTP status line and headers, then pass
 * every following byte to the client as it arrives. A stream without a prelude is sent as 200.
 */

import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';

const DELIMITER = Buffer.alloc(8);

export function httpIntegrationResponse(res: ServerResponse): Writable {
  let head: Buffer | null = Buffer.alloc(0);

  const sendHead = (metadata: { statusCode?: number; headers?: Record<string, string> }) => {
    res.writeHead(metadata.statusCode ?? 200, metadata.headers ?? {});
    // Send the headers now: an SSE client starts reading before the first event.
    res.flushHeaders();
  };

  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      if (head === null) {
        res.write(bytes, () => callback());
        return;
      }
      head = Buffer.concat([head, bytes]);
      const end = head.indexOf(DELIMITER);
      if (end === -1) return callback();
      try {
        sendHead(JSON.parse(head.subarray(0, end).toString('utf8')) as { statusCode?: number; headers?: Record<string, string> });
      } catch (error) {
        return callback(error as Error);
      }
      const rest = head.subarray(end + DELIMITER.length);
      head = null;
      if (rest.length === 0) return callback();
      res.write(rest, () => callback());
    },
    final(callback) {
      if (head !== null) {
        if (!res.headersSent) res.writeHead(200, { 'content-type': 'application/octet-stream' });
        if (head.length > 0) res.write(head);
      }
      res.end(() => callback());
    },
  });
}
