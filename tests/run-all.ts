import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './support/chromium.ts';
import { lambdaRuntime } from '#infra/lambda-functions';

/**
 * `npm test`: every kind of test, cheapest first, stopping at the first failing step.
 * Typecheck and lint, unit + handler tests (with coverage), Aine's sweeps (without), CDK assertions, integration tests on a local stack,
 * then the production build and Playwright in Debian's Chromium against it.
 */

function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  const command = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing it (${command})`);
    const result = spawnSync('bash', ['-c', `DEBIAN_FRONTEND=noninteractive ${command}`], { stdio: 'inherit' });
    if (result.status === 0 && existsSync(chromiumPath)) return;
  }
  console.error(`\nThe end-to-end tests need Debian's Chromium at ${chromiumPath}. Install it with:\n\n  sudo ${command}\n`);
  process.exit(1);
}

/** Tests run on the Node major the functions run on in Lambda (the `node` dev dependency, first on npm's PATH). */
function assertLambdaNodeMajor(): void {
  const lambdaMajor = /^nodejs(\d+)\.x$/.exec(lambdaRuntime.name)?.[1];
  const major = process.versions.node.split('.')[0];
  console.log(`Node ${process.version} runs the tests; Lambda runs ${lambdaRuntime.name}.`);
  if (major !== lambdaMajor) {
    console.error(`Node ${major} is not the Lambda runtime's major (${lambdaMajor}): run the tests through npm (npm test), which puts node_modules/.bin/node first.`);
    process.exit(1);
  }
}

const steps: [string, string][] = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit and handler tests, with the coverage floor', 'npm run test:coverage'],
  ["Aine's calibration and robustness sweeps", 'npm run test:sweeps'],
  ['CDK assertions and cdk-nag', 'npm run test:infra'],
  ['integration tests (local stack)', 'npm run test:integration'],
  ['production build', 'npm run build'],
  ['end-to-end tests (Chromium)', 'npm run test:e2e'],
];

assertLambdaNodeMajor();

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, command] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  if (name.startsWith('end-to-end')) ensureChromium();
  console.log(`\n▶ ${name}: ${command}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
