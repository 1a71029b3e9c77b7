import { randomUUID } from 'node:crypto';
import type { SubmitDeps } from '#core/submissions/submit';
import type { DomainLog } from '#core/submissions/ports';
import { documentClient, s3Client, sqsClient } from '#adapters/aws-clients';
import { s3CvStore, s3UploadSigner } from '#adapters/cv-store';
import { logger } from '#adapters/logger';
import { dynamoSubmissionStore } from '#adapters/submission-store';
import { sqsSubmissionQueue } from '#adapters/submission-queue';
import { loadConfig } from '#lambdas/config';
import { cvBucket, submissionsQueue, tables } from '#infra/resources';

/**
 * Wires the submission pipeline's ports to S3, DynamoDB and SQS from the configuration. The worker's
 * wiring (SES and the mail library) lives in delivery-dependencies.ts, so no other function bundles it.
 */
export const domainLog: DomainLog = {
  info: (message, extra) => logger.info(message, { ...extra }),
  warn: (message, extra) => logger.warn(message, { ...extra }),
  error: (message, extra) => logger.error(message, { ...extra }),
};

const clock = () => new Date();

export function uploadDependencies() {
  const config = loadConfig('uploads');
  return {
    signer: s3UploadSigner(s3Client(), config[cvBucket.envVar]),
    newId: randomUUID,
    now: clock,
    expiresInSeconds: config.UPLOAD_URL_TTL_SECONDS,
  };
}

export function submitDependencies(): SubmitDeps {
  const config = loadConfig('submissions');
  const queueUrl = config[submissionsQueue.envVar];
  if (!queueUrl) throw new Error(`Invalid configuration (submissions): ${submissionsQueue.envVar} is required to submit`);
  const [s3, sqs, documents] = [s3Client(), sqsClient(), documentClient()];
  return {
    store: dynamoSubmissionStore(documents, config[tables.submissions.envVar]),
    cvs: s3CvStore(s3, config[cvBucket.envVar]),
    queue: sqsSubmissionQueue(sqs, queueUrl),
    log: domainLog,
    now: clock,
    newId: randomUUID,
  };
}
