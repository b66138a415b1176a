// The API in the customer's language: a package's words in Hindi with ?lang=hi (English where a field has no
// translation), the language kept on the account, and the account's mails written in it.
import { PACKAGES_HI } from '../src/seed/packages-hi';
import { bookingBody } from './helpers/booking-body';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, mailsTo, registerAndLogin, type TestContext } from './helpers/test-app';

const SLUG = 'kedarnath-yatra-1-dham';
const DEVANAGARI = /[\u0900-\u097F]/;

interface Detail {
  _id: string;
  name: string;
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

  it('writes the mails of an English account in English, as before', async () => {
    const customer = await registerAndLogin(ctx.app);
    const [codeMail] = await mailsTo(ctx.app, customer.email);
    expect(codeMail?.subject).toMatch(/^Your Trippy Himalaya code: \d{6}$/);
    expect(codeMail?.body).not.toMatch(DEVANAGARI);
  });
});
