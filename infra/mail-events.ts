import { ConfigurationSet, EmailSendingEvent, EventDestination, CloudWatchDimensionSource } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/** The dimension SES publishes every event of this configuration set under (its auto-tag). */
export const SES_CONFIGURATION_SET_DIMENSION = 'ses:configuration-set';

/** The events counted in CloudWatch for the alarms: what was sent, and what bounced or was complained about. */
const publishedMailEvents = [EmailSendingEvent.SEND, EmailSendingEvent.DELIVERY, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.REJECT];

/**
 * The SES configuration set the worker sends with: its event destination publishes sends, bounces
 * and complaints to CloudWatch (namespace AWS/SES, dimension `ses:configuration-set`), where the
 * bounce and complaint rate alarms watch them, and it turns on reputation metrics.
 */
export class MailEvents extends Construct {
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', { reputationMetrics: true, sendingEnabled: true });
    this.configurationSet.addEventDestination('ToCloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        { name: SES_CONFIGURATION_SET_DIMENSION, source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: this.configurationSet.configurationSetName },
      ]),
      events: publishedMailEvents,
    });
  }

  get configurationSetName(): string {
    return this.configurationSet.configurationSetName;
  }
}
