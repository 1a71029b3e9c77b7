import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  MockIntegration,
  PassthroughBehavior,
  ResponseTransferMode,
  ResponseType,
  RestApi,
  type IResource,
  type MethodDeploymentOptions,
} from 'aws-cdk-lib/aws-apigateway';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { HttpMethod } from '#system/functions';
import { lambdaLogRetention, type ProductFunction, type ProductFunctions } from '#infra/lambda-functions';

/** Stage name, also the path prefix CloudFront adds when it forwards `/api/*` to the API. */
export const API_STAGE = 'live';

/**
 * Steady requests per second and burst, per method, across all clients: they bound what abuse can
 * cost (Lambda, SES, OpenAI) while staying far above the site's real traffic. Per-client limits are
 * the WAF's rate rule and the chat handler's own.
 */
export function throttleFor(method: HttpMethod, streaming: boolean): { rateLimit: number; burstLimit: number } {
  if (streaming) return { rateLimit: 5, burstLimit: 10 };
  return method === 'GET' ? { rateLimit: 50, burstLimit: 100 } : { rateLimit: 10, burstLimit: 20 };
}

/** API Gateway's timeout for a buffered integration; a streamed reply may run as long as its function. */
const bufferedIntegrationTimeout = Duration.seconds(29);

const errorTemplate = (code: string, message: string) =>
  ({ 'application/json': JSON.stringify({ error: { code, message } }) }) as Record<string, string>;

export interface PublicApiProps {
  readonly functions: ProductFunctions;
  /** The REST API's name; it includes the stage, so each stage's metrics and alarms are its own. */
  readonly name: string;
}

/**
 * The regional REST API behind CloudFront's `/api/*`: one method per route of lambdas/system/functions.ts,
 * gateway errors in the API's own error shape, 405 for a known path with the wrong method, one JSON
 * access-log line per request and execution logs of errors. Both kinds of log need the account's API
 * Gateway CloudWatch Logs role (infra/api-gateway-account-stack.ts, or set outside this app).
 */
export class PublicApi extends Construct {
  readonly api: RestApi;
  readonly accessLogs: LogGroup;
  readonly executionLogs: LogGroup;

