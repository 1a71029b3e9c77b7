/**
 * ESLint for the whole repository, and the home of the dependency rule (README › Layout).
 *
 * Why here and not at the root: the repository's top level is fixed (package.json, cdk.json,
 * tsconfig.json, bin/, infra/, frontend/, lambdas/, tests/, README.md, .ci/), so the config lives with
 * the other checks in tests/ and `npm run lint` names it (`eslint -c tests/eslint.config.js .`).
 * File globs below are relative to the repository root, where npm runs ESLint.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * The dependency rule: imports flow one way.
 *
 * - frontend/ imports the content (frontend/src/content) and the shared validation schemas
 *   (lambdas/core/schemas) only: nothing else of lambdas/, nothing of infra/, bin/ or tests/.
 * - lambdas/core (the domain) imports the content, zod and Node built-ins only: no AWS SDK, OpenAI,
 *   middy, adapters, HTTP chain, handlers, system description or infra. What it needs from outside
 *   comes through its ports (lambdas/core/**\/ports.ts, rate-limit.ts).
 * - infra/ (the CDK app) imports, from outside infra/, the system description only
 *   (lambdas/system: resources, functions manifest, origin header).
 * - No import cycles anywhere.
 */
const dependencyZones = [
  { target: './frontend', from: './lambdas', except: ['./core/schemas'], message: 'The frontend imports content and the shared schemas (lambdas/core/schemas) only.' },
  { target: './frontend', from: ['./infra', './bin', './tests'], message: 'The frontend imports content and the shared schemas only.' },
  { target: './lambdas/core', from: './lambdas', except: ['./core'], message: 'lambdas/core imports content, zod and node built-ins only: put this behind a port in lambdas/adapters.' },
  { target: './lambdas/core', from: './frontend', except: ['./src/content'], message: 'lambdas/core imports content, zod and node built-ins only.' },
  { target: './lambdas/core', from: ['./infra', './bin', './tests'], message: 'lambdas/core imports content, zod and node built-ins only: the adapters know the resources.' },
  { target: './infra', from: './lambdas', except: ['./system'], message: 'infra imports the system description (lambdas/system) only from outside infra/.' },
  { target: './infra', from: ['./frontend', './bin', './tests'], message: 'infra imports the system description (lambdas/system) only from outside infra/; stage settings come from infra/config.ts.' },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'frontend/dist/', 'cdk.out/', '.data/', 'tests/results/', 'tests/e2e/report/', 'tests/e2e/test-results/', 'bench/results/', 'coverage/', 'tests/coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx dependencies too (no-cycle follows them), as import-x's TypeScript preset does.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the package.json `imports` aliases (#core/*, #system/*, ...) and the frontend's `@/*`.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*'], message: 'Use an import alias (#core/…, #content/…, @/…) instead of ../../ chains.' }] }],
      // Over every file; `import type` is not followed (it is erased at build), so keep types where both sides can import them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: dependencyZones }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The domain: content, zod, node built-ins and itself, nothing else (packages included).
    files: ['lambdas/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|node:|#core/|#content/|\\./)',
              message: 'lambdas/core imports content (#content/*), zod and node built-ins only: put this behind a port in lambdas/adapters.',
            },
          ],
        },
      ],
    },
  },
);
