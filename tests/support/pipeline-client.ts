import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { awsClients } from '#adapters/aws-clients';
import { startLocalStack, type LocalStack } from '#local/stack';
import { pdfBytes } from './cv-files.ts';
import { raisedSubmissionLimits } from './limits.ts';

/**
 * What a browser does against the local stack: ask for a presigned POST, post the file to S3,
 * submit the form; and what a test needs to watch the result: the local mailbox.
 */
export async function startPipelineStack(
  options: { dataDir?: string; visibilityTimeoutSeconds?: number; env?: Record<string, string>; limits?: 'defaults' | 'raised' } = {},
): Promise<LocalStack> {
  return startLocalStack({
    port: 0,
    dataDir: options.dataDir ?? mkdtempSync(join(tmpdir(), 'pipeline-')),
    // No site: these tests talk to the API only.
    distDir: mkdtempSync(join(tmpdir(), 'no-site-')),
    visibilityTimeoutSeconds: options.visibilityTimeoutSeconds ?? 1,
    env: { ...(options.limits === 'defaults' ? {} : raisedSubmissionLimits), ...options.env },
    onError: () => undefined,
    // Tests sweep when they mean to (stack.sweep()).
    scheduleIntervalMs: 0,
  });
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function postJson<T = Record<string, unknown>>(baseUrl: string, path: string, body: unknown): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/**
 * POST from a given loopback address (127.0.0.2, 127.0.0.3...): the local API sees a different
 * client, as API Gateway sees different visitors. Answers with the status, headers and body.
 */
export function postJsonFrom<T = Record<string, unknown>>(
  localAddress: string,
  baseUrl: string,
  path: string,
  body: unknown,
): Promise<ApiAnswer<T> & { headers: IncomingHttpHeaders }> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, baseUrl),
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: (text ? JSON.parse(text) : {}) as T });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export interface UploadTicketBody {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
  maxBytes: number;
  expiresAt: string;
}

/** POST /api/uploads, then the file to the presigned POST, as the form does. Returns the cv reference. */
export async function uploadCv(
  baseUrl: string,
  options: { bytes?: Buffer; fileName?: string; contentType?: string; declaredSize?: number; from?: string } = {},
): Promise<{ uploadId: string; fileName: string; ticket: UploadTicketBody; postStatus: number; postBody: string }> {
  const bytes = options.bytes ?? pdfBytes();
  const fileName = options.fileName ?? 'Jane Doe CV.pdf';
  const contentType = options.contentType ?? 'application/pdf';
  const request = { fileName, contentType, size: options.declaredSize ?? bytes.length };
  const answer = options.from
    ? await postJsonFrom<UploadTicketBody>(options.from, baseUrl, '/api/uploads', request)
    : await postJson<UploadTicketBody>(baseUrl, '/api/uploads', request);
  if (answer.status !== 201) throw new Error(`POST /api/uploads answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(answer.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: answer.body.fields['Content-Type'] }), fileName);
  const posted = await fetch(answer.body.url, { method: 'POST', body: form });
  const postBody = await posted.text();
  return { uploadId: answer.body.uploadId, fileName, ticket: answer.body, postStatus: posted.status, postBody };
}

export function contactBody(overrides: Record<string, unknown> = {}) {
  const marker = randomUUID().slice(0, 8);
  return {
    variant: 'standard',
    name: `Jane Doe ${marker}`,
    email: `jane.${marker}@example.com`,
    phone: '+353 87 123 4567',
    message: `Looking for a financial accountant role (${marker}).`,
    consent: true,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export function applicationBody(cv: { uploadId: string; fileName: string }, overrides: Record<string, unknown> = {}) {
  const marker = randomUUID().slice(0, 8);
  return {
    jobId: '1',
    name: `John Murphy ${marker}`,
    email: `john.${marker}@example.com`,
    phone: '087 765 4321',
    isEuCitizen: 'no',
    visaStatus: 'stamp-1g',
    cv: { uploadId: cv.uploadId, fileName: cv.fileName },
    consent: true,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { filename?: string; contentType?: string; content: string; size?: number }[];
}

export async function mailbox(baseUrl: string): Promise<StoredEmail[]> {
  const response = await fetch(`${baseUrl}/api/_local/emails`);
  return ((await response.json()) as { emails: StoredEmail[] }).emails;
}

/** The emails that mention a submission (every email carries its submission id as the reference). */
export async function emailsFor(baseUrl: string, submissionId: string): Promise<StoredEmail[]> {
  return (await mailbox(baseUrl)).filter((email) => (email.body.text ?? '').includes(submissionId));
}

export async function waitFor<T>(probe: () => Promise<T | undefined>, options: { timeoutMs?: number; intervalMs?: number; what?: string } = {}): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${options.what ?? 'a condition'}`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 200));
  }
}

/** Waits until the submission's email has arrived; returns every email for it seen by then. */
export function waitForEmail(baseUrl: string, submissionId: string, timeoutMs = 20_000): Promise<StoredEmail[]> {
  return waitFor(
    async () => {
      const emails = await emailsFor(baseUrl, submissionId);
      return emails.length > 0 ? emails : undefined;
    },
    { timeoutMs, what: `the email of submission ${submissionId}` },
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Until the submissions queue holds no message, visible, in flight or delayed: the worker mails only
 * from a message, so after that no mail can still arrive. "Nothing else happened" checks wait for this
 * rather than for a fixed time.
 */
export async function waitUntilQueueDrained(stack: LocalStack, timeoutMs = 20_000): Promise<void> {
  await waitFor(async () => ((await queueDepth(stack.resources.queueUrl)) === 0 ? true : undefined), {
    timeoutMs,
    intervalMs: 100,
    what: 'the submissions queue to drain',
  });
}

/** Reads straight from the local stack's table and bucket (the test shares the stack's process.env). */
export async function storedSubmissionsFor(stack: LocalStack, email: string): Promise<Record<string, unknown>[]> {
  const result = await awsClients().documents.send(
    new QueryCommand({
      TableName: stack.resources.tables.submissions,
      IndexName: 'byEmail',
      KeyConditionExpression: 'email = :email',
      ExpressionAttributeValues: { ':email': email.toLowerCase() },
    }),
  );
  return result.Items ?? [];
}

export async function tableItem(stack: LocalStack, pk: string): Promise<Record<string, unknown> | undefined> {
  return (await awsClients().documents.send(new GetCommand({ TableName: stack.resources.tables.submissions, Key: { pk }, ConsistentRead: true }))).Item;
}

export async function bucketKeys(stack: LocalStack, prefix: string): Promise<string[]> {
  const result = await awsClients().s3.send(new ListObjectsV2Command({ Bucket: stack.resources.bucket, Prefix: prefix }));
  return (result.Contents ?? []).map((object) => object.Key!);
}

export async function queueDepth(queueUrl: string): Promise<number> {
  const { Attributes = {} } = await awsClients().sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'],
    }),
  );
  return (
    Number(Attributes.ApproximateNumberOfMessages ?? 0) +
    Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0) +
    Number(Attributes.ApproximateNumberOfMessagesDelayed ?? 0)
  );
}
