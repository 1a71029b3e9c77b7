import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { createRequire } from 'node:module';

/** What the figures were measured on: they mean little without it. */
export interface Machine {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  /** 1-minute load average when the bench started: other work on a shared machine skews timings. */
  loadAverage: number;
  node: string;
  chromium: string;
  lighthouse: string;
  platform: string;
  commit: string;
}

const quiet = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
  } catch {
    return 'unknown';
  }
};

export function describeMachine(chromePath: string): Machine {
  const require = createRequire(import.meta.url);
  const lighthouseVersion = (() => {
    try {
      return (require('lighthouse/package.json') as { version: string }).version;
    } catch {
      return 'not installed';
    }
  })();
  const commit = quiet('git', ['rev-parse', '--short', 'HEAD']);
  const dirty = quiet('git', ['status', '--porcelain']) ? ' (uncommitted changes)' : '';
  return {
    date: new Date().toISOString(),
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
    node: process.version,
    // Debian's wrapper script prints a shell warning after the version; keep the first line.
    chromium: quiet(chromePath, ['--version']).split('\n')[0]!.replace(/\s*built on.*$/, ''),
    lighthouse: lighthouseVersion,
    platform: `${process.platform} ${process.arch}`,
    commit: `${commit}${dirty}`,
  };
}
