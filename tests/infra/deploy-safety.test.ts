import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MissingSiteBuildError } from '#infra/app';
import { stageConfigSchema } from '#infra/config';
import { API_STAGE } from '#infra/api';
import { queueAgeAlarmSeconds, sesBounceRatePercent, sesComplaintRatePercent } from '#infra/monitoring';
import { SES_CONFIGURATION_SET_DIMENSION } from '#infra/mail-events';
import { checkSiteBuild, SITE_BUILD_STAMP, siteSources, writeSiteBuildStamp } from '#infra/site-build';
import { coreRuleSetLabelNamespace, wafResponses } from '#infra/waf-stack';
import { ORIGIN_SECRET_HEADER } from '#system/origin-header';
import { functions, type FunctionDefinition } from '#system/functions';
import { contactRequestSchema } from '#core/schemas/contact';
import { applicationRequestSchema } from '#core/schemas/application';
import { chatRequestSchema } from '#core/schemas/chat';
import { MAX_CHAT_MESSAGE_LENGTH } from '#content/constants';
import { featuredJobs } from '#content/jobs';
import { fixtureSite, fullConfig, synthProduct, testAccount } from './cdk-test-app';

/**
 * What a first deploy to a fresh account, and every deploy after it, depends on: the account's API
 * Gateway logging role, a site deployed only from a fresh build, CloudFront authenticating to the
 * API, per-stage alarms, reserved concurrency, CORS owned by the bucket's stack, and a WAF that logs
 * and cannot block the site's own form and chat posts.
 */
type Json = Record<string, unknown>;
const definitions = functions as Readonly<Record<string, FunctionDefinition>>;

/** A stage without a custom domain, on an account whose API Gateway role is managed elsewhere. */
const plainConfig = stageConfigSchema.parse({
  stage: 'staging',
  stackNamePrefix: 'LedgerlineRecruitment',
  account: testAccount,
  region: 'eu-west-1',
  recruitersEmail: 'recruiters@ledgerline.example',
  senderEmail: 'no-reply@ledgerline.example',
  openAiSecretName: 'ledgerline/staging/openai-api-key',
  alarmEmail: 'ops@ledgerline.example',
  waf: false,
  apiGatewayCloudWatchRole: false,
  chatReservedConcurrency: 0,
  originSecretVersion: '0123456789abcdef0123456789abcdef',
});

let full: ReturnType<typeof synthProduct>;
let plain: ReturnType<typeof synthProduct>;
const templates: Record<string, Template> = {};

beforeAll(() => {
  full = synthProduct({ config: fullConfig, siteBuild: fixtureSite, lambdaCode: 'placeholder' });
  plain = synthProduct({ config: plainConfig, siteBuild: fixtureSite, lambdaCode: 'placeholder' });
  templates.account = Template.fromStack(full.apiGatewayAccount!);
  templates.data = Template.fromStack(full.data);
  templates.service = Template.fromStack(full.service);
  templates.site = Template.fromStack(full.site!);
  templates.waf = Template.fromStack(full.waf!);
  templates.plainData = Template.fromStack(plain.data);
  templates.plainService = Template.fromStack(plain.service);
  templates.plainSite = Template.fromStack(plain.site!);
}, 120_000);

const resources = (template: Template, type: string) => Object.entries(template.findResources(type)) as [string, Json & { Properties: Json }][];
const functionNamed = (template: Template, name: string) => {
  const found = resources(template, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Description === definitions[name]!.description);
  expect(found).toHaveLength(1);
  return found[0]![1].Properties;
};

