import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CacheCookieBehavior,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { ARecord, AaaaRecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { StageConfig } from '#infra/config';
import { lambdaLogRetention } from '#infra/lambda-functions';
import { contentSecurityPolicy, permissionsPolicy } from '#infra/security-headers';
import { HASHED_ASSETS_PREFIX, SITE_BUILD_STAMP, type SiteBuild } from '#infra/site-build';
import { ORIGIN_SECRET_HEADER } from '#system/origin-header';
import { siteRouterCode } from '#infra/site-router';
import { acknowledgeHelperWildcards, helperFunctions } from '#infra/nag';

/** Caching of the HTML and other unhashed files: browsers revalidate, CloudFront keeps them until the next deploy invalidates. */
const pageCacheControl = [CacheControl.setPublic(), CacheControl.maxAge(Duration.seconds(0)), CacheControl.sMaxAge(Duration.days(1)), CacheControl.mustRevalidate()];
/** Vite's content-hashed files never change under the same name. */
const assetCacheControl = [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()];
/** The market trends report is shared by every visitor and changes once a quarter. */
export const trendsCacheTtl = { default: Duration.seconds(60), max: Duration.minutes(5) };

/**
 * The only viewer request headers the API sees: content negotiation (JSON or an event stream) and the
 * viewer's address for per-client limits. No Host (API Gateway needs its own), cookies or query.
 * CloudFront adds the origin secret header itself (an origin custom header).
 */
export const apiForwardedHeaders = ['Accept', 'Content-Type', 'CloudFront-Viewer-Address'];

export interface SiteProps {
  readonly config: StageConfig;
  readonly api: RestApi;
  /** Where the browser posts CVs (CSP connect-src). */
  readonly cvBucket: IBucket;
  readonly accessLogs: IBucket;
  /** The built site (checked fresh by bin/app.ts): uploaded, and the source of the CSP hashes and the page list. */
  readonly build: SiteBuild;
  /**
   * Value of the origin secret header CloudFront adds to every request to the API: a dynamic
   * reference to the Secrets Manager secret, resolved by CloudFormation, never in the template.
   */
  readonly originSecretValue: string;
  readonly webAclArn?: string;
  /** How long CloudFront waits for the API's first byte: a little over the slowest API function's timeout. */
  readonly apiReadTimeout: Duration;
}

/**
 * The site bucket, the CloudFront distribution in front of it and of the API, and the upload of the
 * built site. The bucket lives here, not in the data stack: it holds only build output that every
 * deploy uploads again, and its access policy must name this distribution. The CSP's script hashes
 * and the router's page list are read from the same build that is uploaded.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly origin: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const { config } = props;

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'Only CloudFront reads this bucket, and every request is in the distribution access logs.',
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS and friends for the site and the API',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          override: true,
          contentSecurityPolicy: contentSecurityPolicy({
            uploadOrigin: `https://${props.cvBucket.bucketRegionalDomainName}`,
            scriptHashes: props.build.inlineScriptHashes,
          }),
        },
        strictTransportSecurity: { override: true, accessControlMaxAge: Duration.days(730), includeSubdomains: true },
        contentTypeOptions: { override: true },
        frameOptions: { override: true, frameOption: HeadersFrameOption.DENY },
        referrerPolicy: { override: true, referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: permissionsPolicy, override: true },
          { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
        ],
      },
    });

    const router = new CloudFrontFunction(this, 'Router', {
      comment: 'Clean URLs to prerendered pages; unknown paths get the not-found page with 404',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(siteRouterCode(props.build.pages)),
    });

    // LIST lets S3 answer 404 rather than 403 for a file that does not exist.
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessLevels: [AccessLevel.READ, AccessLevel.LIST] });
    const apiOrigin = new RestApiOrigin(props.api, {
      readTimeout: props.apiReadTimeout,
      // Origin authentication: CloudFront overwrites a viewer's header of the same name.
      customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecretValue },
    });

    const pageCache = new CachePolicy(this, 'PageCache', {
      comment: 'Prerendered pages: cached at the edge until a deploy invalidates them',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const trendsCache = new CachePolicy(this, 'TrendsCache', {
      comment: 'The current market trends report, shared by every visitor for a minute',
      minTtl: Duration.seconds(0),
      defaultTtl: trendsCacheTtl.default,
      maxTtl: trendsCacheTtl.max,
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiRequest = new OriginRequestPolicy(this, 'ApiRequest', {
      comment: 'What the API needs from a request, nothing more',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...apiForwardedHeaders),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });

    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // POSTs are never cached by CloudFront; this makes sure no GET is either.
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Nothing to compress without a cache, and a streamed chat reply must pass through as it comes.
      compress: false,
      originRequestPolicy: apiRequest,
      responseHeadersPolicy: headers,
    };

    const certificate = config.certificateArn ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn) : undefined;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Site and API (${config.stage})`,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachedMethods: CachedMethods.CACHE_GET_HEAD,
        cachePolicy: pageCache,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [
          { function: router, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: router, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        [`/${HASHED_ASSETS_PREFIX}*`]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
          compress: true,
        },
        '/api/market-trends/*': {
          ...apiBehavior,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: trendsCache,
          compress: true,
        },
        '/api/*': apiBehavior,
      },
      // No errorResponses: they would apply to the API's JSON errors as well (see the router function).
      // With LIST access a request for the bare bucket root would list it; the router maps `/` anyway.
      defaultRootObject: 'index.html',
      domainNames: config.domainName ? [config.domainName] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe: the audience is in Ireland, and it is the cheapest class.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableIpv6: true,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
    });
    this.origin = config.domainName ? `https://${config.domainName}` : `https://${this.distribution.distributionDomainName}`;

    const nagReasons = [
      { id: 'AwsSolutions-CFR1', reason: 'The agency serves Ireland but candidates apply from abroad; no country is excluded.' },
      ...(props.webAclArn
        ? []
        : [{ id: 'AwsSolutions-CFR2', reason: 'This stage runs without the web ACL (config `waf: false`); throttling still bounds the API.' }]),
      ...(certificate
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason: 'Without a custom domain CloudFront serves its default certificate, whose TLS policy cannot be set; with one, TLSv1.2_2021 is used.',
            },
          ]),
    ];
    Validations.of(this.distribution).acknowledge(...nagReasons, {
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason: 'defaultRootObject is set, and the router function maps every clean URL to a file before S3 sees it.',
    });

    this.deploy(props.build);

    if (config.hostedZoneId && config.hostedZoneName && config.domainName) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: config.hostedZoneId, zoneName: config.hostedZoneName });
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      new ARecord(this, 'AliasA', { zone, recordName: config.domainName, target });
      new AaaaRecord(this, 'AliasAaaa', { zone, recordName: config.domainName, target });
    }
  }

  /** Hashed assets first (kept from earlier builds for pages still open), then pages, then one invalidation. */
  private deploy(build: SiteBuild): void {
    const logGroup = new LogGroup(this, 'DeploymentLogs', { retention: lambdaLogRetention, removalPolicy: RemovalPolicy.DESTROY });
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(`${build.directory}/${HASHED_ASSETS_PREFIX}`)],
      destinationBucket: this.bucket,
      destinationKeyPrefix: HASHED_ASSETS_PREFIX,
      cacheControl: assetCacheControl,
      prune: false,
      logGroup,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(build.directory, { exclude: [`${HASHED_ASSETS_PREFIX}**`, '.vite/**', SITE_BUILD_STAMP] })],
      destinationBucket: this.bucket,
      // Excluded keys are neither uploaded nor pruned, so the assets above stay.
      exclude: [`${HASHED_ASSETS_PREFIX}*`],
      cacheControl: pageCacheControl,
      prune: true,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup,
    });
    pages.node.addDependency(assets);

    // The deployment's Lambda function is a CDK-provided singleton at stack level.
    for (const helper of helperFunctions(Stack.of(this), 'Custom::CDKBucketDeployment')) {
      Validations.of(helper).acknowledge(
        { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'CDK BucketDeployment helper: writes its own logs only.' },
        { id: 'AwsSolutions-L1', reason: 'CDK BucketDeployment helper: its runtime is chosen and updated by aws-cdk-lib.' },
      );
      acknowledgeHelperWildcards(helper, 'CDK BucketDeployment helper: copies the build from the CDK asset bucket into the site bucket and invalidates the distribution.');
    }
  }
}
