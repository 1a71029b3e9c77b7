import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import type { FunctionDefinition } from '#lambdas/functions';
import type { StageConfig } from '#infra/config';
import { cvUploadCorsRule, type DataStack } from '#infra/data-stack';
import { lambdaLogRetention, ProductFunctions, type LambdaCode } from '#infra/lambda-functions';
import { PublicApi } from '#infra/api';
import { Monitoring } from '#infra/monitoring';
import { Site } from '#infra/site';
import type { SiteBuild } from '#infra/site-build';
import { helperFunctions } from '#infra/nag';

export interface ServiceStackProps extends StackProps {
  readonly config: StageConfig;
  readonly data: DataStack;
  readonly definitions: Readonly<Record<string, FunctionDefinition>>;
  readonly lambdaCode: LambdaCode;
  readonly projectRoot: string;
  readonly siteBuild?: SiteBuild;
  readonly webAclArn?: string;
}

/** Everything stateless: functions, API, distribution (with the site bucket and its upload), alarms. */
export class ServiceStack extends Stack {
  readonly functions: ProductFunctions;
  readonly api: PublicApi;
  readonly site: Site;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, props);
    const { config, data } = props;

    this.functions = new ProductFunctions(this, 'Functions', {
      definitions: props.definitions,
      data,
      config,
      code: props.lambdaCode,
      projectRoot: props.projectRoot,
    });
    this.api = new PublicApi(this, 'Api', { functions: this.functions });
    for (const { name, definition, fn } of this.functions.all) {
      if (!definition.scheduleMinutes) continue;
      new Rule(this, `${name}Schedule`, {
        description: `Runs the ${name} function every ${definition.scheduleMinutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(definition.scheduleMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 0 })],
      });
    }
    this.site = new Site(this, 'Site', {
      config,
      api: this.api.api,
      cvBucket: data.cvBucket,
      accessLogs: data.accessLogs,
      build: props.siteBuild,
      webAclArn: props.webAclArn,
      // A JSON chat reply only starts once it is complete; the default 30 s would cut a slow one short.
      apiReadTimeout: Duration.seconds(
        Math.min(120, 5 + Math.max(...Object.values(props.definitions).filter((definition) => definition.route).map((definition) => definition.timeoutSeconds))),
      ),
    });
    if (!config.domainName) this.allowUploadsFromDistribution(data);
    this.monitoring = new Monitoring(this, 'Monitoring', {
      alarmEmail: config.alarmEmail,
      functions: this.functions,
      api: this.api.api,
      deadLetterQueue: data.deadLetterQueue,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.origin });
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.site.bucket.bucketName });
  }

  /**
   * Without a custom domain the site's origin is the distribution's own name, known only once it
   * exists, so the CV bucket's CORS rule is set from here (a custom domain puts it on the bucket itself).
   */
  private allowUploadsFromDistribution(data: DataStack): void {
    const rule = cvUploadCorsRule(this.site.origin);
    const putCors = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: {
        Bucket: data.cvBucket.bucketName,
        CORSConfiguration: {
          CORSRules: [
            { AllowedOrigins: rule.allowedOrigins, AllowedMethods: rule.allowedMethods, AllowedHeaders: rule.allowedHeaders, MaxAgeSeconds: rule.maxAge },
          ],
        },
      },
      physicalResourceId: PhysicalResourceId.of('cv-bucket-cors'),
    };
    new AwsCustomResource(this, 'CvBucketCors', {
      onCreate: putCors,
      onUpdate: putCors,
      policy: AwsCustomResourcePolicy.fromStatements([new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [data.cvBucket.bucketArn] })]),
      installLatestAwsSdk: false,
      logGroup: new LogGroup(this, 'CvBucketCorsLogs', { retention: lambdaLogRetention, removalPolicy: RemovalPolicy.DESTROY }),
    });
    for (const helper of helperFunctions(this, 'AWS679f53fac002430cb0da5b7982bd2287')) {
      Validations.of(helper).acknowledge(
        { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'CDK AwsCustomResource helper: writes its own logs only.' },
        { id: 'AwsSolutions-L1', reason: 'CDK AwsCustomResource helper: its runtime is chosen and updated by aws-cdk-lib.' },
      );
    }
  }
}
