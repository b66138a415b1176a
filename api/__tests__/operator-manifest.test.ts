import { addDays, toDateOnly } from '@trippy/domain';
import {
  MANIFEST_CSV_COLUMNS,
  type Booking,
  type Manifest,
  type OperatorBatchListItem,
} from '@trippy/contracts';
import { newId } from '../src/db/ids';
import { csvCell, toCsv } from '../src/shared/csv';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';
import { travellersFor } from './helpers/travellers';
import { readCsv as parseCsv } from './helpers/csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+2', "'=1+2"],
    ['+91 98', "'+91 98"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    [1250, '1250'],
    // Issue 39: what hides the formula from a first-character check.
    [' =1+1', "' =1+1"],
    ['\u00a0\u3000=1+1', "'\u00a0\u3000=1+1"],
    ['\u200b=1+1', "'\u200b=1+1"],
    ['\n=1+1', `"'\n=1+1"`],
    [' \t=1', "' \t=1"],
    ['\uff1d1+1', "'\uff1d1+1"],
    ['\uff0bcmd', "'\uff0bcmd"],
    ['\uff0d5', "'\uff0d5"],
    ['\uff20SUM(A1)', "'\uff20SUM(A1)"],
    ['\u22125', "'\u22125"],
    [';=cmd', "';=cmd"],
    ['|=x', "'|=x"],
    ['; +x', "'; +x"],
    ['\uff1b\uff1dcmd', "'\uff1b\uff1dcmd"],
    ['\uff5c@x', "'\uff5c@x"],
    // A negative number given as a number is a number; as text it is written as text ("-5" above).
    [-5, '-5'],
    // Not formulas: = inside, ; or | before plain text, an email, a phone with its country code spelt out.
    ['a=b', 'a=b'],
    ['; plain', '; plain'],
    ['|x', '|x'],
    ['name@example.com', 'name@example.com'],
  ])('%j -> %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });
});

