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

describe('deleteSubmissionCvs', () => {
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

    await expect(store.deleteSubmissionCvs('sub-1')).resolves.toBe(1);
    expect(s3.commandCalls(ListObjectVersionsCommand)[0]!.args[0].input.Prefix).toBe('cvs/sub-1/');
    expect(deletedVersions()).toEqual(['cvs/sub-1/cv.pdf@v3', 'cvs/sub-1/cv.pdf@v2', 'cvs/sub-1/cv.pdf@v1', 'cvs/sub-1/old.docx@m1']);
  });

  it('falls back to plain deletes where the store has no versioning (the local emulator)', async () => {
    s3.on(ListObjectVersionsCommand).rejects(Object.assign(new Error('The specified method is not allowed'), { name: 'MethodNotAllowed' }));
    s3.on(ListObjectsV2Command).resolves({ IsTruncated: false, Contents: [{ Key: 'cvs/sub-2/cv.pdf' }] });
    s3.on(DeleteObjectCommand).resolves({});

    await expect(store.deleteSubmissionCvs('sub-2')).resolves.toBe(1);
    expect(deletedVersions()).toEqual(['cvs/sub-2/cv.pdf@current']);
  });

  it('reports S3 failing as a dependency failure, deleting nothing', async () => {
    s3.on(ListObjectVersionsCommand).rejects(Object.assign(new Error('Access Denied'), { name: 'AccessDenied' }));

    await expect(store.deleteSubmissionCvs('sub-3')).rejects.toMatchObject({ status: 503 });
    expect(deletedVersions()).toEqual([]);
  });
});
