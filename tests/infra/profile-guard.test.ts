import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { agency, profilePlaceholders, type AgencyProfile } from '#content/agency';
import { buildProductApp, projectRoot } from '#infra/app';
import { resolveStageConfig } from '#infra/config';
import { PlaceholderProfileError } from '#infra/profile-guard';
import { cdkJson, completedAgencyProfile, fixtureSite } from './cdk-test-app';

const configFor = (stage: string, flags: Record<string, unknown> = {}) => {
  const context: Record<string, unknown> = { ...cdkJson.context, stage, ...flags };
  return resolveStageConfig((key) => context[key]);
};

const temporaryDirectories: string[] = [];
const outdir = () => {
  const directory = mkdtempSync(join(tmpdir(), 'cdk-profile-guard-'));
  temporaryDirectories.push(directory);
  return directory;
};
afterAll(() => {
  for (const directory of temporaryDirectories) rmSync(directory, { recursive: true, force: true });
});

/** Synthesises the whole product (site included) for a stage and profile; returns the stack names. */
function synth(stage: string, agencyProfile: AgencyProfile, flags: Record<string, unknown> = {}): string[] {
  const app = new App({ context: cdkJson.context, outdir: outdir() });
  buildProductApp(app, { config: configFor(stage, flags), siteBuild: fixtureSite, lambdaCode: 'placeholder', agencyProfilePlaceholders: profilePlaceholders(agencyProfile) });
  return app.synth().stacks.map((stack) => stack.stackName);
}

function refusal(stage: string, agencyProfile: AgencyProfile, flags: Record<string, unknown> = {}): PlaceholderProfileError {
  try {
    synth(stage, agencyProfile, flags);
  } catch (error) {
    if (error instanceof PlaceholderProfileError) return error;
    throw error;
  }
  throw new Error(`stage ${stage} synthesised with placeholder values`);
}

describe('the production deploy guard on the agency profile', () => {
  it("refuses a production synth while the profile holds placeholders, naming every one and its value", () => {
    expect(agency.placeholderFields.length).toBeGreaterThan(0);
    const error = refusal('prod', agency);
    expect(error.placeholders.map((finding) => finding.field)).toEqual([...agency.placeholderFields]);
    expect(error.message).toContain('Stage "prod" is a production stage');
    expect(error.message).toContain('frontend/src/content/agency.ts');
    for (const field of agency.placeholderFields) expect(error.message).toMatch(new RegExp(`^  - ${field.replace('.', '\\.')}: .+\\(marked as a placeholder\\)$`, 'm'));
    expect(error.message).toContain(`  - licence.number: ${agency.licence.number} (marked as a placeholder)`);
    expect(error.message).toContain(`  - email: ${agency.email} (marked as a placeholder)`);
  });

  it('synthesises staging with the same placeholders, and prod once the profile is finished', () => {
    expect(configFor('staging').production).toBe(false);
    expect(synth('staging', agency)).toEqual(expect.arrayContaining(['LedgerlineRecruitment-staging-Data', 'LedgerlineRecruitment-staging-Site']));
    expect(synth('prod', completedAgencyProfile)).toEqual(expect.arrayContaining(['LedgerlineRecruitment-prod-Service', 'LedgerlineRecruitment-prod-Site']));
  }, 60_000);

  it('also names a value left on a reserved example domain after its field was unmarked', () => {
    const forgotten = { ...completedAgencyProfile, siteOrigin: 'https://www.ledgerline.example' };
    const error = refusal('prod', forgotten);
    expect(error.placeholders).toEqual([{ field: 'siteOrigin', value: 'https://www.ledgerline.example', reason: 'uses a reserved example domain' }]);
  });

  it('treats any stage marked production like prod, and lets prod be named otherwise', () => {
    expect(refusal('staging', agency, { production: 'true' }).message).toContain('Stage "staging" is a production stage');
    expect(configFor('prod', { production: 'false' }).production).toBe(false);
  });

  it('stops `cdk synth` for prod before any stack is written, with the list on stderr', () => {
    const cloudAssembly = outdir();
    const result = spawnSync(join(projectRoot, 'node_modules', '.bin', 'tsx'), [join(projectRoot, 'bin', 'app.ts')], {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 60_000,
      // What the CDK CLI hands the app: the context of cdk.json (stage prod) and the output folder.
      env: { ...process.env, CDK_CONTEXT_JSON: JSON.stringify({ ...cdkJson.context, backendOnly: 'true' }), CDK_OUTDIR: cloudAssembly },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Stage "prod" is a production stage');
    expect(result.stderr).toContain('  - licence.number: EA-0000 (marked as a placeholder)');
    expect(result.stderr).toContain('  - directors: ');
    expect(readdirSync(cloudAssembly)).toEqual([]);
  }, 90_000);
});
