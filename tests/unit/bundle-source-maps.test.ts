import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaBundleAliases } from '#system/functions';
import { lambdaBundling, lambdaNodeOptions } from '../bench/function-bundles.ts';

/**
 * A deployed function runs without `--enable-source-maps` (its cold start would parse the map), yet
 * its stack traces name the TypeScript sources: lambdas/adapters/bundle-source-maps.ts reads the map
 * when a stack is first formatted. Bundled here exactly as the bench (and the CDK app) bundle.
 */
const repositoryRoot = resolve(import.meta.dirname, '..', '..');
let bundle: string;

beforeAll(async () => {
  bundle = join(mkdtempSync(join(tmpdir(), 'bundle-source-maps-')), 'index.mjs');
  await build({
    ...lambdaBundling,
    mainFields: [...lambdaBundling.mainFields],
    external: [...lambdaBundling.external],
    alias: Object.fromEntries(Object.entries(lambdaBundleAliases).map(([module, standIn]) => [module, resolve(repositoryRoot, standIn)])),
    entryPoints: [resolve(import.meta.dirname, 'bundle-source-maps.fixture.ts')],
    bundle: true,
    outfile: bundle,
    logLevel: 'silent',
  });
}, 60_000);

/** Imports the bundle in a fresh Node (the functions' NODE_OPTIONS), runs `between`, then the failing call. */
function stackOf(between = ''): string[] {
  const script = `const m = await import(${JSON.stringify(bundle)}); ${between}; try { await m.handler(2); } catch (error) { process.stdout.write(error.stack); }`;
  const { stdout, stderr, status } = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '', NODE_OPTIONS: lambdaNodeOptions, POWERTOOLS_LOG_LEVEL: 'SILENT' },
    encoding: 'utf8',
  });
  expect(stderr, 'the child wrote to stderr').toBe('');
  expect(status).toBe(0);
  return stdout.split('\n');
}

describe('stack traces of a bundled function', () => {
  it('runs without Node reading source maps at start-up', () => {
    expect(lambdaNodeOptions).not.toContain('--enable-source-maps');
  });

  it('name the TypeScript function, file, line and column', () => {
    const [message, first, second] = stackOf();
    expect(message).toBe('Error: amount out of range');
    expect(first).toMatch(/^ {4}at checkAmount \(\S*tests\/unit\/bundle-source-maps\.fixture\.ts:5:25\)$/);
    expect(second).toMatch(/bundle-source-maps\.fixture\.ts:11:10\)$/);
  });

  it('read the map only when a stack is formatted, not while the bundle loads', async () => {
    // The map removed after the import: had the import read it, the frames would still be mapped.
    const [, first] = stackOf(`(await import('node:fs')).rmSync(${JSON.stringify(`${bundle}.map`)})`);
    expect(first).toMatch(/index\.mjs:\d+:\d+\)?$/);
    expect(first).not.toContain('bundle-source-maps.fixture.ts');
  });
});
