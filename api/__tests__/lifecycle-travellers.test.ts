import { addDays, todayInIndia } from '@trippy/domain';
import {
  MANIFEST_CSV_COLUMNS,
  type Booking,
  type Manifest,
  type OperatorBookingDetail,
  type PackageDetail,
} from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { travellersFor } from './helpers/travellers';
import { createStaffToken } from './helpers/staff';
import {
  bearer,
  createTestApp,
  mailsTo,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';
import { newId } from '../src/db/ids';

const details = {
  fullName: 'Meera Bisht',
  email: 'meera@example.in',
  phone: '9812345678',
  address: 'Rajpur Road, Dehradun',
  emergencyContact: '9898989898',
  emergencyName: 'Anil Bisht',
};

describe.each(DB_KINDS)('travellers and the payment schedule on %s', (kind) => {
  let ctx: TestContext;
  let pkg: PackageDetail;
  let owner: TestCustomer;
  let other: TestCustomer;
  // The operator's day, as the rules count it (in India: after 18:30 UTC it is already tomorrow there).
  const today = todayInIndia();

  const batchIn = async (days: number, seats = 20): Promise<string> => {
    const id = newId();
    const start = addDays(today, days);
    await ctx.app.db
      .insertInto('batches')
      .values({
        id,
        package_id: pkg._id,
        start_date: start,
        end_date: addDays(start, 3),
        total_seats: seats,
        seats_left: seats,
      })
      .execute();
    return id;
  };

  const book = (batchId: string, body: Record<string, unknown> = {}, who = owner) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(who.token),
      payload: {
        packageId: pkg._id,
        batchId,
        numberOfSeats: 2,
        paymentType: 'full',
        addonIds: [],
        customerDetails: details,
        travellers: travellersFor(2),
        ...body,
      },
    });

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    pkg = (await ctx.app.inject('/api/packages/char-dham-yatra-from-haridwar')).json<{
      data: PackageDetail;
    }>().data;
    owner = await registerAndLogin(ctx.app);
    other = await registerAndLogin(ctx.app);
  });
  afterAll(async () => {
    ctx.app.clock.now = () => new Date();
    await ctx.close();
  });

  it('refuses a booking without one complete traveller per seat, naming the traveller', async () => {
    const batchId = await batchIn(40);
    const missing = await book(batchId, { travellers: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe('travellers is required');

    const [lead, second] = travellersFor(2);
    const noAge = await book(batchId, { travellers: [lead, { ...second, age: undefined }] });
    expect(noAge.statusCode).toBe(400);
    expect(noAge.json<{ message: string }>().message).toBe('Traveller 2: enter the age');

    const badAge = await book(batchId, { travellers: [lead, { ...second, age: 121 }] });
    expect(badAge.json<{ message: string }>().message).toBe('Traveller 2: check the age');

    const badId = await book(batchId, { travellers: [lead, { ...second, idNumber: '1234 5678' }] });
    expect(badId.statusCode).toBe(422);
    expect(badId.json<{ message: string }>().message).toBe(
      'Traveller 2: the Aadhaar number must be 12 digits',
    );

    const noPhone = await book(batchId, { travellers: [{ ...lead, phone: undefined }, second] });
    expect(noPhone.json<{ message: string }>().message).toBe("Traveller 1: enter the lead traveller's phone");

    const count = await book(batchId, { travellers: travellersFor(1) });
    expect(count.statusCode).toBe(422);
    expect(count.json<{ message: string }>().message).toBe(
      'Add exactly one traveller per seat: 2 seats, 1 traveller',
    );
    // Nothing was booked by the refusals.
    const seats = await ctx.app.db
      .selectFrom('batches')
      .select('seats_left')
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(seats.seats_left).toBe(20);
  });

  it('stores the travellers and shows them masked to their customer only, never in mails', async () => {
    const batchId = await batchIn(40);
    const res = await book(batchId);
    expect(res.statusCode).toBe(201);
    const booking = res.json<{ data: Booking }>().data;
    expect(booking.travellers).toEqual([
      {
        position: 1,
        fullName: 'Lead Traveller',
        age: 30,
        gender: 'female',
        phone: '9876543210',
        idType: 'aadhaar',
        idNumberMasked: 'XXXX XXXX 1000',
      },
      {
        position: 2,
        fullName: 'Traveller 2',
        age: 31,
        gender: 'male',
        phone: null,
        idType: 'aadhaar',
        idNumberMasked: 'XXXX XXXX 1001',
      },
    ]);
    const one = await ctx.app.inject({ url: `/api/bookings/${booking._id}`, headers: bearer(owner.token) });
    expect(one.json<{ data: Booking }>().data.travellers).toEqual(booking.travellers);
    expect(one.body).not.toContain('234567891000');
    const mine = await ctx.app.inject({ url: '/api/bookings', headers: bearer(owner.token) });
    const listed = mine.json<{ data: Booking[] }>().data.find((b) => b._id === booking._id);
    expect(listed?.travellers).toHaveLength(2);
    expect(mine.body).not.toMatch(/2345 ?6789 ?100/);

    const stranger = await ctx.app.inject({
      url: `/api/bookings/${booking._id}`,
      headers: bearer(other.token),
    });
    expect(stranger.statusCode).toBe(404);
    const strangerPut = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking._id}/travellers`,
      headers: bearer(other.token),
      payload: { travellers: travellersFor(2) },
    });
    expect(strangerPut.statusCode).toBe(404);

    // Mails (to the account's verified email) and notifications carry no identity number.
    const mails = await mailsTo(ctx.app, owner.email);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(`${mail.subject} ${mail.body}`).not.toMatch(/2345 ?6789/);
    const notes = await ctx.app.db
      .selectFrom('notifications')
      .select('message')
      .where('customer_id', '=', owner.id)
      .execute();
    for (const note of notes) expect(note.message).not.toMatch(/2345 ?6789|XXXX/);
  });

  it("lists travellers masked in the operator's detail and manifest, in full only in the manifest CSV", async () => {
    const batchId = await batchIn(25);
    const booking = (await book(batchId)).json<{ data: Booking }>().data;
    const staff = await createStaffToken(ctx.app, 'staff');
    const detail = await ctx.app.inject({
      url: `/api/operator/bookings/${booking._id}`,
      headers: bearer(staff.token),
    });
    expect(detail.json<{ data: OperatorBookingDetail }>().data.booking.travellers).toEqual(
      booking.travellers,
    );
    expect(detail.body).not.toContain('234567891000');
    const manifest = await ctx.app.inject({
      url: `/api/operator/batches/${batchId}/manifest`,
      headers: bearer(staff.token),
    });
    const entry = manifest.json<{ data: Manifest }>().data.entries[0];
    expect(entry?.travellers.map((t) => t.idNumberMasked)).toEqual(['XXXX XXXX 1000', 'XXXX XXXX 1001']);
    expect(manifest.body).not.toContain('234567891000');
    const csv = await ctx.app.inject({
      url: `/api/operator/batches/${batchId}/manifest.csv`,
      headers: bearer(staff.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe(MANIFEST_CSV_COLUMNS.join(','));
    // One row per traveller, the identity number in full (this CSV is the registration sheet).
    const rows = csv.body.split('\r\n').slice(1, 3);
    expect(rows[0]).toContain(',1 of 2,Lead Traveller,30,female,Aadhaar,234567891000,9876543210,');
    expect(rows[1]).toContain(',2 of 2,Traveller 2,31,male,Aadhaar,234567891001,,');
    // A customer's token is refused by the manifest.
    const refused = await ctx.app.inject({
      url: `/api/operator/batches/${batchId}/manifest.csv`,
      headers: bearer(owner.token),
    });
    expect(refused.statusCode).toBe(401);
  });

  it('lets the customer edit travellers until 7 days before departure, same count as seats', async () => {
    const batchId = await batchIn(20);
    const booking = (await book(batchId)).json<{ data: Booking }>().data;
    const put = (travellers: unknown, at?: string) => {
      if (at) ctx.app.clock.now = () => new Date(`${at}T06:00:00Z`);
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/bookings/${booking._id}/travellers`,
        headers: bearer(owner.token),
        payload: { travellers },
      });
    };
    const renamed = travellersFor(2, 'Meera Bisht').map((t, i) =>
      i === 1 ? { ...t, idType: 'passport' as const, idNumber: 'k1234567' } : t,
    );
    const ok = await put(renamed);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ data: Booking }>().data.travellers[1]).toMatchObject({
      idType: 'passport',
      idNumberMasked: 'XXXX4567',
    });
    const stored = await ctx.app.db
      .selectFrom('booking_travellers')
      .select('id_number')
      .where('booking_id', '=', booking._id)
      .orderBy('position')
      .execute();
    expect(stored.map((row) => row.id_number)).toEqual(['234567891000', 'K1234567']);

    expect((await put(travellersFor(3))).statusCode).toBe(422);
    const start = booking.batchDetails.startDate;
    expect((await put(renamed, addDays(start, -7))).statusCode).toBe(200);
    const late = await put(renamed, addDays(start, -6));
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(
      `Travellers can be changed until 7 days before departure (the last day was ${addDays(start, -7)}). Please call us to change them.`,
    );
    ctx.app.clock.now = () => new Date();
  });

  it('refuses the advance 15 days or less before departure and never gives a past due date', async () => {
    // The reported bug: booked on one day for a departure 10 days later, "due by" a date already past.
    const soon = await batchIn(10);
    const advance = await book(soon, { paymentType: 'advance' });
    expect(advance.statusCode).toBe(422);
    expect(advance.json<{ message: string }>().message).toMatch(/full amount is due at booking/);
    expect((await book(await batchIn(15), { paymentType: 'advance' })).statusCode).toBe(422);
    const full = (await book(soon)).json<{ data: Booking }>().data;
    expect(full.bookingInfo.balanceDueDate).toBeNull();
    expect(full.payment).toEqual({
      amountPaid: 0,
      dueNow: full.bookingInfo.total,
      balance: full.bookingInfo.total,
      balanceDueDate: null,
      overdue: false,
      owedToCustomer: 0,
    });

    const later = await batchIn(16);
    const res = await book(later, { paymentType: 'advance' });
    expect(res.statusCode).toBe(201);
    const booking = res.json<{ data: Booking }>().data;
    expect(booking.bookingInfo.balanceDueDate).toBe(addDays(today, 1));
    expect(booking.payment).toMatchObject({
      amountPaid: 0,
      dueNow: booking.bookingInfo.payableAmount,
      balance: booking.bookingInfo.total,
      balanceDueDate: addDays(today, 1),
      overdue: false,
    });

    // A payment recorded by the operator shows in My Bookings: paid, nothing due now, the balance and its date.
    const staff = await createStaffToken(ctx.app, 'staff');
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${booking._id}/payments`,
      headers: bearer(staff.token),
      payload: {
        kind: 'advance',
        amount: booking.bookingInfo.payableAmount,
        method: 'upi',
        receivedOn: today,
      },
    });
    expect(paid.statusCode).toBe(201);
    const mine = (await ctx.app.inject({ url: '/api/bookings', headers: bearer(owner.token) })).json<{
      data: Booking[];
    }>().data;
    expect(mine.find((b) => b._id === booking._id)?.payment).toEqual({
      amountPaid: booking.bookingInfo.payableAmount,
      dueNow: 0,
      balance: booking.bookingInfo.total - booking.bookingInfo.payableAmount,
      balanceDueDate: addDays(today, 1),
      overdue: false,
      owedToCustomer: 0,
    });
  });
});
