/**
 * Buckets, keys and object versions as S3 keeps them, on disk under a directory (persisting across
 * restarts) or in memory. Metadata: one JSON file per bucket and one per key (all loaded at start);
 * bodies: one file per version, written to a temporary name and kept only once complete.
 */

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { join } from 'node:path';
import { S3Error, noSuchBucket } from '#local/s3-emulator/errors';

export type VersioningStatus = 'Enabled' | 'Suspended';

export interface CorsRule {
  id?: string;
  allowedOrigins: string[];
  allowedMethods: string[];
  allowedHeaders: string[];
  exposeHeaders: string[];
  maxAgeSeconds?: number;
}

export interface BucketRecord {
  name: string;
  created: string;
  versioning?: VersioningStatus;
  cors?: CorsRule[];
}

/** Headers S3 stores with an object and answers on GET/HEAD. */
export const storedHeaderNames = ['content-type', 'cache-control', 'content-disposition', 'content-encoding', 'content-language', 'expires'] as const;

export interface ObjectVersion {
  /** `null` for objects written while versioning was never enabled or is suspended. */
  versionId: string;
  deleteMarker: boolean;
  lastModified: string;
  blobId?: string;
  size: number;
  etag: string;
  headers: Partial<Record<(typeof storedHeaderNames)[number], string>>;
  metadata: Record<string, string>;
}

interface KeyRecord {
  key: string;
  /** Newest first; the first is the current one. */
  versions: ObjectVersion[];
}

export interface StoredBody {
  blobId: string;
  size: number;
  etag: string;
}

/** A body being received: written as it arrives, kept by `commit`, dropped by `abort`. */
export interface BodyWriter {
  write(chunk: Buffer): Promise<void>;
  commit(): Promise<StoredBody>;
  abort(): Promise<void>;
}

export const NULL_VERSION = 'null';
const newVersionId = () => randomBytes(24).toString('base64url');
const keyFileName = (key: string) => `${createHash('sha256').update(key).digest('hex')}.json`;

export class S3Store {
  private readonly buckets = new Map<string, { record: BucketRecord; keys: Map<string, KeyRecord> }>();
  private readonly memoryBodies = new Map<string, Buffer>();

