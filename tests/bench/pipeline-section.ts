import { randomUUID } from 'node:crypto';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { awsClients } from '#adapters/aws-clients';
import { s3CvStore } from '#adapters/cv-store';
import { dynamoSubmissionStore } from '#adapters/submission-store';
import { submit } from '#core/submissions/submit';
import { budgets } from './budgets.ts';
import { budgetCheck, formatMs, formatNumber, mark, type BudgetCheck, type SectionResult } from './report.ts';
import { contactBody, pdfOfSize, uploadSampleCv } from './sample-requests.ts';
import { round, summarizeLatencies } from './stats.ts';
import type { BenchStack } from './local-stack.ts';
import type { ColdEventFactory } from './functions-section.ts';

/**
 * The submission pipeline end to end on the local stack: N enquiries posted to /api/contact at a
 * fixed concurrency, then the mailbox (GET /api/_local/emails) watched until each submission's email
 * has arrived — counted by the submission id the worker prints in every email ("Reference") — and
 * the queue has nothing in flight, so no late redelivery could still add a duplicate.
 */
export interface PipelineFigures {
  submissions: number;
  concurrency: number;
  accepted: number;
  rejected: Record<string, number>;
  submitLatencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Until the last submit was answered. */
  submitPhaseMs: number;
  /** From the first submit until the last accepted submission's email was seen (poll resolution 0.5 s). */
  allEmailedMs: number | null;
  emailsPerSecond: number | null;
  emailed: number;
  duplicates: number;
  losses: number;
  deadLetters: number;
  timedOut: boolean;
}

const POLL_MS = 500;

/**
 * Which submissions carry a CV, and how big: one in five, as on the site (the enquiry form's CV is
 * optional); of those, one in ten is within half a MiB of the 10 MiB limit and the rest 50–600 KB, so the
 * CV copy and the 10 MB attachment are part of what is measured. Deterministic, so runs compare.
 */
export function cvSizeFor(index: number): number | undefined {
  if (index % 5 !== 0) return undefined;
  const cvIndex = index / 5;
  const spread = (cvIndex * 7919) % 1000;
  return cvIndex % 10 === 0 ? 10 * 1024 * 1024 - spread * 512 : 50_000 + spread * 550;
}

/** Every id-like token of a JSON text (UUIDs keep their dashes), to look up in a set. */
const tokens = (text: string) => text.split(/[^A-Za-z0-9-]+/);

async function queueDepth(queueUrl: string): Promise<{ visible: number; inFlight: number }> {
  const { Attributes = {} } = await awsClients().sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
  );
  return { visible: Number(Attributes.ApproximateNumberOfMessages ?? 0), inFlight: Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0) };
}

