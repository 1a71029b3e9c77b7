import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { dependencyFailed } from '#core/errors';
import { callDependency } from '#adapters/dependency-call';
import type { CvStore, UploadSigner } from '#core/submissions/ports';
import { cvBucket } from '#system/resources';

/** The CV bucket (S3): uploads land in `incoming/`, kept CVs live in `cvs/<submissionId>/`. */
const incomingKey = (uploadId: string) => `${cvBucket.incomingPrefix}${uploadId}`;

const s3Call = <T>(call: () => Promise<T>) => callDependency('S3', call);

/** An S3 emulator without versioning answers a version listing with one of these. */
const isVersioningUnsupported = (error: unknown) => ['NotImplemented', 'MethodNotAllowed'].includes((error as { name?: string }).name ?? '');

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/** `attachment; filename="…"` for a name safeFileName produced (ASCII letters, digits, - _ .). */
const attachmentDisposition = (fileName: string) => `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

/** Leave a minute of slack so a link never outlives the credentials that signed it. */
const CREDENTIAL_SLACK_SECONDS = 60;

export function s3CvStore(s3: S3Client, bucket: string): CvStore {
  const readRange = (key: string, range?: string) =>
    s3Call(async () => {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
      return object.Body!.transformToByteArray();
    });
  const deleteKey = (key: string) => s3Call(() => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))).then(() => undefined);

  /**
   * The bucket is versioned: a plain delete would only hide an object behind a delete marker until
   * the lifecycle rules expire old versions. Erasure removes every version and marker now. Resolves
   * to the keys that had anything.
   */
  async function deleteEveryVersion(prefix: string, keep: (key: string) => boolean = () => true): Promise<Set<string>> {
    const keys = new Set<string>();
    try {
      let keyMarker: string | undefined;
      let versionIdMarker: string | undefined;
      do {
        const page = await s3.send(new ListObjectVersionsCommand({ Bucket: bucket, Prefix: prefix, KeyMarker: keyMarker, VersionIdMarker: versionIdMarker }));
        for (const version of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) {
          if (!keep(version.Key!)) continue;
          if (page.Versions?.includes(version)) keys.add(version.Key!);
          await s3Call(() => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: version.Key!, VersionId: version.VersionId })));
        }
        [keyMarker, versionIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextVersionIdMarker] : [undefined, undefined];
      } while (keyMarker);
    } catch (error) {
      if (!isVersioningUnsupported(error)) throw dependencyFailed('S3', error);
    }
    // Whatever is still listed (a store without versioning).
    let continuationToken: string | undefined;
    do {
      const page = await s3Call(() => s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken })));
      for (const object of page.Contents ?? []) {
        if (!keep(object.Key!)) continue;
        await deleteKey(object.Key!);
        keys.add(object.Key!);
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return keys;
  }

  return {
    async statIncoming(uploadId) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: incomingKey(uploadId) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw dependencyFailed('S3', error);
      }
    },

    readIncoming: (uploadId, start, endInclusive) => readRange(incomingKey(uploadId), `bytes=${start}-${endInclusive}`),

    cvKey: (submissionId, fileName) => `${cvBucket.cvPrefix}${submissionId}/${fileName}`,

    async keepIncoming(uploadId, key, cv) {
      await s3Call(() =>
        s3.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: key,
            CopySource: `${bucket}/${encodeURIComponent(incomingKey(uploadId)).replace(/%2F/g, '/')}`,
            // The type the bytes proved, not the one the browser declared.
            MetadataDirective: 'REPLACE',
            ContentType: cv.contentType,
            ContentDisposition: attachmentDisposition(cv.fileName),
          }),
        ),
      );
    },

    deleteIncoming: (uploadId) => deleteKey(incomingKey(uploadId)),
    deleteCv: (key) => deleteKey(key),
    readCv: (key) => readRange(key),

    async cvDownloadUrl(key, fileName, expiresInSeconds) {
      return s3Call(async () => {
        const credentials = await s3.config.credentials();
        const now = Date.now();
        // Temporary credentials that do not say when they end (Lambda's role session): no honest
        // expiry can be stated, so no link; the mail carries the CV as an attachment.
        if (credentials.sessionToken && !credentials.expiration) return undefined;
        const credentialSeconds = credentials.expiration
          ? Math.floor((credentials.expiration.getTime() - now) / 1000) - CREDENTIAL_SLACK_SECONDS
          : Number.POSITIVE_INFINITY;
        const expiresIn = Math.max(60, Math.min(expiresInSeconds, credentialSeconds));
        const url = await getSignedUrl(
          s3,
          new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: attachmentDisposition(fileName) }),
          { expiresIn },
        );
        return { url, expiresAt: new Date(now + expiresIn * 1000) };
      });
    },

    async eraseSubmissionFiles({ submissionId, uploadId }) {
      const keys = new Set<string>();
      for (const key of await deleteEveryVersion(`${cvBucket.cvPrefix}${submissionId}/`)) keys.add(key);
      if (uploadId) {
        // An exact key, not a folder: list by it and keep only that key's versions.
        for (const key of await deleteEveryVersion(incomingKey(uploadId), (key) => key === incomingKey(uploadId))) keys.add(key);
      }
      return keys.size;
    },
  };
}

export function s3UploadSigner(s3: S3Client, bucket: string): UploadSigner {
  return {
    presignPost: ({ uploadId, contentType, maxBytes, expiresInSeconds }) =>
      s3Call(() =>
        createPresignedPost(s3, {
          Bucket: bucket,
          Key: incomingKey(uploadId),
          // S3 refuses a file outside 1 byte..10 MiB or of another declared type.
          Conditions: [
            ['content-length-range', 1, maxBytes],
            ['eq', '$Content-Type', contentType],
          ],
          Fields: { 'Content-Type': contentType },
          Expires: expiresInSeconds,
        }),
      ),
  };
}