  /** `directory` undefined: in memory only. */
  constructor(private readonly directory?: string) {
    if (!directory) return;
    mkdirSync(directory, { recursive: true });
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const bucketDir = join(directory, entry.name);
      let record: BucketRecord;
      try {
        record = JSON.parse(readFileSync(join(bucketDir, 'bucket.json'), 'utf8')) as BucketRecord;
      } catch {
        continue;
      }
      const keys = new Map<string, KeyRecord>();
      for (const folder of ['keys', 'bodies']) {
        mkdirSync(join(bucketDir, folder), { recursive: true });
        // Bodies and records a stopped process was still writing were never visible: drop them.
        for (const file of readdirSync(join(bucketDir, folder))) if (file.endsWith('.tmp')) rmSync(join(bucketDir, folder, file), { force: true });
      }
      for (const file of readdirSync(join(bucketDir, 'keys'))) {
        if (!file.endsWith('.json')) continue;
        const keyRecord = JSON.parse(readFileSync(join(bucketDir, 'keys', file), 'utf8')) as KeyRecord;
        keys.set(keyRecord.key, keyRecord);
      }
      this.buckets.set(record.name, { record, keys });
    }
  }

  private bucketDir(bucket: string) {
    return join(this.directory!, bucket);
  }

  private writeJson(path: string, value: unknown) {
    const temporary = `${path}.${randomUUID()}.tmp`;
    writeFileSync(temporary, JSON.stringify(value));
    renameSync(temporary, path);
  }

  private saveBucket(record: BucketRecord) {
    if (this.directory) this.writeJson(join(this.bucketDir(record.name), 'bucket.json'), record);
  }

  private saveKey(bucket: string, record: KeyRecord) {
    const entry = this.bucket(bucket);
    if (record.versions.length === 0) entry.keys.delete(record.key);
    else entry.keys.set(record.key, record);
    if (!this.directory) return;
    const path = join(this.bucketDir(bucket), 'keys', keyFileName(record.key));
    if (record.versions.length === 0) rmSync(path, { force: true });
    else this.writeJson(path, record);
  }

  private bucket(name: string) {
    const entry = this.buckets.get(name);
    if (!entry) throw noSuchBucket(name);
    return entry;
  }

  getBucket(name: string): BucketRecord {
    return this.bucket(name).record;
  }

  listBuckets(): BucketRecord[] {
    return [...this.buckets.values()].map((entry) => entry.record).sort((a, b) => a.name.localeCompare(b.name));
  }

  createBucket(name: string): void {
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name))
      throw new S3Error(400, 'InvalidBucketName', 'The specified bucket is not valid.', { BucketName: name });
    if (this.buckets.has(name))
      throw new S3Error(409, 'BucketAlreadyOwnedByYou', 'Your previous request to create the named bucket succeeded and you already own it.', { BucketName: name });
    const record: BucketRecord = { name, created: new Date().toISOString() };
    if (this.directory) for (const folder of ['keys', 'bodies']) mkdirSync(join(this.bucketDir(name), folder), { recursive: true });
    this.buckets.set(name, { record, keys: new Map() });
    this.saveBucket(record);
  }

  deleteBucket(name: string): void {
    const entry = this.bucket(name);
    if (entry.keys.size > 0) throw new S3Error(409, 'BucketNotEmpty', 'The bucket you tried to delete is not empty', { BucketName: name });
    this.buckets.delete(name);
    if (this.directory) rmSync(this.bucketDir(name), { recursive: true, force: true });
  }

  updateBucket(name: string, change: Partial<Pick<BucketRecord, 'versioning' | 'cors'>>): void {
    const entry = this.bucket(name);
    entry.record = { ...entry.record, ...change };
    if ('cors' in change && change.cors === undefined) delete entry.record.cors;
    this.saveBucket(entry.record);
  }

  /** Starts receiving a body for `bucket`; nothing is visible until the caller stores it with putObject. */
  bodyWriter(bucket: string): BodyWriter {
    this.bucket(bucket);
    const blobId = randomUUID();
    const md5 = createHash('md5');
    let size = 0;
    if (!this.directory) {
      const chunks: Buffer[] = [];
      return {
        write: async (chunk) => {
          md5.update(chunk);
          size += chunk.length;
          chunks.push(chunk);
        },
        commit: async () => {
          this.memoryBodies.set(blobId, Buffer.concat(chunks));
          return { blobId, size, etag: `"${md5.digest('hex')}"` };
        },
        abort: async () => {
          chunks.length = 0;
        },
      };
    }
    const path = this.bodyPath(bucket, blobId);
    const temporary = `${path}.tmp`;
    const file = createWriteStream(temporary);
    const failure = new Promise<never>((_, reject) => file.once('error', reject));
    failure.catch(() => undefined);
    return {
      write: async (chunk) => {
        md5.update(chunk);
        size += chunk.length;
        if (!file.write(chunk)) await Promise.race([once(file, 'drain'), failure]);
      },
      commit: async () => {
        file.end();
        await finished(file);
        renameSync(temporary, path);
        return { blobId, size, etag: `"${md5.digest('hex')}"` };
      },
      abort: async () => {
        file.destroy();
        await finished(file).catch(() => undefined);
        rmSync(temporary, { force: true });
      },
    };
  }

  private bodyPath(bucket: string, blobId: string) {
    return join(this.bucketDir(bucket), 'bodies', blobId);
  }

  /** The bytes of a version, `start`..`endInclusive`. */
  readBody(bucket: string, version: ObjectVersion, start: number, endInclusive: number): Readable {
    if (!version.blobId || version.size === 0 || endInclusive < start) return Readable.from([]);
    if (!this.directory) return Readable.from([this.memoryBodies.get(version.blobId)!.subarray(start, endInclusive + 1)]);
    return createReadStream(this.bodyPath(bucket, version.blobId), { start, end: endInclusive });
  }

  private dropBody(bucket: string, version: Pick<ObjectVersion, 'blobId'>) {
    if (!version.blobId) return;
    if (this.directory) rmSync(this.bodyPath(bucket, version.blobId), { force: true });
    else this.memoryBodies.delete(version.blobId);
  }

  /** Drops a received body that no version will hold (e.g. its Content-MD5 did not match). */
  discardBody(bucket: string, body: StoredBody): void {
    this.dropBody(bucket, body);
  }

  /**
   * Adds a version (or a delete marker) as S3 does: a new version id in a versioned bucket; the `null`
   * version replaced otherwise (never versioned, or versioning suspended).
   */
  private addVersion(bucket: string, key: string, version: Omit<ObjectVersion, 'versionId' | 'lastModified'>): ObjectVersion {
    const { record } = this.bucket(bucket);
    const keyRecord = this.bucket(bucket).keys.get(key) ?? { key, versions: [] };
    const versionId = record.versioning === 'Enabled' ? newVersionId() : NULL_VERSION;
    const replaced = keyRecord.versions.filter((existing) => existing.versionId === versionId);
    const stored: ObjectVersion = { ...version, versionId, lastModified: new Date().toISOString() };
    this.saveKey(bucket, { key, versions: [stored, ...keyRecord.versions.filter((existing) => existing.versionId !== versionId)] });
    for (const old of replaced) this.dropBody(bucket, old);
    return stored;
  }

  putObject(bucket: string, key: string, body: StoredBody, headers: ObjectVersion['headers'], metadata: Record<string, string>): ObjectVersion {
    return this.addVersion(bucket, key, { deleteMarker: false, blobId: body.blobId, size: body.size, etag: body.etag, headers, metadata });
  }

  /** The current version (which may be a delete marker), or the named one; undefined when there is none. */
  getVersion(bucket: string, key: string, versionId?: string): ObjectVersion | undefined {
    const versions = this.bucket(bucket).keys.get(key)?.versions ?? [];
    return versionId === undefined ? versions[0] : versions.find((version) => version.versionId === versionId);
  }

  /**
   * DeleteObject: with a version id, that version goes for good; without one, a versioned bucket
   * gains a delete marker and an unversioned one loses the object.
   */
  deleteObject(bucket: string, key: string, versionId?: string): { versionId?: string; deleteMarker: boolean } {
    const { record, keys } = this.bucket(bucket);
    const keyRecord = keys.get(key);
    if (versionId !== undefined) {
      const removed = keyRecord?.versions.find((version) => version.versionId === versionId);
      if (keyRecord && removed) {
        this.saveKey(bucket, { key, versions: keyRecord.versions.filter((version) => version !== removed) });
        this.dropBody(bucket, removed);
      }
      return { versionId, deleteMarker: removed?.deleteMarker ?? false };
    }
    if (!record.versioning) {
      if (keyRecord) {
        this.saveKey(bucket, { key, versions: [] });
        for (const version of keyRecord.versions) this.dropBody(bucket, version);
      }
      return { deleteMarker: false };
    }
    const marker = this.addVersion(bucket, key, { deleteMarker: true, size: 0, etag: '', headers: {}, metadata: {} });
    return { versionId: marker.versionId, deleteMarker: true };
  }

  /** Every key with its versions (newest first), in key order. */
  keysOf(bucket: string): { key: string; versions: readonly ObjectVersion[] }[] {
    return [...this.bucket(bucket).keys.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}
