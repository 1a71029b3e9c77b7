/**
 * A running local stack writes where its emulators listen to `<dataDir>/endpoints.json`, so that
 * commands started in another terminal (`npm run trends:publish -- --local`, …) reach the same
 * DynamoDB, S3 and SQS, whose ports are picked at start.
 */

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalResourceNames } from '#local/provision';

export interface LocalStackEndpoints {
  /** The process serving the stack; a file whose process is gone is stale. */
  pid: number;
  url: string;
  region: string;
  endpoints: Record<'S3' | 'SQS' | 'DynamoDB' | 'SES', string>;
  resources: LocalResourceNames;
}

export const endpointsFile = (dataDir: string) => join(dataDir, 'endpoints.json');

export function writeLocalStackEndpoints(dataDir: string, endpoints: LocalStackEndpoints): void {
  writeFileSync(endpointsFile(dataDir), `${JSON.stringify(endpoints, null, 2)}\n`);
}

export function removeLocalStackEndpoints(dataDir: string): void {
  rmSync(endpointsFile(dataDir), { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The endpoints of the stack running on `dataDir`, or undefined when none is running there. */
export function readLocalStackEndpoints(dataDir: string): LocalStackEndpoints | undefined {
  let endpoints: LocalStackEndpoints;
  try {
    endpoints = JSON.parse(readFileSync(endpointsFile(dataDir), 'utf8')) as LocalStackEndpoints;
  } catch {
    return undefined;
  }
  return isRunning(endpoints.pid) ? endpoints : undefined;
}
