import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { functions, type FunctionDefinition } from '#system/functions';
import { cvBucket, submissionsQueue, tables, workerTimeoutSeconds, type TableDefinition } from '#system/resources';
import { API_STAGE, throttleFor } from '#infra/api';
import { apiForwardedHeaders, trendsCacheTtl } from '#infra/site';
import { api5xxThreshold } from '#infra/monitoring';
import { fixtureSite, fullConfig, synthProduct } from './cdk-test-app';

/**
 * Resource-by-resource assertions on one synthesis of the whole product (every option on: custom
 * domain, DNS, WAF). Function code is a placeholder here; the nag test bundles the real handlers.
 */
const definitions = functions as Readonly<Record<string, FunctionDefinition>>;
const routed = Object.entries(definitions).filter(([, definition]) => definition.route);

let product: ReturnType<typeof synthProduct>;
let data: Template;
let service: Template;
let site: Template;
let waf: Template;

beforeAll(() => {
  product = synthProduct({ config: fullConfig, siteBuild: fixtureSite, lambdaCode: 'placeholder' });
  data = Template.fromStack(product.data);
  service = Template.fromStack(product.service);
  site = Template.fromStack(product.site!);
  waf = Template.fromStack(product.waf!);
}, 120_000);

type Json = Record<string, unknown>;
const resourcesOf = (template: Template, type: string) => Object.entries(template.findResources(type)) as [string, Json & { Properties: Json }][];
function only<T>(items: T[]): T {
  expect(items).toHaveLength(1);
  return items[0]!;
}
/** The service stack's view of a data-stack value (a cross-stack reference once synthesised). */
const inService = (token: string) => JSON.stringify(product.service.resolve(token));

describe('structure', () => {
  it('puts state in its own, termination-protected stack and the WAF in us-east-1', () => {
    expect(product.data.terminationProtection).toBe(true);
    expect(product.service.terminationProtection).toBe(false);
    expect(product.data.region).toBe('eu-west-1');
    expect(product.waf!.region).toBe('us-east-1');
    expect(data.findResources('AWS::Lambda::Function')).toEqual({});
    expect(data.findResources('AWS::CloudFront::Distribution')).toEqual({});
    expect(Object.keys(data.findResources('AWS::DynamoDB::Table'))).toHaveLength(Object.keys(tables).length);
  });

  it('hard-codes no physical names', () => {
    const named = ['TableName', 'BucketName', 'QueueName', 'FunctionName', 'RoleName', 'TopicName', 'LogGroupName', 'ManagedPolicyName'];
    for (const template of [data, service, site]) {
      for (const [type, byId] of Object.entries(template.toJSON().Resources as Record<string, { Type: string; Properties?: Json }>).map(
        ([id, resource]) => [resource.Type, { id, properties: resource.Properties ?? {} }] as const,
      )) {
        if (type === 'AWS::ApiGateway::RestApi' || type.startsWith('Custom::') || type === 'AWS::Route53::RecordSet') continue;
        // A literal is a hard-coded name; a reference to another resource's generated name is fine.
        for (const key of named) expect(typeof byId.properties[key], `${type} ${byId.id}.${key}`).not.toBe('string');
      }
    }
  });
});

