import { sql } from 'kysely';
import {
  BOOKINGS_CSV_COLUMNS,
  LEADS_CSV_COLUMNS,
  PAYMENTS_CSV_COLUMNS,
  REFUNDS_CSV_COLUMNS,
} from '@trippy/contracts';
import { todayInIndia } from '@trippy/domain';
import { newId } from '../src/db/ids';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, randomPhone, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';
import { batchStartingIn, bookSeats } from './helpers/operator-bookings';
import { parseCsv } from './helpers/csv';

const EXPORTS = {
  bookings: BOOKINGS_CSV_COLUMNS,
  leads: LEADS_CSV_COLUMNS,
  payments: PAYMENTS_CSV_COLUMNS,
  refunds: REFUNDS_CSV_COLUMNS,
} as const;
type Kind = keyof typeof EXPORTS;

/** A column of the rows (header dropped) by its name. */
function columnOf(kind: Kind, rows: string[][], name: string): string[] {
  const index = (EXPORTS[kind] as readonly string[]).indexOf(name);
  expect(index).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index] ?? '');
}

/** Rupees cells (two decimals, digits only) to paise, summed. */
function paiseSum(cells: string[]): number {
  return cells.reduce((sum, cell) => {
    if (cell === '') return sum;
    expect(cell).toMatch(/^\d+\.\d{2}$/);
    return sum + Math.round(Number(cell) * 100);
  }, 0);
}

const HYPERLINK = '=HYPERLINK("x")';
const PLUS_PHONE = '+91 98765 43210';

