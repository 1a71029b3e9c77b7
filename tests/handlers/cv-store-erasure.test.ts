import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteObjectCommand, ListObjectVersionsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { s3CvStore } from '#adapters/cv-store';

/** Erasure in the versioned CV bucket: every version and delete marker goes, not just the current object. */
const s3 = mockClient(S3Client);
const store = s3CvStore(new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } }), 'cv-bucket');

afterEach(() => s3.reset());

const deletedVersions = () =>
  s3.commandCalls(DeleteObjectCommand).map(({ args: [command] }) => `${command.input.Key}@${command.input.VersionId ?? 'current'}`);

describe('eraseSubmissionFiles', () => {
  it('deletes every version and delete marker under the submission, page by page, and counts the files', async () => {
    s3.on(ListObjectVersionsCommand, { KeyMarker: undefined })
      .resolves({
        IsTruncated: true,
        NextKeyMarker: 'cvs/sub-1/cv.pdf',
        NextVersionIdMarker: 'v2',
        Versions: [
          { Key: 'cvs/sub-1/cv.pdf', VersionId: 'v3', IsLatest: true },
          { Key: 'cvs/sub-1/cv.pdf', VersionId: 'v2', IsLatest: false },
        ],
      })
      .on(ListObjectVersionsCommand, { KeyMarker: 'cvs/sub-1/cv.pdf', VersionIdMarker: 'v2' })
      .resolves({
        IsTruncated: false,
        Versions: [{ Key: 'cvs/sub-1/cv.pdf', VersionId: 'v1', IsLatest: false }],
        DeleteMarkers: [{ Key: 'cvs/sub-1/old.docx', VersionId: 'm1', IsLatest: true }],
      });
    s3.on(ListObjectsV2Command).resolves({ IsTruncated: false, Contents: [] });
    s3.on(DeleteObjectCommand).resolves({});

    await expect(store.eraseSubmissionFiles({ submissionId: 'sub-1' })).resolves.toBe(1);
    expect(s3.commandCalls(ListObjectVersionsCommand)[0]!.args[0].input.Prefix).toBe('cvs/sub-1/');
    expect(deletedVersions()).toEqual(['cvs/sub-1/cv.pdf@v3', 'cvs/sub-1/cv.pdf@v2', 'cvs/sub-1/cv.pdf@v1', 'cvs/sub-1/old.docx@m1']);
  });

  it('falls back to plain deletes where the store has no versioning (the local emulator)', async () => {
    s3.on(ListObjectVersionsCommand).rejects(Object.assign(new Error('The specified method is not allowed'), { name: 'MethodNotAllowed' }));
    s3.on(ListObjectsV2Command).resolves({ IsTruncated: false, Contents: [{ Key: 'cvs/sub-2/cv.pdf' }] });
    s3.on(DeleteObjectCommand).resolves({});

    await expect(store.eraseSubmissionFiles({ submissionId: 'sub-2' })).resolves.toBe(1);
    expect(deletedVersions()).toEqual(['cvs/sub-2/cv.pdf@current']);
  });

  it('reports S3 failing as a dependency failure, deleting nothing', async () => {
    s3.on(ListObjectVersionsCommand).rejects(Object.assign(new Error('Access Denied'), { name: 'AccessDenied' }));

    await expect(store.eraseSubmissionFiles({ submissionId: 'sub-3' })).rejects.toMatchObject({ status: 503 });
    expect(deletedVersions()).toEqual([]);
  });

  it('removes every version and delete marker of the upload the CV came from, and of no other key', async () => {
    const uploadId = '5b3f0c1e-8d2a-4c7e-9f10-2a4b6c8d0e1f';
    s3.on(ListObjectVersionsCommand, { Prefix: 'cvs/sub-4/' }).resolves({ IsTruncated: false, Versions: [{ Key: 'cvs/sub-4/cv.pdf', VersionId: 'c1', IsLatest: true }] });
    s3.on(ListObjectVersionsCommand, { Prefix: `incoming/${uploadId}` }).resolves({
      IsTruncated: false,
      // A key that merely starts the same is someone else's upload.
      Versions: [
        { Key: `incoming/${uploadId}`, VersionId: 'u1', IsLatest: false },
        { Key: `incoming/${uploadId}-other`, VersionId: 'x1', IsLatest: true },
      ],
      DeleteMarkers: [{ Key: `incoming/${uploadId}`, VersionId: 'm1', IsLatest: true }],
    });
    s3.on(ListObjectsV2Command).resolves({ IsTruncated: false, Contents: [] });
    s3.on(DeleteObjectCommand).resolves({});

    await expect(store.eraseSubmissionFiles({ submissionId: 'sub-4', uploadId })).resolves.toBe(2);
    expect(deletedVersions()).toEqual(['cvs/sub-4/cv.pdf@c1', `incoming/${uploadId}@u1`, `incoming/${uploadId}@m1`]);
  });
});

describe('cvDownloadUrl', () => {
  const storeWith = (credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string; expiration?: Date }) =>
    s3CvStore(new S3Client({ region: 'eu-west-1', credentials }), 'cv-bucket');

  it('gives no link when temporary credentials do not say when they end (Lambda): no promise it cannot keep', async () => {
    const lambdaLike = storeWith({ accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' });
    await expect(lambdaLike.cvDownloadUrl('cvs/sub/cv.pdf', 'cv.pdf', 604_800)).resolves.toBeUndefined();
  });

  it('ends the link a minute before credentials with a known expiry do, and says so', async () => {
    const expiration = new Date(Date.now() + 3 * 3600_000);
    const link = await storeWith({ accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token', expiration }).cvDownloadUrl('cvs/sub/cv.pdf', 'cv.pdf', 604_800);
    expect(link!.expiresAt.getTime()).toBeLessThanOrEqual(expiration.getTime() - 60_000);
    expect(link!.expiresAt.getTime()).toBeGreaterThan(expiration.getTime() - 62_000);
    const expiresIn = Number(new URL(link!.url).searchParams.get('X-Amz-Expires'));
    expect(expiresIn).toBeLessThanOrEqual(3 * 3600 - 60);
  });

  it('lasts as long as asked with long-term keys', async () => {
    const link = await store.cvDownloadUrl('cvs/sub/cv.pdf', 'cv.pdf', 604_800);
    expect(new URL(link!.url).searchParams.get('X-Amz-Expires')).toBe('604800');
  });
});
