/**
 * A browser-based (presigned) POST as S3 judges it: the SigV4 signature over the base64 policy, the
 * policy's expiration, and its conditions against the form fields and the file's size. Pure: the
 * server feeds it the fields it read before the file and, later, the file's size.
 */

import { createHmac, timingSafeEqual } from 'node:crypto';
import { S3Error, accessDenied } from '#local/s3-emulator/errors';

export type PolicyCondition =
  | { kind: 'eq'; field: string; value: string; source: unknown }
  | { kind: 'starts-with'; field: string; prefix: string; source: unknown }
  | { kind: 'content-length-range'; min: number; max: number; source: unknown };

export interface PostPolicy {
  expiration: Date;
  conditions: PolicyCondition[];
}

/** Lower-case field name → value, as read from the form (field names are case-insensitive). */
export type PostFields = ReadonlyMap<string, string>;

const invalidPolicy = (why: string) => new S3Error(400, 'InvalidPolicyDocument', `Invalid Policy: ${why}`);
const policyDenied = (why: string) => accessDenied(`Invalid according to Policy: ${why}`);

function parseCondition(condition: unknown): PolicyCondition {
  if (Array.isArray(condition)) {
    const [operator, first, second] = condition as unknown[];
    const name = String(operator).toLowerCase();
    if (name === 'content-length-range') {
      const [min, max] = [Number(first), Number(second)];
      if (condition.length !== 3 || !Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < min)
        throw invalidPolicy('Invalid content-length-range condition.');
      return { kind: 'content-length-range', min, max, source: condition };
    }
    if ((name === 'eq' || name === 'starts-with') && condition.length === 3 && typeof first === 'string' && typeof second === 'string') {
      if (!first.startsWith('$')) throw invalidPolicy(`Invalid condition: field name must start with $: ${first}`);
      const field = first.slice(1).toLowerCase();
      return name === 'eq' ? { kind: 'eq', field, value: second, source: condition } : { kind: 'starts-with', field, prefix: second, source: condition };
    }
    throw invalidPolicy(`Invalid Policy Condition: ${JSON.stringify(condition)}`);
  }
  if (condition && typeof condition === 'object') {
    const entries = Object.entries(condition);
    if (entries.length === 1 && typeof entries[0]![1] === 'string') {
      const [field, value] = entries[0] as [string, string];
      return { kind: 'eq', field: field.toLowerCase(), value, source: ['eq', `$${field}`, value] };
    }
  }
  throw invalidPolicy(`Invalid Policy Condition: ${JSON.stringify(condition)}`);
}

/** Decodes the `Policy` field (base64 JSON); a malformed document is S3's 400 InvalidPolicyDocument. */
export function parsePostPolicy(policyBase64: string): PostPolicy {
  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as typeof document;
  } catch {
    throw invalidPolicy('Invalid JSON.');
  }
  if (!document || typeof document !== 'object') throw invalidPolicy('Invalid JSON.');
  if (typeof document.expiration !== 'string') throw invalidPolicy('Policy missing expiration.');
  const expiration = new Date(document.expiration);
  if (Number.isNaN(expiration.getTime())) throw invalidPolicy('Invalid expiration.');
  if (!Array.isArray(document.conditions)) throw invalidPolicy('Policy missing conditions.');
  return { expiration, conditions: document.conditions.map(parseCondition) };
}

/** The secret of an access key id, or undefined for a key the emulator does not know. */
export type SecretLookup = (accessKeyId: string) => string | undefined;

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * SigV4 for POST: the signature is HMAC-SHA256 of the base64 policy under the signing key derived
 * from the secret, the credential's date, region and service. Throws S3's error when it does not hold.
 */
export function verifyPostSignature(fields: PostFields, secretOf: SecretLookup): void {
  const algorithm = fields.get('x-amz-algorithm');
  const credential = fields.get('x-amz-credential');
  const signature = fields.get('x-amz-signature');
  const policy = fields.get('policy');
  if (!algorithm || !credential || !signature || !policy || !fields.get('x-amz-date')) {
    const missing = ['policy', 'x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-signature'].find((name) => !fields.get(name));
    throw new S3Error(400, 'InvalidArgument', `Bucket POST must contain a field named '${missing}'.  If it is specified, please check the order of the fields.`, {
      ArgumentName: missing!,
      ArgumentValue: '',
    });
  }
  if (algorithm !== 'AWS4-HMAC-SHA256')
    throw new S3Error(400, 'InvalidArgument', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"', { ArgumentName: 'X-Amz-Algorithm', ArgumentValue: algorithm });
  const [accessKeyId, date, region, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !date || !region || service !== 's3' || terminator !== 'aws4_request' || rest.length > 0)
    throw new S3Error(400, 'AuthorizationQueryParametersError', 'Error parsing the X-Amz-Credential parameter; the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".');
  const secret = secretOf(accessKeyId);
  if (secret === undefined)
    throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', { AWSAccessKeyId: accessKeyId });
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), terminator);
  const expected = hmac(signingKey, policy);
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.', {
      AWSAccessKeyId: accessKeyId,
      StringToSign: policy,
      SignatureProvided: signature,
    });
}

/** Fields that need no condition of their own (S3: the signature, the file, the policy, x-ignore-*). */
const exemptFromConditions = (name: string) => ['policy', 'x-amz-signature', 'file'].includes(name) || name.startsWith('x-ignore-');

const describe = (condition: PolicyCondition) => `[${(condition.source as unknown[]).map((part) => JSON.stringify(part)).join(', ')}]`;

/**
 * Checks what S3 checks before it reads the file: expiration, then every eq / starts-with condition,
 * then that no form field lacks a condition. `fields` must hold `bucket` (the bucket posted to) and
 * `key` after `${filename}` substitution.
 */
export function checkPolicyFields(policy: PostPolicy, fields: PostFields, now: Date): void {
  if (policy.expiration.getTime() <= now.getTime()) throw policyDenied('Policy expired.');
  const conditioned = new Set<string>();
  for (const condition of policy.conditions) {
    if (condition.kind === 'content-length-range') continue;
    conditioned.add(condition.field);
    const value = fields.get(condition.field);
    const holds = condition.kind === 'eq' ? value === condition.value : value !== undefined && value.startsWith(condition.prefix);
    if (!holds) throw policyDenied(`Policy Condition failed: ${describe(condition)}`);
  }
  const extra = [...fields.keys()].filter((name) => !exemptFromConditions(name) && !conditioned.has(name));
  if (extra.length > 0) throw policyDenied(`Extra input fields: ${extra.join(', ')}`);
}

/** The allowed file sizes (the tightest of the policy's content-length-range conditions), if any. */
export function contentLengthRange(policy: PostPolicy): { min: number; max: number } | undefined {
  const ranges = policy.conditions.filter((condition) => condition.kind === 'content-length-range');
  if (ranges.length === 0) return undefined;
  return { min: Math.max(...ranges.map((range) => range.min)), max: Math.min(...ranges.map((range) => range.max)) };
}

/** S3's 400 EntityTooSmall / EntityTooLarge for a file outside the range. */
export function checkFileSize(size: number, range: { min: number; max: number } | undefined): void {
  if (!range) return;
  if (size < range.min)
    throw new S3Error(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', { ProposedSize: size, MinSizeAllowed: range.min });
  if (size > range.max)
    throw new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', { ProposedSize: size, MaxSizeAllowed: range.max });
}