describe('fresh account: the API Gateway CloudWatch Logs role', () => {
  it('is set by a stack of its own, shared by the stages of an account and region, and kept if deleted', () => {
    expect(full.apiGatewayAccount!.stackName).toBe('LedgerlineRecruitment-ApiGatewayAccount');
    expect(full.apiGatewayAccount!.stackName).not.toContain(fullConfig.stage);
    const [roleId, role] = resources(templates.account!, 'AWS::IAM::Role')[0]!;
    expect(role).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('apigateway.amazonaws.com');
    expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toContain('service-role/AmazonAPIGatewayPushToCloudWatchLogs');
    // No stage tag: each stage deploys this same stack, and would rewrite it.
    expect(JSON.stringify(role.Properties.Tags)).not.toContain('"Key":"stage"');
    expect(JSON.stringify(templates.service!.toJSON())).toContain('"Key":"stage"');
    const [, account] = resources(templates.account!, 'AWS::ApiGateway::Account')[0]!;
    expect(account).toMatchObject({ DeletionPolicy: 'Retain', Properties: { CloudWatchRoleArn: { 'Fn::GetAtt': [roleId, 'Arn'] } } });
  });

  it('is deployed before the API that logs through it, and left out when the account manages it elsewhere', () => {
    expect(full.service.dependencies).toContain(full.apiGatewayAccount);
    expect(plain.apiGatewayAccount).toBeUndefined();
    for (const template of [templates.service!, templates.plainService!]) expect(resources(template, 'AWS::ApiGateway::Account')).toEqual([]);
  });

  it('lets the API log errors (execution logs, no bodies) into a log group with a retention, besides its access logs', () => {
    const [, stage] = resources(templates.service!, 'AWS::ApiGateway::Stage')[0]!;
    const settings = stage.Properties.MethodSettings as Json[];
    expect(settings).toContainEqual(expect.objectContaining({ HttpMethod: '*', ResourcePath: '/*', LoggingLevel: 'ERROR', DataTraceEnabled: false }));
    for (const setting of settings) expect(setting, 'every method logs errors').toMatchObject({ LoggingLevel: 'ERROR', DataTraceEnabled: false });
    const executionLogs = resources(templates.service!, 'AWS::Logs::LogGroup').filter(([, group]) => JSON.stringify(group.Properties.LogGroupName ?? '').includes('API-Gateway-Execution-Logs_'));
    expect(executionLogs).toHaveLength(1);
    expect(executionLogs[0]![1].Properties.RetentionInDays).toBe(30);
    expect(JSON.stringify(executionLogs[0]![1].Properties.LogGroupName)).toContain(`/${API_STAGE}`);
    expect(stage.DependsOn).toContain(executionLogs[0]![0]);
  });
});

