// The one ESLint configuration of the workspace; the root eslint.config.mjs re-exports it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';

const APPS = ['shell', 'mfe-catalog', 'mfe-booking', 'mfe-account', 'mfe-content', 'api'];
/** Each folder and the apps it must not import. */
const BOUNDED_FOLDERS = [
  ...APPS.filter((app) => app !== 'api').map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    forbidden: APPS.filter((other) => other !== app),
  })),
  { files: ['packages/*/src/**/*.{ts,tsx}'], forbidden: APPS },
];

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
  // Import boundaries: the router only through @trippy/router; a remote never imports another remote or the
  // shell (they meet through exposed modules, the URL, the shared session and browser events declared in
  // @trippy/contracts); the shell imports no remote; packages/* never import an app.
  ...BOUNDED_FOLDERS.map(({ files, forbidden }) => ({
    files,
    ignores: ['packages/router/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'Import routing from @trippy/router.',
          })),
          patterns: forbidden.map((app) => ({
            group: [`@trippy/${app}`, `@trippy/${app}/*`, `**/${app}/src/**`, `**/${app}/src`],
            message: `${app} is another deployable: meet it through an exposed module, the URL or a contract in @trippy/contracts.`,
          })),
        },
      ],
    },
  })),
  {
    // jest.isolateModules needs require() to load fresh module instances.
    files: ['**/__tests__/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
