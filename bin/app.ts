/**
 * The CDK app (`npx cdk synth|deploy`): one stage per run, chosen with `-c stage=<name>` (default
 * `prod`), its settings from cdk.json's `stages` and any `-c key=value` override, validated once here.
 *
 * A site is deployed only from a fresh build (`npm run build` stamps frontend/dist with a fingerprint
 * of its sources): the CSP's script hashes and the router's page list come from that HTML. Without
 * one the synth stops, unless `-c backendOnly=true` asks for the backend alone (no site stack).
 *
 * A production stage (`prod`, or any stage with `production: true`) stops too while the agency
 * profile (frontend/src/content/agency.ts) still holds placeholder values, naming each one.
 */

import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { agency, profilePlaceholders } from '#content/agency';
import { buildProductApp, projectRoot } from '#infra/app';
import { resolveStageConfig, StageConfigError } from '#infra/config';
import { PlaceholderProfileError } from '#infra/profile-guard';
import { checkSiteBuild } from '#infra/site-build';

const app = new App();
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

try {
  const config = resolveStageConfig((key) => app.node.tryGetContext(key));
  const agencyProfilePlaceholders = profilePlaceholders(agency);
  const backendOnlyFlag = app.node.tryGetContext('backendOnly') as unknown;
  if (backendOnlyFlag !== undefined && !['true', 'false', true, false].includes(backendOnlyFlag as string | boolean)) {
    fail(`-c backendOnly must be true or false, got "${String(backendOnlyFlag)}"`);
  }
  const backendOnly = backendOnlyFlag === true || backendOnlyFlag === 'true';
  if (backendOnly) {
    console.error('Backend only (-c backendOnly=true): the site stack and its WAF are not synthesised; the live site stays as it is.');
    buildProductApp(app, { config, backendOnly: true, agencyProfilePlaceholders });
  } else {
    const siteDirectory = join(projectRoot, 'frontend', 'dist');
    const site = checkSiteBuild(projectRoot, siteDirectory);
    if (!site.ok) {
      fail(
        [
          `Synth stopped: ${site.problem}.`,
          'A site deploy needs a fresh build: its CSP script hashes and page routes are made from the HTML it uploads.',
          'Run `npm run build` first (or `npm run deploy -- -c stage=<stage>`, which builds and deploys),',
          'or deploy only the backend: `npx cdk deploy --all -c backendOnly=true`.',
        ].join('\n'),
      );
    } else {
      buildProductApp(app, { config, siteBuild: site.build, agencyProfilePlaceholders });
    }
  }
} catch (error) {
  if (error instanceof StageConfigError || error instanceof PlaceholderProfileError) fail(error.message);
  throw error;
}
app.synth();
