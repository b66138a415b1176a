// The one ESLint configuration of the workspace; the root eslint.config.mjs re-exports it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';

const APPS = ['shell', 'mfe-catalog', 'mfe-booking', 'mfe-account', 'mfe-content', 'api'];
const UI_APPS = APPS.filter((app) => app !== 'api');

/**
 * Folders of an app's src/ that any other folder may import deeply: shared code rather than a feature. Each
 * file in exposes/ is a public entry itself (a federated module).
 */
const SHARED_FOLDERS = ['shared', 'components', 'content', 'api', 'types', 'routes', 'exposes'];
/** How many folders below src/ the feature boundary is checked (the deepest source file is 2 below). */
const FEATURE_DEPTHS = [0, 1, 2, 3, 4];

/**
 * A folder of src/ is imported by the other folders through its public entry (`../detail`, its index.ts),
 * never past it (`../detail/price-panel`). Imports are matched as written, so the pattern depends on how far
 * below src/ the importing file is: from src/detail/x.ts, `../*` names a folder of src/ and `./*` its own.
 * (Dynamic import() is not checked: a lazy chunk may load one module of a feature.)
 */
function featureBoundary(depth) {
  const srcRoot = depth === 0 ? './' : '../'.repeat(depth);
  return {
    group: [
      `${srcRoot}*/**`,
      ...SHARED_FOLDERS.map((folder) => `!${srcRoot}${folder}/**`),
      // Leaving src/ is the deployable boundaries' business (below).
      `!${srcRoot}../**`,
    ],
    message:
      'Import another feature through its public entry (its folder, i.e. its index.ts); only shared folders (' +
      `${SHARED_FOLDERS.join(', ')}) may be imported deeply.`,
  };
}

/** Each file set, the apps it must not import and, for an app's files, how far below src/ they are. */
const BOUNDED_FOLDERS = [
  ...UI_APPS.flatMap((app) => [
    { files: [`${app}/src/**/*.{ts,tsx}`], forbidden: APPS.filter((other) => other !== app) },
    ...FEATURE_DEPTHS.map((depth) => ({
      files: [`${app}/src/${'*/'.repeat(depth)}*.{ts,tsx}`],
      forbidden: APPS.filter((other) => other !== app),
      featureDepth: depth,
    })),
  ]),
  { files: ['packages/*/src/**/*.{ts,tsx}'], forbidden: APPS },
];

const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration in the app env.ts only.',
};
const SQL_IN_REPOSITORIES =
  'SQL lives in repositories (api/src/**/*.repository.ts): use cases and routes call them.';
const QUERY_BUILDERS = 'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|executeQuery|with';

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
      'no-restricted-syntax': ['error', PROCESS_ENV],
    },
  },
  {
    // A use case may run a transaction (its unit of work) but writes no query: its repositories do.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.repository.ts', 'api/src/db/**', 'api/src/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        PROCESS_ENV,
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS})$/]`,
          message: SQL_IN_REPOSITORIES,
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_IN_REPOSITORIES },
      ],
    },
  },
  {
    // A route validates, authorizes, calls a use case and shapes the answer: not even a transaction.
    files: ['api/src/modules/*/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        PROCESS_ENV,
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS}|transaction)$/]`,
          message: SQL_IN_REPOSITORIES,
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_IN_REPOSITORIES },
        ...[
          'MemberExpression[property.name=/^(mailer|realtime|metrics)$/]',
          "CallExpression[callee.object.property.name='catalog'][callee.property.name=/^(changed|seatsChanged)$/]",
        ].map((selector) => ({
          selector,
          message:
            'After-commit work is an effect: return it from the use case, deliver it with app.effects.',
        })),
      ],
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: SQL_IN_REPOSITORIES }] }],
    },
  },
  {
    files: ['**/env.ts', '**/__tests__/**', '**/test/**', 'packages/e2e/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // Import boundaries: the router only through @trippy/router; a remote never imports another remote or the
  // shell (they meet through exposed modules, the URL, the shared session and browser events declared in
  // @trippy/contracts); the shell imports no remote; packages/* never import an app; inside an app, a feature
  // folder only through its public entry. ESLint keeps the options of a rule's last matching config only,
  // so each file set gets all of its patterns in one options object.
  ...BOUNDED_FOLDERS.map(({ files, forbidden, featureDepth }) => ({
    files,
    ignores: ['packages/router/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['wouter', 'regexparam'].map((name) => ({
              name,
              message: 'Import routing from @trippy/router.',
            })),
            {
              name: 'sonner',
              message:
                "Import toast from @trippy/ui: sonner's code loads with the first toast, not at start-up.",
              allowTypeImports: true,
            },
          ],
          patterns: [
            ...forbidden.map((app) => ({
              group: [`@trippy/${app}`, `@trippy/${app}/*`, `**/${app}/src/**`, `**/${app}/src`],
              message: `${app} is another deployable: meet it through an exposed module, the URL or a contract in @trippy/contracts.`,
            })),
            ...(featureDepth === undefined ? [] : [featureBoundary(featureDepth)]),
          ],
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