  constructor(scope: Construct, id: string, props: PublicApiProps) {
    super(scope, id);
    const routed = props.functions.all.filter((candidate) => candidate.definition.route);

    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: lambdaLogRetention, removalPolicy: RemovalPolicy.DESTROY });
    const methodOptions: Record<string, MethodDeploymentOptions> = {};
    for (const { definition, streams } of routed) {
      const { method, path } = definition.route!;
      const { rateLimit, burstLimit } = throttleFor(method, streams);
      // A method's own settings replace the stage's, so each repeats the logging level.
      methodOptions[`${path}/${method}`] = { throttlingRateLimit: rateLimit, throttlingBurstLimit: burstLimit, loggingLevel: MethodLoggingLevel.ERROR, dataTraceEnabled: false };
    }

    this.api = new RestApi(this, 'Api', {
      restApiName: props.name,
      description: 'Public JSON API of the site, reached through CloudFront at /api/*',
      endpointTypes: [EndpointType.REGIONAL],
      // The account-level role is set once per account and region, not by each API (see above).
      cloudWatchRole: false,
      deployOptions: {
        stageName: API_STAGE,
        accessLogDestination: new LogGroupLogDestination(this.accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
        throttlingRateLimit: 50,
        throttlingBurstLimit: 100,
        // Errors only, and never request or response bodies: they hold personal data.
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        methodOptions,
      },
    });
    // API Gateway writes execution logs to this group by name; created here so it has a retention.
    this.executionLogs = new LogGroup(this, 'ExecutionLogs', {
      logGroupName: `API-Gateway-Execution-Logs_${this.api.restApiId}/${API_STAGE}`,
      retention: lambdaLogRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.api.deploymentStage.node.addDependency(this.executionLogs);

    this.addGatewayResponses();
    const byPath = new Map<string, ProductFunction[]>();
    for (const routedFunction of routed) {
      const path = routedFunction.definition.route!.path;
      byPath.set(path, [...(byPath.get(path) ?? []), routedFunction]);
    }
    for (const [path, handlers] of byPath) {
      const resource = this.api.root.resourceForPath(path);
      for (const { definition, fn, streams } of handlers) {
        resource.addMethod(
          definition.route!.method,
          new LambdaIntegration(fn, {
            proxy: true,
            allowTestInvoke: false,
            ...(streams
              ? { responseTransferMode: ResponseTransferMode.STREAM, timeout: Duration.seconds(definition.timeoutSeconds) }
              : { timeout: bufferedIntegrationTimeout }),
          }),
        );
      }
      this.addMethodNotAllowed(resource, handlers.map((handler) => handler.definition.route!.method));
    }

    Validations.of(this.api).acknowledge(
      { id: 'AwsSolutions-APIG2', reason: "Each handler validates its body with the zod schema shared with the forms and answers in the API's error shape; a gateway model would duplicate it with another shape." },
      { id: 'AwsSolutions-APIG3', reason: 'The web ACL sits on the CloudFront distribution in front of this API (optional per stage, see the WAF stack).' },
      { id: 'AwsSolutions-APIG4', reason: 'A public, anonymous API (the spec has no sign-in); abuse is bounded by throttling, WAF and per-client limits.' },
      { id: 'AwsSolutions-COG4', reason: 'A public, anonymous API (the spec has no sign-in); there are no Cognito users.' },
    );
  }

  /** A wrong method on a known path answers 405 with `Allow`, not API Gateway's 403. */
  private addMethodNotAllowed(resource: IResource, methods: HttpMethod[]): void {
    const allow = methods.join(', ');
    resource.addMethod(
      'ANY',
      new MockIntegration({
        passthroughBehavior: PassthroughBehavior.WHEN_NO_TEMPLATES,
        requestTemplates: { 'application/json': '{"statusCode": 405}' },
        integrationResponses: [
          {
            statusCode: '405',
            responseTemplates: errorTemplate('method_not_allowed', `Use ${methods.join(' or ')}`),
            responseParameters: {
              'method.response.header.Allow': `'${allow}'`,
              'method.response.header.Cache-Control': "'no-store'",
            },
          },
        ],
      }),
      {
        methodResponses: [
          { statusCode: '405', responseParameters: { 'method.response.header.Allow': true, 'method.response.header.Cache-Control': true } },
        ],
      },
    );
  }

  /** API Gateway's own errors in the API's error shape (README › Architecture): `{ error: { code, message } }`. */
  private addGatewayResponses(): void {
    const headers = { 'Cache-Control': "'no-store'" };
    // The two defaults keep the status API Gateway chose (400, 403, 502, 503...); only the body changes.
    const responses: [string, ResponseType, string | undefined, Record<string, string>][] = [
      // An unknown path is a "missing authentication token" to API Gateway.
      ['NotFound', ResponseType.MISSING_AUTHENTICATION_TOKEN, '404', errorTemplate('not_found', 'No such API route')],
      ['Throttled', ResponseType.THROTTLED, '429', errorTemplate('rate_limited', 'Too many requests. Please try again shortly.')],
      ['TooLarge', ResponseType.REQUEST_TOO_LARGE, '413', errorTemplate('payload_too_large', 'Request entity too large')],
      ['Timeout', ResponseType.INTEGRATION_TIMEOUT, '504', errorTemplate('timeout', 'Endpoint request timed out')],
      ['Default5xx', ResponseType.DEFAULT_5XX, undefined, errorTemplate('internal_error', 'An unexpected error occurred')],
      [
        'Default4xx',
        ResponseType.DEFAULT_4XX,
        undefined,
        { 'application/json': '{"error":{"code":"bad_request","message":$context.error.messageString}}' },
      ],
    ];
    for (const [id, type, statusCode, templates] of responses) {
      this.api.addGatewayResponse(id, { type, statusCode, templates, responseHeaders: headers });
    }
  }
}
