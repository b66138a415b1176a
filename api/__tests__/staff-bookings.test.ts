import { addDays, todayInIndia } from '@trippy/domain';
import type { OperatorBookingDetail, PackageDetail } from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { createStaffToken, type TestStaff } from './helpers/staff';
import { bookingBody } from './helpers/booking-body';
import {
  bearer,
  createTestApp,
  mailsTo,
  randomPhone,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';
import { newId } from '../src/db/ids';

const SLUG = 'char-dham-yatra-from-haridwar';

describe.each(DB_KINDS)('bookings taken by staff on %s', (kind) => {
  let ctx: TestContext;
  let staff: TestStaff;
  let customer: TestCustomer;
  let pkg: PackageDetail;

  /** A fresh departure of the package `inDays` from today with `seats` seats. */
  const departure = async (seats: number, inDays = 60): Promise<string> => {
    const id = newId();
    const start = addDays(todayInIndia(), inDays);
    await ctx.handle.db
      .insertInto('batches')
      .values({
        id,
        package_id: pkg._id,
        start_date: start,
        end_date: addDays(start, 9),
        total_seats: seats,
        seats_left: seats,
      })
      .execute();
    return id;
  };
  const seatsLeft = async (batchId: string) =>
    (
      await ctx.handle.db
        .selectFrom('batches')
        .select('seats_left')
        .where('id', '=', batchId)
        .executeTakeFirstOrThrow()
    ).seats_left;

  const payment = (amount: number, method: 'cash' | 'upi' | 'bank-transfer' = 'cash') => ({
    method,
    amount,
    reference: method === 'cash' ? 'Receipt 101' : 'UTR 4455',
    receivedOn: todayInIndia(),
  });

  const book = (body: Record<string, unknown>, token = staff.token, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/operator/bookings',
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });

  const forCustomer = (
    batchId: string,
    who: { email: string; phone: string },
    seats = 1,
    paymentType: 'full' | 'advance' = 'advance',
  ) => bookingBody(who, { packageId: pkg._id, batchId, seats, paymentType });

  beforeAll(async () => {
    ctx = await createTestApp(kind, { MAX_HELD_SEATS_PER_CUSTOMER: 4 });
    staff = await createStaffToken(ctx.app, 'staff');
    customer = await registerAndLogin(ctx.app);
    pkg = (await ctx.app.inject(`/api/packages/${SLUG}`)).json<{ data: PackageDetail }>().data;
  });
  afterAll(() => ctx.close());

  it('is for staff only: no token 401, a customer 401/403, bad bodies 400', async () => {
    const batchId = await departure(5);
    const body = {
      source: 'phone',
      customer: { customerId: customer.id },
      booking: forCustomer(batchId, customer),
      payment: { method: 'link' },
    };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/operator/bookings', payload: body })).statusCode,
    ).toBe(401);
    expect([401, 403]).toContain((await book(body, customer.token)).statusCode);
    expect((await book({ ...body, source: 'website' })).statusCode).toBe(400);
    expect((await book({ ...body, payment: { method: 'cheque' } })).statusCode).toBe(400);
    expect((await book({ ...body, payment: { ...payment(100), amount: -5 } })).statusCode).toBe(400);
    expect(await seatsLeft(batchId)).toBe(5);
  });

  it('finds an account by mobile number or email; none for an unknown one', async () => {
    const lookup = (identifier: string, token = staff.token) =>
      ctx.app.inject({
        url: `/api/operator/customers/lookup?identifier=${encodeURIComponent(identifier)}`,
        headers: bearer(token),
      });
    const byPhone = (await lookup(`+91 ${customer.phone}`)).json<{
      data: { _id: string; emailVerified: boolean };
    }>();
    expect(byPhone.data).toMatchObject({ _id: customer.id, emailVerified: true });
    expect((await lookup(customer.email.toUpperCase())).json<{ data: { _id: string } }>().data._id).toBe(
      customer.id,
    );
    expect((await lookup('9000000001')).json<{ data: unknown }>().data).toBeNull();
    expect((await lookup('x'.repeat(300))).statusCode).toBe(400);
    expect([401, 403]).toContain((await lookup(customer.phone, customer.token)).statusCode);
  });

  it('books a caller with cash at the counter: the same price, seats taken, paid, confirmed, source and audit kept', async () => {
    const batchId = await departure(6);
    const res = await book({
      source: 'phone',
      customer: { customerId: customer.id },
      booking: forCustomer(batchId, customer, 2, 'advance'),
      payment: payment(1_000_000),
    });
    expect(res.statusCode).toBe(201);
    const detail = res.json<{ data: OperatorBookingDetail }>().data;
    // The advance asked online is payable now; 10,000 rupees covers it for two seats of this package.
    expect(detail.booking.bookingInfo.total).toBeGreaterThan(1_000_000);
    expect(detail.booking.payment.amountPaid).toBe(1_000_000);
    expect(detail.origin).toEqual({ source: 'phone', takenBy: staff.name });
    expect(detail.payments).toEqual([
      expect.objectContaining({ method: 'cash', amount: 1_000_000, reference: 'Receipt 101' }),
    ]);
    expect(await seatsLeft(batchId)).toBe(4);
    const row = await ctx.handle.db
      .selectFrom('bookings')
      .select(['source', 'created_by', 'status', 'customer_id'])
      .where('id', '=', detail.booking._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      source: 'phone',
      created_by: staff.id,
      status: 'confirmed',
      customer_id: customer.id,
    });
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('entity_id', '=', detail.booking._id)
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['booking.payment-recorded', 'booking.created-by-staff']),
    );
    expect(audit.every((a) => a.staff_id === staff.id)).toBe(true);
    // The customer sees it in My Bookings.
    const mine = (await ctx.app.inject({ url: '/api/bookings', headers: bearer(customer.token) })).json<{
      data: Array<{ _id: string }>;
    }>();
    expect(mine.data.map((b) => b._id)).toContain(detail.booking._id);
  });

  it('refuses money above the total, and then nothing is booked', async () => {
    const batchId = await departure(3);
    const res = await book({
      source: 'walk-in',
      customer: { customerId: customer.id },
      booking: forCustomer(batchId, customer, 1, 'full'),
      payment: payment(999_999_999, 'upi'),
    });
    expect(res.statusCode).toBe(422);
    expect(await seatsLeft(batchId)).toBe(3);
    const count = await ctx.handle.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('batch_id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('keeps the online rules: no advance 15 days before departure, and the held-seats limit per account with a payment link', async () => {
    const soon = await departure(8, 10);
    const early = await book({
      source: 'phone',
      customer: { customerId: customer.id },
      booking: forCustomer(soon, customer, 1, 'advance'),
      payment: { method: 'link' },
    });
    expect(early.statusCode).toBe(422);
    const later = await departure(8);
    const held = await book({
      source: 'phone',
      customer: { customerId: customer.id },
      booking: forCustomer(later, customer, 3),
      payment: { method: 'link' },
    });
    expect(held.statusCode).toBe(201);
    const detail = held.json<{ data: OperatorBookingDetail }>().data;
    expect(detail.booking.metadata.status).toBe('pending');
    expect(detail.booking.payment.amountPaid).toBe(0);
    expect(detail.booking.metadata.holdExpiresAt).not.toBeNull();
    // 3 held + 2 more is above this app's limit of 4 unpaid seats per account.
    const more = await book({
      source: 'phone',
      customer: { customerId: customer.id },
      booking: forCustomer(later, customer, 2),
      payment: { method: 'link' },
    });
    expect(more.statusCode).toBe(422);
    expect(await seatsLeft(later)).toBe(5);
  });

  it('opens an account for a new walk-in customer, whose owner chooses the password from the mailed link', async () => {
    const batchId = await departure(4);
    const walkIn = {
      firstName: 'Kamla',
      lastName: 'Devi',
      email: `kamla.${Date.now()}@example.in`,
      phone: randomPhone(),
    };
    const res = await book({
      source: 'walk-in',
      customer: walkIn,
      booking: forCustomer(batchId, walkIn, 1, 'full'),
      payment: payment(100_000, 'upi'),
    });
    expect(res.statusCode).toBe(201);
    const bookingId = res.json<{ data: OperatorBookingDetail }>().data.booking._id;
    const account = await ctx.handle.db
      .selectFrom('customers')
      .selectAll()
      .where('phone', '=', walkIn.phone)
      .executeTakeFirstOrThrow();
    expect(account.email_verified).toBe(false);
    // Nobody can sign in with a password staff could know.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { identifier: walkIn.email, password: '!' },
    });
    expect(login.statusCode).toBe(401);
    const mail = (await mailsTo(ctx.app, walkIn.email)).find((m) => m.kind === 'account-opened');
    expect(mail?.body).toContain('Namaste Kamla');
    const token = /\/set-password#([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    // The token is never in the audit log.
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('entity_id', '=', bookingId)
      .execute();
    expect(JSON.stringify(audit)).not.toContain(token!);
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/set-password',
      payload: { token, password: 'Kedarnath@2027' },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = set.json<{ data: { token: string; customer: { emailVerified: boolean } } }>().data;
    expect(signedIn.customer.emailVerified).toBe(true);
    const mine = (await ctx.app.inject({ url: '/api/bookings', headers: bearer(signedIn.token) })).json<{
      data: Array<{ _id: string }>;
    }>();
    expect(mine.data.map((b) => b._id)).toEqual([bookingId]);
    // Once only.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/set-password',
      payload: { token, password: 'Another@2027' },
    });
    expect(again.statusCode).toBe(400);
    const passwordLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { identifier: walkIn.phone, password: 'Kedarnath@2027' },
    });
    expect(passwordLogin.statusCode).toBe(200);
  });

  it('refuses to open a second account for a mobile number that has one', async () => {
    const batchId = await departure(3);
    const res = await book({
      source: 'phone',
      customer: {
        firstName: 'Someone',
        lastName: 'Else',
        email: `else.${Date.now()}@example.in`,
        phone: customer.phone,
      },
      booking: forCustomer(batchId, customer),
      payment: { method: 'link' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/already has this mobile number/);
    expect(await seatsLeft(batchId)).toBe(3);
  });

  it('converts a lead into its booking once, and checks the source goes with a lead', async () => {
    const lead = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads/create',
      payload: {
        firstName: 'Gopal',
        phone: customer.phone,
        email: customer.email,
        message: 'Kedarnath in May for 2',
        tripType: 'chardham',
      },
    });
    expect(lead.statusCode).toBe(201);
    const leadId = lead.json<{ data: { _id: string } }>().data._id;
    const batchId = await departure(5);
    const body = {
      source: 'lead',
      leadId,
      customer: { customerId: customer.id },
      booking: forCustomer(batchId, customer),
      payment: payment(500_000, 'bank-transfer'),
    };
    expect((await book({ ...body, leadId: undefined })).statusCode).toBe(400);
    expect((await book({ ...body, source: 'phone' })).statusCode).toBe(400);
    const res = await book(body);
    expect(res.statusCode).toBe(201);
    const bookingId = res.json<{ data: OperatorBookingDetail }>().data.booking._id;
    const row = await ctx.handle.db
      .selectFrom('leads')
      .select(['status', 'booking_id'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'converted', booking_id: bookingId });
    const twice = await book(body);
    expect(twice.statusCode).toBe(409);
    expect(await seatsLeft(batchId)).toBe(4);
  });

  it('never oversells the last seat when staff and an online customer book it at once', async () => {
    for (let round = 0; round < 3; round++) {
      const batchId = await departure(1);
      const online = await registerAndLogin(ctx.app);
      const [byStaff, byCustomer] = await Promise.all([
        book({
          source: 'phone',
          customer: { customerId: customer.id },
          booking: forCustomer(batchId, customer, 1, 'full'),
          payment: payment(100_000),
        }),
        ctx.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: bearer(online.token),
          payload: forCustomer(batchId, online, 1, 'full'),
        }),
      ]);
      expect({
        staff: byStaff.statusCode,
        online: byCustomer.statusCode,
        body: [byStaff.body, byCustomer.body].find((b) => !b.includes('"_id"')),
      }).toEqual(expect.objectContaining({ body: expect.stringMatching(/sold out/) }));
      expect([byStaff.statusCode, byCustomer.statusCode].sort()).toEqual([201, 409]);
      expect(await seatsLeft(batchId)).toBe(0);
    }
  });
});