describe('data stack', () => {
  it('creates every table on demand with point-in-time recovery, TTL and deletion protection', () => {
    for (const definition of Object.values(tables) as TableDefinition[]) {
      data.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({
          BillingMode: 'PAY_PER_REQUEST',
          DeletionProtectionEnabled: true,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          KeySchema: [{ AttributeName: definition.partitionKey, KeyType: 'HASH' }],
          ...(definition.timeToLiveAttribute
            ? { TimeToLiveSpecification: { AttributeName: definition.timeToLiveAttribute, Enabled: true } }
            : {}),
          ...(definition.globalSecondaryIndexes
            ? {
                GlobalSecondaryIndexes: definition.globalSecondaryIndexes.map((index) =>
                  Match.objectLike({ IndexName: index.indexName, Projection: { ProjectionType: 'ALL' } }),
                ),
              }
            : {}),
        }),
      });
    }
  });

  it('keeps the CV bucket private, encrypted, TLS-only and versioned, with the lifecycle of the privacy policy', () => {
    data.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'cv-bucket/' }),
        CorsConfiguration: {
          CorsRules: [{ AllowedMethods: ['POST'], AllowedOrigins: [`https://${fullConfig.domainName}`], AllowedHeaders: ['*'], MaxAge: 3600 }],
        },
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({ Prefix: cvBucket.incomingPrefix, ExpirationInDays: cvBucket.incomingExpiryDays, Status: 'Enabled' }),
            Match.objectLike({ Prefix: cvBucket.cvPrefix, ExpirationInDays: cvBucket.cvExpiryDays, Status: 'Enabled' }),
            Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: cvBucket.noncurrentVersionExpiryDays } }),
            Match.objectLike({ ExpiredObjectDeleteMarker: true }),
          ]),
        },
      }),
    });
    const [cvBucketId] = resourcesOf(data, 'AWS::S3::Bucket').find(([, bucket]) => bucket.Properties.CorsConfiguration)!;
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: cvBucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Deny', Condition: { NumericLessThan: { 's3:TlsVersion': 1.2 } } }),
        ]),
      },
    });
  });

  it('keeps no old version of an upload (claimed, rejected or abandoned) for more than a day', () => {
    const [, bucket] = resourcesOf(data, 'AWS::S3::Bucket').find(([, candidate]) => candidate.Properties.CorsConfiguration)!;
    const rules = (bucket.Properties.LifecycleConfiguration as { Rules: Json[] }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: 'incoming/', Status: 'Enabled', ExpirationInDays: 1, NoncurrentVersionExpiration: { NoncurrentDays: 1 } }),
    );
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'cvs/', NoncurrentVersionExpiration: { NoncurrentDays: 7 } }));
    // No rule over the whole bucket keeps old versions longer than that of incoming/.
    for (const rule of rules.filter((candidate) => candidate.NoncurrentVersionExpiration)) expect(rule.Prefix).toBeDefined();
    expect(rules).toContainEqual(expect.objectContaining({ ExpiredObjectDeleteMarker: true, Status: 'Enabled' }));
  });

  it('has a queue with an encrypted dead-letter queue after 5 receives and a visibility of 6x the worker timeout', () => {
    const queues = resourcesOf(data, 'AWS::SQS::Queue');
    expect(queues).toHaveLength(2);
    const [dlqId, dlq] = queues.find(([, queue]) => !queue.Properties.RedrivePolicy)!;
    const [, queue] = queues.find(([, candidate]) => candidate.Properties.RedrivePolicy)!;
    expect(queue.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      VisibilityTimeout: submissionsQueue.visibilityTimeoutSeconds,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 5 },
    });
    expect(submissionsQueue.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * workerTimeoutSeconds);
    expect(dlq.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 });
    expect(resourcesOf(data, 'AWS::SQS::QueuePolicy')).toHaveLength(2);
    data.allResourcesProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });
});

