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
  ['api/src/modules/catalogue/routes/packages/list.ts', "import { sql } from 'kysely';"],
  [
    'api/src/modules/catalogue/routes/packages/list.ts',
    "export const f = (db: D) => db.selectFrom('packages').execute();",
  ],
  [
    'api/src/modules/bookings/routes/bookings/create.ts',
    'export const f = (db: D) => db.transaction().execute(run);',
  ],
  ['api/src/modules/leads/routes/leads/create.ts', 'export const q = sql`select 1`;'],
];
/** A use case, a plugin, the page server: no query of their own either (a use case may open a transaction). */
const SERVICE_SQL: Snippet[] = [
  [
    'api/src/modules/bookings/create-booking.ts',
    "export const f = (db: D) => db.selectFrom('packages').execute();",
  ],
  [
    'api/src/modules/bookings/create-booking.ts',
    "export const f = (tx: D) => tx.insertInto('bookings').values(v).execute();",
  ],
  [
    'api/src/modules/waitlist/waitlist-offers.ts',
    "export const f = (tx: D) => tx.updateTable('batches').set(v).execute();",
  ],
  ['api/src/modules/leads/lead-changes.ts', "export const f = (tx: D) => tx.deleteFrom('leads').execute();"],
  ['api/src/plugins/health.ts', 'export const q = (db: D) => sql`SELECT 1`.execute(db);'],
  ['api/src/shared/csv.ts', "export const f = (db: D) => db.with('x', q).selectFrom('x').execute();"],
];
const REPOSITORY_SQL: Snippet[] = [
  [
    'api/src/modules/catalogue/packages.repository.ts',
    "export const f = (db: D) => db.selectFrom('packages').execute();",
  ],
  [
    'api/src/modules/bookings/seats.repository.ts',
    'export const q = (tx: D) => sql`UPDATE batches`.execute(tx);',
  ],
];
const SERVICE_TRANSACTION: Snippet = [
  'api/src/modules/bookings/cancel-booking.ts',
  'export const f = (db: D) => db.transaction().execute(run);',
];

const results = restrictedImports([...DEEP, ...ALLOWED, CROSS_APP]);
const sqlResults = restrictedImports([...ROUTE_SQL, ...SERVICE_SQL, ...REPOSITORY_SQL, SERVICE_TRANSACTION]);
const routeSqlResults = sqlResults.slice(0, ROUTE_SQL.length);
const serviceSqlResults = sqlResults.slice(ROUTE_SQL.length, ROUTE_SQL.length + SERVICE_SQL.length);
const repositoryResults = sqlResults.slice(ROUTE_SQL.length + SERVICE_SQL.length, -1);
const serviceTransactionResult = sqlResults.at(-1);
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
  test.each(ROUTE_SQL.map((snippet, i) => [...snippet, routeSqlResults[i]!] as const))(
    'a route may not build a query: %s %s',
    (_file, _code, messages) => {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/SQL lives in repositories/);
    },
  );

  test.each(SERVICE_SQL.map((snippet, i) => [...snippet, serviceSqlResults[i]!] as const))(
    'nor may a use case or a plugin: %s %s',
    (_file, _code, messages) => {
      expect(messages.some((message) => /SQL lives in repositories/.test(message))).toBe(true);
    },
  );

  test.each(REPOSITORY_SQL.map((snippet, i) => [...snippet, repositoryResults[i]!] as const))(
    'a repository may: %s %s',
    (_file, _code, messages) => {
      expect(messages).toEqual([]);
    },
  );

  test.each([
    'export const f = (app: A) => app.mailer.deliver([id]);',
    'export const f = (app: A) => app.realtime.notify(id, n);',
    'export const f = (app: A) => app.catalog.changed();',
  ])('a route delivers no after-commit work itself: %s', (code) => {
    const [messages] = restrictedImports([['api/src/modules/bookings/routes/bookings/cancel.ts', code]]);
    expect(messages).toEqual([expect.stringMatching(/After-commit work is an effect/)]);
  });

  test('a use case may run its transaction', () => {
    expect(serviceTransactionResult).toEqual([]);
  });
});
