import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { raisedSubmissionLimits } from '../support/limits.ts';
import { join, resolve } from 'node:path';

/**
 * Starts the local stack (`tsx bin/local.ts`: the built site and the API on loopback emulators) on a
 * free port with a throw-away data directory, and publishes its URL as BASE_URL, which the worker
 * processes (started afterwards) read in the config. With BASE_URL already set, it starts nothing.
 */
const repositoryRoot = resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The local stack exited with code ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
  }
  throw new Error(`The local stack did not answer ${url} within ${timeoutMs / 1000}s:\n${log()}`);
}

/** The runner's environment minus its own module-loader hooks, which must not reach the stack. */
function childEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  for (const key of Object.keys(env)) if (key.startsWith('PW_') || key.startsWith('PLAYWRIGHT_')) delete env[key];
  return env;
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.BASE_URL) return undefined;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-local-stack-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    cwd: repositoryRoot,
    // The suite submits many forms from one loopback address; the limits' own test is an integration test.
    env: { ...childEnvironment(), ...raisedSubmissionLimits, PORT: String(port), LOCAL_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const baseUrl = `http://127.0.0.1:${port}`;
  console.log('[global-setup] starting', baseUrl);
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, () => output, 120_000);
  } catch (error) {
    child.kill('SIGTERM');
    await Promise.race([once(child, 'exit'), new Promise((resolveDelay) => setTimeout(resolveDelay, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.BASE_URL = baseUrl;

  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([once(child, 'exit'), new Promise((resolveDelay) => setTimeout(resolveDelay, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