describe('functions', () => {
  const functionByDescription = (definition: FunctionDefinition) => {
    const found = resourcesOf(service, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Description === definition.description);
    expect(found, definition.description).toHaveLength(1);
    return found[0]!;
  };
  const roleStatements = (roleRef: unknown) => {
    const roleId = (roleRef as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = resourcesOf(service, 'AWS::IAM::Policy').filter(([, policy]) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId),
    );
    const role = service.toJSON().Resources[roleId] as { Properties: Json };
    expect(role.Properties.ManagedPolicyArns, `${roleId} has no managed policy`).toBeUndefined();
    return policies.flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown; Condition?: Json }[] }).Statement);
  };

  it.each(Object.entries(definitions))('%s runs on Node.js 24 arm64 with its registry settings', (name, definition) => {
    const [, fn] = functionByDescription(definition);
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: definition.memoryMb,
      Timeout: definition.timeoutSeconds,
      LoggingConfig: expect.objectContaining({ LogFormat: 'JSON' }),
    });
    const environment = (fn.Properties.Environment as { Variables: Record<string, string> }).Variables;
    expect(Object.keys(environment)).toEqual(expect.arrayContaining([cvBucket.envVar, submissionsQueue.envVar, ...Object.values(tables).map((t) => t.envVar)]));
    expect(environment.OPENAI_API_KEY, 'the key itself is never in the environment').toBeUndefined();
    if (definition.access?.openAiSecret) expect(environment.OPENAI_API_KEY_SECRET_NAME).toBe(fullConfig.openAiSecretName);
    if (definition.access?.mail) expect(environment).toMatchObject({ RECRUITERS_EMAIL: fullConfig.recruitersEmail, SENDER_EMAIL: fullConfig.senderEmail });
    else expect(environment.RECRUITERS_EMAIL, name).toBeUndefined();

    const logGroupId = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect((service.toJSON().Resources[logGroupId] as { Properties: Json }).Properties.RetentionInDays).toBe(30);
  });

  /**
   * Least privilege, written out by hand (not derived from lambdas/system/functions.ts): every action each
   * role may take, on what, and under which key condition (actions and resources in sorted order).
   * Logs are checked apart.
   */
  const expectedPermissions: Record<string, string[]> = {
    health: [
      's3:ListBucket on cvBucket',
      'dynamodb:DescribeTable on table:chatThreads,table:marketTrends,table:submissions',
      'sqs:GetQueueAttributes on queue',
      'ses:GetAccount on *',
      'secretsmanager:DescribeSecret,secretsmanager:GetSecretValue on originSecret',
    ],
    marketTrends: ['dynamodb:GetItem on table:marketTrends', 'secretsmanager:DescribeSecret,secretsmanager:GetSecretValue on originSecret'],
    chat: [
      'dynamodb:GetItem,dynamodb:PutItem,dynamodb:UpdateItem on table:chatThreads',
      'secretsmanager:GetSecretValue on secret',
      'secretsmanager:DescribeSecret,secretsmanager:GetSecretValue on originSecret',
      // A hand-over to a recruiter is a submission with no CV: no upload claim, no CV bucket.
      'dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:UpdateItem on table:submissions keys submission#*,idempotency#*,rate#*',
      'sqs:SendMessage on queue',
    ],
    uploads: ['s3:PutObject on cvBucket/incoming/*', 'dynamodb:UpdateItem on table:submissions keys rate#*', 'secretsmanager:DescribeSecret,secretsmanager:GetSecretValue on originSecret'],
    contact: [
      's3:GetObject on cvBucket/incoming/*',
      's3:PutObject on cvBucket/cvs/*',
      's3:DeleteObject on cvBucket/cvs/*,cvBucket/incoming/*',
      's3:ListBucket on cvBucket',
      'dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:UpdateItem on table:submissions keys submission#*,idempotency#*,upload#*,rate#*',
      'sqs:SendMessage on queue',
      'secretsmanager:DescribeSecret,secretsmanager:GetSecretValue on originSecret',
    ],
    submissionWorker: [
      'dynamodb:GetItem,dynamodb:UpdateItem on table:submissions keys submission#*',
      's3:GetObject on cvBucket/cvs/*',
      'sqs:ChangeMessageVisibility,sqs:DeleteMessage,sqs:GetQueueAttributes,sqs:GetQueueUrl,sqs:ReceiveMessage on queue',
      'ses:SendEmail,ses:SendRawEmail on ses-configuration-set,ses-identity',
    ],
    submissionSweeper: [
      'dynamodb:UpdateItem on table:submissions keys submission#*',
      'dynamodb:Query on table:submissions/index/byPendingState',
      'sqs:SendMessage on queue',
    ],
  };
  expectedPermissions.applications = expectedPermissions.contact!;

  /** A resource as a readable label: which of the product's resources (and which prefix or index) it is. */
  function resourceLabel(resource: unknown): string {
    const printed = JSON.stringify(resource);
    if (resource === '*') return '*';
    const known: [string, string][] = [
      ['originSecret', inService(product.service.originSecret.secretArn)],
      ['cvBucket', inService(product.data.cvBucket.bucketArn)],
      ['cvBucket/incoming/*', inService(product.data.cvBucket.arnForObjects(`${cvBucket.incomingPrefix}*`))],
      ['cvBucket/cvs/*', inService(product.data.cvBucket.arnForObjects(`${cvBucket.cvPrefix}*`))],
      ['queue', inService(product.data.queue.queueArn)],
      ...Object.entries(product.data.tables).flatMap(([key, table]): [string, string][] => [
        [`table:${key}`, inService(table.tableArn)],
        ...((tables[key as keyof typeof tables] as TableDefinition).globalSecondaryIndexes ?? []).map(
          (index): [string, string] => [`table:${key}/index/${index.indexName}`, inService(`${table.tableArn}/index/${index.indexName}`)],
        ),
      ]),
    ];
    const found = known.find(([, value]) => value === printed);
    if (found) return found[0];
    if (printed.includes(':identity/')) return 'ses-identity';
    if (printed.includes(':configuration-set/')) return 'ses-configuration-set';
    if (printed.includes(':secret:')) return 'secret';
    return `unknown ${printed}`;
  }

  it.each(Object.entries(definitions))('%s may do exactly what it needs, by action, resource and key prefix', (name, definition) => {
    const [, fn] = functionByDescription(definition);
    const statements = roleStatements(fn.Properties.Role);
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions.filter((action) => action.includes('*')), 'no wildcard actions').toEqual([]);
    expect(actions).toContain('logs:PutLogEvents');

    const granted = statements
      .filter((statement) => ![statement.Action].flat().every((action) => action.startsWith('logs:')))
      .map((statement) => {
        const resources = [statement.Resource].flat().map(resourceLabel);
        const seen = new Set<string>();
        const labels = resources.filter((label) => (seen.has(label) ? false : (seen.add(label), true))).sort();
        const keys = (statement.Condition?.['ForAllValues:StringLike'] as { 'dynamodb:LeadingKeys'?: string[] } | undefined)?.['dynamodb:LeadingKeys'];
        return `${[statement.Action].flat().sort().join(',')} on ${labels.join(',')}${keys ? ` keys ${keys.join(',')}` : ''}`;
      });
    expect(granted.sort()).toEqual([...expectedPermissions[name]!].sort());
    // Never anything for scanning, batches or the byEmail index (the erase command uses those, with an operator's credentials).
    for (const forbidden of ['dynamodb:Scan', 'dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem', 's3:DeleteObjectVersion', 's3:ListBucketVersions']) {
      expect(actions, `${name}: ${forbidden}`).not.toContain(forbidden);
    }
    expect(JSON.stringify(statements)).not.toContain('/index/byEmail');
  });

  it('scopes SES sending to the configured identity and From address', () => {
    const senders = Object.values(definitions).filter((definition) => definition.access?.mail);
    expect(senders.length).toBeGreaterThan(0);
    for (const definition of senders) {
      const statement = roleStatements(functionByDescription(definition)[1].Properties.Role).find((candidate) =>
        [candidate.Action].flat().includes('ses:SendEmail'),
      )!;
      expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': fullConfig.senderEmail } });
      const resources = JSON.stringify(statement.Resource);
      expect(resources).toContain(`:identity/${fullConfig.sesIdentity}`);
      expect(resources).not.toContain('identity/*');
    }
  });

  it('reads the OpenAI key only from its secret', () => {
    for (const definition of Object.values(definitions).filter((candidate) => candidate.access?.openAiSecret)) {
      const statement = roleStatements(functionByDescription(definition)[1].Properties.Role).find((candidate) =>
        [candidate.Action].flat().includes('secretsmanager:GetSecretValue'),
      )!;
      expect(JSON.stringify(statement.Resource)).toContain(`:secret:${fullConfig.openAiSecretName}-??????`);
    }
  });

  it('feeds the worker from the queue in batches, reporting item failures, at most 2 at a time', () => {
    const consumers = Object.values(definitions).filter((definition) => definition.access?.submissionsQueue === 'consume');
    expect(consumers).toHaveLength(1);
    service.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    service.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: JSON.parse(inService(product.data.queue.queueArn)),
      BatchSize: submissionsQueue.batchSize,
      MaximumBatchingWindowInSeconds: submissionsQueue.maxBatchingWindowSeconds,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: submissionsQueue.maxConcurrency },
    });
    expect(submissionsQueue.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * consumers[0]!.timeoutSeconds);
    const [, worker] = resourcesOf(service, 'AWS::Lambda::Function').find(([, fn]) => fn.Properties.Description === consumers[0]!.description)!;
    // 2 workers x 1 send in flight: SES's default 14 emails a second is not outrun.
    expect((worker.Properties.Environment as { Variables: Record<string, string> }).Variables.WORKER_SEND_CONCURRENCY).toBe('1');
  });
});

