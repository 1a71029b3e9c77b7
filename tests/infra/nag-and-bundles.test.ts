import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { functions, type FunctionDefinition } from '#system/functions';
import { resolveStageConfig } from '#infra/config';
import { cdkJson, completedAgencyProfile, fixtureSite, synthProduct } from './cdk-test-app';

/**
 * The production path, once: the `prod` stage exactly as cdk.json configures it (no custom domain),
 * every handler bundled by the local esbuild, and cdk-nag's AwsSolutions checks, which make the
 * synthesis itself fail on any unacknowledged error.
 */
const definitions = functions as Readonly<Record<string, FunctionDefinition>>;
const config = resolveStageConfig((key) => cdkJson.context[key]);

let product: ReturnType<typeof synthProduct>;
let assembly: CloudAssembly;
let synthError: unknown;

beforeAll(() => {
  // A production stage needs a finished agency profile (tests/infra/profile-guard.test.ts).
  product = synthProduct({ config, siteBuild: fixtureSite, lambdaCode: 'bundle', agencyProfile: completedAgencyProfile });
  try {
    assembly = product.app.synth();
  } catch (error) {
    synthError = error;
  }
}, 120_000);

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        // Without a namespace CDK records an acknowledgement as `Annotation::<id>`; cdk-nag reads it either way.
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({ path: construct.node.path, id: id.replace(/^annotation::/i, ''), reason })),
      ),
  );
}

describe('cdk-nag AwsSolutions', () => {
  it('passes synthesis with no unacknowledged finding', () => {
    expect(synthError).toBeUndefined();
    const report = new AwsSolutionsChecks().validateScope(product.app);
    const unacknowledged = report.violations.map((violation) => ({
      rule: violation.ruleName,
      severity: violation.severity,
      resources: violation.violatingResources.map((resource) => resource.constructPath),
    }));
    expect(unacknowledged.filter((violation) => violation.severity === 'error')).toEqual([]);
    expect(unacknowledged, 'warnings are acknowledged with a reason too').toEqual([]);
  });

  it('gives every acknowledgement its reason', () => {
    const all = acknowledgements(product.app);
    expect(all.length).toBeGreaterThan(10);
    for (const { path, id, reason } of all) expect(reason.length, `${id} at ${path}`).toBeGreaterThan(30);
  });
});

describe('production bundles', () => {
  it.each(Object.entries(definitions))('%s is bundled by esbuild as ESM with the AWS SDK inside', (name, definition) => {
    const template = Template.fromStack(product.service);
    const [, fn] = Object.entries(template.findResources('AWS::Lambda::Function')).find(
      ([, candidate]) => candidate.Properties.Description === definition.description,
    )!;
    const handlerExport = definition.awsHandler ?? 'handler';
    expect(fn.Properties.Handler).toBe(`index.${handlerExport}`);
    const assetHash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
    const bundle = join(assembly.directory, `asset.${assetHash}`, 'index.mjs');
    expect(existsSync(bundle), `${name}: ${bundle}`).toBe(true);
    const code = readFileSync(bundle, 'utf8');
    expect(code).toMatch(new RegExp(`export\\s*\\{[^}]*\\b${handlerExport}\\b`));
    expect(code, 'no import of the runtime-provided SDK').not.toMatch(/from\s*["']@aws-sdk\//);
    // Credentials from the environment Lambda sets (lambdas/adapters/lambda-credentials.ts), not the default chain.
    expect(code, 'no SSO / INI / IMDS credential providers').not.toContain('defaultProvider::fromSSO');
    expect(code.includes('nodemailer'), 'the mail library only where mail is sent').toBe(Boolean(definition.access?.mail));
    // Each function bundles only the clients it calls: S3 where it touches the CV bucket (or probes it).
    expect(code.includes('AmazonS3'), 'the S3 client only where the CV bucket is used').toBe(Boolean(definition.access?.cvBucket || definition.access?.probe));
    // node:http through require (lambdas/adapters/node-http.cjs): its ESM facade would load Node's undici at start-up.
    expect(code, 'no ES module import of node:http').not.toMatch(/from\s*["'](?:node:)?http["']/);
    expect(existsSync(`${bundle}.map`), 'source map for stack traces').toBe(true);
    // Read when a stack trace is formatted (lambdas/adapters/bundle-source-maps.ts), not at every cold start.
    expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBeUndefined();
    expect(code, 'stack traces mapped through the source map').toContain('findOrigin');
  });
});

describe('the prod stage without a custom domain', () => {
  it('lets the site origin post CVs: the data stack owns the CORS rule, for any CloudFront name', () => {
    expect(config.domainName).toBeUndefined();
    const data = Template.fromStack(product.data);
    const rules = Object.values(data.findResources('AWS::S3::Bucket')).flatMap((bucket) => bucket.Properties.CorsConfiguration?.CorsRules ?? []);
    expect(rules).toEqual([{ AllowedOrigins: ['https://*.cloudfront.net'], AllowedMethods: ['POST'], AllowedHeaders: ['*'], MaxAge: 3600 }]);
    // No other stack writes it, so no update of the data stack can undo it.
    for (const stack of [product.service, product.site!]) expect(Template.fromStack(stack).findResources('Custom::AWS')).toEqual({});
  });

  it('serves the CloudFront default certificate and acknowledges it for this case only', () => {
    const distribution = Object.values(Template.fromStack(product.site!).findResources('AWS::CloudFront::Distribution'))[0]!;
    expect(distribution.Properties.DistributionConfig.ViewerCertificate).toBeUndefined();
    expect(acknowledgements(product.app).map((entry) => entry.id)).toContain('AwsSolutions-CFR4');
  });
});
