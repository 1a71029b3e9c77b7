import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { raisedSubmissionLimits } from '../support/limits.ts';
import { startStackProcess } from '../support/stack-process.ts';

/**
 * Starts the local stack (`tsx bin/local.ts`: the built site and the API on loopback emulators) on a
 * free port with a throw-away data directory, and publishes its URL as BASE_URL, which the worker
 * processes (started afterwards) read in the config. With BASE_URL already set, it starts nothing.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.BASE_URL) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-local-stack-'));
  console.log('[global-setup] starting the local stack');
  let stack;
  try {
    // The suite submits many forms and chat messages from one loopback address (two projects in parallel
    // crossed the chat's 30 a minute); the limits' own tests are handler and integration tests.
    stack = await startStackProcess({ dataDir, env: { ...raisedSubmissionLimits, CHAT_RATE_LIMIT: '100000' } });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  console.log('[global-setup] started', stack.url);
  process.env.BASE_URL = stack.url;

  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