export async function measurePipeline(
  stack: BenchStack,
  options: { submissions: number; concurrency: number },
  log: (line: string) => void,
): Promise<SectionResult<PipelineFigures>> {
  const { submissions, concurrency } = options;
  const cvSizes = Array.from({ length: submissions }, (_, index) => cvSizeFor(index));
  const withCv = cvSizes.filter((size) => size !== undefined);
  const cvBytes = withCv.reduce((sum: number, size) => sum + (size ?? 0), 0);
  const timeoutMs = Math.max(2 * budgets.pipeline.allEmailedWithinMs, 120_000);
  const accepted = new Set<string>();
  const emailCounts = new Map<string, number>();
  const rejected: Record<string, number> = {};
  const submitLatencies: number[] = [];
  const errors: string[] = [];
  let lastNewEmailAt = 0;

  log(`pipeline: ${submissions} submissions to /api/contact (${withCv.length} with a CV, ${formatNumber(Math.round(cvBytes / 1e6))} MB in all), ${concurrency} at a time`);
  const started = performance.now();
  const seenMessages = new Set<string>();

  const scanMailbox = async () => {
    // Only the last few seconds' mails (their attachments make the whole mailbox large); each is read once.
    const since = Math.floor(Date.now() / 1000) - 5;
    const response = await fetch(`${stack.url}/api/_local/emails?since=${since}`);
    const { emails } = (await response.json()) as { emails: { messageId: string }[] };
    for (const email of emails) {
      if (seenMessages.has(email.messageId)) continue;
      seenMessages.add(email.messageId);
      for (const token of new Set(tokens(JSON.stringify({ ...email, attachments: undefined })))) {
        if (!accepted.has(token)) continue;
        const count = (emailCounts.get(token) ?? 0) + 1;
        emailCounts.set(token, count);
        if (count === 1) lastNewEmailAt = performance.now();
      }
    }
  };

  let next = 0;
  const submitter = async () => {
    while (next < submissions) {
      const cvSize = cvSizes[next];
      next += 1;
      const sent = performance.now();
      try {
        // As the browser does: the CV goes to S3 first, then the form names the upload.
        const cv = cvSize === undefined ? undefined : await uploadSampleCv(stack.url, pdfOfSize(cvSize));
        const response = await fetch(`${stack.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...contactBody(), ...(cv ? { cv } : {}) }),
        });
        const body = (await response.json()) as { submissionId?: string };
        submitLatencies.push(performance.now() - sent);
        if (response.status === 202 && body.submissionId) accepted.add(body.submissionId);
        else rejected[response.status] = (rejected[response.status] ?? 0) + 1;
      } catch (error) {
        rejected.network = (rejected.network ?? 0) + 1;
        if (!errors.length) errors.push(`submit failed: ${(error as Error).message}`);
      }
    }
  };

  let submitting = true;
  let submitPhaseMs = 0;
  const submitPhase = Promise.all(Array.from({ length: concurrency }, submitter)).then(() => {
    submitting = false;
    submitPhaseMs = performance.now() - started;
  });
  let timedOut = false;
  let allEmailedMs: number | null = null;
  for (;;) {
    await new Promise((resolveWait) => setTimeout(resolveWait, POLL_MS));
    await scanMailbox();
    const elapsed = performance.now() - started;
    if (!submitting && accepted.size === 0) break;
    if (!submitting && allEmailedMs === null && emailCounts.size >= accepted.size) allEmailedMs = lastNewEmailAt - started;
    if (allEmailedMs !== null) {
      const depth = await queueDepth(stack.resources.queueUrl);
      if (depth.visible === 0 && depth.inFlight === 0) break;
    }
    if (elapsed > timeoutMs) {
      timedOut = true;
      errors.push(`stopped waiting after ${Math.round(timeoutMs / 1000)} s: ${emailCounts.size} of ${accepted.size} accepted submissions emailed`);
      break;
    }
  }
  await submitPhase;
  await scanMailbox();

  const deadLetters = await queueDepth(stack.resources.dlqUrl).then((depth) => depth.visible + depth.inFlight);
  const duplicates = [...emailCounts.values()].reduce((sum, count) => sum + count - 1, 0);
  const losses = submissions - emailCounts.size;
  const latency = summarizeLatencies(submitLatencies);
  const figures: PipelineFigures = {
    submissions,
    concurrency,
    accepted: accepted.size,
    rejected,
    submitLatencyMs: { p50: round(latency.p50), p95: round(latency.p95), p99: round(latency.p99), max: round(latency.max) },
    submitPhaseMs: Math.round(submitPhaseMs),
    allEmailedMs: allEmailedMs === null ? null : Math.round(allEmailedMs),
    emailsPerSecond: allEmailedMs === null ? null : round((emailCounts.size / allEmailedMs) * 1000, 1),
    emailed: emailCounts.size,
    duplicates,
    losses,
    deadLetters,
    timedOut,
  };
  if (Object.keys(rejected).length) errors.push(`rejected submits: ${Object.entries(rejected).map(([status, count]) => `${count}× ${status}`).join(', ')}`);
  if (deadLetters) errors.push(`${deadLetters} message(s) in the dead-letter queue`);

  const checks: BudgetCheck[] = [
    budgetCheck('pipeline', `${submissions} submissions`, 'all emailed within', figures.allEmailedMs, '<=', budgets.pipeline.allEmailedWithinMs, 'ms'),
    budgetCheck('pipeline', `${submissions} submissions`, 'duplicates', duplicates, '<=', budgets.pipeline.duplicates),
    budgetCheck('pipeline', `${submissions} submissions`, 'losses', losses, '<=', budgets.pipeline.losses),
  ];
  const [timeCheck, duplicateCheck, lossCheck] = checks;
  return {
    section: 'pipeline',
    tables: [
      {
        title: `Pipeline — ${submissions} enquiries (${withCv.length} with a CV uploaded first, ${formatNumber(Math.round(cvBytes / 1e6))} MB of CVs, some near 10 MiB) through /api/contact → S3 + DynamoDB + SQS → worker → SES with the CV attached, ${concurrency} submits at a time`,
        columns: ['submissions', `all emailed (≤ ${budgets.pipeline.allEmailedWithinMs / 1000} s)`, 'emails/s', 'submits done', 'submit p50', 'submit p95', 'duplicates', 'losses', 'dead letters'],
        rows: [
          [
            formatNumber(submissions),
            `${figures.allEmailedMs === null ? 'not all' : `${(figures.allEmailedMs / 1000).toFixed(1)} s`}${mark(timeCheck!.ok)}`,
            formatNumber(figures.emailsPerSecond, 1),
            `${(figures.submitPhaseMs / 1000).toFixed(1)} s`,
            formatMs(figures.submitLatencyMs.p50),
            formatMs(figures.submitLatencyMs.p95),
            `${duplicates}${mark(duplicateCheck!.ok)}`,
            `${losses}${mark(lossCheck!.ok)}`,
            String(deadLetters),
          ],
        ],
        notes: ['Timed from the first submit until the last email was seen in the mailbox (polled every 0.5 s); done only once the queue had nothing in flight.'],
      },
    ],
    checks,
    data: figures,
    errors,
  };
}

/**
 * The worker's first event for its cold start: a submission written through the product's own
 * submit path but never enqueued, so the stack's worker leaves it alone and the fresh process really
 * claims, renders and sends it.
 */
const unlimited = { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) };

export function workerColdEvent(stack: BenchStack): ColdEventFactory {
  return {
    describe: 'SQS event with one queued enquiry (claimed, rendered, sent through SES)',
    async make(): Promise<SQSEvent> {
      const { documents, s3 } = awsClients();
      const body = contactBody();
      const { submissionId } = await submit(
        { kind: 'contact', idempotencyKey: body.idempotencyKey, clientId: 'bench', details: { name: body.name, email: body.email, phone: body.phone, company: body.company, message: body.message } },
        {
          store: dynamoSubmissionStore(documents, stack.resources.tables.submissions),
          cvs: s3CvStore(s3, stack.resources.bucket),
          queue: { enqueue: async () => undefined },
          log: { info: () => undefined, warn: () => undefined, error: () => undefined },
          now: () => new Date(),
          newId: () => randomUUID(),
          limits: { perClient: unlimited, perEmail: unlimited },
        },
      );
      const now = String(Date.now());
      return {
        Records: [
          {
            messageId: randomUUID(),
            receiptHandle: 'bench',
            body: JSON.stringify({ submissionId }),
            attributes: { ApproximateReceiveCount: '1', SentTimestamp: now, SenderId: 'bench', ApproximateFirstReceiveTimestamp: now },
            messageAttributes: {},
            md5OfBody: '',
            eventSource: 'aws:sqs',
            eventSourceARN: 'arn:aws:sqs:eu-west-1:000000000000:local-submissions',
            awsRegion: 'eu-west-1',
          },
        ],
      };
    },
  };
}