describe('a site is deployed only from a fresh build', () => {
  it('refuses to build the product without a site unless asked for the backend alone', () => {
    expect(() => synthProduct({ config: plainConfig, lambdaCode: 'placeholder' })).toThrow(MissingSiteBuildError);
    expect(() => synthProduct({ config: plainConfig, lambdaCode: 'placeholder' })).toThrow(/npm run build.*backendOnly=true/);
  });

  it('backend only: data and service stacks, no site stack and no WAF, so the live site is left as it is', () => {
    const backend = synthProduct({ config: fullConfig, backendOnly: true, lambdaCode: 'placeholder' });
    expect(backend.site).toBeUndefined();
    expect(backend.waf).toBeUndefined();
    expect(backend.app.node.children.map((child) => child.node.id).sort()).toEqual(
      ['LedgerlineRecruitment-ApiGatewayAccount', 'LedgerlineRecruitment-test-Data', 'LedgerlineRecruitment-test-Service'].sort(),
    );
    expect(resources(Template.fromStack(backend.service), 'AWS::CloudFront::Distribution')).toEqual([]);
  });

  it('takes the CSP hashes and the page list from the build it uploads, and does not upload the stamp', () => {
    const deployments = resources(templates.site!, 'Custom::CDKBucketDeployment').map(([, deployment]) => deployment.Properties);
    expect(deployments).toHaveLength(2);
    const csp = JSON.stringify(resources(templates.site!, 'AWS::CloudFront::ResponseHeadersPolicy')[0]![1].Properties);
    for (const hash of fixtureSite.inlineScriptHashes) expect(csp).toContain(hash);
    const router = JSON.stringify(resources(templates.site!, 'AWS::CloudFront::Function')[0]![1].Properties.FunctionCode);
    expect(router).not.toContain('var PAGES = null');
    for (const page of fixtureSite.pages) expect(router).toContain(`\\"${page}\\":1`);
  });

  describe('checkSiteBuild', () => {
    const root = mkdtempSync(join(tmpdir(), 'site-build-'));
    const dist = join(root, 'frontend', 'dist');
    beforeAll(() => {
      mkdirSync(join(root, 'frontend', 'src'), { recursive: true });
      mkdirSync(join(root, 'lambdas', 'core', 'schemas'), { recursive: true });
      writeFileSync(join(root, 'frontend', 'src', 'main.tsx'), 'export const page = 1;\n');
      writeFileSync(join(root, 'lambdas', 'core', 'schemas', 'contact.ts'), 'export const max = 5000;\n');
      writeFileSync(join(root, 'package-lock.json'), '{}\n');
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('fingerprints the site sources: the frontend, the shared schemas and the lock file', () => {
      expect(siteSources).toEqual(expect.arrayContaining(['frontend', 'lambdas/core/schemas', 'package-lock.json']));
    });

    it('refuses no build, a build without a stamp, and a build of other sources; accepts a fresh one', () => {
      expect(checkSiteBuild(root, dist)).toMatchObject({ ok: false, problem: expect.stringContaining('holds no built site') });
      cpSync(join(import.meta.dirname, 'fixtures', 'site'), dist, { recursive: true });
      expect(checkSiteBuild(root, dist)).toMatchObject({ ok: false, problem: expect.stringContaining(SITE_BUILD_STAMP) });

      writeSiteBuildStamp(root, dist, new Date('2026-11-24T05:00:00Z'));
      const fresh = checkSiteBuild(root, dist);
      expect(fresh.ok).toBe(true);
      if (fresh.ok) expect(fresh.build.pages).toEqual(fixtureSite.pages);

      // The build's own output is not a source: writing into dist keeps it fresh.
      writeFileSync(join(dist, 'extra.txt'), 'x');
      expect(checkSiteBuild(root, dist).ok).toBe(true);

      for (const changed of ['frontend/src/main.tsx', 'lambdas/core/schemas/contact.ts', 'package-lock.json']) {
        const path = join(root, changed);
        const before = readFileSync(path, 'utf8');
        writeFileSync(path, `${before}// changed\n`);
        expect(checkSiteBuild(root, dist), changed).toMatchObject({ ok: false, problem: expect.stringContaining('built (2026-11-24T05:00:00.000Z) from other sources') });
        writeFileSync(path, before);
        expect(checkSiteBuild(root, dist).ok, `${changed} restored`).toBe(true);
      }
      // A new source file is a change too.
      writeFileSync(join(root, 'frontend', 'src', 'new-page.tsx'), 'export {};\n');
      expect(checkSiteBuild(root, dist).ok).toBe(false);
    });
  });
});

describe('origin authentication: only CloudFront reaches the API', () => {
  const apiOrigin = (template: Template) => {
    const config = resources(template, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig as { Origins: (Json & { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] })[]; CacheBehaviors: (Json & { PathPattern: string; TargetOriginId: string })[] };
    const target = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*')!.TargetOriginId;
    return config.Origins.find((origin) => origin.Id === target)!;
  };

  it('CloudFront adds the secret header from Secrets Manager by dynamic reference, never in clear', () => {
    const headers = apiOrigin(templates.site!).OriginCustomHeaders!;
    expect(headers.map((header) => header.HeaderName)).toEqual([ORIGIN_SECRET_HEADER]);
    const value = JSON.stringify(headers[0]!.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(':SecretString:::}}');
    // The secret is generated by CloudFormation: the template holds its recipe, not a value.
    const [, secret] = resources(templates.service!, 'AWS::SecretsManager::Secret')[0]!;
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secret.Properties.SecretString).toBeUndefined();
  });

  it('a rotation pins the new version, so the distribution is updated with it', () => {
    const value = JSON.stringify(apiOrigin(templates.plainSite!).OriginCustomHeaders![0]!.HeaderValue);
    expect(value).toContain(`:SecretString:::${plainConfig.originSecretVersion}}}`);
  });

  it('every HTTP function is told where the secret is and may read it; the worker is not', () => {
    const secretId = resources(templates.service!, 'AWS::SecretsManager::Secret')[0]![0];
    for (const [name, definition] of Object.entries(definitions)) {
      const environment = (functionNamed(templates.service!, name).Environment as { Variables: Record<string, unknown> }).Variables;
      if (definition.route) expect(environment.ORIGIN_SECRET_ARN, name).toEqual({ Ref: secretId });
      else expect(environment.ORIGIN_SECRET_ARN, name).toBeUndefined();
      expect(environment.ORIGIN_SECRET, `${name}: never the value`).toBeUndefined();
    }
  });
});

describe('alarms per stage', () => {
  const alarms = (template: Template) => resources(template, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);

  it("names the REST API after its stage and watches that stage's 5xx only", () => {
    const [, api] = resources(templates.service!, 'AWS::ApiGateway::RestApi')[0]!;
    expect(api.Properties.Name).toBe('LedgerlineRecruitment-test-api');
    expect(resources(templates.plainService!, 'AWS::ApiGateway::RestApi')[0]![1].Properties.Name).toBe('LedgerlineRecruitment-staging-api');
    const api5xx = alarms(templates.service!).find((alarm) => alarm.MetricName === '5XXError')!;
    expect(api5xx.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'ApiName', Value: 'LedgerlineRecruitment-test-api' },
        { Name: 'Stage', Value: expect.anything() },
      ]),
    );
  });

  it('alarms on throttles of any function, the age of the oldest queued submission, and SES bounce and complaint rates', () => {
    const all = alarms(templates.service!);
    const throttles = all.find((alarm) => JSON.stringify(alarm.Metrics ?? '').includes('"Throttles"'))!;
    const throttled = (throttles.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[]).filter((metric) => metric.MetricStat?.Metric.MetricName === 'Throttles');
    expect(throttled).toHaveLength(Object.keys(definitions).length);
    expect(throttles.Threshold).toBe(1);
    expect(all).toContainEqual(expect.objectContaining({ Namespace: 'AWS/SQS', MetricName: 'ApproximateAgeOfOldestMessage', Threshold: queueAgeAlarmSeconds }));
    for (const [event, threshold] of [['Bounce', sesBounceRatePercent], ['Complaint', sesComplaintRatePercent]] as const) {
      const alarm = all.find((candidate) => JSON.stringify(candidate.Metrics ?? '').includes(`"MetricName":"${event}"`))!;
      expect(alarm.Threshold, event).toBe(threshold);
      const metrics = alarm.Metrics as { MetricStat?: { Metric: { Namespace: string; Dimensions: { Name: string }[] } } }[];
      for (const metric of metrics.filter((candidate) => candidate.MetricStat)) {
        expect(metric.MetricStat!.Metric.Namespace).toBe('AWS/SES');
        expect(metric.MetricStat!.Metric.Dimensions.map((dimension) => dimension.Name)).toEqual([SES_CONFIGURATION_SET_DIMENSION]);
      }
    }
  });

  it('publishes sends, bounces and complaints of the configuration set the worker sends with', () => {
    const [setId] = resources(templates.service!, 'AWS::SES::ConfigurationSet')[0]!;
    templates.service!.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: setId },
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['send', 'bounce', 'complaint']),
        CloudWatchDestination: {
          DimensionConfigurations: [{ DimensionName: SES_CONFIGURATION_SET_DIMENSION, DimensionValueSource: 'messageTag', DefaultDimensionValue: { Ref: setId } }],
        },
      }),
    });
    const worker = functionNamed(templates.service!, 'submissionWorker');
    expect((worker.Environment as { Variables: Json }).Variables.SES_CONFIGURATION_SET).toEqual({ Ref: setId });
    // Sending with a configuration set is authorised on the set as well as on the identity.
    const policies = JSON.stringify(resources(templates.service!, 'AWS::IAM::Policy').map(([, policy]) => policy.Properties.PolicyDocument));
    expect(policies).toContain(`:configuration-set/",{"Ref":"${setId}"}`);
  });
});

