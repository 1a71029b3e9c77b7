import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export interface WafStackProps extends StackProps {
  /** Requests per five minutes one IP address may make to /api/ before it is blocked for a while. */
  readonly apiRateLimit: number;
}

/**
 * The web ACL in front of CloudFront. CloudFront only takes web ACLs from us-east-1, hence a stack of
 * its own there. Two rules: a per-IP rate limit on the API, and AWS's common rule set with its 8 KB
 * body-size rule only counting, because a long enquiry is a legitimate form post (the API itself
 * refuses bodies over 64 KB).
 */
export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

    const acl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('site'),
      rules: [
        {
          name: 'api-rate-limit',
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility('api-rate-limit'),
          statement: {
            rateBasedStatement: {
              limit: props.apiRateLimit,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
        },
        {
          name: 'aws-common-rules',
          priority: 1,
          overrideAction: { none: {} },
          visibilityConfig: visibility('aws-common-rules'),
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
        },
      ],
    });
    this.webAclArn = acl.attrArn;
    new CfnOutput(this, 'WebAclArn', { value: acl.attrArn });
  }
}
