import { Arn, ArnFormat, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export interface WafStackProps extends StackProps {
  /** Requests per five minutes one IP address may make to /api/ before it is blocked for a while. */
  readonly apiRateLimit: number;
  /** Days the WAF's logs of blocked and counted requests are kept. */
  readonly logRetentionDays: number;
}

/** Every block answers in the API's error shape, so the site shows its own toast, not an HTML page. */
export const wafResponses = {
  blocked: { status: 403, code: 'forbidden', message: 'This request was blocked by the site firewall.' },
  rateLimited: { status: 429, code: 'rate_limited', message: 'Too many requests. Please try again shortly.' },
} as const;

/** Labels of the AWS core rule set (AWSManagedRulesCommonRuleSet) share this namespace. */
export const coreRuleSetLabelNamespace = 'awswaf:managed:aws:core-rule-set:';

/**
 * The web ACL in front of CloudFront, with its logs. CloudFront only takes web ACLs from us-east-1,
 * hence a stack of its own there. Rules, in order:
 * 1. a per-IP rate limit on /api/ (429, code `rate_limited`);
 * 2. AWS's core rule set, counting only: it labels what it suspects;
 * 3. a block (403, code `forbidden`) of labelled requests, except the site's own form and chat posts
 *    (POST /api/*). Their bodies are free text in JSON that legitimately holds `<`, `script`, `../`,
 *    quotes, URLs and up to 5,000 characters (over the set's 8 KB body rule once escaped); the API
 *    validates every field with zod, refuses what is not JSON, and escapes all text it mails. The
 *    rule set's body rules would block real enquiries there, so they do not apply to those posts,
 *    while every other request (pages, assets, API reads) stays under all of its rules.
 */
export class WafStack extends Stack {
  readonly webAclArn: string;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });
    const body = (response: { code: string; message: string }) => ({
      contentType: 'APPLICATION_JSON',
      content: JSON.stringify({ error: { code: response.code, message: response.message } }),
    });
    const apiPath = {
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: '/api/',
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    };
    const postMethod = {
      byteMatchStatement: {
        fieldToMatch: { method: {} },
        positionalConstraint: 'EXACTLY',
        searchString: 'POST',
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    };

    const acl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('site'),
      customResponseBodies: { blocked: body(wafResponses.blocked), 'rate-limited': body(wafResponses.rateLimited) },
      rules: [
        {
          name: 'api-rate-limit',
          priority: 0,
          action: { block: { customResponse: { responseCode: wafResponses.rateLimited.status, customResponseBodyKey: 'rate-limited' } } },
          visibilityConfig: visibility('api-rate-limit'),
          statement: {
            rateBasedStatement: { limit: props.apiRateLimit, evaluationWindowSec: 300, aggregateKeyType: 'IP', scopeDownStatement: apiPath },
          },
        },
        {
          name: 'aws-common-rules',
          priority: 1,
          // Count only: its rules label requests; the next rule decides, and answers in JSON.
          overrideAction: { count: {} },
          visibilityConfig: visibility('aws-common-rules'),
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesCommonRuleSet' } },
        },
        {
          name: 'block-common-rule-matches',
          priority: 2,
          action: { block: { customResponse: { responseCode: wafResponses.blocked.status, customResponseBodyKey: 'blocked' } } },
          visibilityConfig: visibility('block-common-rule-matches'),
          statement: {
            andStatement: {
              statements: [
                { labelMatchStatement: { scope: 'NAMESPACE', key: coreRuleSetLabelNamespace } },
                { notStatement: { statement: { andStatement: { statements: [apiPath, postMethod] } } } },
              ],
            },
          },
        },
      ],
    });
    this.webAclArn = acl.attrArn;

    // WAF delivers logs only to log groups whose name starts with `aws-waf-logs-`.
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-${this.stackName}`,
      retention: props.logRetentionDays as RetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: acl.attrArn,
      // WAF wants the log group's ARN without the `:*` CloudFormation's Arn attribute ends with.
      logDestinationConfigs: [Arn.format({ service: 'logs', resource: 'log-group', resourceName: this.logGroup.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }, this)],
      // Only what the rules acted on (blocked or counted): the rest is every page view, with no use.
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
    });

    new CfnOutput(this, 'WebAclArn', { value: acl.attrArn });
    new CfnOutput(this, 'WafLogGroup', { value: this.logGroup.logGroupName });
  }
}
