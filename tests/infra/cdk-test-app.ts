import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { agency, profilePlaceholders, type AgencyProfile } from '#content/agency';
import { buildProductApp, projectRoot, type ProductAppOptions, type ProductStacks } from '#infra/app';
import { stageConfigSchema, type StageConfigInput } from '#infra/config';
import { readSiteBuild, type SiteBuild } from '#infra/site-build';

/** cdk.json as the CLI reads it: the same feature flags and stage settings as a real synth. */
export const cdkJson = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown> & { stages: Record<string, StageConfigInput> };
};

/** A small prerendered site with an inline script, JSON-LD, a job page, hashed assets and a 404 page. */
export const fixtureSite: SiteBuild = readSiteBuild(join(projectRoot, 'tests', 'infra', 'fixtures', 'site'))!;

export const testAccount = '123456789012';

/** A stage with every option on: custom domain and DNS, WAF, a model name. */
export const fullConfig = stageConfigSchema.parse({
  stage: 'test',
  stackNamePrefix: 'LedgerlineRecruitment',
  account: testAccount,
  region: 'eu-west-1',
  domainName: 'www.ledgerline.example',
  certificateArn: `arn:aws:acm:us-east-1:${testAccount}:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab`,
  hostedZoneId: 'Z0123456789EXAMPLE',
  hostedZoneName: 'ledgerline.example',
  recruitersEmail: 'recruiters@ledgerline.example',
  senderEmail: 'no-reply@ledgerline.example',
  openAiSecretName: 'ledgerline/test/openai-api-key',
  openAiModel: 'gpt-4.1',
  alarmEmail: 'ops@ledgerline.example',
  waf: true,
});

/**
 * The profile as an agency would fill it in: real-looking values everywhere and nothing left marked
 * as a placeholder, so a production stage synthesises.
 */
export const completedAgencyProfile: AgencyProfile = {
  ...agency,
  email: 'hello@ledgerline-recruitment.ie',
  socialLinks: agency.socialLinks.map((link) => ({ ...link, url: link.url.replace(/ledgerline[.-][a-z-]*example/, 'ledgerlinerecruitment') })),
  siteOrigin: 'https://www.ledgerline-recruitment.ie',
  licence: { ...agency.licence, number: 'EA-4821' },
  directors: agency.directors.map((director) => ({ ...director, linkedinUrl: `https://www.linkedin.com/in/${director.slug}` })),
  placeholderFields: [],
};

/**
 * Builds the product app the way bin/app.ts does, into a temporary cloud assembly; with the
 * repository's agency profile unless `agencyProfile` says otherwise.
 */
export function synthProduct(
  options: Omit<ProductAppOptions, 'agencyProfilePlaceholders'> & { agencyProfile?: AgencyProfile },
): ProductStacks & { app: App } {
  const { agencyProfile = agency, ...appOptions } = options;
  const app = new App({ context: cdkJson.context, outdir: mkdtempSync(join(tmpdir(), 'cdk-test-')) });
  return { app, ...buildProductApp(app, { ...appOptions, agencyProfilePlaceholders: profilePlaceholders(agencyProfile) }) };
}
