/**
 * A small S3 on loopback that speaks S3's REST/XML protocol (path-style) to the real AWS SDK v3 and to
 * browsers: the operations this product, its tests, CLIs and bench use, with versioning, bucket CORS
 * and presigned POST policies enforced as S3 enforces them. Request signatures other than the POST
 * policy's are not checked (the SDK signs correctly; a presigned URL's expiry is checked).
 */

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { corsHeaders, parseCorsConfiguration, preflight } from '#local/s3-emulator/cors';
import { S3Error, malformedXml, noSuchKey, notImplemented } from '#local/s3-emulator/errors';
import { MultipartSyntaxError, multipartBoundary, readMultipart } from '#local/s3-emulator/multipart';
import { checkFileSize, checkPolicyFields, contentLengthRange, parsePostPolicy, verifyPostSignature } from '#local/s3-emulator/post-policy';
import { NULL_VERSION, S3Store, storedHeaderNames, type BodyWriter, type ObjectVersion, type StoredBody } from '#local/s3-emulator/store';
import { XmlSequence, XmlSyntaxError, childText, childrenNamed, parseXml, xmlDocument, type XmlFields, type XmlValue } from '#local/s3-emulator/xml';

export interface S3EmulatorOptions {
  /** Where buckets and objects persist; undefined keeps them in memory. */
  directory?: string;
  port?: number;
  /** Access key id → secret: the key pairs whose POST policy signatures are accepted. */
  credentials: Record<string, string>;
  /** The clock policies and presigned URLs are judged by (tests move it). */
  now?: () => Date;
}

export interface S3Emulator {
  endpoint: string;
  stop(): Promise<void>;
}

/** POST form fields before the file are capped, as S3 does. */
const MAX_POST_FIELDS_BYTES = 20 * 1024;
const MAX_XML_BODY_BYTES = 1024 * 1024;
const OWNER = { ID: '75aa57f09aa0c8caeab4f8c24e99d10f8e7faeebf76c078efc7c6caea54ba06a', DisplayName: 'local' };

const requestIdOf = () => randomBytes(8).toString('hex').toUpperCase();

interface Route {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  bucket?: string;
  key?: string;
}

/** Path-style addressing: `/bucket/key…`, the key percent-decoded (the SDK encodes each segment). */
function parsePath(url: URL): { bucket?: string; key?: string } {
  const path = url.pathname.slice(1);
  if (!path) return {};
  const slash = path.indexOf('/');
  if (slash < 0) return { bucket: decodeURIComponent(path) };
  const key = decodeURIComponent(path.slice(slash + 1));
  return { bucket: decodeURIComponent(path.slice(0, slash)), key: key || undefined };
}

async function readSmallBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_XML_BODY_BYTES) throw new S3Error(400, 'MaxMessageLengthExceeded', 'Your request was too big.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readXml(req: IncomingMessage) {
  try {
    return parseXml(await readSmallBody(req));
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw malformedXml();
    throw error;
  }
}

function send(res: ServerResponse, status: number, headers: Record<string, string | number>, body?: string) {
  const bytes = body === undefined ? undefined : Buffer.from(body, 'utf8');
  res.writeHead(status, {
    ...headers,
    ...(bytes ? { 'content-type': 'application/xml', 'content-length': bytes.length } : { 'content-length': 0 }),
  });
  res.end(bytes);
}

