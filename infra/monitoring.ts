import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { UNCONFIRMED_MAIL_LOG_MESSAGE } from '#core/submissions/sweep';
import { Construct } from 'constructs';
import type { ProductFunctions } from '#infra/lambda-functions';

export interface MonitoringProps {
  readonly alarmEmail: string;
  readonly functions: ProductFunctions;
  readonly api: RestApi;
  readonly deadLetterQueue: Queue;
}

/** 5xx answers in five minutes before the API alarm fires (one is a blip; health's 503 counts too). */
export const api5xxThreshold = 5;
/** A function whose slow requests take this share of its timeout is about to fail them. */
export const latencyShareOfTimeout = 0.75;

/**
 * Alarms for what needs a person: a submission that could not be mailed (DLQ), worker errors, API
 * 5xx, and API functions (the chat first of all) running close to their timeout. All go to one SNS
 * topic with an email subscription.
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

    alarm(
      'DeadLetters',
      'A submission failed five times and waits in the dead-letter queue: fix the cause, then redrive it (see README).',
      props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      1,
    );
    for (const { name, definition, fn } of props.functions.all) {
      if (!definition.route) {
        alarm(`${name}Errors`, `The ${name} function failed (its messages are retried, then dead-lettered).`, fn.metricErrors({ period: Duration.minutes(5) }), 1);
        continue;
      }
      const limitMs = definition.timeoutSeconds * 1000 * latencyShareOfTimeout;
      alarm(
        `${name}Latency`,
        `The slowest tenth of ${definition.route.method} ${definition.route.path} requests takes over ${limitMs} ms, close to the timeout.`,
        fn.metricDuration({ period: Duration.minutes(5), statistic: 'p90' }),
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
    alarm(
      'Api5xx',
      `The API answered ${api5xxThreshold} or more server errors in five minutes.`,
      props.api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      api5xxThreshold,
    );
  }
}
