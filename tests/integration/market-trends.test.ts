import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startLocalStack, type LocalStack } from '#local/stack';
import { readLocalStackEndpoints } from '#local/stack-endpoints';
import { marketTrendsTable } from '#adapters/market-trends-table';
import { awsClients } from '#adapters/aws-clients';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { marketTrendsReportFileSchema } from '#core/schemas/market-trends';

const run = promisify(execFile);
const sampleFile = 'bin/data/market-trends-2026-q1.json';
const sample = marketTrendsReportFileSchema.parse(JSON.parse(readFileSync(sampleFile, 'utf8')));

/** The command as a developer runs it in another terminal: its own process, no stack settings inherited. */
async function publish(args: string[], env: Record<string, string> = {}) {
  const cleanEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('AWS_') && !name.endsWith('_TABLE_NAME') && name !== 'LOCAL_DATA_DIR'),
  );
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'bin/trends-publish.ts', ...args], {
      env: { ...cleanEnv, ...env },
      timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A tiny built site, so this test does not depend on `npm run build`. */
function fixtureSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  return dist;
}

async function currentReport(stack: LocalStack) {
  const response = await fetch(`${stack.url}/api/market-trends/current`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as { quarter: string } };
}

describe('market trends on the local stack', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-trends-'));
  const distDir = fixtureSite();
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startLocalStack({ port: 0, dataDir, distDir });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const storedQuarters = async () => (await marketTrendsTable(awsClients().documents, stack.resources.tables.marketTrends).listQuarters()).sort();

  it('serves the seeded report on a fresh stack, and tells other terminals where DynamoDB listens', async () => {
    const current = await currentReport(stack);
    expect(current.status).toBe(200);
    expect(current.body).toEqual(marketTrendsSeed);
    expect(current.cacheControl).toBe('public, max-age=60');
    expect(readLocalStackEndpoints(dataDir)).toMatchObject({ pid: process.pid, url: stack.url, endpoints: { DynamoDB: stack.endpoints.DynamoDB } });
  });

  it('changes nothing for a bad file, and lists what is wrong', async () => {
    const badFile = join(dataDir, 'bad-report.json');
    writeFileSync(badFile, JSON.stringify({ ...sample, quarter: 'Q2 2026', lastUpdated: '5 April 2026', sections: [{ title: 'Demand', trends: [] }] }));

    const result = await publish(['--local', '--data-dir', dataDir, badFile]);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not a valid market trends report; nothing was changed');
    expect(result.stderr).toContain('  - lastUpdated: Invalid ISO date');
    expect(result.stderr).toContain('  - sections[0].trends: Too small: expected array to have >=1 items');
    expect((await currentReport(stack)).body.quarter).toBe('Q4 2025');
    expect(await storedQuarters()).toEqual(['Q4 2025']);
  });

  it('only validates with --dry-run', async () => {
    const result = await publish(['--dry-run', '--local', '--data-dir', dataDir, sampleFile]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Dry run: nothing was written.');
    expect((await currentReport(stack)).body.quarter).toBe('Q4 2025');
  });

  it('publishes the next quarter: the API and the page switch to it, and the earlier quarter stays readable', async () => {
    // No --local: with no table named, the command finds the stack running on LOCAL_DATA_DIR.
    const result = await publish([sampleFile], { LOCAL_DATA_DIR: dataDir });

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Publishing to the local stack at ${stack.url} (table `);
    expect(result.stdout).toContain('✓ Q1 2026 is now the current market trends report (was Q4 2025).');
    expect(result.stdout).toContain('Stored quarters: Q4 2025, Q1 2026');

    const current = await currentReport(stack);
    expect(current.status).toBe(200);
    expect(current.body).toEqual(sample);
    const repository = marketTrendsTable(awsClients().documents, stack.resources.tables.marketTrends);
    expect(await repository.readReport('Q4 2025')).toEqual(marketTrendsSeed);
  });

  it('refuses to make an older quarter current again without --allow-older', async () => {
    const olderFile = join(dataDir, 'older.json');
    writeFileSync(olderFile, JSON.stringify({ ...sample, quarter: 'Q3 2025' }));
    const result = await publish(['--local', '--data-dir', dataDir, olderFile]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Q3 2025 is older than the current report (Q1 2026). Nothing was changed');
    expect((await currentReport(stack)).body.quarter).toBe('Q1 2026');
    expect(await storedQuarters()).toEqual(['Q1 2026', 'Q4 2025']);
  });

  it('keeps the published quarter current across a restart (the seed does not overwrite it)', async () => {
    await stack.stop();
    expect(existsSync(join(dataDir, 'endpoints.json'))).toBe(false);
    stack = await startLocalStack({ port: 0, dataDir, distDir });
    expect((await currentReport(stack)).body.quarter).toBe('Q1 2026');
  });

  it('tells the developer when no local stack is running', async () => {
    const result = await publish(['--local', '--data-dir', mkdtempSync(join(tmpdir(), 'no-stack-')), sampleFile]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/No local stack is running on .*Start one with `npm start`/);
  });
});
