import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildProductApp, projectRoot } from '#infra/app';
import { resolveStageConfig, StageConfigError } from '#infra/config';
import { readSiteBuild } from '#infra/site-build';

/**
 * The CDK app (`npx cdk synth|deploy`): one stage per run, chosen with `-c stage=<name>` (default
 * `prod`), its settings from cdk.json's `stages` and any `-c key=value` override, validated once here.
 */
const app = new App();
try {
  const config = resolveStageConfig((key) => app.node.tryGetContext(key));
  const siteDirectory = join(projectRoot, 'frontend', 'dist');
  const siteBuild = readSiteBuild(siteDirectory);
  if (!siteBuild) {
    console.error(
      `Note: ${siteDirectory} has no built site, so this synth uploads no site files. Run \`npm run build\` before \`cdk deploy\`.`,
    );
  }
  buildProductApp(app, { config, siteBuild });
} catch (error) {
  if (error instanceof StageConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
app.synth();
