/**
 * Per-stage deployment settings, validated once in `bin/app.ts` before any construct exists. They come
 * from `cdk.json` (`context.stages.<stage>`) and can be overridden one by one on the command line:
 * `npx cdk deploy -c stage=prod -c alarmEmail=ops@example.ie`.
 */

import * as z from 'zod';

const booleanFromContext = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
const emailAddress = z.email();
/** Retention periods CloudWatch Logs accepts (days). */
const wafLogRetentionChoices = [1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653];

const stageSettings = z.object({
  /** Short lower-case name used in stack names and tags (`prod`, `staging`). */
  stage: z.string().regex(/^[a-z][a-z0-9-]{0,19}$/, 'lower-case letters, digits and dashes, at most 20 characters'),
  /**
   * The public production site: its synth refuses an agency profile that still holds placeholder
   * values (infra/profile-guard.ts). Defaults to true for the `prod` stage only.
   */
  production: booleanFromContext.optional(),
  /**
   * First part of every CloudFormation stack name (`<prefix>-<stage>-Data`, ...). Configuration, not
   * the brand text in the content: a renamed stack is a new stack, and the Data stack holds the
   * retained tables and CV bucket. Keep it as deployed.
   */
  stackNamePrefix: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'letters and digits, starting with a letter'),
  /** Twelve-digit account id; when omitted the CLI's current credentials decide. */
  account: z.string().regex(/^\d{12}$/, 'a 12-digit AWS account id').optional(),
  region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'an AWS region such as eu-west-1'),
  /** Public host name of the site (`www.example.ie`); without it the site lives at its cloudfront.net name. */
  domainName: z.string().regex(/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/, 'a lower-case host name').optional(),
  /** ACM certificate for `domainName`; CloudFront only takes certificates from us-east-1. */
  certificateArn: z
    .string()
    .regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/, 'an ACM certificate ARN in us-east-1')
    .optional(),
  /** Route 53 hosted zone of `domainName`: when given, the alias records are created too. */
  hostedZoneId: z.string().regex(/^Z[A-Z0-9]+$/, 'a Route 53 hosted zone id').optional(),
  hostedZoneName: z.string().optional(),
  /** Where the worker sends every submission. */
  recruitersEmail: emailAddress,
  /** The From address of those emails; it must belong to the verified SES identity. */
  senderEmail: emailAddress,
  /** Verified SES identity (a domain or an email address); defaults to the sender's domain. */
  sesIdentity: z.string().min(3).optional(),
  /** Secrets Manager secret (a plain string) holding the OpenAI API key; created outside CloudFormation. */
  openAiSecretName: z.string().regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/, 'a Secrets Manager secret name'),
  openAiModel: z.string().min(1).optional(),
  /** Who receives alarm notifications (the subscription must be confirmed from the email). */
  alarmEmail: emailAddress,
  /** Web ACL in front of CloudFront (about $7/month plus $0.60 per million requests). */
  waf: booleanFromContext.default(true),
  /** Requests per five minutes per IP before the WAF blocks it (AWS minimum is 10). */
  wafRateLimit: z.coerce.number().int().min(10).max(2_000_000_000).default(1000),
  /** Days the WAF's request logs (CloudWatch Logs, us-east-1) are kept. */
  wafLogRetentionDays: z.coerce.number().int().refine((days) => wafLogRetentionChoices.includes(days), {
    message: `one of CloudWatch Logs' retention periods: ${wafLogRetentionChoices.join(', ')}`,
  }).default(30),
  /**
   * Let this app set the account's API Gateway CloudWatch Logs role (AWS::ApiGateway::Account, one per
   * account and region, shared by every stage, kept if the stack is deleted). `false` when something
   * else already manages that setting (check with `aws apigateway get-account`).
   */
  apiGatewayCloudWatchRole: booleanFromContext.default(true),
  /**
   * Lambda concurrency reserved for (and capping) the chat function, so a burst of chat can never take
   * the concurrency the submission functions need. 0 reserves none: required while the account's
   * concurrency quota is 10 (AWS keeps at least 10 unreserved, so nothing can be reserved there).
   */
  chatReservedConcurrency: z.coerce.number().int().min(0).max(1000).default(25),
  /**
   * Secrets Manager version id of the origin secret CloudFront sends to the API; set it to the
   * VersionId `put-secret-value` printed when rotating (README). Unset: the secret's current version.
   */
  originSecretVersion: z.string().regex(/^[A-Za-z0-9-]{32,64}$/, 'a Secrets Manager VersionId').optional(),
});

export const stageConfigSchema = stageSettings
  .superRefine((config, ctx) => {
    if (Boolean(config.domainName) !== Boolean(config.certificateArn)) {
      ctx.addIssue({ code: 'custom', path: ['certificateArn'], message: 'domainName and certificateArn go together' });
    }
    if (config.hostedZoneId && !config.domainName) {
      ctx.addIssue({ code: 'custom', path: ['hostedZoneId'], message: 'hostedZoneId needs domainName' });
    }
    if (config.hostedZoneId && !config.hostedZoneName) {
      ctx.addIssue({ code: 'custom', path: ['hostedZoneName'], message: 'hostedZoneName is required with hostedZoneId' });
    }
    if (config.hostedZoneName && config.domainName && !`.${config.domainName}`.endsWith(`.${config.hostedZoneName}`)) {
      ctx.addIssue({ code: 'custom', path: ['hostedZoneName'], message: `${config.domainName} is not in ${config.hostedZoneName}` });
    }
    const identity = config.sesIdentity ?? senderDomain(config.senderEmail);
    if (config.senderEmail !== identity && senderDomain(config.senderEmail) !== identity) {
      ctx.addIssue({ code: 'custom', path: ['senderEmail'], message: `must be ${identity} or an address of that domain` });
    }
  })
  .transform((config) => ({
    ...config,
    production: config.production ?? config.stage === 'prod',
    sesIdentity: config.sesIdentity ?? senderDomain(config.senderEmail),
  }));

export type StageConfig = z.output<typeof stageConfigSchema>;
export type StageConfigInput = z.input<typeof stageConfigSchema>;

function senderDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

export class StageConfigError extends Error {
  constructor(stage: string, issues: string[]) {
    super(`Invalid configuration for stage "${stage}":\n  - ${issues.join('\n  - ')}`);
    this.name = 'StageConfigError';
  }
}

/** Every key a `-c key=value` flag may override. */
const overridableKeys = Object.keys(stageSettings.shape).filter((key) => key !== 'stage');

/**
 * Resolves the stage's settings from CDK context: `stages.<stage>` from cdk.json, then each top-level
 * context key of the same name (what `-c key=value` sets), then validation.
 */
export function resolveStageConfig(tryGetContext: (key: string) => unknown): StageConfig {
  const stage = String(tryGetContext('stage') ?? 'prod');
  const stages = (tryGetContext('stages') ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const base = stages[stage];
  if (!base) {
    throw new StageConfigError(stage, [`no "stages.${stage}" block in cdk.json context (known: ${Object.keys(stages).join(', ') || 'none'})`]);
  }
  const merged: Record<string, unknown> = { ...base, stage };
  for (const key of overridableKeys) {
    const value = tryGetContext(key);
    if (value !== undefined) merged[key] = value;
  }
  const result = stageConfigSchema.safeParse(merged);
  if (!result.success) {
    throw new StageConfigError(
      stage,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}