describe('concurrency', () => {
  it('reserves concurrency for the chat only (capping it), leaving the rest of the account to submissions', () => {
    expect(functionNamed(templates.service!, 'chat').ReservedConcurrentExecutions).toBe(fullConfig.chatReservedConcurrency);
    expect(fullConfig.chatReservedConcurrency).toBe(25);
    for (const name of Object.keys(definitions).filter((candidate) => candidate !== 'chat')) {
      expect(functionNamed(templates.service!, name).ReservedConcurrentExecutions, name).toBeUndefined();
    }
  });

  it('reserves nothing when the stage says 0 (an account whose quota is still 10)', () => {
    expect(functionNamed(templates.plainService!, 'chat').ReservedConcurrentExecutions).toBeUndefined();
  });
});

describe('CV bucket CORS', () => {
  const corsOf = (template: Template) => (resources(template, 'AWS::S3::Bucket').find(([, bucket]) => bucket.Properties.CorsConfiguration)![1].Properties.CorsConfiguration as { CorsRules: Json[] }).CorsRules;

  it('is set on the bucket by the data stack itself: the custom domain, or any CloudFront name without one', () => {
    expect(corsOf(templates.data!)).toEqual([expect.objectContaining({ AllowedOrigins: [`https://${fullConfig.domainName}`], AllowedMethods: ['POST'] })]);
    expect(corsOf(templates.plainData!)).toEqual([expect.objectContaining({ AllowedOrigins: ['https://*.cloudfront.net'], AllowedMethods: ['POST'] })]);
    for (const template of Object.values(templates)) expect(resources(template, 'Custom::AWS')).toEqual([]);
  });
});

