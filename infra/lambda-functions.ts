import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Annotations, Aws, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { lambdaBundleAliases, type FunctionAccess, type FunctionDefinition } from '#system/functions';
import { cvBucket, submissionsQueue, tables, type TableDefinition } from '#system/resources';
import type { StageConfig } from '#infra/config';
import type { DataStack, TableKey } from '#infra/data-stack';
import { acknowledgeWildcardResource } from '#infra/nag';

/** `bundle`: esbuild bundles each handler (deployments); `placeholder`: a stub, for fast assertion tests. */
export type LambdaCode = 'bundle' | 'placeholder';

export const lambdaRuntime = Runtime.NODEJS_24_X;
export const lambdaLogRetention = RetentionDays.ONE_MONTH;

export interface ProductFunctionsProps {
  readonly definitions: Readonly<Record<string, FunctionDefinition>>;
  readonly data: DataStack;
  readonly config: StageConfig;
  readonly code: LambdaCode;
  /** Repository root: entries of lambdas/system/functions.ts are relative to it. */
  readonly projectRoot: string;
  /** Concurrency reserved for (and capping) a function, by name; 0 or absent reserves none. */
  readonly reservedConcurrency?: Readonly<Record<string, number>>;
  /** SES configuration set the mail-sending functions send with (bounce and complaint metrics). */
  readonly sesConfigurationSetName?: string;
}

export interface ProductFunction {
  readonly name: string;
  readonly definition: FunctionDefinition;
  readonly fn: NodejsFunction;
  /** True when API Gateway may invoke it with response streaming (a streamified export exists). */
  readonly streams: boolean;
}

/** Fails the synth early, with a useful message, instead of falling back to Docker bundling. */
function assertLocalEsbuild(projectRoot: string): void {
  try {
    createRequire(join(projectRoot, 'package.json')).resolve('esbuild');
  } catch {
    throw new Error('esbuild is not installed: run `npm install` (the CDK app bundles functions with the local esbuild, never Docker).');
  }
}

function exportsName(source: string, name: string): boolean {
  const escaped = name.replace(/[$]/g, '\\$');
  return (
    new RegExp(`export\\s+(?:const|let|var|(?:async\\s+)?function\\*?)\\s+${escaped}\\b`).test(source) ||
    new RegExp(`export\\s*\\{[^}]*\\b${escaped}\\b[^}]*\\}`).test(source)
  );
}

/**
 * One NodejsFunction per entry of lambdas/system/functions.ts, each with its own role and log group and
 * exactly the access its `access` field declares.
 */
export class ProductFunctions extends Construct {
  readonly all: readonly ProductFunction[];

  constructor(scope: Construct, id: string, private readonly props: ProductFunctionsProps) {
    super(scope, id);
    if (props.code === 'bundle') assertLocalEsbuild(props.projectRoot);
    this.all = Object.entries(props.definitions).map(([name, definition]) => this.build(name, definition));
  }

