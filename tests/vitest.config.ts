import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const alias = { '@': fileURLToPath(new URL('../frontend/src', import.meta.url)) };

/** One config, one project per kind of test, so `vitest --project X` runs one kind. */
export default defineConfig({
  root,
  resolve: { alias },
  test: {
    env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
    // Every temporary folder a test file makes lives under a root that is removed when the file ends.
    setupFiles: ['tests/support/temp-root.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      { extends: true, test: { name: 'handlers', include: ['tests/handlers/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own local stack; two cores run two at a time comfortably.
          maxWorkers: 2,
        },
      },
      { extends: true, test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
    ],
  },
});
