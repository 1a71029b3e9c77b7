import { CfnOutput, SecretValue, Stack, type Duration, type StackProps } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { StageConfig } from '#infra/config';
import type { DataStack } from '#infra/data-stack';
import { Site } from '#infra/site';
import type { SiteBuild } from '#infra/site-build';

export interface SiteStackProps extends StackProps {
  readonly config: StageConfig;
  readonly data: DataStack;
  readonly api: RestApi;
  readonly originSecret: ISecret;
  readonly build: SiteBuild;
  readonly webAclArn?: string;
  /** How long CloudFront waits for the API's first byte. */
  readonly apiReadTimeout: Duration;
}

/**
 * The site: its bucket, the built files, and the CloudFront distribution in front of the site and
 * the API. A stack of its own so a backend-only deploy (`-c backendOnly=true`) leaves the live site,
 * its CSP and its page list exactly as the last site deploy left them.
 */
export class SiteStack extends Stack {
  readonly site: Site;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;
    // A dynamic reference: CloudFormation resolves it while deploying, the template holds only
    // `{{resolve:secretsmanager:…}}`. Pinning a version id (rotation) changes the template, so the
    // distribution is updated with the new value.
    const originSecretValue = SecretValue.secretsManager(props.originSecret.secretArn, { versionId: config.originSecretVersion }).unsafeUnwrap();
    this.site = new Site(this, 'Site', {
      config,
      api: props.api,
      cvBucket: props.data.cvBucket,
      accessLogs: props.data.accessLogs,
      build: props.build,
      webAclArn: props.webAclArn,
      apiReadTimeout: props.apiReadTimeout,
      originSecretValue,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.origin });
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.site.bucket.bucketName });
  }
}
