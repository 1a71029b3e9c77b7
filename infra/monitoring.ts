import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { UNCONFIRMED_MAIL_LOG_MESSAGE } from '#system/functions';
import { Construct } from 'constructs';
import type { ProductFunctions } from '#infra/lambda-functions';
import { SES_CONFIGURATION_SET_DIMENSION } from '#infra/mail-events';

export interface MonitoringProps {
  readonly alarmEmail: string;
  readonly functions: ProductFunctions;
  readonly api: RestApi;
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  /** The SES configuration set the worker sends with; its events feed the bounce and complaint alarms. */
  readonly sesConfigurationSetName: string;
}

/** 5xx answers in five minutes before the API alarm fires (one is a blip; health's 503 counts too). */
export const api5xxThreshold = 5;
/** A function whose slow requests take this share of its timeout is about to fail them. */
const latencyShareOfTimeout = 0.75;
/**
 * A submission normally leaves the queue within seconds; one this old has failed several receives
 * (each waits out the 3-minute visibility timeout) or the worker is not running.
 */
export const queueAgeAlarmSeconds = 15 * 60;
/**
 * SES reviews an account at a 5 % bounce rate and 0.1 % complaint rate (and may pause sending at
 * 10 % and 0.5 %). Every email goes to the agency's own recruiters, so any bounce or complaint means
 * something is wrong with that address or its mailbox: the alarms fire at SES's review levels over an
 * hour, which at this volume is the first one.
 */
export const sesBounceRatePercent = 5;
export const sesComplaintRatePercent = 0.1;

/**
 * Alarms for what needs a person: a submission that could not be mailed (DLQ) or is stuck (queue
 * age), worker errors, throttled functions, this stage's API 5xx, API functions (the chat first of
 * all) running close to their timeout, and SES bounces and complaints. All go to one SNS topic with
 * an email subscription.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: 'Recruitment site alarms', enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason: 'CloudWatch cannot publish to a topic under the AWS-managed SNS key; alarm messages carry no personal data, so no paid customer key.',
    });
    const action = new SnsAction(this.topic);
    const alarm = (alarmId: string, description: string, metric: IMetric, threshold: number, evaluationPeriods = 1) => {
      const created = new Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      this.alarms.push(created);
      return created;
    };
    const fiveMinutes = Duration.minutes(5);

    alarm(
      'DeadLetters',
      'A submission failed five times and waits in the dead-letter queue: fix the cause, then redrive it (see README).',
      props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
      1,
    );
    alarm(
      'QueueAge',
      `The oldest queued submission is over ${queueAgeAlarmSeconds / 60} minutes old: the worker keeps failing or is not running.`,
      props.queue.metricApproximateAgeOfOldestMessage({ period: fiveMinutes, statistic: 'Maximum' }),
      queueAgeAlarmSeconds,
    );
    for (const { name, definition, fn } of props.functions.all) {
      if (!definition.route) {
        alarm(`${name}Errors`, `The ${name} function failed (its messages are retried, then dead-lettered).`, fn.metricErrors({ period: fiveMinutes }), 1);
        continue;
      }
      const limitMs = definition.timeoutSeconds * 1000 * latencyShareOfTimeout;
      alarm(
        `${name}Latency`,
        `The slowest tenth of ${definition.route.method} ${definition.route.path} requests takes over ${limitMs} ms, close to the timeout.`,
        fn.metricDuration({ period: fiveMinutes, statistic: 'p90' }),
        limitMs,
        3,
      );
    }
    const sweeper = props.functions.all.find((product) => product.name === 'submissionSweeper');
    if (sweeper) {
      const unconfirmed = new MetricFilter(this, 'UnconfirmedMailFilter', {
        logGroup: sweeper.fn.logGroup,
        metricNamespace: 'Ledgerline/Submissions',
        metricName: 'UnconfirmedMails',
        filterPattern: FilterPattern.stringValue('$.message', '=', UNCONFIRMED_MAIL_LOG_MESSAGE),
        metricValue: '1',
      });
      alarm(
        'UnconfirmedMail',
        'A worker stopped after calling SES and before recording the result: check the recruiters inbox for the logged reference (it is not sent again automatically).',
        unconfirmed.metric({ period: Duration.minutes(5), statistic: 'Sum' }),
        1,
      );
    }
    // One alarm for every function's throttles (a throttled request is a visitor's error or a delayed mail).
    const throttles = Object.fromEntries(props.functions.all.map(({ fn }, index) => [`t${index}`, fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' })]));
    alarm(
      'Throttles',
      'Lambda throttled a function (account concurrency quota, or the chat reaching its reserved concurrency): see which in the Throttles metric.',
      new MathExpression({ expression: Object.keys(throttles).join(' + '), usingMetrics: throttles, period: fiveMinutes, label: 'throttled invocations, all functions' }),
      1,
    );
    // The stage's own metrics: API name (which includes the stage) and Stage dimensions.
    alarm(
      'Api5xx',
      `The API answered ${api5xxThreshold} or more server errors in five minutes.`,
      props.api.deploymentStage.metricServerError({ period: fiveMinutes, statistic: 'Sum' }),
      api5xxThreshold,
    );

    const sesMetric = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, dimensionsMap: { [SES_CONFIGURATION_SET_DIMENSION]: props.sesConfigurationSetName }, statistic: 'Sum', period: Duration.hours(1) });
    const rate = (event: string, label: string) =>
      new MathExpression({ expression: `IF(sends > 0, 100 * events / sends, 0)`, usingMetrics: { sends: sesMetric('Send'), events: sesMetric(event) }, period: Duration.hours(1), label });
    alarm('SesBounceRate', `${sesBounceRatePercent} % or more of the submission emails bounced in an hour: check the recruiters' address.`, rate('Bounce', 'bounce rate (%)'), sesBounceRatePercent);
    alarm('SesComplaintRate', `${sesComplaintRatePercent} % or more of the submission emails were marked as spam in an hour.`, rate('Complaint', 'complaint rate (%)'), sesComplaintRatePercent);
  }
}
