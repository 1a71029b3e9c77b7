import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * Vitest setup file: each test file gets a temporary root of its own, and `os.tmpdir()` (and so every
 * `mkdtemp` of the tests, the local stacks they start and the CDK apps they synthesise) points into it
 * until the file is done. It is removed after the file's own hooks have run, whether its tests passed or
 * failed, so no run leaves folders behind in the system temp directory.
 */
const systemTemp = tmpdir();
const root = mkdtempSync(join(systemTemp, 'vitest-'));
process.env.TMPDIR = root;

afterAll(() => {
  process.env.TMPDIR = systemTemp;
  rmSync(root, { recursive: true, force: true, maxRetries: 3 });
});
