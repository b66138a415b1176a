// The API in the customer's language: a package's words in Hindi with ?lang=hi (English where a field has no
// translation), the language kept on the account, and the account's mails written in it.
import { PACKAGES_HI } from '../src/seed/packages-hi';
import { ADD_ONS_HI, CATEGORIES_HI, DESTINATIONS_HI } from '../src/seed/catalog-hi';
import { addDays, BALANCE_REMINDER_DAYS } from '@trippy/domain';
import { sendBalanceReminder } from '../src/modules/lifecycle/reminders';
import { bookingBody } from './helpers/booking-body';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, mailsTo, registerAndLogin, type TestContext } from './helpers/test-app';

const SLUG = 'kedarnath-yatra-1-dham';
const DEVANAGARI = /[\u0900-\u097F]/;

interface Named {
  name: string;
  slug: string;
}

interface Detail {
  _id: string;
  name: string;
  category: Named;
  destination: Named;
  additionalServices: { _id: string; name: string; price: number }[];
  itinerary: { day: number; title: string }[];
  inclusions: string[];
  batches: { _id: string; seatsLeft: number }[];
  translations?: unknown;
}

describe.each(DB_KINDS)('Hindi from the API on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const detail = async (query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/packages/${SLUG}${query}` });
    return { status: res.statusCode, data: res.json<{ data: Detail }>().data };
  };

  it('answers a package in Hindi with lang=hi and in English without, never sending the translations', async () => {
    const english = await detail();
    const hindi = await detail('?lang=hi');
    expect(english.status).toBe(200);
    expect(hindi.status).toBe(200);
    const seeded = PACKAGES_HI[SLUG];
    expect(hindi.data.name).toBe(seeded?.name);
    expect(hindi.data.name).toMatch(DEVANAGARI);
    expect(english.data.name).not.toMatch(DEVANAGARI);
    expect(hindi.data.itinerary.map((day) => day.title)).toEqual(seeded?.itinerary?.map((day) => day.title));
    expect(hindi.data.inclusions).toEqual(seeded?.inclusions);
    // What is not words stays the same: the package, its batches and seats.
    expect(hindi.data._id).toBe(english.data._id);
    expect(hindi.data.batches).toEqual(english.data.batches);
    expect(english.data).not.toHaveProperty('translations');
    expect(hindi.data).not.toHaveProperty('translations');
    expect((await detail('?lang=fr')).status).toBe(400);
  });

  it("names the package's category, destination and add-ons in Hindi, prices and slugs unchanged", async () => {
    const english = (await detail()).data;
    const hindi = (await detail('?lang=hi')).data;
    expect(hindi.category).toEqual({ ...english.category, name: CATEGORIES_HI[english.category.slug]?.name });
    expect(hindi.destination).toEqual({
      ...english.destination,
      name: DESTINATIONS_HI[english.destination.slug]?.name,
    });
    expect(english.additionalServices.length).toBeGreaterThan(0);
    expect(hindi.additionalServices).toEqual(
      english.additionalServices.map((addOn) => ({ ...addOn, name: ADD_ONS_HI[addOn.name] })),
    );
  });

  const get = async <T>(url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return res.json<{ data: T }>().data;
  };

  it('lists, searches, pages and suggests in Hindi with lang=hi, in the same order as in English', async () => {
    type Listed = Named & { location: string; category: Named; destination: Named };
    const english = await get<Listed[]>('/api/packages');
    const hindi = await get<Listed[]>('/api/packages?lang=hi');
    expect(hindi.map((pkg) => pkg.slug)).toEqual(english.map((pkg) => pkg.slug));
    for (const pkg of hindi) {
      expect(pkg.name).toBe(PACKAGES_HI[pkg.slug]?.name ?? english.find((e) => e.slug === pkg.slug)?.name);
      expect(pkg.category.name).toBe(CATEGORIES_HI[pkg.category.slug]?.name);
      expect(pkg.destination.name).toBe(DESTINATIONS_HI[pkg.destination.slug]?.name);
    }
    // The English list is still English (kept answers are kept per language).
    expect((await get<Listed[]>('/api/packages')).filter((pkg) => DEVANAGARI.test(pkg.name))).toEqual([]);

    const found = await get<Listed[]>(`/api/packages?q=${encodeURIComponent('हरिद्वार से चार धाम')}&lang=hi`);
    expect(found.map((pkg) => pkg.slug)).toContain('char-dham-yatra-from-haridwar');
    const paged = await get<Listed[]>('/api/packages?page=1&pageSize=3&lang=hi');
    expect(paged.map((pkg) => pkg.name)).toEqual(hindi.slice(0, 3).map((pkg) => pkg.name));

    const categories = await get<Array<Named & { description: string }>>('/api/categories?lang=hi');
    expect(categories.map((c) => [c.name, c.description])).toEqual(
      categories.map((c) => [CATEGORIES_HI[c.slug]?.name, CATEGORIES_HI[c.slug]?.description]),
    );
    const destinations = await get<Array<Named & { region: string }>>('/api/destinations?lang=hi');
    expect(destinations.map((d) => [d.name, d.region])).toEqual(
      destinations.map((d) => [DESTINATIONS_HI[d.slug]?.name, DESTINATIONS_HI[d.slug]?.region]),
    );
    expect((await get<Named[]>('/api/destinations')).map((d) => d.slug)).toEqual(
      destinations.map((d) => d.slug),
    );

    const suggestions = await get<string[]>('/api/packages/suggestions?lang=hi');
    expect(suggestions).toContain(CATEGORIES_HI['char-dham']?.name);
    expect(await get<string[]>('/api/packages/suggestions')).toContain('Char Dham');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/categories?lang=xx' })).statusCode).toBe(400);
  });

  it('keeps the language on the account: set at registration, changed on the profile, and writes the mails in it', async () => {
    const customer = await registerAndLogin(ctx.app, { locale: 'hi' });
    const [codeMail] = await mailsTo(ctx.app, customer.email);
    expect(codeMail?.subject).toMatch(/^आपका ट्रिपी हिमालय कोड: \d{6}$/);
    expect(codeMail?.body).toContain('अपना खाता सत्यापित करने के लिए कोड');

    const me = await ctx.app.inject({
      method: 'GET',
      url: `/api/customers/${customer.id}`,
      headers: bearer(customer.token),
    });
    expect(me.json<{ data: { locale: string } }>().data.locale).toBe('hi');

    const { data: pkg } = await detail();
    const batch = pkg.batches.find((candidate) => candidate.seatsLeft > 0);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: bookingBody(customer, { packageId: pkg._id, batchId: batch!._id }),
    });
    expect(booked.statusCode).toBe(201);
    const confirmation = (await mailsTo(ctx.app, customer.email)).find(
      (m) => m.kind === 'booking-confirmation',
    );
    expect(confirmation?.subject).toMatch(/^बुकिंग मिल गई: /);
    expect(confirmation?.body).toMatch(/^नमस्ते Meera,/);
    expect(confirmation?.body).toContain('बुकिंग संदर्भ:');
    // The realtime notification is stored in the account's language too.
    const notifications = await ctx.app.inject({
      method: 'GET',
      url: `/api/notifications?userId=${customer.id}`,
      headers: bearer(customer.token),
    });
    expect(notifications.json<{ data: { message: string }[] }>().data.map((n) => n.message)).toEqual([
      expect.stringMatching(/^बुकिंग मिल गई: .+। सीटें पक्की करने के लिए भुगतान करें: वे \d+ मिनट के लिए रोकी गई हैं।$/),
    ]);

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/customers/profile/${customer.id}`,
      headers: bearer(customer.token),
      payload: { locale: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: { locale: string } }>().data.locale).toBe('en');
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/customers/profile/${customer.id}`,
      headers: bearer(customer.token),
      payload: { locale: 'xx' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it("writes a Hindi account's balance reminder in Hindi, its link to the Hindi bookings page", async () => {
    const customer = await registerAndLogin(ctx.app, { locale: 'hi' });
    const { data: pkg } = await detail();
    const batch = pkg.batches.find((candidate) => candidate.seatsLeft > 0)! as Detail['batches'][number] & {
      startDate: string;
    };
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: bookingBody(customer, { packageId: pkg._id, batchId: batch._id, paymentType: 'advance' }),
    });
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json<{ data: { _id: string } }>().data._id;
    const days = BALANCE_REMINDER_DAYS[0];
    const outcome = await ctx.handle.db
      .transaction()
      .execute((tx) =>
        sendBalanceReminder(tx, bookingId, days, addDays(batch.startDate, -days), 'https://trippy.example'),
      );
    expect(outcome).toEqual(expect.objectContaining({ outcome: 'sent' }));
    const reminder = (await mailsTo(ctx.app, customer.email)).find((m) => m.kind === 'balance-reminder');
    expect(reminder?.subject).toMatch(/^बाकी राशि (.+ तक )?देय: /);
    expect(reminder?.body).toMatch(/^नमस्ते Meera,\n\nआपकी बुकिंग [A-Z0-9-]+ \(/);
    expect(reminder?.body).toContain('https://trippy.example/hi/profile');
    expect(reminder?.body).toContain('टीम ट्रिपी हिमालय');
    expect(reminder?.body).not.toMatch(/\{\w+\}/);
  });

  it('answers a registration made in Hindi with a phone number already taken, in Hindi', async () => {
    const holder = await registerAndLogin(ctx.app);
    const email = `hindi.${Date.now()}@example.in`;
    const attempt = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: {
        firstName: 'Meera',
        lastName: 'Joshi',
        email,
        phone: holder.phone,
        password: 'Himalaya@123',
        locale: 'hi',
      },
    });
    expect(attempt.statusCode).toBe(201);
    await ctx.app.backgroundSettled();
    const taken = (await mailsTo(ctx.app, email)).find((m) => m.kind === 'phone-taken');
    expect(taken?.subject).toBe('आपका ट्रिपी हिमालय रजिस्ट्रेशन पूरा नहीं हो सका');
    expect(taken?.body).toMatch(/^नमस्ते,\n\nहम आपका खाता नहीं बना सके/);
  });

  it('answers error messages in Hindi to a Hindi page (Accept-Language), in English otherwise', async () => {
    const missing = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/packages/no-such-package-here', headers });
    const hindi = await missing({ 'accept-language': 'hi-IN' });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json<{ message: string }>().message).toBe('पैकेज नहीं मिला');
    const others: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-IN' },
      { 'accept-language': 'en-US,hi;q=0.9' },
    ];
    for (const headers of others)
      expect((await missing(headers)).json<{ message: string }>().message).toBe('Package not found');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      headers: { 'accept-language': 'hi' },
      payload: { identifier: 'nobody@example.in', password: 'Wrong-password-1' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json<{ message: string }>().message).toBe('ईमेल/फ़ोन या पासवर्ड गलत है');
  });

  it('writes the mails of an English account in English, as before', async () => {
    const customer = await registerAndLogin(ctx.app);
    const [codeMail] = await mailsTo(ctx.app, customer.email);
    expect(codeMail?.subject).toMatch(/^Your Trippy Himalaya code: \d{6}$/);
    expect(codeMail?.body).not.toMatch(DEVANAGARI);
    const { data: pkg } = await detail();
    const batch = pkg.batches.find((candidate) => candidate.seatsLeft > 0);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: bookingBody(customer, { packageId: pkg._id, batchId: batch!._id }),
    });
    const notifications = await ctx.app.inject({
      method: 'GET',
      url: `/api/notifications?userId=${customer.id}`,
      headers: bearer(customer.token),
    });
    expect(notifications.json<{ data: { message: string }[] }>().data.map((n) => n.message)).toEqual([
      expect.stringMatching(
        /^Booking received: .+\. Pay to confirm your seats: they are held for \d+ minutes\.$/,
      ),
    ]);
  });
});
