import { execFileSync } from 'node:child_process';
import path from 'node:path';

type Snippet = [filePath: string, code: string];

/** Each snippet's no-restricted-imports messages, linted as the file it names (see restricted-imports.mjs). */
function restrictedImports(snippets: Snippet[]): string[][] {
  const input = JSON.stringify(snippets.map(([filePath, code]) => ({ filePath, code })));
  const output = execFileSync(process.execPath, [path.join(__dirname, 'restricted-imports.mjs')], {
    input,
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

const DEEP: Snippet[] = [
  [
    'mfe-booking/src/my-bookings/travellers-section.tsx',
    "import { X } from '../travellers/travellers-fields';",
  ],
  ['mfe-catalog/src/pages/package-detail-page.tsx', "import styles from '../detail/detail.module.css';"],
  ['mfe-account/src/exposes/operator-live.tsx', "export { OperatorLive } from '../operator/operator-live';"],
  ['mfe-content/src/app.tsx', "import { DOC_PATHS } from './pages/doc-paths';"],
  ['mfe-content/src/operator/leads/lead-row.tsx', "import { X } from '../../lead-forms/lead-modal';"],
  ['shell/src/server/render-page.tsx', "import { LAYOUT_SLOTS } from '../layout/layout';"],
];

const ALLOWED: Snippet[] = [
  ['mfe-booking/src/my-bookings/travellers-section.tsx', "import { X } from '../travellers';"],
  ['mfe-booking/src/my-bookings/travellers-section.tsx', "import { X } from './cancel-api';"],
  [
    'mfe-booking/src/confirmation/confirmation-page.tsx',
    "import styles from '../shared/booking.module.css';",
  ],
  ['mfe-catalog/src/detail/price-panel.tsx', "import { X } from '../components/package-card';"],
  ['mfe-content/src/operator/leads/lead-row.tsx', "import { X } from '../lead-notes';"],
  ['mfe-content/src/app.tsx', "import { DOC_PATHS } from './pages';"],
  ['mfe-booking/src/standalone.tsx', "import { App } from './exposes/app';"],
  ['shell/src/server/render-page.tsx', "import { matchRoute } from '../routes/match-route';"],
  // Tests may reach into any feature.
  ['mfe-booking/src/__tests__/my-bookings.test.tsx', "import { X } from '../my-bookings/cancel-dialog';"],
];

const CROSS_APP: Snippet = [
  'mfe-catalog/src/detail/price-panel.tsx',
  "import { X } from '../../../mfe-booking/src/travellers';",
];

const ROUTE_SQL: Snippet[] = [
  ['api/src/routes/packages/list.ts', "import { sql } from 'kysely';"],
  ['api/src/routes/packages/list.ts', "export const f = (db: D) => db.selectFrom('packages').execute();"],
  ['api/src/routes/bookings/create.ts', 'export const f = (db: D) => db.transaction().execute(run);'],
  ['api/src/routes/leads/create.ts', 'export const q = sql`select 1`;'],
];
const REPOSITORY_SQL: Snippet = [
  'api/src/services/packages-repo.ts',
  "export const f = (db: D) => db.selectFrom('packages').execute();",
];

const results = restrictedImports([...DEEP, ...ALLOWED, CROSS_APP]);
const sqlResults = restrictedImports([...ROUTE_SQL, REPOSITORY_SQL]);
const deepResults = results.slice(0, DEEP.length);
const allowedResults = results.slice(DEEP.length, DEEP.length + ALLOWED.length);
const crossAppResult = results[results.length - 1]!;

describe('feature boundaries inside an app', () => {
  test.each(DEEP.map((snippet, i) => [...snippet, deepResults[i]!] as const))(
    "%s may not import past another feature's entry: %s",
    (_file, _code, messages) => {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/through its public entry/);
    },
  );

  test.each(ALLOWED.map((snippet, i) => [...snippet, allowedResults[i]!] as const))(
    '%s: %s is allowed',
    (_file, _code, messages) => {
      expect(messages).toEqual([]);
    },
  );

  test('the deployables boundary still holds beside it (one options object per file set)', () => {
    expect(crossAppResult.some((message) => message.includes('mfe-booking is another deployable'))).toBe(
      true,
    );
  });
});

describe('SQL only in repositories', () => {
  test.each(ROUTE_SQL.map((snippet, i) => [...snippet, sqlResults[i]!] as const))(
    'a route may not build a query: %s %s',
    (_file, _code, messages) => {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/SQL lives in repositories/);
    },
  );

  test('a repository may', () => {
    expect(sqlResults[ROUTE_SQL.length]).toEqual([]);
  });
});
