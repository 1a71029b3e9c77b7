import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { resolveStageConfig, StageConfigError } from '#infra/config';
import { buildProductApp } from '#infra/app';
import { cdkJson } from './cdk-test-app';

/** Context as the CDK CLI presents it: cdk.json's, plus any `-c key=value` flags (always strings). */
const withContext = (flags: Record<string, unknown> = {}) => {
  const context: Record<string, unknown> = { ...cdkJson.context, ...flags };
  return (key: string) => context[key];
};

describe('stage configuration', () => {
  it('reads the prod stage of cdk.json', () => {
    const config = resolveStageConfig(withContext());
    expect(config).toMatchObject({ stage: 'prod', production: true, region: 'eu-west-1', waf: true, sesIdentity: 'ledgerline.example' });
    // Fresh-account defaults: the app sets the API Gateway logging role, reserves chat concurrency, keeps WAF logs a month.
    expect(config).toMatchObject({ apiGatewayCloudWatchRole: true, chatReservedConcurrency: 25, wafLogRetentionDays: 30 });
    expect(config.originSecretVersion).toBeUndefined();
  });

  it('picks another stage and takes -c overrides, strings included', () => {
    const config = resolveStageConfig(
      withContext({ stage: 'staging', waf: 'true', wafRateLimit: '300', alarmEmail: 'pager@ledgerline.example', chatReservedConcurrency: '0', apiGatewayCloudWatchRole: 'false' }),
    );
    expect(config).toMatchObject({ stage: 'staging', production: false, waf: true, wafRateLimit: 300, alarmEmail: 'pager@ledgerline.example', chatReservedConcurrency: 0, apiGatewayCloudWatchRole: false });
  });

  it('names the stacks from the stage configuration, never from the brand text in the content', async () => {
    const { agency } = await import('#content/agency');
    for (const stage of ['prod', 'staging']) {
      const config = resolveStageConfig(withContext({ stage }));
      // The deployed names: a rename would replace the retained Data stack.
      expect(config.stackNamePrefix).toBe('LedgerlineRecruitment');
      const app = new App();
      const stacks = buildProductApp(app, { config, backendOnly: true, lambdaCode: 'placeholder', agencyProfilePlaceholders: [] });
      expect(stacks.data.stackName).toBe(`LedgerlineRecruitment-${stage}-Data`);
      expect(stacks.service.stackName).toBe(`LedgerlineRecruitment-${stage}-Service`);
    }
    // Changing the marketing name changes no stack name.
    const brandName = agency.brandName;
    try {
      (agency as { brandName: string }).brandName = 'Renamed Agency Ltd';
      const stacks = buildProductApp(new App(), {
        config: resolveStageConfig(withContext()),
        backendOnly: true,
        lambdaCode: 'placeholder',
        agencyProfilePlaceholders: [],
      });
      expect(stacks.data.stackName).toBe('LedgerlineRecruitment-prod-Data');
    } finally {
      (agency as { brandName: string }).brandName = brandName;
    }
  });

  it('refuses a stack name prefix a CloudFormation stack name cannot carry', () => {
    expect(() => resolveStageConfig(withContext({ stackNamePrefix: 'Ledgerline Recruitment' }))).toThrow(/stackNamePrefix/);
  });

  it('names an unknown stage and lists the known ones', () => {
    expect(() => resolveStageConfig(withContext({ stage: 'qa' }))).toThrow(/no "stages.qa" block .*known: prod, staging/);
  });

  it.each([
    [{ recruitersEmail: 'not-an-email' }, 'recruitersEmail'],
    [{ domainName: 'www.ledgerline.example' }, 'domainName and certificateArn go together'],
    [
      { domainName: 'www.ledgerline.example', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' },
      'an ACM certificate ARN in us-east-1',
    ],
    [{ sesIdentity: 'ledgerline.example', senderEmail: 'no-reply@elsewhere.example' }, 'senderEmail: must be ledgerline.example'],
    [{ sesIdentity: 'mail.ledgerline.example' }, 'senderEmail: must be mail.ledgerline.example'],
    [{ waf: 'maybe' }, 'waf'],
    [{ hostedZoneId: 'Z123' }, 'hostedZoneId needs domainName'],
    [{ chatReservedConcurrency: '-1' }, 'chatReservedConcurrency'],
    [{ wafLogRetentionDays: '10' }, "wafLogRetentionDays: one of CloudWatch Logs' retention periods"],
    [{ originSecretVersion: 'latest' }, 'originSecretVersion: a Secrets Manager VersionId'],
    [{ apiGatewayCloudWatchRole: 'yes' }, 'apiGatewayCloudWatchRole'],
  ])('rejects %o', (flags, message) => {
    const resolve = () => resolveStageConfig(withContext(flags));
    expect(resolve).toThrow(StageConfigError);
    expect(resolve).toThrow(message);
  });
});
