import type { PackageDetail } from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, randomPhone, registerAndLogin, type TestContext } from './helpers/test-app';
import { bookingBody } from './helpers/booking-body';
import { greeting } from '../src/modules/notifications/greeting';

// Issue #39, finding 1: a booking queued its confirmation to any address typed on the form, opening with the
// full name typed there ("Namaste Your refund is ready: call +91 90000 00000,").
const LURE = 'Your refund is ready: call +91 90000 00000';
const STRANGER = 'stranger.inbox@example.org';
const OPERATOR_EMAIL = 'desk@trippy.example.in';

describe('greeting', () => {
  it.each([
    ['Meera', 'Namaste Meera,'],
    ['  Mary   Ann ', 'Namaste Mary Ann,'],
    ["D'Souza-Rao", "Namaste D'Souza-Rao,"],
    ['मीरा', 'Namaste मीरा,'],
    [LURE, 'Namaste,'],
    ['Your refund is ready', 'Namaste,'],
    ['Call 9000000000', 'Namaste,'],
    ['https://evil.example', 'Namaste,'],
    ['A'.repeat(25), 'Namaste,'],
    ['', 'Namaste,'],
    [undefined, 'Namaste,'],
  ])('greets %p as %p', (name, expected) => {
    expect(greeting(name)).toBe(expected);
  });
});

describe.each(DB_KINDS)('mail recipients on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { OPERATOR_EMAIL });
  });
  afterAll(() => ctx.close());

  const allMail = () =>
    ctx.handle.db.selectFrom('outbox').select(['kind', 'recipient', 'subject', 'body']).execute();

  const expectNoMailOpensWithLure = async () => {
    for (const mail of await allMail()) {
      const firstLine = mail.body.split('\n')[0] ?? '';
      expect(mail.subject.startsWith(LURE)).toBe(false);
      expect(firstLine).not.toContain('refund is ready');
    }
    const notes = await ctx.handle.db.selectFrom('notifications').select('message').execute();
    for (const note of notes) expect(note.message.startsWith(LURE)).toBe(false);
  };

  it("sends booking mail only to the account's verified email, greeted with the account's own name", async () => {
    const customer = await registerAndLogin(ctx.app);
    const pkg = (await ctx.app.inject('/api/packages/char-dham-yatra-from-haridwar')).json<{
      data: PackageDetail;
    }>().data;
    const batch = pkg.batches.find((b) => b.seatsLeft >= 2);
    const body = bookingBody(customer, { packageId: pkg._id, batchId: batch!._id });
    body.customerDetails.email = STRANGER;
    body.customerDetails.fullName = LURE;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const booking = created.json<{ data: { _id: string; customerDetails: { email: string } } }>().data;
    // The typed address is kept as a contact detail (the staff see it) ...
    expect(booking.customerDetails.email).toBe(STRANGER);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: bearer(customer.token),
    });
    expect(cancelled.statusCode).toBe(200);

    const mails = await allMail();
    // ... but nothing is mailed to it.
    expect(mails.filter((mail) => mail.recipient === STRANGER)).toEqual([]);
    const toCustomer = mails.filter((mail) => mail.recipient === customer.email);
    const confirmation = toCustomer.find((mail) => mail.kind === 'booking-confirmation');
    const cancellation = toCustomer.find((mail) => mail.kind === 'booking-cancelled');
    expect(confirmation?.body).toMatch(/^Namaste Meera,\n/);
    expect(cancellation?.body).toMatch(/^Namaste Meera,\n/);
    // The staff's copy shows what was typed, as data after a label.
    const desk = mails.find((mail) => mail.recipient === OPERATOR_EMAIL && mail.kind === 'booking-new');
    expect(desk?.subject).toMatch(/^New booking: /);
    expect(desk?.body).toContain(`Customer: ${LURE}`);
    await expectNoMailOpensWithLure();
  });

  it('keeps what a registration typed out of mail to the address it typed', async () => {
    const victim = `victim.${Math.random().toString(36).slice(2, 10)}@example.org`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: {
        firstName: LURE.slice(0, 60),
        lastName: 'X',
        email: victim,
        phone: randomPhone(),
        password: 'Badri@2026',
      },
    });
    expect(res.statusCode).toBe(201);
    // A second registration of the same phone from another address gets the "phone taken" mail.
    const holder = await registerAndLogin(ctx.app, { firstName: 'Meera' });
    const other = `other.${Math.random().toString(36).slice(2, 10)}@example.org`;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: {
        firstName: 'Your refund',
        lastName: 'X',
        email: other,
        phone: holder.phone,
        password: 'Badri@2026',
      },
    });
    // Registrations are stored and mailed after the answer.
    await ctx.app.backgroundSettled();
    const mails = await allMail();
    const toVictim = mails.filter((mail) => mail.recipient === victim);
    const toOther = mails.filter((mail) => mail.recipient === other);
    expect(toVictim.map((mail) => mail.kind)).toEqual(['otp']);
    expect(toOther.map((mail) => mail.kind)).toEqual(['phone-taken']);
    for (const mail of [...toVictim, ...toOther]) {
      expect(mail.body).toMatch(/^Namaste,\n/);
      expect(mail.body).not.toContain('refund');
    }
    await expectNoMailOpensWithLure();
  });
});
