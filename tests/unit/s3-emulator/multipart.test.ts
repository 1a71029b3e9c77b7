import { describe, expect, it } from 'vitest';
import { MultipartSyntaxError, multipartBoundary, readMultipart, type PartHeaders } from '#local/s3-emulator/multipart';

/** The streaming multipart reader, fed the bytes a real FormData encodes, in chunks of every size. */
async function encoded(form: FormData): Promise<{ body: Buffer; boundary: string }> {
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), boundary: multipartBoundary(request.headers.get('content-type')!)! };
}

async function* chunks(body: Buffer, size: number) {
  for (let at = 0; at < body.length; at += size) yield body.subarray(at, at + size);
}

async function parts(body: Buffer, boundary: string, chunkSize: number) {
  const seen: (PartHeaders & { body: Buffer })[] = [];
  let largestChunk = 0;
  await readMultipart(chunks(body, chunkSize), boundary, {
    start: (part) => void seen.push({ ...part, body: Buffer.alloc(0) }),
    data: (chunk) => {
      largestChunk = Math.max(largestChunk, chunk.length);
      seen.at(-1)!.body = Buffer.concat([seen.at(-1)!.body, chunk]);
    },
    end: () => undefined,
  });
  return { seen, largestChunk };
}

describe('multipart/form-data reader', () => {
  const file = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 31) % 256));
  // Bytes that look like the start of a delimiter must survive as data.
  file.write('\r\n--', 1000, 'latin1');

  it('reads fields and a binary file exactly, whatever the chunking', async () => {
    const form = new FormData();
    form.append('key', 'incoming/ü 1');
    form.append('Content-Type', 'application/pdf');
    form.append('file', new Blob([file], { type: 'application/pdf' }), 'Jane "CV".pdf');
    const { body, boundary } = await encoded(form);
    for (const size of [3, 64, 1024, 65_536, body.length]) {
      const { seen } = await parts(body, boundary, size);
      expect(seen.map(({ name, fileName, contentType }) => ({ name, fileName, contentType }))).toEqual([
        { name: 'key', fileName: undefined, contentType: undefined },
        { name: 'Content-Type', fileName: undefined, contentType: undefined },
        { name: 'file', fileName: 'Jane %22CV%22.pdf', contentType: 'application/pdf' },
      ]);
      expect(seen[0]!.body.toString()).toBe('incoming/ü 1');
      expect(seen[2]!.body.equals(file)).toBe(true);
    }
  });

  it('streams the file in pieces no larger than what arrived', async () => {
    const form = new FormData();
    form.append('file', new Blob([file]), 'cv.pdf');
    const { body, boundary } = await encoded(form);
    expect((await parts(body, boundary, 4096)).largestChunk).toBeLessThanOrEqual(4096);
  });

  it('refuses a body cut before its closing delimiter, and headers without a name', async () => {
    const form = new FormData();
    form.append('file', new Blob([file]), 'cv.pdf');
    const { body, boundary } = await encoded(form);
    await expect(parts(body.subarray(0, body.length - 10), boundary, 1000)).rejects.toBeInstanceOf(MultipartSyntaxError);
    const nameless = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`);
    await expect(parts(nameless, boundary, 8)).rejects.toBeInstanceOf(MultipartSyntaxError);
  });

  it('finds the boundary of a form-data content type only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc')).toBe('----abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeUndefined();
  });
});
