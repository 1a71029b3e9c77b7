import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'frontend/dist/', 'cdk.out/', '.data/', 'tests/results/', 'tests/e2e/report/', 'tests/e2e/test-results/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*'], message: 'Use an import alias (#core/…, #content/…, @/…) instead of ../../ chains.' }] }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The domain stays free of infrastructure: no AWS SDK, OpenAI or middy in lambdas/core.
    files: ['lambdas/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@aws-sdk/*', 'openai', 'openai/*', '@middy/*', '#adapters/*', '#http/*'], message: 'lambdas/core is framework-free: put this behind a port in lambdas/adapters.' }] },
      ],
    },
  },
);
