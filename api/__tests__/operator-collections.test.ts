import { sql, type RawBuilder } from 'kysely';
import {
  COLLECTIONS_CSV_COLUMNS,
  COLLECTIONS_TOTAL_LABEL,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Collections,
  type CollectionsFigures,
  type CollectionsRow,
} from '@trippy/contracts';
import { firstDayAfter, todayInIndia } from '@trippy/domain';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';
import { generateCollectionsData, type CollectionsData } from './helpers/collections-data';
import { paiseOf, parseCsv } from './helpers/csv';

/** Figures without the departure count, every method listed (for exact comparisons). */
const money = (figures: CollectionsFigures) => ({
  bookings: figures.bookings,
  seats: figures.seats,
  received: figures.received,
  refunded: figures.refunded,
  refundOwed: figures.refundOwed,
  net: figures.net,
  due: figures.due,
  overdue: figures.overdue,
});

const byMethod = (given: Partial<Record<(typeof PAYMENT_METHODS)[number], number>>) =>
  Object.fromEntries(PAYMENT_METHODS.map((method) => [method, given[method] ?? 0]));

describe.each(DB_KINDS)('collections and revenue on %s', (kind) => {
  let ctx: TestContext;
  let staff: TestStaff;
  let data: CollectionsData;
  const today = todayInIndia();

  const get = (url: string, token = staff.token) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const collections = async (query: string): Promise<Collections> => {
    const res = await get(`/api/operator/collections?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Collections }>().data;
  };
  const scope = () => `packageId=${data.packageId}&from=${data.months[0]}&to=${data.months[1]}`;
  /** The booking's total (what a due is worked out from). */
  const totalOf = async (name: string) =>
    (
      await ctx.handle.db
        .selectFrom('bookings')
        .select('total')
        .where('id', '=', data.bookings[name]!)
        .executeTakeFirstOrThrow()
    ).total;

  /** Straight from the tables, for the package's departures in the two months: payments, refunds, balances. */
  const fromTables = async () => {
    const inScope = sql`t.package_id = ${data.packageId} AND t.start_date >= ${`${data.months[0]}-01`}
      AND t.start_date < ${firstDayAfter(data.months[1])}`;
    const one = async (query: RawBuilder<{ sum: string }>) =>
      Number((await query.execute(ctx.handle.db)).rows[0]?.sum ?? 0);
    const received = await one(sql<{ sum: string }>`SELECT coalesce(sum(p.amount), 0) AS sum FROM payments p
      JOIN bookings b ON b.id = p.booking_id JOIN batches t ON t.id = b.batch_id WHERE ${inScope}`);
    const online = await one(sql<{
      sum: string;
    }>`SELECT coalesce(sum(r.amount), 0) AS sum FROM payment_refunds r
      JOIN bookings b ON b.id = r.booking_id JOIN batches t ON t.id = b.batch_id
      WHERE ${inScope} AND r.status = 'processed'
        AND r.provider_payment_id IN (SELECT provider_payment_id FROM payments WHERE provider_payment_id IS NOT NULL)`);
    const byHand = await one(sql<{ sum: string }>`SELECT coalesce(sum(r.amount), 0) AS sum FROM refund_tasks r
      JOIN bookings b ON b.id = r.booking_id JOIN batches t ON t.id = b.batch_id
      WHERE ${inScope} AND r.status = 'paid'`);
    const balance = sql`CASE WHEN b.total > b.amount_paid THEN b.total - b.amount_paid ELSE 0 END`;
    const due = await one(sql<{ sum: string }>`SELECT coalesce(sum(${balance}), 0) AS sum FROM bookings b
      JOIN batches t ON t.id = b.batch_id WHERE ${inScope} AND b.status <> 'cancelled'`);
    const overdue = await one(sql<{ sum: string }>`SELECT coalesce(sum(${balance}), 0) AS sum FROM bookings b
      JOIN batches t ON t.id = b.batch_id
      WHERE ${inScope} AND b.status <> 'cancelled' AND b.balance_due_date < ${today}`);
    return { received, refunded: online + byHand, due, overdue };
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    staff = await createStaffToken(ctx.app, 'staff');
    data = await generateCollectionsData(ctx.app, staff.token);
  });
  afterAll(() => ctx.close());

  it('per departure: received by method, online and by hand, refunded, owed back, net, due and overdue', async () => {
    const result = await collections(`groupBy=departure&${scope()}`);
    expect(result).toMatchObject({
      groupBy: 'departure',
      from: data.months[0],
      to: data.months[1],
      packageId: data.packageId,
    });
    const row = (batchId: string): CollectionsRow => {
      const found = result.rows.find((r) => r.key === batchId);
      if (!found) throw new Error(`no row for ${batchId}`);
      return found;
    };
    const a1Left = (await totalOf('a1')) - 350_050;
    expect(money(row(data.batches.a))).toEqual({
      bookings: 1,
      seats: 2,
      received: {
        byMethod: byMethod({ cash: 250_000, upi: 320_050, card: 300_000, 'bank-transfer': 250_000 }),
        online: 420_000,
        byHand: 700_050,
        total: 1_120_050,
      },
      // Paid back: the card refund the provider processed and the bank transfer staff paid back by hand. Still
      // owed: a4's UPI refund with the provider and its cash to pay by hand. The refund of a payment never
      // recorded is not counted.
      refunded: 550_000,
      refundOwed: 220_000,
      net: 570_050,
      due: a1Left,
      overdue: a1Left,
    });
    expect(row(data.batches.a).departure).toMatchObject({
      batchId: data.batches.a,
      packageId: data.packageId,
      startDate: `${data.months[0]}-05`,
    });
    expect(money(row(data.batches.b))).toEqual({
      bookings: 2,
      seats: 2,
      received: {
        byMethod: byMethod({ emi: 80_000, wallet: 70_000, netbanking: 50_000 }),
        online: 150_000,
        byHand: 50_000,
        total: 200_000,
      },
      refunded: 0,
      refundOwed: 0,
      net: 200_000,
      due: (await totalOf('b1')) + (await totalOf('b2')) - 200_000,
      // Due, but not by its date yet.
      overdue: 0,
    });
    const cRow = row(data.batches.c);
    expect(cRow.month).toBe(data.months[1]);
    expect(money(cRow)).toEqual({
      bookings: 1,
      seats: 1,
      received: {
        byMethod: byMethod({ cash: 500_000, card: 210_000 }),
        online: 0,
        byHand: 710_000,
        total: 710_000,
      },
      // Cancelled by the customer 45 days or more ahead: all 5,000 back, paid by hand; nothing due on it.
      refunded: 500_000,
      refundOwed: 0,
      net: 210_000,
      due: (await totalOf('c2')) - 210_000,
      overdue: 0,
    });
    // The other package's departure is not in this package's rows; the rows come by departure date.
    expect(result.rows.some((r) => r.key === data.batches.d)).toBe(false);
    const starts = result.rows.map((r) => r.departure?.startDate ?? '');
    expect(starts).toEqual([...starts].sort());
  });

  it('per month and in total: the sum of the payments less the refunds paid back, as the tables say', async () => {
    const [months, departures, tables] = await Promise.all([
      collections(scope()),
      collections(`groupBy=departure&${scope()}`),
      fromTables(),
    ]);
    expect(months.groupBy).toBe('month');
    expect(months.rows.map((row) => row.key)).toEqual(data.months);
    expect(months.rows.every((row) => row.departure === null)).toBe(true);
    // Each month is the sum of its departures; the totals the sum of the months and of the departures.
    for (const month of months.rows) {
      const its = departures.rows.filter((row) => row.month === month.month);
      expect(month.departures).toBe(its.length);
      expect(month.received.total).toBe(its.reduce((sum, row) => sum + row.received.total, 0));
      expect(month.net).toBe(its.reduce((sum, row) => sum + row.net, 0));
      expect(month.overdue).toBe(its.reduce((sum, row) => sum + row.overdue, 0));
    }
    expect(months.totals).toEqual(departures.totals);
    expect(months.totals.received.total).toBe(tables.received);
    expect(months.totals.refunded).toBe(tables.refunded);
    expect(months.totals.net).toBe(tables.received - tables.refunded);
    expect(months.totals.due).toBe(tables.due);
    // Overdue is only the balances whose due date has passed: here a1's.
    expect(months.totals.overdue).toBe(tables.overdue);
    expect(months.totals.overdue).toBe((await totalOf('a1')) - 350_050);
    const methods = PAYMENT_METHODS.reduce((sum, method) => sum + months.totals.received.byMethod[method], 0);
    expect(methods).toBe(months.totals.received.total);
    expect(months.totals.received.online + months.totals.received.byHand).toBe(months.totals.received.total);

    // Without the package: the other package's departure counts in its month too.
    const all = await collections(`groupBy=departure&from=${data.months[0]}&to=${data.months[0]}`);
    expect(all.rows.find((row) => row.key === data.batches.d)?.received.byMethod.cash).toBe(400_000);
    expect(all.rows.every((row) => row.month === data.months[0])).toBe(true);
    // A month with nothing in it: no rows, totals of nothing.
    const empty = await collections(`from=2001-01&to=2001-02`);
    expect(empty.rows).toEqual([]);
    expect(empty.totals.received.total).toBe(0);
  });

  it('the CSV parses back to the same numbers, the totals last', async () => {
    const [json, res] = await Promise.all([
      collections(`groupBy=departure&${scope()}`),
      get(`/api/operator/exports/collections.csv?groupBy=departure&${scope()}`),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="collections-${today}.csv"`);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...COLLECTIONS_CSV_COLUMNS]);
    expect(rows).toHaveLength(json.rows.length + 1);
    const cell = (row: string[], name: string) => row[COLLECTIONS_CSV_COLUMNS.indexOf(name)] ?? '';
    const figuresOf = (row: string[]) => ({
      bookings: Number(cell(row, 'Bookings')),
      seats: Number(cell(row, 'Seats')),
      cash: paiseOf(cell(row, 'Cash (INR)')),
      upi: paiseOf(cell(row, 'UPI (INR)')),
      online: paiseOf(cell(row, 'Online (INR)')),
      received: paiseOf(cell(row, 'Received (INR)')),
      refunded: paiseOf(cell(row, 'Refunded (INR)')),
      owed: paiseOf(cell(row, 'Refund owed (INR)')),
      net: paiseOf(cell(row, 'Net (INR)')),
      due: paiseOf(cell(row, 'Due (INR)')),
      overdue: paiseOf(cell(row, 'Overdue (INR)')),
    });
    const expected = (figures: CollectionsFigures) => ({
      bookings: figures.bookings,
      seats: figures.seats,
      cash: figures.received.byMethod.cash,
      upi: figures.received.byMethod.upi,
      online: figures.received.online,
      received: figures.received.total,
      refunded: figures.refunded,
      owed: figures.refundOwed,
      net: figures.net,
      due: figures.due,
      overdue: figures.overdue,
    });
    json.rows.forEach((row, index) => {
      const line = rows[index]!;
      expect(cell(line, 'Batch')).toBe(row.departure?.batchId);
      expect(cell(line, 'Month')).toBe(row.month);
      expect(figuresOf(line)).toEqual(expected(row));
    });
    const totals = rows.at(-1)!;
    expect(cell(totals, 'Month')).toBe(COLLECTIONS_TOTAL_LABEL);
    expect(figuresOf(totals)).toEqual(expected(json.totals));
    const methodSum = PAYMENT_METHODS.reduce(
      (sum, method) => sum + paiseOf(cell(totals, `${PAYMENT_METHOD_LABELS[method]} (INR)`)),
      0,
    );
    expect(methodSum).toBe(json.totals.received.total);

    const perMonth = parseCsv((await get(`/api/operator/exports/collections.csv?${scope()}`)).body);
    expect(perMonth.slice(1).map((row) => row[0])).toEqual([...data.months, COLLECTIONS_TOTAL_LABEL]);
    expect(perMonth.slice(1).every((row) => cell(row, 'Batch') === '')).toBe(true);
  });

  it('staff only: a customer and an anonymous caller get 401', async () => {
    const customer = await registerAndLogin(ctx.app);
    for (const url of ['/api/operator/collections', '/api/operator/exports/collections.csv']) {
      expect((await get(url, customer.token)).statusCode).toBe(401);
      expect((await ctx.app.inject(url)).statusCode).toBe(401);
    }
  });

  it.each([
    'groupBy=week',
    'from=2026-13',
    'from=2026-1',
    'to=26-05',
    'from=2026-05-01',
    'packageId=nope',
    'from=2026-06&to=2026-05',
  ])('?%s is a 400, as JSON and as CSV', async (query) => {
    for (const path of ['/api/operator/collections', '/api/operator/exports/collections.csv']) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
