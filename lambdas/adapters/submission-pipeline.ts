/**
 * Wires the submission pipeline's ports to S3, DynamoDB and SQS from the configuration. The worker's
 * wiring (SES and the mail library) lives in delivery-dependencies.ts, so no other function bundles it.
 */

import { randomUUID } from 'node:crypto';
import type { SubmitDeps, SubmitWithoutCvDeps } from '#core/submissions/submit';
import type { SweepDeps } from '#core/submissions/sweep';
import type { RateLimiter } from '#core/rate-limit';
import type { CvStore, DomainLog } from '#core/submissions/ports';
import { documentClient, s3Client, sqsClient } from '#adapters/aws-clients';
import { s3CvStore, s3UploadSigner } from '#adapters/cv-store';
import { logger } from '#adapters/logger';
import { dynamoSubmissionStore } from '#adapters/submission-store';
import { sqsSubmissionQueue } from '#adapters/submission-queue';
import { dynamoRateLimiter } from '#adapters/rate-limiter';
import { withCrashInjection } from '#adapters/fault-injection';
import { loadConfig } from '#lambdas/config';
import { cvBucket, submissionsQueue, tables } from '#system/resources';

export const domainLog: DomainLog = {
  info: (message, extra) => logger.info(message, { ...extra }),
  warn: (message, extra) => logger.warn(message, { ...extra }),
  error: (message, extra) => logger.error(message, { ...extra }),
};

const clock = () => new Date();

const DAY_SECONDS = 86_400;

export function uploadDependencies(): { signer: ReturnType<typeof s3UploadSigner>; newId: () => string; now: () => Date; expiresInSeconds: number; limit: RateLimiter } {
  const config = loadConfig('uploads');
  return {
    signer: s3UploadSigner(s3Client(), config[cvBucket.envVar]),
    limit: dynamoRateLimiter(documentClient(), config[tables.submissions.envVar], {
      name: 'upload-client',
      limit: config.UPLOAD_LIMIT_PER_CLIENT,
      windowSeconds: config.UPLOAD_LIMIT_WINDOW_SECONDS,
    }),
    newId: randomUUID,
    now: clock,
    expiresInSeconds: config.UPLOAD_URL_TTL_SECONDS,
  };
}

/**
 * `submit()`'s wiring for a submission without a CV (the chat's hand-over): DynamoDB and SQS only,
 * so the chat function bundles no S3 client.
 */
export function submitWithoutCvDependencies(): SubmitWithoutCvDeps {
  return submitWiring({});
}

/** `submit()`'s wiring for the forms: as above, and the CV store (S3) for the uploaded CV. */
export function submitDependencies(): SubmitDeps {
  return submitWiring({ cvs: s3CvStore(s3Client(), loadConfig('submissions')[cvBucket.envVar]) });
}

function submitWiring<CvPort extends { cvs?: CvStore }>(cvPort: CvPort): SubmitWithoutCvDeps & CvPort {
  const config = loadConfig('submissions');
  const queueUrl = config[submissionsQueue.envVar];
  if (!queueUrl) throw new Error(`Invalid configuration (submissions): ${submissionsQueue.envVar} is required to submit`);
  const documents = documentClient();
  const tableName = config[tables.submissions.envVar];
  return {
    // One wrapper for every port: a simulated crash stops the calls to all of them.
    ...withCrashInjection({
      store: dynamoSubmissionStore(documents, tableName),
      queue: sqsSubmissionQueue(sqsClient(), queueUrl),
      ...cvPort,
    }),
    idempotencyLeaseMs: config.SUBMIT_IDEMPOTENCY_LEASE_SECONDS * 1000,
    log: domainLog,
    now: clock,
    newId: randomUUID,
    limits: {
      perClient: dynamoRateLimiter(documents, tableName, {
        name: 'submit-client',
        limit: config.SUBMIT_LIMIT_PER_CLIENT,
        windowSeconds: config.SUBMIT_LIMIT_WINDOW_SECONDS,
      }),
      perEmail: dynamoRateLimiter(documents, tableName, { name: 'submit-email', limit: config.SUBMIT_DAILY_LIMIT_PER_EMAIL, windowSeconds: DAY_SECONDS }),
    },
  };
}

export function sweepDependencies(): SweepDeps {
  const config = loadConfig('submissions');
  const queueUrl = config[submissionsQueue.envVar];
  if (!queueUrl) throw new Error(`Invalid configuration (submissions): ${submissionsQueue.envVar} is required to sweep`);
  return {
    store: dynamoSubmissionStore(documentClient(), config[tables.submissions.envVar]),
    queue: sqsSubmissionQueue(sqsClient(), queueUrl),
    log: domainLog,
    now: clock,
    requeueAfterMs: config.SWEEP_QUEUED_AFTER_SECONDS * 1000,
  };
}