describe.each(DB_KINDS)('back-office CSV exports on %s', (kind) => {
  let ctx: TestContext;
  let staff: TestStaff;
  let customerToken: string;
  let packageId: string;
  const today = todayInIndia();

  const get = (url: string, token = staff.token) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const exportOf = async (kind: Kind, query = '') => {
    const res = await get(`/api/operator/exports/${kind}.csv${query}`);
    expect(res.statusCode).toBe(200);
    return parseCsv(res.body);
  };
  const sumOf = async (
    table: 'payments' | 'refund_tasks' | 'payment_refunds' | 'bookings',
    column: string,
  ) => {
    const row = await ctx.handle.db
      .selectFrom(table)
      .select(sql<string>`coalesce(sum(${sql.ref(column)}), 0)`.as('sum'))
      .executeTakeFirstOrThrow();
    return Number(row.sum);
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    staff = await createStaffToken(ctx.app, 'staff');
    const customer = await registerAndLogin(ctx.app);
    customerToken = customer.token;
    const batch = await batchStartingIn(ctx.app, 'char-dham-yatra-from-haridwar', 60);
    packageId = batch.packageId;
    const formula = await bookSeats(ctx.app, customerToken, batch, { fullName: HYPERLINK });
    const plus = await bookSeats(ctx.app, customerToken, batch, { fullName: PLUS_PHONE, seats: 2 });
    for (const [id, amount, method] of [
      [formula, 250_000, 'cash'],
      [plus, 100_050, 'upi'],
    ] as const) {
      const paid = await ctx.app.inject({
        method: 'POST',
        url: `/api/operator/bookings/${id}/payments`,
        headers: bearer(staff.token),
        payload: { kind: 'advance', amount, method, receivedOn: today },
      });
      expect(paid.statusCode).toBe(201);
    }
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${formula}/cancel`,
      headers: bearer(staff.token),
      payload: { reason: 'customer-request' },
    });
    expect(cancelled.statusCode).toBe(200);
    await ctx.handle.db
      .insertInto('leads')
      .values({
        id: newId(),
        form: 'side',
        first_name: HYPERLINK,
        last_name: '',
        email: '',
        country_code: '91',
        phone: randomPhone(),
        travelers: 2,
        package_type: null,
        trip_type: 'chardham',
        message: '@SUM(A1) call me',
        status: 'contacted',
        created_at: new Date(),
      })
      .execute();
  });
  afterAll(() => ctx.close());

  it.each(Object.keys(EXPORTS) as Kind[])(
    '%s.csv: staff get a download with the BOM, the header row and a dated name',
    async (kind) => {
      const res = await get(`/api/operator/exports/${kind}.csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${kind}-${today}.csv"`);
      expect(res.headers['x-export-truncated']).toBe('false');
      expect(res.body.charCodeAt(0)).toBe(0xfeff);
      const rows = parseCsv(res.body);
      expect(rows[0]).toEqual([...EXPORTS[kind]]);
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    },
  );

  it.each(Object.keys(EXPORTS) as Kind[])(
    '%s.csv: a customer and an anonymous caller are refused',
    async (kind) => {
      expect((await get(`/api/operator/exports/${kind}.csv`, customerToken)).statusCode).toBe(401);
      expect((await ctx.app.inject(`/api/operator/exports/${kind}.csv`)).statusCode).toBe(401);
    },
  );

  it.each([
    ['bookings', '?status=lost'],
    ['bookings', '?from=2026-02-30'],
    ['bookings', '?packageId=nope'],
    ['bookings', '?departureFrom=2026-05-02&departureTo=2026-05-01'],
    ['leads', '?status=won'],
    ['leads', '?from=2026-05-02&to=2026-05-01'],
    ['payments', '?method=cheque'],
    ['payments', '?to=yesterday'],
    ['refunds', '?status=done'],
    ['refunds', '?via=post'],
  ] as const)('%s.csv%s: a bad filter is a 400', async (kind, query) => {
    const res = await get(`/api/operator/exports/${kind}.csv${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('bookings: the money parses back to the database, a cancelled booking owes nothing', async () => {
    const rows = await exportOf('bookings');
    expect(paiseSum(columnOf('bookings', rows, 'Paid (INR)'))).toBe(await sumOf('bookings', 'amount_paid'));
    expect(paiseSum(columnOf('bookings', rows, 'Total (INR)'))).toBe(await sumOf('bookings', 'total'));
    const status = columnOf('bookings', rows, 'Status');
    const due = columnOf('bookings', rows, 'Due (INR)');
    const refund = columnOf('bookings', rows, 'Refund (INR)');
    status.forEach((value, i) => {
      if (value === 'cancelled') {
        expect(due[i]).toBe('0.00');
        expect(refund[i]).toMatch(/^\d+\.\d{2}$/);
      } else expect(refund[i]).toBe('');
    });
    expect(columnOf('bookings', rows, 'Booking').every((ref) => /^TH-\d{2}-\d+$/.test(ref))).toBe(true);
    expect(columnOf('bookings', rows, 'Booked at (IST)')[0]).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/,
    );
  });

  it('bookings: names that look like formulas come out as text', async () => {
    const rows = await exportOf('bookings', `?packageId=${packageId}&from=${today}&to=${today}`);
    const names = columnOf('bookings', rows, 'Customer');
    expect(names).toEqual(expect.arrayContaining([`'${HYPERLINK}`, `'${PLUS_PHONE}`]));
    const formulaRow = rows.find((row) => row.includes(`'${HYPERLINK}`))!;
    expect(formulaRow[BOOKINGS_CSV_COLUMNS.indexOf('Paid (INR)')]).toBe('2500.00');
    expect(formulaRow[BOOKINGS_CSV_COLUMNS.indexOf('Status')]).toBe('cancelled');
  });

  it('bookings: the filters narrow the rows', async () => {
    const cancelled = await exportOf('bookings', '?status=cancelled');
    expect(new Set(columnOf('bookings', cancelled, 'Status'))).toEqual(new Set(['cancelled']));
    const ofToday = await exportOf('bookings', `?from=${today}&to=${today}&packageId=${packageId}`);
    expect(ofToday).toHaveLength(3);
    const search = await exportOf('bookings', `?q=${encodeURIComponent('+91 98765')}`);
    expect(columnOf('bookings', search, 'Customer')).toEqual([`'${PLUS_PHONE}`]);
    expect(await exportOf('bookings', '?from=2020-01-01&to=2020-01-02')).toHaveLength(1);
  });

  it('payments: the amounts sum to the payments in the database, filters by date and method', async () => {
    const rows = await exportOf('payments');
    expect(paiseSum(columnOf('payments', rows, 'Amount (INR)'))).toBe(await sumOf('payments', 'amount'));
    const upi = await exportOf('payments', `?from=${today}&to=${today}&method=upi&source=by-hand`);
    expect(columnOf('payments', upi, 'Amount (INR)')).toEqual(['1000.50']);
    expect(columnOf('payments', upi, 'Customer')).toEqual([`'${PLUS_PHONE}`]);
    expect(columnOf('payments', upi, 'Method')).toEqual(['UPI']);
    expect(await exportOf('payments', '?from=2020-01-01&to=2020-01-01')).toHaveLength(1);
  });

  it('refunds: the amounts sum to the refunds owed and paid, by hand for cash', async () => {
    const rows = await exportOf('refunds');
    const owed = (await sumOf('refund_tasks', 'amount')) + (await sumOf('payment_refunds', 'amount'));
    expect(paiseSum(columnOf('refunds', rows, 'Amount (INR)'))).toBe(owed);
    const byHand = await exportOf('refunds', `?via=by-hand&status=to-pay&from=${today}&to=${today}`);
    expect(columnOf('refunds', byHand, 'Customer')).toEqual([`'${HYPERLINK}`]);
    expect(await exportOf('refunds', '?via=online&status=to-pay')).toHaveLength(1);
  });

  it('leads: neutralised, filtered by status and day', async () => {
    const rows = await exportOf('leads', `?status=contacted&from=${today}&to=${today}`);
    const names = columnOf('leads', rows, 'Name');
    expect(names).toContain(`'${HYPERLINK}`);
    expect(columnOf('leads', rows, 'Message')).toContain("'@SUM(A1) call me");
    expect(new Set(columnOf('leads', rows, 'Status'))).toEqual(new Set(['contacted']));
  });
});
