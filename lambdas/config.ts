/**
 * Configuration is read from the environment once per section, validated with zod, and fails loudly
 * (naming every bad variable) the first time a function touches it, which is at cold start.
 */

import * as z from 'zod';
import { cvBucket, submissionsQueue, tables } from '#system/resources';

const optionalUrl = z.url().optional();
// fauxqs names queues `http://sqs.<region>.127.0.0.1:<port>/…`, which a strict URL check rejects.
const queueUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an SQS queue URL');

export const configSections = {
  aws: z.object({
    AWS_REGION: z.string().min(1).default('eu-west-1'),
    // Set only locally: the SDK clients then talk to the loopback emulators.
    AWS_ENDPOINT_URL_S3: optionalUrl,
    AWS_ENDPOINT_URL_SQS: optionalUrl,
    AWS_ENDPOINT_URL_DYNAMODB: optionalUrl,
    AWS_ENDPOINT_URL_SESV2: optionalUrl,
  }),
  resources: z.object({
    [cvBucket.envVar]: z.string().min(1),
    [submissionsQueue.envVar]: queueUrl,
    [tables.submissions.envVar]: z.string().min(1),
    [tables.chatThreads.envVar]: z.string().min(1),
    [tables.marketTrends.envVar]: z.string().min(1),
  }),
  /** Just the market trends table: its function and `npm run trends:publish` need nothing else. */
  marketTrends: z.object({ [tables.marketTrends.envVar]: z.string().min(1) }),
  mail: z.object({
    RECRUITERS_EMAIL: z.email(),
    SENDER_EMAIL: z.email(),
    /** SES configuration set whose event destinations count bounces and complaints (deployed stacks; none locally). */
    SES_CONFIGURATION_SET: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an SES configuration set name').optional(),
  }),
  /** `POST /api/uploads`: presigned POSTs into the CV bucket. */
  uploads: z.object({
    [cvBucket.envVar]: z.string().min(1),
    /** Holds the per-client upload counters. */
    [tables.submissions.envVar]: z.string().min(1),
    /** Presigned POSTs one client (address) may ask for per window. */
    UPLOAD_LIMIT_PER_CLIENT: z.coerce.number().int().positive().default(10),
    UPLOAD_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** How long the browser may take to post a CV after asking for the presigned POST. */
    UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  }),
  /** The submit handlers and the worker: the CV bucket, the submissions table and (submit only) the queue. */
  submissions: z.object({
    [cvBucket.envVar]: z.string().min(1),
    [tables.submissions.envVar]: z.string().min(1),
    // The worker consumes the queue through its event source and is not given the URL.
    [submissionsQueue.envVar]: queueUrl.optional(),
    /** Lifetime of the CV link in the recruiters' email (SigV4 allows at most 7 days). */
    CV_LINK_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(604_800),
    /** Emails one worker invocation sends at once (a batch holds up to 10 messages). */
    WORKER_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(10).default(5),
    /**
     * The worker starts a delivery only with at least this much of its invocation left: reading a
     * 10 MB CV and sending it (13.4 MB of MIME) must finish before Lambda stops the function.
     */
    WORKER_MIN_REMAINING_MS: z.coerce.number().int().min(1000).max(900_000).default(12_000),
    /** New submissions one client (address) may make per window, whatever the form. */
    SUBMIT_LIMIT_PER_CLIENT: z.coerce.number().int().positive().default(5),
    SUBMIT_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** New submissions per email address per day (UTC), from any client. */
    SUBMIT_DAILY_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
    /** How long an unfinished submit's claim of its idempotency key blocks a retry (longer than a submit takes). */
    SUBMIT_IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().min(1).default(60),
    /** How long a worker's claim of a submission keeps other deliveries off; default: the worker's timeout. */
    WORKER_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(1).optional(),
    /** The sweeper re-queues a submission still queued and never picked up this long after it was stored. */
    SWEEP_QUEUED_AFTER_SECONDS: z.coerce.number().int().min(1).default(300),
  }),
  /** `GET /api/health`. */
  health: z.object({
    /** A warm instance answers from its last probe for this long (0: probe every request). */
    HEALTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** Set by the local stack: the health check then names each resource it probed. */
    LOCAL_MODE: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  }),
  /**
   * Origin authentication of every HTTP function: CloudFront adds a secret header to each request it
   * forwards to the API, and the one HTTP chain refuses requests without it. Deployed stacks name the
   * Secrets Manager secret (its current and previous versions are accepted, so it can be rotated
   * without a gap); the local stack and tests give the value itself. One of the two is required.
   */
  origin: z
    .object({
      ORIGIN_SECRET_ARN: z.string().regex(/^arn:aws[a-z-]*:secretsmanager:/, 'must be a Secrets Manager secret ARN').optional(),
      ORIGIN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
      /** How long fetched secret versions are trusted before they are read again. */
      ORIGIN_SECRET_CACHE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    })
    .refine((env) => Boolean(env.ORIGIN_SECRET_ARN) !== Boolean(env.ORIGIN_SECRET), {
      message: 'set exactly one of ORIGIN_SECRET_ARN (deployed) or ORIGIN_SECRET (local stack, tests)',
      path: ['ORIGIN_SECRET_ARN'],
    }),
  /** `npm run dlq:redrive`: from the dead-letter queue back to the submissions queue. */
  deadLetters: z.object({
    [submissionsQueue.envVar]: queueUrl,
    [submissionsQueue.deadLetterQueue.envVar]: queueUrl,
  }),
  chat: z.object({
    OPENAI_API_KEY: z.string().min(1).optional(),
    /** Name of a Secrets Manager secret holding the key (deployed stacks); resolved at cold start. */
    OPENAI_API_KEY_SECRET_NAME: z.string().min(1).optional(),
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().min(1).default('gpt-4.1'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    [tables.chatThreads.envVar]: z.string().min(1),
    /** Messages one client (source IP) may send per window; one DynamoDB counter per window. */
    CHAT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    CHAT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  }),
} as const;

export type ConfigSection = keyof typeof configSections;
export type Config<S extends ConfigSection> = z.infer<(typeof configSections)[S]>;

const cache = new Map<ConfigSection, unknown>();

export class ConfigError extends Error {
  constructor(section: string, issues: string[]) {
    super(`Invalid configuration (${section}): ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig<S extends ConfigSection>(section: S, env: NodeJS.ProcessEnv): Config<S> {
  const result = configSections[section].safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      section,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data as Config<S>;
}

export function loadConfig<S extends ConfigSection>(section: S): Config<S> {
  if (!cache.has(section)) cache.set(section, parseConfig(section, process.env));
  return cache.get(section) as Config<S>;
}

/** Tests and the local stack change the environment between stacks in one process. */
export function resetConfigCache(): void {
  cache.clear();
}