const sendXml = (res: ServerResponse, root: string, fields: XmlFields, headers: Record<string, string> = {}) => send(res, 200, headers, xmlDocument(root, fields));

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` against a size; undefined when the whole object is wanted. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  const range =
    first === ''
      ? { start: Math.max(0, size - Number(last)), end: size - 1 }
      : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  if (range.start >= size || range.end < range.start || (first === '' && Number(last) === 0))
    throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable', { RangeRequested: header!, ActualObjectSize: size });
  return range;
}

const isoToHttpDate = (iso: string) => new Date(iso).toUTCString();

function objectHeaders(version: ObjectVersion): Record<string, string> {
  const headers: Record<string, string> = { etag: version.etag, 'last-modified': isoToHttpDate(version.lastModified), 'accept-ranges': 'bytes' };
  for (const [name, value] of Object.entries(version.headers)) if (value !== undefined) headers[name] = value;
  for (const [name, value] of Object.entries(version.metadata)) headers[`x-amz-meta-${name}`] = value;
  return headers;
}

/** Content-Type, Cache-Control, … and x-amz-meta-* of a PUT or a REPLACE copy. */
function headersFromRequest(req: IncomingMessage): Pick<ObjectVersion, 'headers' | 'metadata'> {
  const headers: ObjectVersion['headers'] = { 'content-type': 'binary/octet-stream' };
  for (const name of storedHeaderNames) {
    const value = req.headers[name];
    if (typeof value === 'string' && value !== '') headers[name] = value;
  }
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (name.startsWith('x-amz-meta-') && typeof value === 'string') metadata[name.slice(11)] = value;
  return { headers, metadata };
}

/** Bucket-level operations selected by a query flag that this emulator does not offer. */
const unsupportedSubresources = [
  'acl', 'analytics', 'accelerate', 'encryption', 'intelligent-tiering', 'inventory', 'lifecycle', 'logging', 'metrics', 'notification',
  'object-lock', 'ownershipControls', 'policy', 'policyStatus', 'publicAccessBlock', 'replication', 'requestPayment', 'tagging', 'website',
  'uploads', 'uploadId', 'partNumber', 'restore', 'select', 'torrent', 'retention', 'legal-hold', 'attributes',
];

function listPage<T>(
  entries: readonly { key: string; items: readonly T[] }[],
  options: { prefix: string; delimiter?: string; maxKeys: number; after?: (entry: { key: string }, item?: T) => boolean },
) {
  type Row = { kind: 'item'; key: string; item: T } | { kind: 'prefix'; prefix: string };
  const rows: Row[] = [];
  let truncated = false;
  for (const entry of entries) {
    if (!entry.key.startsWith(options.prefix)) continue;
    if (options.delimiter) {
      const at = entry.key.indexOf(options.delimiter, options.prefix.length);
      if (at >= 0) {
        const prefix = entry.key.slice(0, at + options.delimiter.length);
        const last = rows.at(-1);
        if ((last?.kind === 'prefix' && last.prefix === prefix) || (options.after && !options.after({ key: prefix }))) continue;
        if (rows.length === options.maxKeys) {
          truncated = true;
          break;
        }
        rows.push({ kind: 'prefix', prefix });
        continue;
      }
    }
    for (const item of entry.items) {
      if (options.after && !options.after(entry, item)) continue;
      if (rows.length === options.maxKeys) {
        truncated = true;
        break;
      }
      rows.push({ kind: 'item', key: entry.key, item });
    }
    if (truncated) break;
  }
  return { rows, truncated };
}

function maxKeysOf(url: URL): number {
  const value = url.searchParams.get('max-keys');
  if (value === null) return 1000;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new S3Error(400, 'InvalidArgument', 'Provided max-keys not an integer or within integer range', { ArgumentName: 'max-keys', ArgumentValue: value });
  return Math.min(number, 1000);
}

export async function startS3Emulator(options: S3EmulatorOptions): Promise<S3Emulator> {
  const store = new S3Store(options.directory);
  const now = options.now ?? (() => new Date());
  const secretOf = (accessKeyId: string) => options.credentials[accessKeyId];

  const versionHeaders = (bucket: string, versionId: string | undefined): Record<string, string> =>
    versionId !== undefined && (store.getBucket(bucket).versioning || versionId !== NULL_VERSION) ? { 'x-amz-version-id': versionId } : {};

  /** The version a GET/HEAD/copy names, with S3's answers for missing keys, versions and delete markers. */
  function readableVersion(bucket: string, key: string, versionId: string | undefined): ObjectVersion {
    const version = store.getVersion(bucket, key, versionId);
    if (!version) {
      if (versionId === undefined) throw noSuchKey(key);
      throw new S3Error(404, 'NoSuchVersion', 'The specified version does not exist.', { Key: key, VersionId: versionId });
    }
    if (version.deleteMarker) {
      const headers = { 'x-amz-delete-marker': 'true', 'x-amz-version-id': version.versionId };
      if (versionId === undefined) throw noSuchKey(key, headers);
      throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', { Method: 'GET', ResourceType: 'DeleteMarker' }, { ...headers, allow: 'DELETE' });
    }
    return version;
  }

  async function receiveBody(bucket: string, body: AsyncIterable<Buffer>): Promise<StoredBody> {
    const writer = store.bodyWriter(bucket);
    try {
      for await (const chunk of body) await writer.write(chunk);
      return await writer.commit();
    } catch (error) {
      await writer.abort();
      throw error;
    }
  }

  async function putObject({ req, res, bucket, key }: Route & { bucket: string; key: string }) {
    const encoding = String(req.headers['content-encoding'] ?? '');
    if (encoding.includes('aws-chunked') || String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-'))
      throw notImplemented("aws-chunked uploads; set the SDK's requestChecksumCalculation to 'WHEN_REQUIRED'");
    store.getBucket(bucket);
    const body = await receiveBody(bucket, req);
    const md5 = req.headers['content-md5'];
    if (typeof md5 === 'string' && Buffer.from(md5, 'base64').toString('hex') !== body.etag.slice(1, -1)) {
      store.discardBody(bucket, body);
      throw new S3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
    }
    const { headers, metadata } = headersFromRequest(req);
    const version = store.putObject(bucket, key, body, headers, metadata);
    send(res, 200, { etag: version.etag, ...versionHeaders(bucket, version.versionId) });
  }

  async function copyObject({ req, res, bucket, key }: Route & { bucket: string; key: string }) {
    const source = String(req.headers['x-amz-copy-source']);
    const [path, query = ''] = source.replace(/^\//, '').split('?');
    const slash = path!.indexOf('/');
    if (slash <= 0) throw new S3Error(400, 'InvalidArgument', 'Copy Source must mention the source bucket and key: sourcebucket/sourcekey', { ArgumentName: 'x-amz-copy-source', ArgumentValue: source });
    const [sourceBucket, sourceKey] = [decodeURIComponent(path!.slice(0, slash)), decodeURIComponent(path!.slice(slash + 1))];
    const sourceVersionId = new URLSearchParams(query).get('versionId') ?? undefined;
    store.getBucket(bucket);
    const version = readableVersion(sourceBucket, sourceKey, sourceVersionId);
    const replace = String(req.headers['x-amz-metadata-directive'] ?? 'COPY').toUpperCase() === 'REPLACE';
    if (sourceBucket === bucket && sourceKey === key && !replace)
      throw new S3Error(400, 'InvalidRequest', "This copy request is illegal because it is trying to copy an object to itself without changing the object's metadata, storage class, website redirect location or encryption attributes.");
    const body = await receiveBody(bucket, store.readBody(sourceBucket, version, 0, version.size - 1));
    const { headers, metadata } = replace ? headersFromRequest(req) : version;
    const copy = store.putObject(bucket, key, body, headers, metadata);
    const sourceVersionHeader: Record<string, string> = store.getBucket(sourceBucket).versioning ? { 'x-amz-copy-source-version-id': version.versionId } : {};
    sendXml(res, 'CopyObjectResult', { LastModified: new Date(copy.lastModified), ETag: copy.etag }, { ...versionHeaders(bucket, copy.versionId), ...sourceVersionHeader });
  }

  async function getObject({ req, res, url, bucket, key }: Route & { bucket: string; key: string }) {
    const version = readableVersion(bucket, key, url.searchParams.get('versionId') ?? undefined);
    const headers: Record<string, string | number> = { ...objectHeaders(version), ...versionHeaders(bucket, version.versionId) };
    for (const name of ['content-type', 'content-language', 'expires', 'cache-control', 'content-disposition', 'content-encoding']) {
      const override = url.searchParams.get(`response-${name}`);
      if (override !== null) headers[name] = override;
    }
    const range = parseRange(req.headers.range, version.size);
    const [start, end] = range ? [range.start, range.end] : [0, version.size - 1];
    if (range) headers['content-range'] = `bytes ${start}-${end}/${version.size}`;
    res.writeHead(range ? 206 : 200, { ...headers, 'content-length': end - start + 1 });
    if (req.method === 'HEAD') return void res.end();
    await pipeline(store.readBody(bucket, version, start, end), res);
  }

  function deleteObject({ res, url, bucket, key }: Route & { bucket: string; key: string }) {
    const result = store.deleteObject(bucket, key, url.searchParams.get('versionId') ?? undefined);
    send(res, 204, {
      ...(result.deleteMarker ? { 'x-amz-delete-marker': 'true' } : {}),
      ...(result.versionId !== undefined ? { 'x-amz-version-id': result.versionId } : {}),
    });
  }

  async function deleteObjects({ req, res, bucket }: Route & { bucket: string }) {
    store.getBucket(bucket);
    const document = await readXml(req);
    if (document.name !== 'Delete') throw malformedXml();
    const quiet = childText(document, 'Quiet') === 'true';
    const objects = childrenNamed(document, 'Object');
    if (objects.length > 1000) throw malformedXml();
    const deleted: XmlFields[] = [];
    for (const object of objects) {
      const key = childText(object, 'Key');
      if (key === undefined) throw malformedXml();
      const versionId = childText(object, 'VersionId');
      const result = store.deleteObject(bucket, key, versionId);
      if (quiet) continue;
      deleted.push({
        Key: key,
        VersionId: versionId,
        DeleteMarker: result.deleteMarker ? true : undefined,
        DeleteMarkerVersionId: versionId === undefined && result.deleteMarker ? result.versionId : undefined,
      });
    }
    sendXml(res, 'DeleteResult', { Deleted: deleted });
  }

  function listObjectsV2({ res, url, bucket }: Route & { bucket: string }) {
    const query = url.searchParams;
    const prefix = query.get('prefix') ?? '';
    const delimiter = query.get('delimiter') || undefined;
    const maxKeys = maxKeysOf(url);
    const token = query.get('continuation-token') ?? undefined;
    const startAfter = query.get('start-after') ?? undefined;
    const marker = token !== undefined ? Buffer.from(token, 'base64url').toString('utf8') : startAfter;
    const encode = query.get('encoding-type') === 'url' ? (text: string) => encodeURIComponent(text).replace(/%2F/g, '/') : (text: string) => text;
    const entries = store
      .keysOf(bucket)
      .map(({ key, versions }) => ({ key, items: versions[0] && !versions[0].deleteMarker ? [versions[0]] : [] }))
      .filter((entry) => entry.items.length > 0);
    const { rows, truncated } = listPage(entries, {
      prefix,
      delimiter,
      maxKeys,
      after: marker === undefined ? undefined : (entry) => entry.key > marker && !(delimiter && marker.endsWith(delimiter) && entry.key.startsWith(marker)),
    });
    const last = rows.at(-1);
    const lastName = last ? (last.kind === 'item' ? last.key : last.prefix) : undefined;
    sendXml(res, 'ListBucketResult', {
      Name: bucket,
      Prefix: encode(prefix),
      Delimiter: delimiter && encode(delimiter),
      MaxKeys: maxKeys,
      EncodingType: query.get('encoding-type') ?? undefined,
      KeyCount: rows.length,
      IsTruncated: truncated,
      ContinuationToken: token,
      NextContinuationToken: truncated && lastName !== undefined ? Buffer.from(lastName).toString('base64url') : undefined,
      StartAfter: startAfter && encode(startAfter),
      Contents: rows.flatMap((row) =>
        row.kind === 'item'
          ? [{ Key: encode(row.key), LastModified: new Date(row.item.lastModified), ETag: row.item.etag, Size: row.item.size, StorageClass: 'STANDARD' }]
          : [],
      ),
      CommonPrefixes: rows.flatMap((row) => (row.kind === 'prefix' ? [{ Prefix: encode(row.prefix) }] : [])),
    });
  }

  function listObjectVersions({ res, url, bucket }: Route & { bucket: string }) {
    const query = url.searchParams;
    const prefix = query.get('prefix') ?? '';
    const delimiter = query.get('delimiter') || undefined;
    const maxKeys = maxKeysOf(url);
    const keyMarker = query.get('key-marker') || undefined;
    const versionIdMarker = query.get('version-id-marker') || undefined;
    const encode = query.get('encoding-type') === 'url' ? (text: string) => encodeURIComponent(text).replace(/%2F/g, '/') : (text: string) => text;
    const entries = store.keysOf(bucket).map(({ key, versions }) => ({ key, items: versions.map((version, index) => ({ version, isLatest: index === 0 })) }));
    const after = (entry: { key: string }, item?: { version: ObjectVersion }) => {
      if (keyMarker === undefined || entry.key > keyMarker) return true;
      if (entry.key < keyMarker || !item || versionIdMarker === undefined) return false;
      // Within the marker's key: only the versions older than the marker version.
      const versions = entries.find((candidate) => candidate.key === entry.key)!.items;
      const markerIndex = versions.findIndex((candidate) => candidate.version.versionId === versionIdMarker);
      return markerIndex >= 0 && versions.indexOf(item as (typeof versions)[number]) > markerIndex;
    };
    const { rows, truncated } = listPage(entries, { prefix, delimiter, maxKeys, after });
    const last = rows.at(-1);
    // Versions and delete markers stay interleaved in key and age order, as S3 lists them.
    const listed = rows.map((row): readonly [string, XmlValue] => {
      if (row.kind === 'prefix') return ['CommonPrefixes', { Prefix: encode(row.prefix) }];
      const { version, isLatest } = row.item;
      const common = { Key: encode(row.key), VersionId: version.versionId, IsLatest: isLatest, LastModified: new Date(version.lastModified) };
      return version.deleteMarker
        ? ['DeleteMarker', { ...common, Owner: OWNER }]
        : ['Version', { ...common, ETag: version.etag, Size: version.size, StorageClass: 'STANDARD', Owner: OWNER }];
    });
    const head: [string, XmlValue][] = Object.entries({
      Name: bucket,
      Prefix: encode(prefix),
      KeyMarker: keyMarker ?? '',
      VersionIdMarker: versionIdMarker ?? '',
      MaxKeys: maxKeys,
      Delimiter: delimiter && encode(delimiter),
      EncodingType: query.get('encoding-type') ?? undefined,
      IsTruncated: truncated,
      NextKeyMarker: truncated && last ? encode(last.kind === 'item' ? last.key : last.prefix) : undefined,
      NextVersionIdMarker: truncated && last?.kind === 'item' ? last.item.version.versionId : undefined,
    });
    send(res, 200, {}, xmlDocument('ListVersionsResult', new XmlSequence([...head, ...listed])));
  }

  async function putBucketVersioning({ req, res, bucket }: Route & { bucket: string }) {
    store.getBucket(bucket);
    const document = await readXml(req);
    const status = childText(document, 'Status');
    if (document.name !== 'VersioningConfiguration' || (status !== 'Enabled' && status !== 'Suspended')) throw malformedXml();
    store.updateBucket(bucket, { versioning: status });
    send(res, 200, {});
  }

  async function putBucketCors({ req, res, bucket }: Route & { bucket: string }) {
    store.getBucket(bucket);
    store.updateBucket(bucket, { cors: parseCorsConfiguration(await readXml(req)) });
    send(res, 200, {});
  }

  function getBucketCors({ res, bucket }: Route & { bucket: string }) {
    const rules = store.getBucket(bucket).cors;
    if (!rules) throw new S3Error(404, 'NoSuchCORSConfiguration', 'The CORS configuration does not exist', { BucketName: bucket });
    sendXml(res, 'CORSConfiguration', {
      CORSRule: rules.map((rule) => ({
        ID: rule.id,
        AllowedHeader: rule.allowedHeaders,
        AllowedMethod: rule.allowedMethods,
        AllowedOrigin: rule.allowedOrigins,
        ExposeHeader: rule.exposeHeaders,
        MaxAgeSeconds: rule.maxAgeSeconds,
      })),
    });
  }

  /**
   * A browser-based upload (presigned POST): fields are read until the file, the signature and the
   * policy are judged then, the file is streamed to a temporary body and kept only if its size is in
   * range. A refused POST stores nothing; the rest of its body is read and dropped, so the browser
   * gets S3's error instead of a reset connection.
   */
  async function postObject({ req, res, bucket }: Route & { bucket: string }) {
    const boundary = multipartBoundary(req.headers['content-type']);
    if (!boundary)
      throw new S3Error(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: 'Bucket POST must be of the enclosure-type multipart/form-data' });
    store.getBucket(bucket);
    const fields = new Map<string, string>();
    let fieldBytes = 0;
    let current: { name: string; chunks: Buffer[] } | 'file' | 'ignored' | undefined;
    let refusal: S3Error | undefined;
    let file: { fileName?: string; size: number; writer?: BodyWriter; range?: { min: number; max: number } } | undefined;

    const judge = (fileName: string | undefined) => {
      const key = fields.get('key');
      if (key === undefined)
        throw new S3Error(400, 'InvalidArgument', "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.", { ArgumentName: 'key', ArgumentValue: '' });
      verifyPostSignature(fields, secretOf);
      const policy = parsePostPolicy(fields.get('policy')!);
      const judged = new Map(fields);
      judged.set('bucket', bucket);
      judged.set('key', key.replaceAll('${filename}', fileName ?? ''));
      checkPolicyFields(policy, judged, now());
      return contentLengthRange(policy);
    };

    try {
      await readMultipart(req, boundary, {
        start(part) {
          if (file) current = 'ignored'; // S3 ignores whatever follows the file
          else if (part.name.toLowerCase() === 'file') {
            current = 'file';
            file = { fileName: part.fileName, size: 0 };
            if (refusal) return;
            try {
              file.range = judge(part.fileName);
              file.writer = store.bodyWriter(bucket);
            } catch (error) {
              refusal = error as S3Error;
            }
          } else current = { name: part.name.toLowerCase(), chunks: [] };
        },
        async data(chunk) {
          if (current === 'file') {
            file!.size += chunk.length;
            if (file!.writer && file!.range && file!.size > file!.range.max) {
              refusal = new S3Error(400, 'EntityTooLarge', '');
              await file!.writer.abort();
              file!.writer = undefined;
            }
            await file!.writer?.write(chunk);
          } else if (current && current !== 'ignored') {
            fieldBytes += chunk.length;
            if (fieldBytes > MAX_POST_FIELDS_BYTES) refusal ??= new S3Error(400, 'MaxPostPreDataLengthExceeded', 'Your POST request fields preceeding the upload file was too large.');
            else current.chunks.push(chunk);
          }
        },
        end() {
          if (current && typeof current === 'object') fields.set(current.name, Buffer.concat(current.chunks).toString('utf8'));
          if (current === 'file') current = 'ignored';
        },
      });
    } catch (error) {
      await file?.writer?.abort();
      if (error instanceof MultipartSyntaxError) throw new S3Error(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
      throw error;
    }
    if (!file) throw refusal ?? new S3Error(400, 'InvalidArgument', 'POST requires exactly one file upload per request.', { ArgumentName: 'file', ArgumentValue: 0 });
    const { writer } = file;
    try {
      if (refusal?.code === 'EntityTooLarge') checkFileSize(file.size, file.range);
      if (refusal) throw refusal;
      checkFileSize(file.size, file.range);
    } catch (error) {
      await writer?.abort();
      throw error;
    }
    const body = await writer!.commit();
    const headers: ObjectVersion['headers'] = { 'content-type': 'binary/octet-stream' };
    for (const name of storedHeaderNames) if (fields.get(name)) headers[name] = fields.get(name);
    const metadata = Object.fromEntries([...fields].filter(([name]) => name.startsWith('x-amz-meta-')).map(([name, value]) => [name.slice(11), value]));
    const key = fields.get('key')!.replaceAll('${filename}', file.fileName ?? '');
    const version = store.putObject(bucket, key, body, headers, metadata);

    const location = `http://${req.headers.host}/${bucket}/${encodeURIComponent(key).replace(/%2F/g, '/')}`;
    const answerHeaders = { etag: version.etag, location, ...versionHeaders(bucket, version.versionId) };
    const redirect = fields.get('success_action_redirect') ?? fields.get('redirect');
    if (redirect) {
      const target = new URL(redirect);
      target.searchParams.set('bucket', bucket);
      target.searchParams.set('key', key);
      target.searchParams.set('etag', version.etag);
      return send(res, 303, { ...answerHeaders, location: target.href });
    }
    const status = fields.get('success_action_status');
    if (status === '201') return send(res, 201, answerHeaders, xmlDocument('PostResponse', { Location: location, Bucket: bucket, Key: key, ETag: version.etag }, null));
    send(res, status === '200' ? 200 : 204, answerHeaders);
  }

  /** A presigned URL past its X-Amz-Date + X-Amz-Expires is refused, as S3 does. */
  function checkPresignedExpiry(url: URL) {
    const [date, expires] = [url.searchParams.get('X-Amz-Date'), url.searchParams.get('X-Amz-Expires')];
    if (!date || !expires) return;
    const signed = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    const expiry = signed + Number(expires) * 1000;
    if (Number.isNaN(expiry) || now().getTime() > expiry)
      throw new S3Error(403, 'AccessDenied', 'Request has expired', { 'X-Amz-Expires': expires, Expires: new Date(expiry || 0).toISOString(), ServerTime: now().toISOString() });
  }

  async function route(context: Route): Promise<void> {
    const { req, res, url, bucket, key } = context;
    const method = req.method ?? 'GET';
    const query = url.searchParams;
    const flag = (name: string) => query.has(name);
    checkPresignedExpiry(url);
    if (!bucket) {
      if (method !== 'GET') throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      return sendXml(res, 'ListAllMyBucketsResult', {
        Owner: OWNER,
        Buckets: { Bucket: store.listBuckets().map((record) => ({ Name: record.name, CreationDate: new Date(record.created) })) },
      });
    }
    if (method === 'OPTIONS') {
      const rules = store.getBucket(bucket).cors;
      return send(res, 200, preflight(rules, req));
    }
    const unsupported = unsupportedSubresources.find(flag);
    if (unsupported) throw notImplemented(`?${unsupported}`);
    const bucketRoute = { ...context, bucket };
    if (key === undefined) {
      if (method === 'PUT' && flag('versioning')) return putBucketVersioning(bucketRoute);
      if (method === 'GET' && flag('versioning')) {
        const status = store.getBucket(bucket).versioning;
        return sendXml(res, 'VersioningConfiguration', { Status: status });
      }
      if (flag('cors')) {
        if (method === 'PUT') return putBucketCors(bucketRoute);
        if (method === 'GET') return getBucketCors(bucketRoute);
        if (method === 'DELETE') {
          store.updateBucket(bucket, { cors: undefined });
          return send(res, 204, {});
        }
      }
      if (method === 'GET' && flag('versions')) {
        store.getBucket(bucket);
        return listObjectVersions(bucketRoute);
      }
      if (method === 'POST' && flag('delete')) return deleteObjects(bucketRoute);
      if (method === 'POST') return postObject(bucketRoute);
      if (method === 'GET' && query.get('list-type') === '2') {
        store.getBucket(bucket);
        return listObjectsV2(bucketRoute);
      }
      if (method === 'GET') throw notImplemented('ListObjects (v1); use ListObjectsV2');
      if (method === 'HEAD') {
        store.getBucket(bucket);
        return send(res, 200, {});
      }
      if (method === 'PUT') {
        store.createBucket(bucket);
        return send(res, 200, { location: `/${bucket}` });
      }
      if (method === 'DELETE') {
        store.deleteBucket(bucket);
        return send(res, 204, {});
      }
      throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
    const objectRoute = { ...bucketRoute, key };
    store.getBucket(bucket);
    if (method === 'PUT') return req.headers['x-amz-copy-source'] ? copyObject(objectRoute) : putObject(objectRoute);
    if (method === 'GET' || method === 'HEAD') return getObject(objectRoute);
    if (method === 'DELETE') return deleteObject(objectRoute);
    if (method === 'POST') return postObject(objectRoute);
    throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  const server: Server = createServer((req, res) => {
    const requestId = requestIdOf();
    res.setHeader('x-amz-request-id', requestId);
    res.setHeader('x-amz-id-2', requestId);
    res.setHeader('server', 'AmazonS3');
    const url = new URL(req.url ?? '/', 'http://s3.local');
    let context: Route;
    try {
      context = { req, res, url, ...parsePath(url) };
    } catch {
      return send(res, 400, {}, new S3Error(400, 'InvalidURI', "Couldn't parse the specified URI.").toXml(requestId));
    }
    if (context.bucket && req.method !== 'OPTIONS') {
      try {
        for (const [name, value] of Object.entries(corsHeaders(store.getBucket(context.bucket).cors, req))) res.setHeader(name, value);
      } catch {
        // No such bucket: the operation itself answers that.
      }
    }
    route(context).catch(async (error: unknown) => {
      const s3Error =
        error instanceof S3Error ? error : new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.', { Detail: String((error as Error)?.message ?? error) });
      if (res.headersSent) return void res.destroy();
      // Read what is left of the request, so the client reads the answer rather than a reset.
      if (!req.readableEnded && !req.destroyed) {
        req.resume();
        await once(req, 'end').catch(() => undefined);
      }
      send(res, s3Error.status, s3Error.headers, req.method === 'HEAD' ? undefined : s3Error.toXml(requestId));
    });
  });
  // Idle keep-alive sockets are closed on stop; requests stay unbounded in time (large uploads).
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