describe('API', () => {
  it('is a regional REST API with JSON access logs and per-method throttling', () => {
    service.hasResourceProperties('AWS::ApiGateway::RestApi', { EndpointConfiguration: { Types: ['REGIONAL'] } });
    const [, stage] = only(resourcesOf(service, 'AWS::ApiGateway::Stage'));
    expect(stage.Properties).toMatchObject({
      StageName: API_STAGE,
      AccessLogSetting: { DestinationArn: expect.anything(), Format: expect.stringContaining('"status":"$context.status"') },
    });
    const settings = stage.Properties.MethodSettings as { HttpMethod: string; ResourcePath: string; ThrottlingRateLimit: number; ThrottlingBurstLimit: number }[];
    for (const [, definition] of routed) {
      const { method, path } = definition.route!;
      const expected = throttleFor(method, Boolean(definition.streaming && definition.awsHandler));
      expect(settings).toContainEqual(
        expect.objectContaining({
          HttpMethod: method,
          ResourcePath: `/${path.replaceAll('/', '~1')}`,
          ThrottlingRateLimit: expected.rateLimit,
          ThrottlingBurstLimit: expected.burstLimit,
        }),
      );
    }
  });

  it('proxies each route to its function, streaming the streaming ones', () => {
    const methods = resourcesOf(service, 'AWS::ApiGateway::Method');
    for (const [name, definition] of routed) {
      const [fnId] = resourcesOf(service, 'AWS::Lambda::Function').find(([, fn]) => fn.Properties.Description === definition.description)!;
      const method = methods.find(
        ([, candidate]) => candidate.Properties.HttpMethod === definition.route!.method && JSON.stringify(candidate.Properties.Integration).includes(`"${fnId}"`),
      );
      expect(method, name).toBeDefined();
      const integration = method![1].Properties.Integration as { Type: string; ResponseTransferMode?: string; Uri: unknown };
      expect(integration.Type).toBe('AWS_PROXY');
      const streams = Boolean(definition.streaming && definition.awsHandler);
      expect(integration.ResponseTransferMode === 'STREAM', name).toBe(streams);
      expect(JSON.stringify(integration.Uri).includes('response-streaming-invocations'), name).toBe(streams);
      expect(method![1].Properties.AuthorizationType).toBe('NONE');
    }
    expect(routed.some(([, definition]) => definition.streaming && definition.awsHandler), 'the chat streams').toBe(true);
  });

  it('answers a wrong method with 405 and an unknown path with 404 in the API error shape', () => {
    const paths = new Set(routed.map(([, definition]) => definition.route!.path));
    const mocks = resourcesOf(service, 'AWS::ApiGateway::Method').filter(([, method]) => method.Properties.HttpMethod === 'ANY');
    expect(mocks).toHaveLength(paths.size);
    for (const [, mock] of mocks) {
      expect(mock.Properties.Integration).toMatchObject({
        Type: 'MOCK',
        IntegrationResponses: [expect.objectContaining({ StatusCode: '405', ResponseParameters: expect.objectContaining({ 'method.response.header.Allow': expect.any(String) }) })],
      });
    }
    service.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      StatusCode: '404',
      ResponseTemplates: { 'application/json': JSON.stringify({ error: { code: 'not_found', message: 'No such API route' } }) },
    });
    service.hasResourceProperties('AWS::ApiGateway::GatewayResponse', { ResponseType: 'THROTTLED', StatusCode: '429' });
  });
});

