import { describe, expect, it } from 'vitest';
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { S3Error } from '#local/s3-emulator/errors';
import { checkFileSize, checkPolicyFields, contentLengthRange, parsePostPolicy, verifyPostSignature, type PostFields } from '#local/s3-emulator/post-policy';

/** The policy rules of a browser POST, on policies the real SDK signs (createPresignedPost is local computation). */
const credentials = { accessKeyId: 'LOCALKEY', secretAccessKey: 'local-secret' };
const client = new S3Client({ region: 'eu-west-1', endpoint: 'http://127.0.0.1:9', forcePathStyle: true, credentials });
const secretOf = (id: string) => (id === credentials.accessKeyId ? credentials.secretAccessKey : undefined);

async function signed(options: { conditions?: Parameters<typeof createPresignedPost>[1]['Conditions']; fields?: Record<string, string>; expires?: number } = {}) {
  const post = await createPresignedPost(client, {
    Bucket: 'cv-bucket',
    Key: 'incoming/upload-1',
    Conditions: options.conditions ?? [
      ['content-length-range', 1, 10 * 1024 * 1024],
      ['eq', '$Content-Type', 'application/pdf'],
    ],
    Fields: options.fields ?? { 'Content-Type': 'application/pdf' },
    Expires: options.expires ?? 600,
  });
  return new Map(Object.entries(post.fields).map(([name, value]) => [name.toLowerCase(), value])) as Map<string, string>;
}

function failure(check: () => void): S3Error {
  try {
    check();
  } catch (error) {
    if (error instanceof S3Error) return error;
    throw error;
  }
  throw new Error('expected an S3 error');
}

const judge = (fields: PostFields, now = new Date()) => checkPolicyFields(parsePostPolicy(fields.get('policy')!), fields, now);

