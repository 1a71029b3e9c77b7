import { randomBytes } from 'node:crypto';
import { xmlDocument } from '#local/s3-emulator/xml';

/** An S3 error answer: the status, S3's code and message, and any extra elements S3 adds. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'S3Error';
  }

  toXml(requestId: string): string {
    return xmlDocument('Error', { Code: this.code, Message: this.message, ...this.details, RequestId: requestId, HostId: hostId() }, null);
  }
}

const hostId = () => randomBytes(24).toString('base64');

export const noSuchBucket = (bucket: string) => new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucket });
export const noSuchKey = (key: string, headers: Record<string, string> = {}) =>
  new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key }, headers);
export const malformedXml = () =>
  new S3Error(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema');
export const notImplemented = (what: string) =>
  new S3Error(501, 'NotImplemented', `A header or query you provided implies functionality that is not implemented (${what}).`);
export const accessDenied = (message = 'Access Denied') => new S3Error(403, 'AccessDenied', message);