describe('site and distribution', () => {
  const distributionConfig = () => resourcesOf(site, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig as Json & {
    DefaultCacheBehavior: Json;
    CacheBehaviors: (Json & { PathPattern: string })[];
  };
  const behavior = (pattern: string) => distributionConfig().CacheBehaviors.find((candidate) => candidate.PathPattern === pattern)!;

  it('keeps the site bucket private behind CloudFront Origin Access Control', () => {
    const [siteBucketId, siteBucket] = only(resourcesOf(site, 'AWS::S3::Bucket'));
    expect(siteBucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    site.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' }),
    });
    site.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: siteBucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: ['s3:GetObject', 's3:ListBucket'],
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('routes clean URLs with a function on both viewer events and never rewrites API errors', () => {
    const config = distributionConfig();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' }), expect.objectContaining({ EventType: 'viewer-response' })],
    });
    const [, fn] = only(resourcesOf(site, 'AWS::CloudFront::Function'));
    expect(fn.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    for (const page of fixtureSite.pages) expect(fn.Properties.FunctionCode).toContain(`"${page}":1`);
  });

  it('caches hashed assets for a year, revalidates pages and invalidates on deploy', () => {
    expect(behavior('/assets/*')).toMatchObject({ CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6' }); // CachingOptimized
    const deployments = resourcesOf(site, 'Custom::CDKBucketDeployment').map(([, deployment]) => deployment.Properties);
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((deployment) => deployment.DestinationBucketKeyPrefix === 'assets/')!;
    expect(assets).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' } });
    expect(assets.DistributionPaths).toBeUndefined();
    const pages = deployments.find((deployment) => deployment !== assets)!;
    expect(pages).toMatchObject({
      Prune: true,
      Exclude: ['assets/*'],
      DistributionPaths: ['/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=0, s-maxage=86400, must-revalidate' },
    });
  });

  it('sends only the needed headers to the API, never caches it, and caches the trends read briefly', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      AllowedMethods: expect.arrayContaining(['POST']),
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
      ViewerProtocolPolicy: 'https-only',
    });
    const trends = behavior('/api/market-trends/*');
    expect(trends.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(distributionConfig().CacheBehaviors.findIndex((candidate) => candidate.PathPattern === '/api/market-trends/*')).toBeLessThan(
      distributionConfig().CacheBehaviors.findIndex((candidate) => candidate.PathPattern === '/api/*'),
    );
    site.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: trendsCacheTtl.default.toSeconds(), MaxTTL: trendsCacheTtl.max.toSeconds(), MinTTL: 0 }),
    });
    site.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: apiForwardedHeaders },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      }),
    });
    expect(apiForwardedHeaders.map((header) => header.toLowerCase())).not.toContain('host');
    const apiOrigin = (distributionConfig().Origins as { Id: string; CustomOriginConfig?: { OriginReadTimeout?: number } }[]).find(
      (origin) => origin.Id === api.TargetOriginId,
    )!;
    const slowest = Math.max(...routed.map(([, definition]) => definition.timeoutSeconds));
    expect(apiOrigin.CustomOriginConfig!.OriginReadTimeout, 'CloudFront waits for the slowest function').toBeGreaterThan(slowest);
  });

  it('sends a strict CSP (inline scripts only by hash), HSTS, nosniff, referrer and permissions policies', () => {
    const [, policy] = only(resourcesOf(site, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const config = policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Json & { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } }; CustomHeadersConfig: Json };
    const csp = JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    const scriptSrc = /script-src ([^;]*);/.exec(csp)![1]!;
    expect(scriptSrc).toBe(["'self'", ...fixtureSite.inlineScriptHashes].join(' '));
    expect(fixtureSite.inlineScriptHashes).toHaveLength(1);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toMatch(/connect-src 'self' https:\/\/.*RegionalDomainName/);
    expect(config.SecurityHeadersConfig).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 730 * 86_400, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
    expect(JSON.stringify(config.CustomHeadersConfig)).toContain('Permissions-Policy');
    for (const behaviorConfig of [distributionConfig().DefaultCacheBehavior, ...distributionConfig().CacheBehaviors]) {
      expect(behaviorConfig.ResponseHeadersPolicyId).toBeDefined();
    }
  });

  it('serves the custom domain with its us-east-1 certificate, TLS 1.2+, WAF, logs and DNS aliases', () => {
    expect(distributionConfig()).toMatchObject({
      Aliases: [fullConfig.domainName],
      ViewerCertificate: { AcmCertificateArn: fullConfig.certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      WebACLId: expect.anything(),
      Logging: expect.objectContaining({ Prefix: 'cloudfront/' }),
      HttpVersion: 'http2and3',
      PriceClass: 'PriceClass_100',
    });
    expect(JSON.stringify(distributionConfig().WebACLId)).toContain(product.waf!.stackName);
    for (const type of ['A', 'AAAA']) {
      site.hasResourceProperties('AWS::Route53::RecordSet', { Type: type, Name: `${fullConfig.domainName}.`, HostedZoneId: fullConfig.hostedZoneId });
    }
    // The CV bucket's CORS rule is the data stack's own; no stack writes it through a custom resource.
    for (const template of [data, service, site]) expect(resourcesOf(template, 'Custom::AWS')).toEqual([]);
  });
});

