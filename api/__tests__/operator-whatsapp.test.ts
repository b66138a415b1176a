import {
  MESSAGE_TEMPLATE_KEYS,
  MESSAGE_TEMPLATES,
  balanceReminderDate,
  formatRupees,
  formatTripDate,
} from '@trippy/domain';
import type { AuditEntry, MessageTemplate, WhatsAppCompose, WhatsAppSendResult } from '@trippy/contracts';
import { sendBalanceReminder } from '../src/modules/lifecycle/reminders';
import { DB_KINDS } from './helpers/db-targets';
import { batchStartingIn, bookSeats } from './helpers/operator-bookings';
import { createStaffToken, type TestStaff } from './helpers/staff';
import {
  bearer,
  createTestApp,
  mailsTo,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';

describe.each(DB_KINDS)('WhatsApp messages from templates on %s', (kind) => {
  let ctx: TestContext;
  let staff: TestStaff;
  let owner: TestStaff;
  let customer: TestCustomer;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    staff = await createStaffToken(ctx.app, 'staff', { name: 'Suresh Staff' });
    owner = await createStaffToken(ctx.app, 'owner', { name: 'Olivia Owner' });
    customer = await registerAndLogin(ctx.app, { firstName: 'Isha' });
  });
  afterAll(() => ctx.close());

  const templates = async (token = staff.token) => {
    const res = await ctx.app.inject({ url: '/api/operator/message-templates', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: MessageTemplate[] }>().data;
  };
  const put = (key: string, body: unknown, token = owner.token) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/operator/message-templates/${key}`,
      headers: bearer(token),
      payload: { body },
    });
  const send = (path: string, id: string, payload: object, token = staff.token) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/operator/${path}/${id}/whatsapp`,
      headers: bearer(token),
      payload,
    });
  const compose = async (path: string, id: string) => {
    const res = await ctx.app.inject({
      url: `/api/operator/${path}/${id}/whatsapp`,
      headers: bearer(staff.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: WhatsAppCompose }>().data;
  };
  const auditOf = async (query: string) =>
    (await ctx.app.inject({ url: `/api/operator/audit?${query}`, headers: bearer(owner.token) })).json<{
      data: AuditEntry[];
    }>().data;
  const logRows = (column: 'booking_id' | 'lead_id', id: string) =>
    ctx.app.db.selectFrom('message_log').selectAll().where(column, '=', id).execute();
  const submitLead = async (payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/leads/create', payload });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: { _id: string } }>().data._id;
  };
  /** An advance booking departing in `days`: a balance is open with its due date. */
  const openBalanceBooking = async (days: number) => {
    const batch = await batchStartingIn(ctx.app, 'char-dham-yatra-from-haridwar', days);
    const id = await bookSeats(ctx.app, customer.token, batch, { seats: 2, paymentType: 'advance' });
    const row = await ctx.app.db
      .selectFrom('bookings as k')
      .innerJoin('batches as b', 'b.id', 'k.batch_id')
      .innerJoin('packages as p', 'p.id', 'k.package_id')
      .select(['k.reference', 'k.remaining_amount', 'k.balance_due_date', 'b.start_date', 'p.name'])
      .where('k.id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, ...row };
  };

  it('lists the five templates, starting as the default texts, for staff and the owner', async () => {
    const list = await templates();
    expect(list.map((template) => template.key)).toEqual([...MESSAGE_TEMPLATE_KEYS]);
    for (const template of list) {
      // Migration 019 seeds the same texts as the domain's defaults (the mails' fallback).
      expect(template.body).toBe(MESSAGE_TEMPLATES[template.key].defaultBody);
      expect(template).toMatchObject({ updatedAt: null, updatedBy: null });
    }
    expect(list.find((template) => template.key === 'enquiry-reply')).toMatchObject({
      audience: 'lead',
      placeholders: ['name', 'trip', 'officePhone'],
    });
    expect(await templates(owner.token)).toEqual(list);
  });

  it('only the owner edits a template; a customer or no token gets nothing; each change is audited once', async () => {
    const body = 'Your balance of {amountDue} for {trip} is due by {dueDate}. Ref {reference}.';
    expect((await put('balance-reminder', body, staff.token)).statusCode).toBe(403);
    expect((await put('balance-reminder', body, customer.token)).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/operator/message-templates/balance-reminder',
          payload: { body },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/operator/message-templates', headers: bearer(customer.token) }))
        .statusCode,
    ).toBe(401);

    const saved = await put('balance-reminder', `  ${body.replace('. Ref', '.\r\nRef')}  `);
    expect(saved.statusCode).toBe(200);
    const template = saved.json<{ data: MessageTemplate }>().data;
    expect(template).toMatchObject({
      key: 'balance-reminder',
      body: body.replace('. Ref', '.\nRef'),
      updatedBy: { _id: owner.id, name: 'Olivia Owner' },
    });
    expect(template.updatedAt).not.toBeNull();
    expect((await templates()).find((t) => t.key === 'balance-reminder')?.body).toBe(template.body);
    // The same text again changes nothing and writes no second audit row.
    expect((await put('balance-reminder', template.body)).statusCode).toBe(200);
    const audit = await auditOf('action=message-template.updated&entityId=balance-reminder');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entityType: 'message-template',
      staff: { _id: owner.id },
      before: { template: 'balance-reminder', body: MESSAGE_TEMPLATES['balance-reminder'].defaultBody },
      after: { template: 'balance-reminder', body: template.body },
    });
    expect(audit[0]?.summary).toBe('Olivia Owner (owner) edited the “Balance reminder” message template');
  });

  it('a typo in a placeholder, a booking value in an enquiry template and bad bodies are refused', async () => {
    const typo = await put('pickup-details', 'Pickup at {pikup} on {date}');
    expect(typo.statusCode).toBe(422);
    expect(typo.json<{ message: string }>().message).toMatch(/^Unknown placeholder \{pikup\}\. Use \{name\}/);
    const wrongAudience = await put('enquiry-reply', 'Please pay {amountDue}');
    expect(wrongAudience.statusCode).toBe(422);
    expect(wrongAudience.json<{ message: string }>().message).toMatch(
      /\{amountDue\} cannot be filled for an enquiry/,
    );
    expect((await put('enquiry-reply', 'Hello {name')).statusCode).toBe(422);
    expect((await put('enquiry-reply', '   ')).statusCode).toBe(422);
    expect((await put('enquiry-reply', '')).statusCode).toBe(400);
    expect((await put('enquiry-reply', 'x'.repeat(1001))).statusCode).toBe(400);
    expect((await put('no-such-template', 'Hello')).statusCode).toBe(400);
    // Nothing was stored.
    const list = await templates();
    expect(list.find((t) => t.key === 'pickup-details')?.body).toBe(
      MESSAGE_TEMPLATES['pickup-details'].defaultBody,
    );
    expect(list.find((t) => t.key === 'enquiry-reply')?.body).toBe(
      MESSAGE_TEMPLATES['enquiry-reply'].defaultBody,
    );
  });

  it('sends a booking template on WhatsApp: one log row, the wa.me link to the number with the filled text', async () => {
    const booking = await openBalanceBooking(40);
    expect(booking.remaining_amount).toBeGreaterThan(0);
    expect(booking.balance_due_date).not.toBeNull();
    expect(
      (await send('bookings', booking.id, { template: 'balance-reminder' }, customer.token)).statusCode,
    ).toBe(401);

    const res = await send('bookings', booking.id, { template: 'balance-reminder' });
    expect(res.statusCode).toBe(201);
    const sent = res.json<{ data: WhatsAppSendResult }>().data;
    // The template as the owner edited it above, filled from this booking, after the greeting.
    expect(sent.text).toBe(
      `Namaste Isha,\n\nYour balance of ${formatRupees(booking.remaining_amount)} for ${booking.name} is due by ${formatTripDate(String(booking.balance_due_date))}.\nRef ${booking.reference}.`,
    );
    expect(sent.channel).toBe('whatsapp');
    // bookSeats types 9811111111 as the booking's phone.
    expect(sent.url).toBe(`https://wa.me/919811111111?text=${encodeURIComponent(sent.text)}`);
    expect(new URL(sent.url!).searchParams.get('text')).toBe(sent.text);
    // Never an identity number (the travellers' are 2345 6789 ....).
    expect(sent.text).not.toMatch(/2345|6789/);
    expect(sent.message).toMatchObject({
      template: 'balance-reminder',
      templateLabel: 'Balance reminder',
      phone: '919811111111',
      text: sent.text,
      staff: { _id: staff.id, name: 'Suresh Staff' },
    });

    const rows = await logRows('booking_id', booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'whatsapp',
      template_key: 'balance-reminder',
      lead_id: null,
      staff_id: staff.id,
      phone: '919811111111',
      text: sent.text,
    });
    const audit = await auditOf(`action=whatsapp.sent&entityId=${booking.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entityType: 'booking',
      after: { template: 'balance-reminder', channel: 'whatsapp' },
    });
    expect(audit[0]?.summary).toBe(
      `Suresh Staff (staff) sent the “Balance reminder” WhatsApp message about booking ${booking.reference}`,
    );

    // A second message: the booking's list has both, newest first.
    const pickup = await send('bookings', booking.id, { template: 'pickup-details' });
    expect(pickup.statusCode).toBe(422);
    expect(pickup.json<{ message: string }>().message).toBe('Type the pickup place and time.');
    const withPickup = await send('bookings', booking.id, {
      template: 'pickup-details',
      pickup: 'ISBT Dehradun, 5:30 am',
    });
    expect(withPickup.statusCode).toBe(201);
    expect(withPickup.json<{ data: WhatsAppSendResult }>().data.text).toContain(
      'Pickup: ISBT Dehradun, 5:30 am.',
    );
    const shown = await compose('bookings', booking.id);
    expect(shown.sent.map((message) => message.template)).toEqual(['pickup-details', 'balance-reminder']);
    expect(shown).toMatchObject({
      audience: 'booking',
      to: { name: 'Isha Rana', phone: '9811111111', countryCode: '91' },
      values: {
        name: 'Isha',
        reference: booking.reference,
        travellers: 2,
        amountDue: booking.remaining_amount,
      },
    });
    expect(shown.templates.map((template) => template.key)).toEqual([
      'booking-received',
      'balance-reminder',
      'pickup-details',
      'departure-cancelled',
    ]);
    expect(await logRows('booking_id', booking.id)).toHaveLength(2);
  });

  it('refuses what cannot be filled or is not for a booking, and logs nothing then', async () => {
    const booking = await openBalanceBooking(45);
    const notCancelled = await send('bookings', booking.id, { template: 'departure-cancelled' });
    expect(notCancelled.statusCode).toBe(422);
    expect(notCancelled.json<{ message: string }>().message).toMatch(
      /\{reason\}, \{refund\} cannot be filled for this booking/,
    );
    const forLeads = await send('bookings', booking.id, { template: 'enquiry-reply' });
    expect(forLeads.statusCode).toBe(422);
    expect((await send('bookings', booking.id, { template: 'nope' })).statusCode).toBe(400);
    expect(
      (await send('bookings', 'abcdefabcdefabcdefabcdef', { template: 'booking-received' })).statusCode,
    ).toBe(404);
    expect(await logRows('booking_id', booking.id)).toHaveLength(0);
  });

  it('sends the enquiry reply to a lead: its country code and number, one log row on the lead', async () => {
    const leadId = await submitLead({
      firstName: 'Meera',
      lastName: 'Bisht',
      countryCode: '91',
      phone: '9876501234',
      email: 'meera.lead@example.in',
      travelers: 3,
      packageType: '4dham',
    });
    const wrong = await send('leads', leadId, { template: 'balance-reminder' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ message: string }>().message).toMatch(
      /not a message for an enquiry: use Enquiry reply/,
    );

    const res = await send('leads', leadId, { template: 'enquiry-reply' });
    expect(res.statusCode).toBe(201);
    const sent = res.json<{ data: WhatsAppSendResult }>().data;
    expect(sent.text).toMatch(/^Namaste Meera,\n\nThank you for your enquiry about the Char Dham Yatra\./);
    expect(sent.text).toContain('+91 98370 12345');
    expect(sent.url).toBe(`https://wa.me/919876501234?text=${encodeURIComponent(sent.text)}`);
    const rows = await logRows('lead_id', leadId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ booking_id: null, template_key: 'enquiry-reply', phone: '919876501234' });
    const shown = await compose('leads', leadId);
    expect(shown.templates.map((template) => template.key)).toEqual(['enquiry-reply']);
    expect(shown.sent).toHaveLength(1);
    expect(shown.sent[0]?.text).toBe(sent.text);
    expect((await auditOf(`action=whatsapp.sent&entityId=${leadId}`))[0]?.summary).toBe(
      "Suresh Staff (staff) sent the “Enquiry reply” WhatsApp message about Meera Bisht's lead",
    );
    expect((await send('leads', 'abcdefabcdefabcdefabcdef', { template: 'enquiry-reply' })).statusCode).toBe(
      404,
    );
  });

  it('the owner edits the enquiry reply and the next message to a lead uses it', async () => {
    expect((await put('enquiry-reply', 'About {trip}: call {officePhone}.')).statusCode).toBe(200);
    const leadId = await submitLead({
      firstName: 'Ravi',
      phone: '9876505678',
      email: 'ravi.lead@example.in',
      message: 'A trek in May',
      tripType: 'trek',
    });
    const sent = (await send('leads', leadId, { template: 'enquiry-reply' })).json<{
      data: WhatsAppSendResult;
    }>().data;
    expect(sent.text).toBe('Namaste Ravi,\n\nAbout a Himalayan trek: call +91 98370 12345.');
  });

  it('the balance reminder mail takes its main text from the edited template', async () => {
    const marker = 'Edited reminder: {amountDue} for {trip} by {dueDate} ({reference}).';
    expect((await put('balance-reminder', marker)).statusCode).toBe(200);
    const booking = await openBalanceBooking(30);
    const today = balanceReminderDate(booking.start_date, 21);
    const outcome = await ctx.app.db
      .transaction()
      .execute((tx) => sendBalanceReminder(tx, booking.id, 21, today, 'https://trippy.example'));
    expect(outcome.outcome).toBe('sent');
    const mail = (await mailsTo(ctx.app, customer.email)).find(
      (m) => m.kind === 'balance-reminder' && m.body.includes(booking.reference),
    );
    expect(mail?.body).toContain(
      `Namaste Isha,\n\nEdited reminder: ${formatRupees(booking.remaining_amount)} for ${booking.name} by ${formatTripDate(String(booking.balance_due_date))} (${booking.reference}).\nPay it online (UPI, card or net banking) from My Bookings: https://trippy.example/profile\n`,
    );
    // The reference is in the text already: not repeated.
    expect(mail?.body.split(booking.reference)).toHaveLength(2);

    // A template the mail cannot fill (staff saved {pickup} into it) falls back to the default text.
    expect((await put('balance-reminder', 'Pickup {pickup}, due {amountDue}')).statusCode).toBe(200);
    const other = await openBalanceBooking(31);
    await ctx.app.db
      .transaction()
      .execute((tx) =>
        sendBalanceReminder(
          tx,
          other.id,
          21,
          balanceReminderDate(other.start_date, 21),
          'https://trippy.example',
        ),
      );
    const fallback = (await mailsTo(ctx.app, customer.email)).find(
      (m) => m.kind === 'balance-reminder' && m.body.includes(other.reference),
    );
    expect(fallback?.body).toContain(
      `A gentle reminder: the balance of ${formatRupees(other.remaining_amount)}`,
    );
    expect(fallback?.body).not.toContain('{');
  });

  // Last: it cancels the departure the other tests book on.
  it('the departure-cancelled mail and WhatsApp message take the edited template', async () => {
    const edited = 'Sorry: {trip} on {date} is off ({reason}). Refund {refund} for {reference}.';
    expect((await put('departure-cancelled', edited)).statusCode).toBe(200);
    const booking = await openBalanceBooking(50);
    const { batch_id: batchId } = await ctx.app.db
      .selectFrom('bookings')
      .select('batch_id')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/batches/${batchId}/cancel`,
      headers: bearer(staff.token),
      payload: { reason: 'Landslide near Sonprayag' },
    });
    expect(cancelled.statusCode).toBe(200);
    const main = `Sorry: ${booking.name} on ${formatTripDate(booking.start_date)} is off (Landslide near Sonprayag). Refund ₹0.00 for ${booking.reference}.`;
    const mail = (await mailsTo(ctx.app, customer.email)).find(
      (m) => m.kind === 'departure-cancelled' && m.body.includes(booking.reference),
    );
    expect(mail?.body).toBe(
      `Namaste Isha,\n\n${main}\n\nTeam Trippy Himalaya\nRajpur Road, Dehradun, Uttarakhand\nMon-Sat, 9 AM to 6 PM IST`,
    );

    const sent = await send('bookings', booking.id, { template: 'departure-cancelled' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<{ data: WhatsAppSendResult }>().data.text).toBe(`Namaste Isha,\n\n${main}`);
  });
});
