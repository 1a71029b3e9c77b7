import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/**
 * `npm start`'s local stack (`bin/local.ts`) in a child process of its own, on a free loopback port:
 * for the end-to-end suite, and for tests that kill the stack's process for real.
 */
const repositoryRoot = resolve(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** The runner's environment minus its own module-loader hooks, which must not reach the stack. */
function childEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  for (const key of Object.keys(env)) if (key.startsWith('PW_') || key.startsWith('PLAYWRIGHT_') || key.startsWith('VITEST')) delete env[key];
  return env;
}

export interface StackProcess {
  url: string;
  child: ChildProcess;
  /** The last 20,000 characters it printed. */
  output(): string;
  /** SIGTERM (the stack stops cleanly), SIGKILL after 10 s; resolves once it exited. */
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The local stack exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
  }
  throw new Error(`The local stack did not answer ${url} within ${timeoutMs / 1000}s:\n${log()}`);
}

export async function startStackProcess(options: { dataDir: string; env?: Record<string, string>; timeoutMs?: number }): Promise<StackProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    cwd: repositoryRoot,
    env: { ...childEnvironment(), ...options.env, PORT: String(port), LOCAL_DATA_DIR: options.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit').then(() => undefined);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolveDelay) => setTimeout(resolveDelay, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${url}/api/health`, child, () => output, options.timeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, output: () => output, stop };
}
