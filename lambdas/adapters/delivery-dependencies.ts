/** Wires the worker's ports: S3 and DynamoDB as for a submit, and SES through the mail library (worker only). */
import { randomUUID } from 'node:crypto';
import { agency } from '#content/agency';
import type { DeliverDeps } from '#core/submissions/deliver';
import { documentClient, s3Client, sesClient } from '#adapters/aws-clients';
import { s3CvStore } from '#adapters/cv-store';
import { sesMailer } from '#adapters/mailer';
import { dynamoSubmissionStore } from '#adapters/submission-store';
import { domainLog } from '#adapters/submission-pipeline';
import { withCrashInjection } from '#adapters/fault-injection';
import { loadConfig } from '#lambdas/config';
import { cvBucket, tables, workerTimeoutSeconds } from '#system/resources';

const clock = () => new Date();

export function deliverDependencies(): DeliverDeps {
  const config = loadConfig('submissions');
  const mail = loadConfig('mail');
  const [s3, sesv2, documents] = [s3Client(), sesClient(), documentClient()];
  return {
    ...withCrashInjection({
      store: dynamoSubmissionStore(documents, config[tables.submissions.envVar]),
      cvs: s3CvStore(s3, config[cvBucket.envVar]),
      mailer: sesMailer(sesv2, { configurationSetName: mail.SES_CONFIGURATION_SET }),
    }),
    log: domainLog,
    now: clock,
    newToken: randomUUID,
    mail: {
      from: { name: `${agency.brandName} Website`, address: mail.SENDER_EMAIL },
      to: mail.RECRUITERS_EMAIL,
      brandName: agency.brandName,
      cvLinkTtlSeconds: config.CV_LINK_TTL_SECONDS,
      // A claim outlives any one invocation, so only a delivery that died loses it.
      claimLeaseMs: (config.WORKER_CLAIM_LEASE_SECONDS ?? workerTimeoutSeconds) * 1000,
    },
  };
}