describe('WAF', () => {
  const webAcl = () => resources(templates.waf!, 'AWS::WAFv2::WebACL')[0]!;

  it('logs blocked and counted requests to an aws-waf-logs- group with the stage retention', () => {
    const [groupId, group] = resources(templates.waf!, 'AWS::Logs::LogGroup')[0]!;
    expect(group.Properties.LogGroupName).toMatch(/^aws-waf-logs-/);
    expect(group.Properties.RetentionInDays).toBe(fullConfig.wafLogRetentionDays);
    const [, logging] = resources(templates.waf!, 'AWS::WAFv2::LoggingConfiguration')[0]!;
    expect(logging.Properties.ResourceArn).toEqual({ 'Fn::GetAtt': [webAcl()[0], 'Arn'] });
    const destination = JSON.stringify(logging.Properties.LogDestinationConfigs);
    expect(destination).toContain(':log-group:');
    expect(destination).toContain(groupId);
    expect(destination).not.toContain(':*');
    expect(logging.Properties.LoggingFilter).toMatchObject({ DefaultBehavior: 'DROP' });
  });

  it("answers every block in the API's error shape: 429 rate_limited for the rate rule, 403 otherwise", () => {
    const bodies = webAcl()[1].Properties.CustomResponseBodies as Record<string, { ContentType: string; Content: string }>;
    const errorShape = z.object({ error: z.object({ code: z.string(), message: z.string() }).strict() }).strict();
    for (const body of Object.values(bodies)) {
      expect(body.ContentType).toBe('APPLICATION_JSON');
      expect(errorShape.safeParse(JSON.parse(body.Content)).success).toBe(true);
    }
    expect(JSON.parse(bodies['rate-limited']!.Content).error.code).toBe('rate_limited');
    const rules = webAcl()[1].Properties.Rules as { Action?: { Block?: { CustomResponse?: { ResponseCode: number; CustomResponseBodyKey: string } } } }[];
    for (const rule of rules.filter((candidate) => candidate.Action?.Block)) {
      expect(rule.Action!.Block!.CustomResponse, 'every blocking rule has a JSON answer').toBeDefined();
      expect(bodies[rule.Action!.Block!.CustomResponse!.CustomResponseBodyKey]).toBeDefined();
    }
    expect(rules.map((rule) => rule.Action?.Block?.CustomResponse?.ResponseCode).filter(Boolean)).toEqual([wafResponses.rateLimited.status, wafResponses.blocked.status]);
  });

  /**
   * The web ACL's own rules, evaluated against a request the way WAF does, with the worst case for
   * the managed rule set: it suspects (labels) every request, as its body rules would a message full
   * of `<script>`, `../` and quotes, or one over 8 KB. The rate rule is left out (it counts requests).
   */
  type Request = { method: string; path: string; body: string };
  function decide(request: Request): 'allow' | number {
    const labels = new Set<string>();
    const matches = (statement: Json): boolean => {
      if (statement.ByteMatchStatement) {
        const match = statement.ByteMatchStatement as { FieldToMatch: Json; PositionalConstraint: string; SearchString: string };
        const field = match.FieldToMatch.UriPath ? request.path : match.FieldToMatch.Method ? request.method : undefined;
        if (field === undefined) throw new Error(`a rule inspects ${JSON.stringify(match.FieldToMatch)}: add it to this evaluator`);
        return match.PositionalConstraint === 'STARTS_WITH' ? field.startsWith(match.SearchString) : field === match.SearchString;
      }
      if (statement.LabelMatchStatement) {
        const { Scope, Key } = statement.LabelMatchStatement as { Scope: string; Key: string };
        return [...labels].some((label) => (Scope === 'NAMESPACE' ? label.startsWith(Key) : label === Key));
      }
      if (statement.AndStatement) return ((statement.AndStatement as { Statements: Json[] }).Statements).every(matches);
      if (statement.OrStatement) return ((statement.OrStatement as { Statements: Json[] }).Statements).some(matches);
      if (statement.NotStatement) return !matches((statement.NotStatement as { Statement: Json }).Statement);
      throw new Error(`unknown statement ${Object.keys(statement).join()}`);
    };
    const rules = [...(webAcl()[1].Properties.Rules as (Json & { Priority: number; Statement: Json; Action?: { Block?: { CustomResponse: { ResponseCode: number } } }; OverrideAction?: Json })[])].sort((a, b) => a.Priority - b.Priority);
    for (const rule of rules) {
      if (rule.Statement.RateBasedStatement) continue;
      if (rule.Statement.ManagedRuleGroupStatement) {
        expect(rule.OverrideAction, 'a managed rule group only labels').toEqual({ Count: {} });
        labels.add(`${coreRuleSetLabelNamespace}CrossSiteScripting_Body`);
        continue;
      }
      if (matches(rule.Statement) && rule.Action?.Block) return rule.Action.Block.CustomResponse.ResponseCode;
    }
    return 'allow';
  }

  const tricky = `<script>alert("x")</script> ../../etc/passwd O'Brien & "Sons" <img src=x onerror=alert(1)> http://169.254.169.254/latest `;
  const fill = (length: number) => tricky.repeat(Math.ceil(length / tricky.length)).slice(0, length);
  const jobId = featuredJobs[0]!.id;
  const legitimate: [string, string, unknown][] = [
    [
      '/api/contact',
      'a partner enquiry with every field at its longest',
      contactRequestSchema.parse({
        variant: 'partner',
        name: fill(100).trim() || 'Aoife',
        email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.ie`,
        phone: '+353 1 234 5678',
        company: fill(200).trim(),
        // 5,000 characters (the limit), quotes first: JSON escapes each, so the body passes 8 KB.
        message: `${'"'.repeat(3000)}${fill(2000)}`,
        consent: true,
        idempotencyKey: '5a0c8f5e-6f1b-4b8e-9a57-3d5c2f1e9b10',
      }),
    ],
    [
      '/api/applications',
      'a job application with quotes and angle brackets',
      applicationRequestSchema.parse({
        jobId,
        name: `Seán O'Brien <script>`,
        email: 'sean@example.ie',
        phone: '+353 87 123 4567',
        isEuCitizen: 'yes',
        cv: { uploadId: '0b5e6a2c-4a8e-4f1e-9c7d-2a3b4c5d6e7f', fileName: '../../CV "final" <v2>.pdf' },
        consent: true,
        idempotencyKey: '6b1d9f6f-7a2c-4c9f-8b68-4e6d3a2f0c21',
      }),
    ],
    ['/api/chat', 'a chat message at its longest', chatRequestSchema.parse({ message: fill(MAX_CHAT_MESSAGE_LENGTH), context: 'salary-guide', threadId: null })],
  ];

  it.each(legitimate)("never blocks the site's own %s post (%s), even when the managed rules suspect it", (path, _label, body) => {
    const text = JSON.stringify(body);
    expect(text).toMatch(/<script>/);
    expect(decide({ method: 'POST', path, body: text })).toBe('allow');
  });

  it('the longest enquiry is over the managed rule set\'s 8 KB body limit, which therefore must not apply to it', () => {
    expect(Buffer.byteLength(JSON.stringify(legitimate[0]![2]))).toBeGreaterThan(8 * 1024);
  });

  it('still blocks suspicious requests elsewhere (pages, API reads) with the JSON 403', () => {
    expect(decide({ method: 'GET', path: '/salary-guide', body: '' })).toBe(403);
    expect(decide({ method: 'GET', path: '/api/health', body: '' })).toBe(403);
    expect(decide({ method: 'POST', path: '/not-api', body: tricky })).toBe(403);
  });
});
