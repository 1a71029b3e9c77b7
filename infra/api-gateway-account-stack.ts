import { RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/**
 * The account's API Gateway settings in one region: the role API Gateway uses to write access and
 * execution logs to CloudWatch Logs. Without it, the first deploy of an API with logging to an
 * account that never used API Gateway fails ("CloudWatch Logs role ARN must be set in account
 * settings to enable logging").
 *
 * It is an account-wide setting, so it lives in a stack of its own that every stage in the same
 * account and region shares (the stack name has no stage), instead of each API fighting over it.
 * Role and setting are retained if the stack is deleted: other APIs of the account may log through
 * them. Any valid role works for every API, so another tool setting it later breaks nothing; stages
 * whose account manages it elsewhere turn this stack off (`apiGatewayCloudWatchRole: false`).
 */
export class ApiGatewayAccountStack extends Stack {
  readonly role: Role;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.role = new Role(this, 'CloudWatchRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: 'Lets API Gateway write access and execution logs of every API in this account and region to CloudWatch Logs',
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    this.role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    const account = new CfnAccount(this, 'Account', { cloudWatchRoleArn: this.role.roleArn });
    account.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason: "AWS's own policy for exactly this role: API Gateway creates and writes the log groups of every API of the account, whose names are not known here.",
    });
  }
}