describe('signature (SigV4 POST)', () => {
  it('accepts the SDK signature with the known secret', async () => {
    const fields = await signed();
    expect(() => verifyPostSignature(fields, secretOf)).not.toThrow();
  });

  it('refuses a policy changed after signing, a forged signature and an unknown key', async () => {
    const fields = await signed();
    const policy = JSON.parse(Buffer.from(fields.get('policy')!, 'base64').toString()) as { conditions: unknown[] };
    policy.conditions[0] = ['content-length-range', 1, 1e12];
    const tampered = new Map(fields).set('policy', Buffer.from(JSON.stringify(policy)).toString('base64'));
    expect(failure(() => verifyPostSignature(tampered, secretOf))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(failure(() => verifyPostSignature(new Map(fields).set('x-amz-signature', 'ab'.repeat(32)), secretOf)).code).toBe('SignatureDoesNotMatch');
    expect(failure(() => verifyPostSignature(new Map(fields).set('x-amz-signature', 'zz'), secretOf)).code).toBe('SignatureDoesNotMatch');
    expect(failure(() => verifyPostSignature(fields, () => undefined))).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    expect(failure(() => verifyPostSignature(fields, () => 'another-secret')).code).toBe('SignatureDoesNotMatch');
  });

  it('refuses a form without the signature fields', async () => {
    const fields = new Map(await signed());
    fields.delete('x-amz-signature');
    expect(failure(() => verifyPostSignature(fields, secretOf))).toMatchObject({ status: 400, code: 'InvalidArgument' });
  });
});

describe('conditions', () => {
  it('passes the fields the SDK signed', async () => {
    const fields = await signed();
    expect(() => judge(fields)).not.toThrow();
  });

  it('refuses once the policy has expired (S3: expiration is exclusive)', async () => {
    const fields = await signed({ expires: 60 });
    const expiry = parsePostPolicy(fields.get('policy')!).expiration;
    expect(() => judge(fields, new Date(expiry.getTime() - 1000))).not.toThrow();
    expect(failure(() => judge(fields, expiry))).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
  });

  it('eq: another value, another case or a missing field fails, naming the condition', async () => {
    const fields = await signed();
    expect(failure(() => judge(new Map(fields).set('content-type', 'text/html'))).message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "application/pdf"]',
    );
    expect(failure(() => judge(new Map(fields).set('content-type', 'APPLICATION/PDF'))).code).toBe('AccessDenied');
    const missing = new Map(fields);
    missing.delete('content-type');
    expect(failure(() => judge(missing)).message).toContain('["eq", "$Content-Type", "application/pdf"]');
    expect(failure(() => judge(new Map(fields).set('key', 'cvs/other'))).message).toContain('["eq", "$key", "incoming/upload-1"]');
    expect(failure(() => judge(new Map(fields).set('bucket', 'other-bucket'))).message).toContain('["eq", "$bucket", "cv-bucket"]');
  });

  it('starts-with: the prefix must lead the value; an empty prefix allows anything present', async () => {
    const fields = await signed({
      conditions: [
        ['starts-with', '$Content-Type', 'application/'],
        ['starts-with', '$x-amz-meta-tag', ''],
      ],
      fields: {},
    });
    const form = (contentType: string, tag?: string) => {
      const changed = new Map(fields).set('content-type', contentType);
      if (tag !== undefined) changed.set('x-amz-meta-tag', tag);
      return changed;
    };
    expect(() => judge(form('application/msword', 'anything'))).not.toThrow();
    expect(failure(() => judge(form('image/application/', 'anything'))).message).toContain('["starts-with", "$Content-Type", "application/"]');
    expect(() => judge(form('application/pdf', ''))).not.toThrow();
    expect(failure(() => judge(form('application/pdf'))).message).toContain('["starts-with", "$x-amz-meta-tag", ""]');
  });

  it('x-amz-* and metadata fields need a condition; x-ignore-* fields do not', async () => {
    const fields = await signed();
    expect(failure(() => judge(new Map(fields).set('x-amz-meta-owner', 'mallory'))).message).toBe('Invalid according to Policy: Extra input fields: x-amz-meta-owner');
    expect(failure(() => judge(new Map(fields).set('success_action_status', '201'))).message).toContain('Extra input fields: success_action_status');
    expect(() => judge(new Map(fields).set('x-ignore-note', 'free'))).not.toThrow();
  });

  it('refuses a policy that is not base64 JSON or lacks its parts', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    expect(failure(() => parsePostPolicy('not json'))).toMatchObject({ status: 400, code: 'InvalidPolicyDocument' });
    expect(failure(() => parsePostPolicy(encode({ conditions: [] }))).message).toBe('Invalid Policy: Policy missing expiration.');
    expect(failure(() => parsePostPolicy(encode({ expiration: '2030-01-01T00:00:00Z' }))).message).toBe('Invalid Policy: Policy missing conditions.');
    expect(failure(() => parsePostPolicy(encode({ expiration: '2030-01-01T00:00:00Z', conditions: [['between', '$key', 'a']] }))).code).toBe('InvalidPolicyDocument');
    expect(failure(() => parsePostPolicy(encode({ expiration: '2030-01-01T00:00:00Z', conditions: [['content-length-range', 10, 1]] }))).code).toBe(
      'InvalidPolicyDocument',
    );
  });
});

describe('content-length-range', () => {
  it('allows min..max inclusive and answers S3 EntityTooSmall / EntityTooLarge outside', async () => {
    const range = contentLengthRange(parsePostPolicy((await signed()).get('policy')!));
    expect(range).toEqual({ min: 1, max: 10 * 1024 * 1024 });
    expect(() => checkFileSize(1, range)).not.toThrow();
    expect(() => checkFileSize(10 * 1024 * 1024, range)).not.toThrow();
    expect(failure(() => checkFileSize(10 * 1024 * 1024 + 1, range))).toMatchObject({
      status: 400,
      code: 'EntityTooLarge',
      details: { ProposedSize: 10 * 1024 * 1024 + 1, MaxSizeAllowed: 10 * 1024 * 1024 },
    });
    expect(failure(() => checkFileSize(0, range))).toMatchObject({ status: 400, code: 'EntityTooSmall', details: { ProposedSize: 0, MinSizeAllowed: 1 } });
  });

  it('takes the tightest of several ranges, and none means any size', () => {
    const policy = parsePostPolicy(
      Buffer.from(JSON.stringify({ expiration: '2030-01-01T00:00:00Z', conditions: [['content-length-range', 0, 100], ['content-length-range', 5, 1000]] })).toString('base64'),
    );
    expect(contentLengthRange(policy)).toEqual({ min: 5, max: 100 });
    expect(() => checkFileSize(1e10, undefined)).not.toThrow();
  });
});
