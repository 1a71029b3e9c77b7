import { fork } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LocalResourceNames } from '#local/provision';
import type { LoadOptions, LoadResult } from './load.ts';

/** A local stack (bin/local/stack.ts) running in a child process on a fresh data directory. */
export interface BenchStack {
  url: string;
  mailboxUrl: string;
  endpoints: Record<'S3' | 'SQS' | 'DynamoDB' | 'SES', string>;
  resources: LocalResourceNames;
  /** The environment its handlers run with (emulator endpoints, resource names). */
  env: Record<string, string>;
  dataDir: string;
  pid: number;
  /** Lines the stack wrote to stderr (handler errors and warnings), kept in the log file. */
  stderrLines(): number;
  /** Runs the raw emulator round trip of an endpoint (raw-operations.ts) inside the stack's process. */
  runRaw(path: string, load: LoadOptions, warmUpMs: number): Promise<{ label: string; result: LoadResult }>;
  stop(): Promise<void>;
}

export async function startBenchStack(options: { env?: Record<string, string>; distDir?: string; logFile: string }): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'));
  const child = fork(resolve(import.meta.dirname, 'stack-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_STACK_OPTIONS: JSON.stringify({ dataDir, distDir: options.distDir, env: options.env }) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  let errorLines = 0;
  child.stdout!.pipe(log, { end: false });
  child.stderr!.on('data', (chunk: Buffer) => {
    errorLines += chunk.toString().split('\n').filter(Boolean).length;
    log.write(chunk);
  });

  type Ready = Omit<BenchStack, 'dataDir' | 'pid' | 'stop' | 'stderrLines' | 'runRaw'>;
  const ready = await new Promise<Ready>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`the local stack did not start within 60 s (see ${options.logFile})`)), 60_000);
    child.once('message', (message: { type: string } & Ready) => {
      clearTimeout(timer);
      resolveReady(message);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the local stack exited with code ${code} before it was ready (see ${options.logFile})`));
    });
  });

  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  let nextId = 0;
  return {
    ...ready,
    dataDir,
    pid: child.pid!,
    stderrLines: () => errorLines,
    runRaw(path, load, warmUpMs) {
      const id = (nextId += 1);
      return new Promise((resolveRaw, reject) => {
        const onMessage = (message: { type: string; id?: number; label?: string; result?: LoadResult; error?: string }) => {
          if (message.type !== 'raw-result' || message.id !== id) return;
          child.off('message', onMessage);
          if (message.error || !message.result) reject(new Error(message.error ?? 'no result'));
          else resolveRaw({ label: message.label ?? path, result: message.result });
        };
        child.on('message', onMessage);
        child.send({ type: 'raw', id, path, load, warmUpMs });
      });
    },
    async stop() {
      if (child.exitCode === null) {
        child.send({ type: 'stop' });
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
