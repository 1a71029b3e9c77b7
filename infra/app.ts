import { fileURLToPath } from 'node:url';
import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { agency } from '#content/agency';
import { functions, type FunctionDefinition } from '#lambdas/functions';
import type { StageConfig } from '#infra/config';
import { DataStack } from '#infra/data-stack';
import type { LambdaCode } from '#infra/lambda-functions';
import { ServiceStack } from '#infra/service-stack';
import type { SiteBuild } from '#infra/site-build';
import { WafStack } from '#infra/waf-stack';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ProductAppOptions {
  readonly config: StageConfig;
  /** The built site to upload; without it the stacks synthesise but no site files are deployed. */
  readonly siteBuild?: SiteBuild;
  /** Defaults to every function of lambdas/functions.ts. */
  readonly definitions?: Readonly<Record<string, FunctionDefinition>>;
  /** Defaults to `bundle`; tests that do not look at bundles use `placeholder`. */
  readonly lambdaCode?: LambdaCode;
}

export interface ProductStacks {
  readonly data: DataStack;
  readonly service: ServiceStack;
  readonly waf?: WafStack;
}

/** CloudFormation stack names: letters, digits and dashes. */
export function stackPrefix(stage: string): string {
  return `${agency.brandName.replace(/[^A-Za-z0-9]/g, '')}-${stage}`;
}

/**
 * The whole product for one stage: the data stack, the service stack and, when enabled, the WAF
 * stack in us-east-1; checked by cdk-nag's AwsSolutions rules during synthesis (unacknowledged errors
 * stop it).
 */
export function buildProductApp(app: App, options: ProductAppOptions): ProductStacks {
  const { config } = options;
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  const prefix = stackPrefix(config.stage);
  const account = config.account ?? process.env.CDK_DEFAULT_ACCOUNT;
  const env = { account, region: config.region };

  const waf = config.waf
    ? new WafStack(app, `${prefix}-Waf`, {
        env: { account, region: 'us-east-1' },
        description: `Web ACL in front of the CloudFront distribution (${config.stage})`,
        apiRateLimit: config.wafRateLimit,
      })
    : undefined;
  const data = new DataStack(app, `${prefix}-Data`, {
    env,
    description: `CV bucket, submission queue, tables and access logs (${config.stage})`,
    siteOrigin: config.domainName ? `https://${config.domainName}` : undefined,
  });
  const service = new ServiceStack(app, `${prefix}-Service`, {
    env,
    description: `Functions, API, CloudFront distribution, site and alarms (${config.stage})`,
    config,
    data,
    definitions: options.definitions ?? functions,
    lambdaCode: options.lambdaCode ?? 'bundle',
    projectRoot,
    siteBuild: options.siteBuild,
    webAclArn: waf?.webAclArn,
  });
  service.addStackDependency(data);
  if (waf) service.addStackDependency(waf);

  Tags.of(app).add('project', prefix.split('-')[0]!);
  Tags.of(app).add('stage', config.stage);
  return { data, service, waf };
}
