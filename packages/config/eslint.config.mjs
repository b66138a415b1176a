// The one ESLint configuration of the workspace; the root eslint.config.mjs re-exports it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.data/**', '**/*.cjs', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, regexp },
    rules: {
      // No pattern may backtrack super-linearly: one crafted input must never stall the event loop.
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration in the app env.ts only.',
        },
      ],
    },
  },
  {
    files: ['**/env.ts', '**/__tests__/**', '**/test/**', 'packages/e2e/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The router is shared as @trippy/router (see there): importing react-router itself would bundle a
    // second copy whose routes see no router.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/router/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'Import routing from @trippy/router.',
          })),
        },
      ],
    },
  },
  {
    // jest.isolateModules needs require() to load fresh module instances.
    files: ['**/__tests__/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
