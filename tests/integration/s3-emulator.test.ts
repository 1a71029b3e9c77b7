import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetBucketVersioningCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { MAX_CV_BYTES } from '#content/messages';
import { awsClients } from '#adapters/aws-clients';
import type { LocalStack } from '#local/stack';
import { pdfBytes } from '../support/cv-files.ts';
import { postJson, sleep, startPipelineStack, type UploadTicketBody } from '../support/pipeline-client.ts';

/**
 * The local stack's S3 emulator as the product meets it, through the real AWS SDK and real HTTP:
 * presigned POST policies enforced as S3 does (size, type, key, expiry, signature; a refused POST
 * stores nothing), bucket versioning as the CDK app configures it, CORS for the browser, persistence.
 */
let stack: LocalStack;
const dataDir = mkdtempSync(join(tmpdir(), 's3-emulator-'));

beforeAll(async () => {
  stack = await startPipelineStack({ dataDir });
});
// The data directory lives under the file's temporary root (tests/support/temp-root.ts), removed at the end.
afterAll(async () => {
  await stack?.stop();
});

const s3 = () => awsClients().s3;
const bucket = () => stack.resources.bucket;

async function ticket(size = 1000, contentType = 'application/pdf'): Promise<UploadTicketBody> {
  const answer = await postJson<UploadTicketBody>(stack.url, '/api/uploads', { fileName: 'cv.pdf', contentType, size });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** Posts a file as a browser form does: the ticket's fields (with any changes), the file last. */
async function post(url: string, fields: Record<string, string>, bytes: Buffer, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: fields['Content-Type'] ?? 'application/octet-stream' }), 'cv.pdf');
  const response = await fetch(url, { method: 'POST', body: form, headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const errorCode = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];

async function versionsUnder(prefix: string) {
  const page = await s3().send(new ListObjectVersionsCommand({ Bucket: bucket(), Prefix: prefix }));
  return { versions: page.Versions ?? [], markers: page.DeleteMarkers ?? [] };
}

async function expectNothingStored(key: string) {
  expect(await versionsUnder(key)).toEqual({ versions: [], markers: [] });
}

const filled = (size: number) => Buffer.concat([pdfBytes(), Buffer.alloc(size - pdfBytes().length, 0x20)]);

describe('presigned POST policy (the CV upload ticket of POST /api/uploads)', () => {
  it('stores a file of exactly 10 MiB, answering 204 with its ETag', async () => {
    const upload = await ticket(MAX_CV_BYTES);
    const answer = await post(upload.url, upload.fields, filled(MAX_CV_BYTES));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: upload.fields.key }));
    expect(head.ContentLength).toBe(MAX_CV_BYTES);
    expect(head.ContentType).toBe('application/pdf');
  });

  it('refuses 10 MiB + 1 byte with S3 400 EntityTooLarge and stores nothing', async () => {
    const upload = await ticket();
    const answer = await post(upload.url, upload.fields, filled(MAX_CV_BYTES + 1));
    expect(answer.status).toBe(400);
    expect(errorCode(answer.body)).toBe('EntityTooLarge');
    expect(answer.body).toContain(`<ProposedSize>${MAX_CV_BYTES + 1}</ProposedSize>`);
    expect(answer.body).toContain(`<MaxSizeAllowed>${MAX_CV_BYTES}</MaxSizeAllowed>`);
    await expectNothingStored(upload.fields.key!);
  });

  it('refuses an empty file with 400 EntityTooSmall', async () => {
    const upload = await ticket();
    const answer = await post(upload.url, upload.fields, Buffer.alloc(0));
    expect(answer.status).toBe(400);
    expect(errorCode(answer.body)).toBe('EntityTooSmall');
    expect(answer.body).toContain('<MinSizeAllowed>1</MinSizeAllowed>');
    await expectNothingStored(upload.fields.key!);
  });

  it('refuses another content type than the one signed (eq condition) with 403 and stores nothing', async () => {
    const upload = await ticket();
    const answer = await post(upload.url, { ...upload.fields, 'Content-Type': 'text/html' }, pdfBytes());
    expect(answer.status).toBe(403);
    expect(errorCode(answer.body)).toBe('AccessDenied');
    expect(answer.body).toContain('Invalid according to Policy: Policy Condition failed: [&quot;eq&quot;, &quot;$Content-Type&quot;, &quot;application/pdf&quot;]');
    await expectNothingStored(upload.fields.key!);
  });

  it('refuses another key than the one signed, and a form field the policy does not name', async () => {
    const upload = await ticket();
    const otherKey = `incoming/${randomUUID()}`;
    const movedKey = await post(upload.url, { ...upload.fields, key: otherKey }, pdfBytes());
    expect(movedKey.status).toBe(403);
    expect(movedKey.body).toContain('Policy Condition failed');
    const extraField = await post(upload.url, { ...upload.fields, 'x-amz-meta-owner': 'mallory' }, pdfBytes());
    expect(extraField.status).toBe(403);
    expect(extraField.body).toContain('Extra input fields: x-amz-meta-owner');
    await expectNothingStored(otherKey);
    await expectNothingStored(upload.fields.key!);
  });

  it('enforces starts-with and x-amz-* eq conditions', async () => {
    const prefix = `incoming/starts-${randomUUID()}/`;
    const signed = await createPresignedPost(s3(), {
      Bucket: bucket(),
      Key: `${prefix}\${filename}`,
      Conditions: [
        ['starts-with', '$Content-Type', 'application/'],
        ['eq', '$x-amz-meta-source', 'website'],
        ['content-length-range', 1, 1024],
      ],
      Fields: { 'x-amz-meta-source': 'website' },
      Expires: 60,
    });
    const accepted = await post(signed.url, { ...signed.fields, 'Content-Type': 'application/pdf' }, Buffer.from('%PDF-1.4'));
    expect(accepted.status).toBe(204);
    const stored = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: `${prefix}cv.pdf` }));
    expect(stored.Metadata).toEqual({ source: 'website' });

    const wrongPrefix = await post(signed.url, { ...signed.fields, 'Content-Type': 'text/plain' }, Buffer.from('%PDF-1.4'));
    expect(wrongPrefix.status).toBe(403);
    expect(wrongPrefix.body).toContain('[&quot;starts-with&quot;, &quot;$Content-Type&quot;, &quot;application/&quot;]');
    const wrongMeta = await post(signed.url, { ...signed.fields, 'Content-Type': 'application/pdf', 'x-amz-meta-source': 'elsewhere' }, Buffer.from('x'));
    expect(wrongMeta.status).toBe(403);
    expect(wrongMeta.body).toContain('$x-amz-meta-source');
    const outsidePrefix = await post(signed.url, { ...signed.fields, 'Content-Type': 'application/pdf', key: 'cvs/stolen.pdf' }, Buffer.from('x'));
    expect(outsidePrefix.status).toBe(403);
    await expectNothingStored('cvs/stolen.pdf');
    expect((await versionsUnder(prefix)).versions).toHaveLength(1);
  });

  it('refuses an expired policy', async () => {
    const key = `incoming/${randomUUID()}`;
    const signed = await createPresignedPost(s3(), { Bucket: bucket(), Key: key, Conditions: [['content-length-range', 1, 1024]], Expires: 1 });
    await sleep(1_100);
    const answer = await post(signed.url, signed.fields, pdfBytes());
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('Invalid according to Policy: Policy expired.');
    await expectNothingStored(key);
  });

  it('refuses a tampered policy (a larger size limit, same signature) with SignatureDoesNotMatch', async () => {
    const upload = await ticket();
    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    policy.conditions = policy.conditions.map((condition) =>
      Array.isArray(condition) && condition[0] === 'content-length-range' ? ['content-length-range', 1, 100 * MAX_CV_BYTES] : condition,
    );
    const tampered = Buffer.from(JSON.stringify(policy)).toString('base64');
    const answer = await post(upload.url, { ...upload.fields, Policy: tampered }, filled(MAX_CV_BYTES + 1));
    expect(answer.status).toBe(403);
    expect(errorCode(answer.body)).toBe('SignatureDoesNotMatch');
    await expectNothingStored(upload.fields.key!);

    const wrongSecret = await post(upload.url, { ...upload.fields, 'X-Amz-Signature': 'ab'.repeat(32) }, pdfBytes());
    expect(errorCode(wrongSecret.body)).toBe('SignatureDoesNotMatch');
    await expectNothingStored(upload.fields.key!);
  });

  it("answers the site's origin with CORS headers (preflight and the POST itself), and no other origin or method", async () => {
    const upload = await ticket();
    const preflight = await fetch(upload.url, {
      method: 'OPTIONS',
      headers: { origin: stack.url, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(stack.url);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    // `npm start` prints the site as localhost; `npm run dev` serves it from Vite's port.
    const asLocalhost = stack.url.replace('127.0.0.1', 'localhost');
    const viaLocalhost = await fetch(upload.url, { method: 'OPTIONS', headers: { origin: asLocalhost, 'access-control-request-method': 'POST' } });
    expect(viaLocalhost.headers.get('access-control-allow-origin')).toBe(asLocalhost);
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example:80']) {
      const foreign = await fetch(upload.url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    }
    const foreignPut = await fetch(upload.url, { method: 'OPTIONS', headers: { origin: stack.url, 'access-control-request-method': 'PUT' } });
    expect(foreignPut.status).toBe(403);
    const refused = await post(upload.url, { ...upload.fields, 'Content-Type': 'text/html' }, pdfBytes(), { origin: stack.url });
    // The browser may read S3's error (the site shows the right message).
    expect(refused.headers.get('access-control-allow-origin')).toBe(stack.url);
    const accepted = await post(upload.url, upload.fields, pdfBytes(), { origin: stack.url });
    expect(accepted.status).toBe(204);
    expect(accepted.headers.get('access-control-allow-origin')).toBe(stack.url);
  });
});

describe('bucket versioning (the CV bucket is versioned, as the CDK app makes it)', () => {
  it('is on for the CV bucket', async () => {
    expect((await s3().send(new GetBucketVersioningCommand({ Bucket: bucket() }))).Status).toBe('Enabled');
  });

  it('keeps every put as a version; a delete adds a marker; every version and marker can be deleted', async () => {
    const key = `cvs/${randomUUID()}/cv.pdf`;
    const first = await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: 'first', ContentType: 'application/pdf' }));
    const second = await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: 'second', ContentType: 'application/pdf' }));
    expect(first.VersionId).toBeTruthy();
    expect(second.VersionId).toBeTruthy();
    expect(second.VersionId).not.toBe(first.VersionId);
    expect(await (await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }))).Body!.transformToString()).toBe('second');

    const deleted = await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
    expect(deleted.DeleteMarker).toBe(true);
    expect(deleted.VersionId).toBeTruthy();
    await expect(s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    await expect(s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    expect((await s3().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: key }))).Contents).toBeUndefined();

    // Older versions stay readable by id.
    const old = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, VersionId: first.VersionId }));
    expect(await old.Body!.transformToString()).toBe('first');
    expect(old.VersionId).toBe(first.VersionId);
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key, VersionId: second.VersionId }));
    expect(head.ContentLength).toBe('second'.length);

    const listed = await versionsUnder(key);
    expect(listed.versions.map((version) => [version.VersionId, version.IsLatest, version.Size])).toEqual([
      [second.VersionId, false, 6],
      [first.VersionId, false, 5],
    ]);
    expect(listed.markers.map((marker) => [marker.VersionId, marker.IsLatest])).toEqual([[deleted.VersionId, true]]);

    for (const entry of [...listed.versions, ...listed.markers]) {
      await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key, VersionId: entry.VersionId }));
    }
    await expectNothingStored(key);
    await expect(s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, VersionId: first.VersionId }))).rejects.toMatchObject({ name: 'NoSuchVersion' });
  });

  it('makes a new version for a copy and for a presigned POST; pages through versions', async () => {
    const prefix = `cvs/${randomUUID()}/`;
    const upload = await ticket();
    expect((await post(upload.url, upload.fields, pdfBytes())).status).toBe(204);
    const copy = await s3().send(
      new CopyObjectCommand({ Bucket: bucket(), Key: `${prefix}a.pdf`, CopySource: `${bucket()}/${upload.fields.key}`, MetadataDirective: 'REPLACE', ContentType: 'application/pdf' }),
    );
    const again = await s3().send(new CopyObjectCommand({ Bucket: bucket(), Key: `${prefix}a.pdf`, CopySource: `${bucket()}/${upload.fields.key}` }));
    expect(copy.VersionId).toBeTruthy();
    expect(again.VersionId).not.toBe(copy.VersionId);
    await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: `${prefix}b.pdf`, Body: 'b' }));
    await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: `${prefix}b.pdf` }));

    const seen: string[] = [];
    let markers: { key?: string; version?: string } = {};
    do {
      const page = await s3().send(new ListObjectVersionsCommand({ Bucket: bucket(), Prefix: prefix, MaxKeys: 1, KeyMarker: markers.key, VersionIdMarker: markers.version }));
      for (const entry of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) seen.push(`${entry.Key}#${entry.VersionId}`);
      markers = page.IsTruncated ? { key: page.NextKeyMarker, version: page.NextVersionIdMarker } : {};
    } while (markers.key);
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
    expect(seen.slice(0, 2)).toEqual([`${prefix}a.pdf#${again.VersionId}`, `${prefix}a.pdf#${copy.VersionId}`]);
  });

  it('keeps objects and versions across a restart of the emulator', async () => {
    const key = `cvs/${randomUUID()}/kept.pdf`;
    const first = await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: 'one' }));
    await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: 'two' }));
    await stack.stopEmulator('S3');
    await stack.startEmulator('S3');
    expect(await (await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }))).Body!.transformToString()).toBe('two');
    expect(await (await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, VersionId: first.VersionId }))).Body!.transformToString()).toBe('one');
    expect((await s3().send(new GetBucketVersioningCommand({ Bucket: bucket() }))).Status).toBe('Enabled');
  });
});