describe.each(DB_KINDS)('batch manifest on %s', (kind) => {
  let ctx: TestContext;
  let staff: TestStaff;
  let packageId: string;
  let batchId: string;
  const startDate = addDays(toDateOnly(), 45);
  const bookings: Booking[] = [];

  const travellers = [
    {
      fullName: 'Zoya "Zee" Khan, Jr',
      email: 'zoya.khan@example.in',
      phone: '9812345672',
      address: 'Dalanwala, Dehradun',
      emergencyContact: '9898989803',
      emergencyName: 'Imran Khan',
      specialRequirements: '=HYPERLINK("http://evil.example","click")',
    },
    {
      fullName: 'Aditi Negi',
      email: 'aditi.negi@example.in',
      phone: '9812345673',
      address: 'Race Course, Dehradun',
      emergencyContact: '9898989804',
      emergencyName: '+Mohan Negi',
      specialRequirements: 'Diabetic\nNeeds a lower berth',
    },
    {
      fullName: 'Cancelled Person',
      email: 'cancelled.person@example.in',
      phone: '9812345674',
      address: 'Prem Nagar, Dehradun',
      emergencyContact: '9898989805',
      emergencyName: 'Someone',
    },
  ];

  const get = (url: string, token = staff.token) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    staff = await createStaffToken(ctx.app, 'staff');
    const pkg = await ctx.handle.db
      .selectFrom('packages')
      .select(['id'])
      .where('slug', '=', 'char-dham-yatra-from-haridwar')
      .executeTakeFirstOrThrow();
    packageId = pkg.id;
    batchId = newId();
    await ctx.handle.db
      .insertInto('batches')
      .values({
        id: batchId,
        package_id: packageId,
        start_date: startDate,
        end_date: addDays(startDate, 9),
        total_seats: 20,
        seats_left: 20,
      })
      .execute();
    for (const [index, customerDetails] of travellers.entries()) {
      const customer = await registerAndLogin(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(customer.token),
        payload: {
          packageId,
          batchId,
          numberOfSeats: index + 1,
          paymentType: 'advance',
          addonIds: [],
          travellers: travellersFor(index + 1),
          customerDetails,
        },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      bookings.push(res.json<{ data: Booking }>().data);
    }
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${bookings[1]!._id}/payments`,
      headers: bearer(staff.token),
      payload: { kind: 'advance', amount: 250_000, method: 'cash', receivedOn: toDateOnly() },
    });
    expect(paid.statusCode).toBe(201);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${bookings[2]!._id}/cancel`,
      headers: bearer(staff.token),
      payload: { reason: 'customer-request' },
    });
    expect(cancelled.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it('lists every non-cancelled booking with phone, emergency contact, special requirements and money', async () => {
    const res = await get(`/api/operator/batches/${batchId}/manifest`);
    expect(res.statusCode).toBe(200);
    const manifest = res.json<{ data: Manifest }>().data;
    expect(manifest.batch).toMatchObject({ _id: batchId, startDate, totalSeats: 20, seatsLeft: 17 });
    expect(manifest.package).toMatchObject({ _id: packageId, slug: 'char-dham-yatra-from-haridwar' });
    expect(manifest.entries.map((entry) => entry.name)).toEqual(['Aditi Negi', 'Zoya "Zee" Khan, Jr']);
    expect(manifest.entries[0]).toMatchObject({
      bookingId: bookings[1]!._id,
      phone: '9812345673',
      email: 'aditi.negi@example.in',
      seats: 2,
      emergencyName: '+Mohan Negi',
      emergencyContact: '9898989804',
      specialRequirements: 'Diabetic\nNeeds a lower berth',
      amountPaid: 250_000,
      remainingAmount: bookings[1]!.bookingInfo.total - 250_000,
    });
    expect(manifest.totals).toEqual({
      bookings: 2,
      seats: 3,
      amountPaid: 250_000,
      remainingAmount: bookings[0]!.bookingInfo.total + bookings[1]!.bookingInfo.total - 250_000,
    });
  });

  it('exports CSV: a download named by package and date, header row, RFC 4180 quoting, no formulas', async () => {
    const res = await get(`/api/operator/batches/${batchId}/manifest.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="manifest-char-dham-yatra-from-haridwar-${startDate}.csv"`,
    );
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...MANIFEST_CSV_COLUMNS]);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(res.body).not.toContain('Cancelled Person');
  });

  it("puts each traveller on a row of its own, the booking's details on each, seats and money once", async () => {
    const rows = parseCsv((await get(`/api/operator/batches/${batchId}/manifest.csv`)).body);
    const column = (name: (typeof MANIFEST_CSV_COLUMNS)[number]) => MANIFEST_CSV_COLUMNS.indexOf(name);
    const cells = (row: string[] | undefined, ...names: (typeof MANIFEST_CSV_COLUMNS)[number][]) =>
      names.map((name) => row?.[column(name)]);
    // Aditi's booking has two travellers, Zoya's one: three rows after the header, one per seat sold.
    expect(rows).toHaveLength(4);
    const [aditiLead, aditiSecond, zoya] = [rows[1], rows[2], rows[3]];
    expect(aditiLead).toEqual([
      bookings[1]!._id,
      'pending',
      '1 of 2',
      'Lead Traveller',
      '30',
      'female',
      'Aadhaar',
      '234567891000',
      '9876543210',
      'Aditi Negi',
      '9812345673',
      'aditi.negi@example.in',
      '2',
      "'+Mohan Negi",
      '9898989804',
      'Diabetic\nNeeds a lower berth',
      '',
      '2500.00',
      ((bookings[1]!.bookingInfo.total - 250_000) / 100).toFixed(2),
    ]);
    expect(aditiSecond).toEqual([
      bookings[1]!._id,
      'pending',
      '2 of 2',
      'Traveller 2',
      '31',
      'male',
      'Aadhaar',
      '234567891001',
      '',
      'Aditi Negi',
      '9812345673',
      'aditi.negi@example.in',
      '',
      "'+Mohan Negi",
      '9898989804',
      'Diabetic\nNeeds a lower berth',
      '',
      '',
      '',
    ]);
    expect(cells(zoya, 'Booking', 'Traveller', 'Traveller name', 'Booked by', 'Seats')).toEqual([
      bookings[0]!._id,
      '1 of 1',
      'Lead Traveller',
      'Zoya "Zee" Khan, Jr',
      '1',
    ]);
    expect(zoya?.[column('Special requirements')]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    // The money columns add up to the departure's totals.
    const sum = (name: (typeof MANIFEST_CSV_COLUMNS)[number]) =>
      rows.slice(1).reduce((total, row) => total + Number(row[column(name)] || 0), 0);
    expect(sum('Seats')).toBe(3);
    expect(sum('Paid (INR)')).toBeCloseTo(2500, 2);
    expect(sum('Remaining (INR)')).toBeCloseTo(
      (bookings[0]!.bookingInfo.total + bookings[1]!.bookingInfo.total - 250_000) / 100,
      2,
    );
  });

  it('a booking whose travellers are not added yet has a row per seat saying so', async () => {
    const aditi = bookings[1]!._id;
    const saved = await ctx.handle.db
      .selectFrom('booking_travellers')
      .selectAll()
      .where('booking_id', '=', aditi)
      .execute();
    await ctx.handle.db.deleteFrom('booking_travellers').where('booking_id', '=', aditi).execute();
    try {
      const rows = parseCsv((await get(`/api/operator/batches/${batchId}/manifest.csv`)).body);
      const ofAditi = rows.filter((row) => row[0] === aditi);
      expect(ofAditi.map((row) => row.slice(2, 9))).toEqual([
        ['1 of 2', 'Not added yet', '', '', '', '', ''],
        ['2 of 2', 'Not added yet', '', '', '', '', ''],
      ]);
      expect(ofAditi.map((row) => row[MANIFEST_CSV_COLUMNS.indexOf('Seats')])).toEqual(['2', '']);
    } finally {
      await ctx.handle.db.insertInto('booking_travellers').values(saved).execute();
    }
  });

  it('lists departures to pick a manifest from', async () => {
    const res = await get(`/api/operator/batches?packageId=${packageId}&from=${startDate}&to=${startDate}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ data: OperatorBatchListItem[]; page: { total: number } }>();
    expect(list.data.find((batch) => batch._id === batchId)).toMatchObject({
      packageName: 'Char Dham Yatra from Haridwar',
      // The unpaid booking's seat is held while its hold runs, not sold.
      seatsSold: 2,
      seatsHeld: 1,
      seatsLeft: 17,
      bookings: 2,
      closed: false,
    });
    expect(list.data.every((batch) => batch.startDate === startDate && batch.packageId === packageId)).toBe(
      true,
    );
    expect(list.page.total).toBe(list.data.length);
    expect((await get('/api/operator/batches?pageSize=101')).statusCode).toBe(400);
  });

  it('404 for an unknown batch; 401 without a staff token', async () => {
    expect((await get(`/api/operator/batches/${newId()}/manifest`)).statusCode).toBe(404);
    expect((await get(`/api/operator/batches/${newId()}/manifest.csv`)).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/operator/batches/${batchId}/manifest.csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