  private build(name: string, definition: FunctionDefinition): ProductFunction {
    const { props } = this;
    const id = name.charAt(0).toUpperCase() + name.slice(1);
    const entry = join(props.projectRoot, definition.entry);
    const access = definition.access ?? {};
    const handlerExport = definition.awsHandler ?? 'handler';

    if (props.code === 'bundle') {
      if (!existsSync(entry)) throw new Error(`functions.${name}: entry ${definition.entry} does not exist`);
      if (!exportsName(readFileSync(entry, 'utf8'), handlerExport)) {
        throw new Error(`functions.${name}: ${definition.entry} does not export \`${handlerExport}\``);
      }
    }
    const streams = Boolean(definition.streaming && definition.route && definition.awsHandler);
    if (definition.streaming && !streams) {
      Annotations.of(this).addWarningV2(
        'ledgerline:streamingWithoutAwsHandler',
        `functions.${name} streams, but names no \`awsHandler\` wrapped in awslambda.streamifyResponse: its integration stays buffered.`,
      );
    }

    const logGroup = new LogGroup(this, `${id}Logs`, { retention: lambdaLogRetention, removalPolicy: RemovalPolicy.DESTROY });
    // Our own role, not the default one: it carries no managed policy, only this function's needs.
    const role = new Role(this, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${name} function`,
    });
    logGroup.grantWrite(role);

    const fn = new NodejsFunction(this, id, {
      description: definition.description,
      entry,
      handler: props.code === 'bundle' ? handlerExport : 'index.handler',
      code: props.code === 'placeholder' ? Code.fromInline('exports.handler = async () => ({ statusCode: 503, body: "" });') : undefined,
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: definition.memoryMb,
      timeout: Duration.seconds(definition.timeoutSeconds),
      reservedConcurrentExecutions: props.reservedConcurrency?.[name] || undefined,
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: this.environment(access),
      projectRoot: props.projectRoot,
      depsLockFilePath: join(props.projectRoot, 'package-lock.json'),
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // The SDK is bundled (and tree-shaken) rather than taken from the runtime: the version we test is the one we run.
        bundleAwsSDK: true,
        externalModules: [],
        mainFields: ['module', 'main'],
        // CommonJS dependencies inside an ESM bundle still call require().
        banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        // Environment-only AWS credentials in place of the SDK's default chain (lambdas/adapters/lambda-credentials.ts).
        esbuildArgs: Object.fromEntries(
          Object.entries(lambdaBundleAliases).map(([module, standIn]) => [`--alias:${module}`, join(props.projectRoot, standIn)]),
        ),
        forceDockerBundling: false,
        logLevel: LogLevel.WARNING,
      },
    });

    this.grant(name, role, access);
    if (access.submissionsQueue === 'consume') {
      fn.addEventSource(
        new SqsEventSource(props.data.queue, {
          batchSize: submissionsQueue.batchSize,
          maxBatchingWindow: Duration.seconds(submissionsQueue.maxBatchingWindowSeconds),
          maxConcurrency: submissionsQueue.maxConcurrency,
          reportBatchItemFailures: true,
        }),
      );
    }
    return { name, definition, fn, streams };
  }

  private environment(access: FunctionAccess): Record<string, string> {
    const { data, config } = this.props;
    const environment: Record<string, string> = {
      // No NODE_OPTIONS=--enable-source-maps: it parses the map on every cold start. The map ships beside
      // the bundle, and lambdas/adapters/bundle-source-maps.ts reads it when a stack trace is formatted.
      // Names are not secrets, and lambdas/config.ts validates its `resources` section as a whole.
      [cvBucket.envVar]: data.cvBucket.bucketName,
      [submissionsQueue.envVar]: data.queue.queueUrl,
    };
    for (const [key, table] of Object.entries(data.tables)) environment[tables[key as TableKey].envVar] = table.tableName;
    if (access.mail) {
      environment.RECRUITERS_EMAIL = config.recruitersEmail;
      environment.SENDER_EMAIL = config.senderEmail;
      if (this.props.sesConfigurationSetName) environment.SES_CONFIGURATION_SET = this.props.sesConfigurationSetName;
    }
    if (access.submissionsQueue === 'consume') {
      environment.WORKER_SEND_CONCURRENCY = String(submissionsQueue.sendsInFlightPerWorker);
    }
    if (access.openAiSecret) {
      // The key itself is read from Secrets Manager at cold start; only its name is in the environment.
      environment.OPENAI_API_KEY_SECRET_NAME = config.openAiSecretName;
      if (config.openAiModel) environment.OPENAI_MODEL = config.openAiModel;
    }
    return environment;
  }

  private grant(name: string, role: Role, access: FunctionAccess): void {
    const { data, config } = this.props;
    const allow = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
      role.addToPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions, resources, conditions }));

    // Exactly the item actions each function calls, on the key prefixes it uses; Query only on the
    // indexes it reads (an index's own keys are not item keys, so no key condition there).
    for (const [key, table] of Object.entries(data.tables) as [TableKey, (typeof data.tables)[TableKey]][]) {
      const tableAccess = access[`${key}Table`];
      if (!tableAccess) continue;
      const keyCondition = tableAccess.keyPrefixes
        ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': tableAccess.keyPrefixes.map((prefix) => `${prefix}*`) } }
        : undefined;
      if (tableAccess.actions.length > 0) allow(tableAccess.actions.map((action) => `dynamodb:${action}`), [table.tableArn], keyCondition);
      const known = new Set(((tables[key] as TableDefinition).globalSecondaryIndexes ?? []).map((index) => index.indexName));
      for (const index of tableAccess.indexes ?? []) {
        if (!known.has(index)) throw new Error(`functions.${name}: the ${key} table has no index ${index}`);
        allow(['dynamodb:Query'], [`${table.tableArn}/index/${index}`]);
      }
    }

    if (access.cvBucket) {
      const { get = [], put = [], delete: remove = [], list } = access.cvBucket;
      const objectsUnder = (prefixes: readonly string[]) =>
        prefixes.map((prefix) => {
          const objects = data.cvBucket.arnForObjects(`${prefix}*`);
          acknowledgeWildcardResource(role, objects, `${name}: objects under ${prefix} are keyed by upload and submission ids known only at run time.`);
          return objects;
        });
      if (get.length) allow(['s3:GetObject'], objectsUnder(get));
      if (put.length) allow(['s3:PutObject'], objectsUnder(put));
      if (remove.length) allow(['s3:DeleteObject'], objectsUnder(remove));
      if (list) allow(['s3:ListBucket'], [data.cvBucket.bucketArn]);
    }

    if (access.submissionsQueue === 'send') allow(['sqs:SendMessage'], [data.queue.queueArn]);

    if (access.mail) {
      const identity = (name: string) => `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${name}`;
      const recruitersDomain = config.recruitersEmail.slice(config.recruitersEmail.lastIndexOf('@') + 1);
      // While the account is in the SES sandbox, SES also checks the recipient's identity; a send
      // with a configuration set is authorised on that set too.
      const configurationSet = this.props.sesConfigurationSetName
        ? [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:configuration-set/${this.props.sesConfigurationSetName}`]
        : [];
      allow(
        ['ses:SendEmail', 'ses:SendRawEmail'],
        [...new Set([identity(config.sesIdentity), identity(config.recruitersEmail), identity(recruitersDomain)]), ...configurationSet],
        { StringEquals: { 'ses:FromAddress': config.senderEmail } },
      );
    }

    if (access.openAiSecret) {
      // Secrets Manager appends six random characters to a secret's name in its ARN.
      allow(['secretsmanager:GetSecretValue'], [
        `arn:${Aws.PARTITION}:secretsmanager:${Aws.REGION}:${Aws.ACCOUNT_ID}:secret:${config.openAiSecretName}-??????`,
      ]);
    }

    if (access.probe) {
      allow(['s3:ListBucket'], [data.cvBucket.bucketArn]);
      allow(['dynamodb:DescribeTable'], Object.values(data.tables).map((table) => table.tableArn));
      allow(['sqs:GetQueueAttributes'], [data.queue.queueArn]);
      allow(['ses:GetAccount'], ['*']);
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: `${name}: ses:GetAccount has no resource type; it reads the account's sending status only.`,
      });
    }
  }
}
