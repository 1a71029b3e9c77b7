import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { cvBucket, submissionsQueue, tables, type TableDefinition } from '#system/resources';

export type TableKey = keyof typeof tables;

export interface DataStackProps extends StackProps {
  /**
   * The site's origin (`https://www.example.ie`) when it has a custom domain. Without one the site
   * is at a `*.cloudfront.net` name that exists only after this stack, so CORS allows that domain.
   */
  readonly siteOrigin?: string;
}

/**
 * Origins allowed to post a CV to the bucket from a browser. CORS only decides whether a page may
 * read S3's answer; what protects the bucket is the presigned POST's signed policy (key, size, type,
 * expiry), which only the API hands out. So without a custom domain, allowing every CloudFront
 * domain name costs nothing, and keeps the rule in the bucket's own stack, unchanged by any update.
 */
function cvUploadOrigins(siteOrigin: string | undefined): string[] {
  return [siteOrigin ?? 'https://*.cloudfront.net'];
}

/** How long access logs of the CV bucket and of CloudFront are kept. */
const accessLogDays = 90;

/**
 * Everything that holds state: the CV bucket, the submission queue and its dead-letter queue, the
 * tables, and the access-log bucket. Kept apart from the functions, API and distribution so those can
 * be replaced freely; every resource here is retained if the stack is ever deleted.
 */
export class DataStack extends Stack {
  readonly tables: Record<TableKey, Table>;
  readonly cvBucket: Bucket;
  readonly accessLogs: Bucket;
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, { terminationProtection: true, ...props });

    this.accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are delivered with an ACL grant, so ACLs stay usable here.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(accessLogDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    this.cvBucket = new Bucket(this, cvBucket.id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: cvBucket.versioned,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'cv-bucket/',
      // The browser posts the CV straight here with a presigned POST; nothing else crosses origins.
      cors: [cvUploadCorsRule(cvUploadOrigins(props.siteOrigin))],
      lifecycleRules: [
        // A claimed, rejected or abandoned upload leaves no old version behind for long either.
        {
          id: 'expire-unclaimed-uploads',
          prefix: cvBucket.incomingPrefix,
          expiration: Duration.days(cvBucket.incomingExpiryDays),
          noncurrentVersionExpiration: Duration.days(cvBucket.incomingNoncurrentVersionExpiryDays),
        },
        { id: 'expire-cvs', prefix: cvBucket.cvPrefix, expiration: Duration.days(cvBucket.cvExpiryDays) },
        {
          id: 'clean-old-versions',
          prefix: cvBucket.cvPrefix,
          noncurrentVersionExpiration: Duration.days(cvBucket.noncurrentVersionExpiryDays),
        },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'remove-delete-markers', expiredObjectDeleteMarker: true },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.deadLetterQueue = new Queue(this, submissionsQueue.deadLetterQueue.id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(submissionsQueue.deadLetterQueue.retentionDays),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.queue = new Queue(this, submissionsQueue.id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(submissionsQueue.visibilityTimeoutSeconds),
      // A submission must outlive a day of failed retries; the DLQ keeps it for two weeks after that.
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: submissionsQueue.maxReceiveCount },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.tables = Object.fromEntries(
      (Object.entries(tables) as [TableKey, TableDefinition][]).map(([key, definition]) => [key, this.table(definition)]),
    ) as Record<TableKey, Table>;

    // For the operator CLIs (trends publish, DLQ redrive, erase) and the deploy guide.
    new CfnOutput(this, 'CvBucketName', { value: this.cvBucket.bucketName });
    new CfnOutput(this, 'SubmissionsQueueUrl', { value: this.queue.queueUrl });
    new CfnOutput(this, 'SubmissionsDlqUrl', { value: this.deadLetterQueue.queueUrl });
    for (const [key, table] of Object.entries(this.tables)) {
      new CfnOutput(this, `${tables[key as TableKey].id}TableName`, { value: table.tableName });
    }
  }

  private table(definition: TableDefinition): Table {
    const table = new Table(this, definition.id, {
      partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
      sortKey: definition.sortKey ? { name: definition.sortKey, type: AttributeType.STRING } : undefined,
      billingMode: BillingMode.PAY_PER_REQUEST,
      // Always encrypted at rest; the AWS-owned key costs nothing and needs no key policy.
      encryption: TableEncryption.DEFAULT,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: definition.timeToLiveAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of definition.globalSecondaryIndexes ?? []) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: index.sortKey ? { name: index.sortKey, type: AttributeType.STRING } : undefined,
      });
    }
    return table;
  }
}

/** The one cross-origin rule of the CV bucket: the site's origin may POST a CV (the presigned form). */
function cvUploadCorsRule(allowedOrigins: string[]) {
  return {
    allowedOrigins,
    allowedMethods: [HttpMethods.POST],
    allowedHeaders: ['*'],
    maxAge: 3600,
  };
}