describe('operations', () => {
  const alarms = () => resourcesOf(service, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
  const topicRef = () => ({ Ref: resourcesOf(service, 'AWS::SNS::Topic')[0]![0] });

  it('emails alarms through an SNS topic that requires TLS', () => {
    service.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: fullConfig.alarmEmail });
    service.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    for (const alarm of alarms()) expect(alarm.AlarmActions).toEqual([topicRef()]);
  });

  it('alarms on a non-empty DLQ, worker errors, API 5xx and chat latency', () => {
    const all = alarms();
    expect(all).toContainEqual(
      expect.objectContaining({ Namespace: 'AWS/SQS', MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1, Dimensions: [{ Name: 'QueueName', Value: expect.anything() }] }),
    );
    expect(all).toContainEqual(expect.objectContaining({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Threshold: 1 }));
    expect(all).toContainEqual(expect.objectContaining({ Namespace: 'AWS/ApiGateway', MetricName: '5XXError', Threshold: api5xxThreshold }));
    const chat = Object.values(definitions).find((definition) => definition.streaming)!;
    expect(all).toContainEqual(
      expect.objectContaining({ Namespace: 'AWS/Lambda', MetricName: 'Duration', ExtendedStatistic: 'p90', Threshold: chat.timeoutSeconds * 1000 * 0.75 }),
    );
  });

  it('runs the submission sweeper every 5 minutes, and alarms on a mail that may or may not have gone out', () => {
    const [sweeperId] = resourcesOf(service, 'AWS::Lambda::Function').find(([, fn]) => fn.Properties.Description === functions.submissionSweeper.description)!;
    service.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [sweeperId, 'Arn'] } })],
    });
    service.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [sweeperId, 'Arn'] },
    });
    service.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.message = "submission mail unconfirmed" }',
      MetricTransformations: [Match.objectLike({ MetricNamespace: 'Ledgerline/Submissions', MetricName: 'UnconfirmedMails', MetricValue: '1' })],
    });
    expect(alarms()).toContainEqual(expect.objectContaining({ Namespace: 'Ledgerline/Submissions', MetricName: 'UnconfirmedMails', Threshold: 1 }));
  });

  it('puts a CloudFront web ACL in us-east-1 with a per-IP API rate rule and the common rules, answering in JSON', () => {
    waf.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'rate-limited' } } },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: fullConfig.wafRateLimit,
              AggregateKeyType: 'IP',
              ScopeDownStatement: { ByteMatchStatement: Match.objectLike({ SearchString: '/api/', PositionalConstraint: 'STARTS_WITH' }) },
            }),
          },
        }),
        Match.objectLike({
          OverrideAction: { Count: {} },
          Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' } },
        }),
        Match.objectLike({ Action: { Block: { CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: 'blocked' } } } }),
      ],
    });
  });

  it('synthesises stacks in one region each, apart from the WAF', () => {
    expect(Stack.of(product.service).region).toBe(fullConfig.region);
  });
});
