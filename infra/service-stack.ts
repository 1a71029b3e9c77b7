import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { FunctionDefinition } from '#system/functions';
import type { StageConfig } from '#infra/config';
import type { DataStack } from '#infra/data-stack';
import { ProductFunctions, type LambdaCode } from '#infra/lambda-functions';
import { PublicApi } from '#infra/api';
import { MailEvents } from '#infra/mail-events';
import { Monitoring } from '#infra/monitoring';

export interface ServiceStackProps extends StackProps {
  readonly config: StageConfig;
  readonly data: DataStack;
  readonly definitions: Readonly<Record<string, FunctionDefinition>>;
  readonly lambdaCode: LambdaCode;
  readonly projectRoot: string;
  /** Name of the REST API; includes the stage. */
  readonly apiName: string;
}

/** Length of the generated origin secret (letters and digits: a header value needs no escaping). */
const originSecretLength = 48;

/**
 * The backend, stateless: functions, the API, the origin secret CloudFront authenticates with, the
 * SES configuration set and the alarms. The site and its distribution are the site stack.
 */
export class ServiceStack extends Stack {
  readonly functions: ProductFunctions;
  readonly api: PublicApi;
  readonly originSecret: Secret;
  readonly mailEvents: MailEvents;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, props);
    const { config, data } = props;

    this.mailEvents = new MailEvents(this, 'MailEvents');
    this.functions = new ProductFunctions(this, 'Functions', {
      definitions: props.definitions,
      data,
      config,
      code: props.lambdaCode,
      projectRoot: props.projectRoot,
      reservedConcurrency: { chat: config.chatReservedConcurrency },
      sesConfigurationSetName: this.mailEvents.configurationSetName,
    });
    this.api = new PublicApi(this, 'Api', { functions: this.functions, name: props.apiName });
    for (const { name, definition, fn } of this.functions.all) {
      if (!definition.scheduleMinutes) continue;
      new Rule(this, `${name}Schedule`, {
        description: `Runs the ${name} function every ${definition.scheduleMinutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(definition.scheduleMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 0 })],
      });
    }

    // CloudFront sends this value with every request to the API; the HTTP functions refuse requests
    // without it. Generated here, never written in the template: the distribution takes it through
    // a dynamic reference and the functions read it from Secrets Manager.
    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `Header CloudFront adds to each request it forwards to the API (${config.stage}); rotate as the README says`,
      generateSecretString: { passwordLength: originSecretLength, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotated by hand in two steps (put-secret-value, then a deploy that updates the distribution; the API accepts the current and previous version meanwhile): an automatic rotation would change it without updating CloudFront.',
    });
    for (const { definition, fn } of this.functions.all) {
      if (!definition.route) continue;
      fn.addEnvironment('ORIGIN_SECRET_ARN', this.originSecret.secretArn);
      this.originSecret.grantRead(fn);
    }

    this.monitoring = new Monitoring(this, 'Monitoring', {
      alarmEmail: config.alarmEmail,
      functions: this.functions,
      api: this.api.api,
      queue: data.queue,
      deadLetterQueue: data.deadLetterQueue,
      sesConfigurationSetName: this.mailEvents.configurationSetName,
    });

    new CfnOutput(this, 'ApiName', { value: props.apiName });
    new CfnOutput(this, 'OriginSecretArn', { value: this.originSecret.secretArn, description: 'Rotate with put-secret-value, then deploy with -c originSecretVersion=<VersionId>' });
    new CfnOutput(this, 'SesConfigurationSet', { value: this.mailEvents.configurationSetName });
  }
}
