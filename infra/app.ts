import { fileURLToPath } from 'node:url';
import { Duration, Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { functions, type FunctionDefinition } from '#system/functions';
import type { StageConfig } from '#infra/config';
import { ApiGatewayAccountStack } from '#infra/api-gateway-account-stack';
import { DataStack } from '#infra/data-stack';
import { assertProfileReadyFor, type ProfilePlaceholder } from '#infra/profile-guard';
import type { LambdaCode } from '#infra/lambda-functions';
import { ServiceStack } from '#infra/service-stack';
import type { SiteBuild } from '#infra/site-build';
import { SiteStack } from '#infra/site-stack';
import { WafStack } from '#infra/waf-stack';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ProductAppOptions {
  readonly config: StageConfig;
  /** The built site to upload (checked fresh by bin/app.ts); required unless `backendOnly`. */
  readonly siteBuild?: SiteBuild;
  /** Only the data, service (and account) stacks: the site stack and the WAF are left as they are. */
  readonly backendOnly?: boolean;
  /** Defaults to every function of lambdas/system/functions.ts. */
  readonly definitions?: Readonly<Record<string, FunctionDefinition>>;
  /** Defaults to `bundle`; tests that do not look at bundles use `placeholder`. */
  readonly lambdaCode?: LambdaCode;
  /**
   * What the agency profile (the site's and the functions' content) still holds of the repository's
   * placeholder values; a production stage refuses any. bin/app.ts reads it from the profile.
   */
  readonly agencyProfilePlaceholders: readonly ProfilePlaceholder[];
}

export interface ProductStacks {
  readonly data: DataStack;
  readonly service: ServiceStack;
  readonly site?: SiteStack;
  readonly waf?: WafStack;
  readonly apiGatewayAccount?: ApiGatewayAccountStack;
}

/** Thrown when a site deployment is asked for without a built site. */
export class MissingSiteBuildError extends Error {
  constructor() {
    super('No built site to deploy: run `npm run build`, or deploy only the backend with `-c backendOnly=true`.');
    this.name = 'MissingSiteBuildError';
  }
}

/** CloudFormation stack names (letters, digits and dashes), from the stage configuration alone. */
function stackPrefix(config: Pick<StageConfig, 'stackNamePrefix' | 'stage'>): string {
  return `${config.stackNamePrefix}-${config.stage}`;
}

/**
 * The whole product for one stage: the data stack, the service stack (functions, API, alarms), the
 * site stack (bucket, upload, CloudFront) and, when enabled, the WAF stack in us-east-1 and the
 * account's API Gateway logging role; refused for a production stage while the agency profile holds
 * placeholder values (PlaceholderProfileError names each); checked by cdk-nag's AwsSolutions rules during synthesis
 * (unacknowledged errors stop it). A site is deployed only from a build; `backendOnly` leaves the
 * site stack out, so the live site keeps the CSP and page list of the HTML it serves.
 */
export function buildProductApp(app: App, options: ProductAppOptions): ProductStacks {
  const { config } = options;
  // Before any construct: a production stage never synthesises with the profile's placeholders.
  assertProfileReadyFor(config, options.agencyProfilePlaceholders);
  if (!options.backendOnly && !options.siteBuild) throw new MissingSiteBuildError();
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  const prefix = stackPrefix(config);
  const account = config.account ?? process.env.CDK_DEFAULT_ACCOUNT;
  const env = { account, region: config.region };
  const definitions = options.definitions ?? functions;

  // One per account and region, shared by every stage there: its name has no stage.
  const apiGatewayAccount = config.apiGatewayCloudWatchRole
    ? new ApiGatewayAccountStack(app, `${config.stackNamePrefix}-ApiGatewayAccount`, {
        env,
        description: "The account's API Gateway CloudWatch Logs role, shared by every stage in this region (retained)",
      })
    : undefined;
  const data = new DataStack(app, `${prefix}-Data`, {
    env,
    description: `CV bucket, submission queue, tables and access logs (${config.stage})`,
    siteOrigin: config.domainName ? `https://${config.domainName}` : undefined,
  });
  const service = new ServiceStack(app, `${prefix}-Service`, {
    env,
    description: `Functions, API, origin secret, SES configuration set and alarms (${config.stage})`,
    config,
    data,
    definitions,
    lambdaCode: options.lambdaCode ?? 'bundle',
    projectRoot,
    apiName: `${prefix}-api`,
  });
  service.addStackDependency(data);
  if (apiGatewayAccount) service.addStackDependency(apiGatewayAccount);

  let waf: WafStack | undefined;
  let site: SiteStack | undefined;
  if (options.siteBuild && !options.backendOnly) {
    waf = config.waf
      ? new WafStack(app, `${prefix}-Waf`, {
          env: { account, region: 'us-east-1' },
          description: `Web ACL in front of the CloudFront distribution, and its logs (${config.stage})`,
          apiRateLimit: config.wafRateLimit,
          logRetentionDays: config.wafLogRetentionDays,
        })
      : undefined;
    site = new SiteStack(app, `${prefix}-Site`, {
      env,
      description: `Site bucket and files, CloudFront distribution for the site and the API (${config.stage})`,
      config,
      data,
      api: service.api.api,
      originSecret: service.originSecret,
      build: options.siteBuild,
      webAclArn: waf?.webAclArn,
      // A JSON chat reply only starts once it is complete; the default 30 s would cut a slow one short.
      apiReadTimeout: Duration.seconds(
        Math.min(120, 5 + Math.max(...Object.values(definitions).filter((definition) => definition.route).map((definition) => definition.timeoutSeconds))),
      ),
    });
    site.addStackDependency(service);
    if (waf) site.addStackDependency(waf);
  }

  Tags.of(app).add('project', config.stackNamePrefix);
  // Not on the shared account stack: each stage's deploy would rewrite its tags.
  for (const stack of [data, service, site, waf]) if (stack) Tags.of(stack).add('stage', config.stage);
  return { data, service, site, waf, apiGatewayAccount };
}
