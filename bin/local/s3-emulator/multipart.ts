/**
 * A streaming multipart/form-data reader for browser POST uploads: it holds at most one part's
 * headers and a delimiter's worth of bytes, and hands the body of each part to the caller chunk by
 * chunk (awaiting it, so a slow consumer slows the upload rather than filling memory).
 */
export interface PartHeaders {
  /** The form field's name (Content-Disposition `name`). */
  name: string;
  /** Present on file parts (Content-Disposition `filename`). */
  fileName?: string;
  contentType?: string;
}

export interface PartHandler {
  start(part: PartHeaders): void | Promise<void>;
  data(chunk: Buffer): void | Promise<void>;
  end(): void | Promise<void>;
}

export class MultipartSyntaxError extends Error {}

const MAX_HEADER_BYTES = 16 * 1024;
const headerEnd = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data; boundary=…` content type, if it is one. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function parsePartHeaders(block: string): PartHeaders {
  let disposition = '';
  let contentType: string | undefined;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    if (name === 'content-type') contentType = value;
  }
  const parameter = (key: string) => {
    const match = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${key}=([^;]*)`, 'i').exec(disposition);
    if (!match) return undefined;
    return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]!.trim();
  };
  const name = parameter('name');
  if (!/^form-data/i.test(disposition) || name === undefined) throw new MultipartSyntaxError('A part without a form-data Content-Disposition name');
  return { name, fileName: parameter('filename'), contentType };
}

/** Feeds a multipart body through `handler`; resolves when the closing delimiter has been read. */
export async function readMultipart(body: AsyncIterable<Buffer | string>, boundary: string, handler: PartHandler): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter has no CRLF before it: pretend it had one.
  let buffer: Buffer = Buffer.from('\r\n');
  type State = 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done';
  let state = 'preamble' as State;

  const advance = async (): Promise<boolean> => {
    switch (state) {
      case 'preamble': {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length + 1));
          return false;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'after-delimiter';
        return true;
      }
      case 'after-delimiter': {
        if (buffer.length < 2) return false;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'done';
          return false;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return false;
        // Transport padding (spaces, tabs) may follow a delimiter.
        buffer = buffer.subarray(lineEnd + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const at = buffer.indexOf(headerEnd);
        if (at < 0) {
          if (buffer.length > MAX_HEADER_BYTES) throw new MultipartSyntaxError('Part headers too long');
          return false;
        }
        const headers = parsePartHeaders(buffer.subarray(0, at).toString('utf8'));
        buffer = buffer.subarray(at + headerEnd.length);
        state = 'body';
        await handler.start(headers);
        return true;
      }
      case 'body': {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          // Keep what could be the start of a delimiter split across chunks.
          const safe = buffer.length - delimiter.length + 1;
          if (safe > 0) {
            await handler.data(Buffer.from(buffer.subarray(0, safe)));
            buffer = buffer.subarray(safe);
          }
          return false;
        }
        if (at > 0) await handler.data(Buffer.from(buffer.subarray(0, at)));
        await handler.end();
        buffer = buffer.subarray(at + delimiter.length);
        state = 'after-delimiter';
        return true;
      }
      case 'done':
        return false;
    }
  };

  for await (const chunk of body) {
    if (state === 'done') continue; // the epilogue is ignored
    buffer = buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([buffer, Buffer.from(chunk)]);
    while (await advance());
  }
  if (state !== 'done') throw new MultipartSyntaxError('The multipart body ended before its closing delimiter');
}
