import { addDays, toDateOnly } from '@trippy/domain';
import type {
  CatalogueOptions,
  OperatorBatch,
  OperatorPackageBody,
  OperatorPackageDetail,
  OperatorPackageListItem,
  PackageDetail,
  PackageSummary,
} from '@trippy/contracts';
import { buildApp } from '../src/app';
import type { App } from '../src/types';
import { newId } from '../src/db/ids';
import { DB_KINDS, postgresAvailable } from './helpers/db-targets';
import { REDIS_URL, redisProblem } from './helpers/redis';
import {
  TEST_CONFIG,
  bearer,
  createTestApp,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';
import { travellersFor } from './helpers/travellers';

type Envelope<T> = { success: boolean; data: T; message?: string };

const customerDetails = {
  fullName: 'Ishaan Bhatt',
  email: 'ishaan.bhatt@example.in',
  phone: '9812345671',
  address: 'Clement Town, Dehradun',
  emergencyContact: '9898989802',
  emergencyName: 'Anita Bhatt',
};

let slugCounter = 0;

function packageBody(
  options: CatalogueOptions,
  overrides: Partial<OperatorPackageBody> = {},
): OperatorPackageBody {
  slugCounter += 1;
  return {
    name: `Nag Tibba Winter Trek ${slugCounter}`,
    slug: `nag-tibba-winter-${slugCounter}-${newId().slice(0, 6)}`,
    location: 'Pantwari, Tehri Garhwal',
    categoryId: options.categories.find((c) => c.slug === 'treks')!._id,
    destinationId: options.destinations[0]!._id,
    description: 'A two-day snow trek close to Dehradun.',
    cardImage: '/images/packages/nag-tibba-1.svg',
    gallery: ['/images/packages/nag-tibba-2.svg', `/api/images/uploads/${newId()}`],
    duration: '2 Days / 1 Night',
    durationDays: 2,
    offerPrice: 599_900,
    originalPrice: 799_900,
    packageType: 'Trek',
    difficulty: 'easy',
    maxAltitudeFt: 9915,
    highlights: ['Snow views of Bandarpoonch', 'Camp under oaks'],
    itinerary: [
      { day: 1, title: 'Dehradun to Pantwari, trek to camp', description: 'Drive 90 km, walk 5 km.' },
      { day: 2, title: 'Summit and back', description: 'Summit at dawn.' },
    ],
    inclusions: ['Meals on the trek', 'Tents'],
    exclusions: ['Personal expenses'],
    addons: [
      { name: 'Rented boots', price: 30_000 },
      { name: 'Porter', price: 90_000 },
    ],
    status: 'published',
    ...overrides,
  };
}

describe.each(DB_KINDS)('operator catalogue on %s', (kind) => {
  let ctx: TestContext;
  let staff: TestStaff;
  let customer: TestCustomer;
  let options: CatalogueOptions;

  const op = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(staff.token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const create = async (overrides: Partial<OperatorPackageBody> = {}): Promise<OperatorPackageDetail> => {
    const res = await op('POST', '/api/operator/packages', packageBody(options, overrides));
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
    return res.json<Envelope<OperatorPackageDetail>>().data;
  };

  const addBatch = async (packageId: string, offset = 30, totalSeats = 12): Promise<OperatorBatch> => {
    const startDate = addDays(toDateOnly(), offset);
    const res = await op('POST', `/api/operator/packages/${packageId}/batches`, {
      startDate,
      endDate: addDays(startDate, 1),
      totalSeats,
    });
    if (res.statusCode !== 201) throw new Error(`batch failed: ${res.body}`);
    return res.json<Envelope<OperatorBatch>>().data;
  };

  const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });

  const book = (packageId: string, batchId: string, seats: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: {
        packageId,
        batchId,
        numberOfSeats: seats,
        paymentType: 'full',
        addonIds: [],
        travellers: travellersFor(seats),
        customerDetails,
      },
    });

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    staff = await createStaffToken(ctx.app, 'staff');
    customer = await registerAndLogin(ctx.app);
    options = (await op('GET', '/api/operator/catalogue/options')).json<Envelope<CatalogueOptions>>().data;
  });
  afterAll(() => ctx.close());

  it('creates a package that GET /api/packages shows at once, with every field', async () => {
    // The public list is cached: read it first so that a stale cache would show.
    const before = (await publicGet('/api/packages')).json<Envelope<PackageSummary[]>>().data;
    const created = await create();
    expect(created).toMatchObject({
      status: 'published',
      category: { slug: 'treks' },
      offerPrice: 599_900,
      originalPrice: 799_900,
      addons: [
        { name: 'Rented boots', price: 30_000 },
        { name: 'Porter', price: 90_000 },
      ],
    });
    const after = (await publicGet('/api/packages')).json<Envelope<PackageSummary[]>>().data;
    expect(after).toHaveLength(before.length + 1);
    const detail = (await publicGet(`/api/packages/${created.slug}`)).json<Envelope<PackageDetail>>().data;
    expect(detail).toMatchObject({
      name: created.name,
      images: { cardImage: '/images/packages/nag-tibba-1.svg', gallery: created.gallery },
      duration: '2 Days / 1 Night',
      difficulty: 'easy',
      maxAltitudeFt: 9915,
      highlights: ['Snow views of Bandarpoonch', 'Camp under oaks'],
      inclusions: ['Meals on the trek', 'Tents'],
      exclusions: ['Personal expenses'],
    });
    expect(detail.itinerary.map((day) => day.day)).toEqual([1, 2]);
    expect(detail.additionalServices.map((addon) => addon.name)).toEqual(['Rented boots', 'Porter']);

    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', created._id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'package.created', staff_id: staff.id, before: null });
    expect(audit.after).toMatchObject({ slug: created.slug, offerPrice: 599_900 });
  });

  it('an edited price is public at once; add-ons are replaced by the list; audited with before and after', async () => {
    const created = await create();
    await publicGet(`/api/packages/${created.slug}`);
    await publicGet('/api/packages');
    const boots = created.addons.find((addon) => addon.name === 'Rented boots')!;
    const res = await op('PUT', `/api/operator/packages/${created._id}`, {
      ...packageBody(options, { slug: created.slug, name: created.name }),
      offerPrice: 549_900,
      addons: [
        { _id: boots._id, name: 'Rented boots and gaiters', price: 35_000 },
        { name: 'Microspikes', price: 20_000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<Envelope<OperatorPackageDetail>>().data;
    expect(saved.addons).toEqual([
      { _id: boots._id, name: 'Rented boots and gaiters', price: 35_000 },
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/) as string, name: 'Microspikes', price: 20_000 },
    ]);
    const detail = (await publicGet(`/api/packages/${created.slug}`)).json<Envelope<PackageDetail>>().data;
    expect(detail.offerPrice).toBe(549_900);
    expect(detail.additionalServices.map((addon) => addon.name)).toEqual([
      'Rented boots and gaiters',
      'Microspikes',
    ]);
    const listed = (await publicGet('/api/packages')).json<Envelope<PackageSummary[]>>().data;
    expect(listed.find((pkg) => pkg._id === created._id)?.offerPrice).toBe(549_900);

    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', created._id)
      .where('action', '=', 'package.updated')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ offerPrice: 599_900 });
    expect(audit.after).toMatchObject({ offerPrice: 549_900 });
  });

  it('keeps the season: months in order, public on the package; a save without it leaves it as it was', async () => {
    const created = await create({ seasonMonths: [12, 1, 2, 3] });
    expect(created.seasonMonths).toEqual([1, 2, 3, 12]);
    const publicSeason = async () =>
      (await publicGet(`/api/packages/${created.slug}`)).json<Envelope<PackageDetail>>().data.seasonMonths;
    expect(await publicSeason()).toEqual([1, 2, 3, 12]);
    const withoutSeason = packageBody(options, { slug: created.slug, name: created.name });
    expect((await op('PUT', `/api/operator/packages/${created._id}`, withoutSeason)).statusCode).toBe(200);
    expect(await publicSeason()).toEqual([1, 2, 3, 12]);
    const cleared = await op('PUT', `/api/operator/packages/${created._id}`, {
      ...withoutSeason,
      seasonMonths: [],
    });
    expect(cleared.json<Envelope<OperatorPackageDetail>>().data.seasonMonths).toEqual([]);
    for (const seasonMonths of [[0], [13], [5, 5], Array.from({ length: 13 }, (_, i) => (i % 12) + 1)])
      expect(
        (await op('PUT', `/api/operator/packages/${created._id}`, { ...withoutSeason, seasonMonths }))
          .statusCode,
      ).toBe(400);
  });

  it('keeps its Hindi words, shown by the public Hindi page and list; a save without them leaves them', async () => {
    const hindi = { name: 'हर की दून ट्रेक', duration: '7 दिन / 6 रातें', highlights: ['बुग्याल'] };
    const created = await create({ translations: { hi: hindi } });
    expect(created.translations).toEqual({ hi: hindi });
    const publicHindi = async () =>
      (await publicGet(`/api/packages/${created.slug}?lang=hi`)).json<Envelope<PackageDetail>>().data;
    expect((await publicHindi()).name).toBe('हर की दून ट्रेक');
    const listed = (await publicGet('/api/packages?lang=hi')).json<Envelope<PackageSummary[]>>().data;
    expect(listed.find((pkg) => pkg._id === created._id)?.duration).toBe('7 दिन / 6 रातें');
    const withoutHindi = packageBody(options, { slug: created.slug, name: created.name });
    expect((await op('PUT', `/api/operator/packages/${created._id}`, withoutHindi)).statusCode).toBe(200);
    expect((await publicHindi()).name).toBe('हर की दून ट्रेक');
    const changed = await op('PUT', `/api/operator/packages/${created._id}`, {
      ...withoutHindi,
      translations: { hi: { name: 'हर की दून' } },
    });
    expect(changed.json<Envelope<OperatorPackageDetail>>().data.translations).toEqual({
      hi: { name: 'हर की दून' },
    });
    expect(await publicHindi()).toEqual(
      expect.objectContaining({ name: 'हर की दून', duration: created.duration }),
    );
    for (const translations of [
      { hi: { name: '' } },
      { hi: { name: 'क'.repeat(201) } },
      { hi: { highlights: [''] } },
    ])
      expect(
        (await op('PUT', `/api/operator/packages/${created._id}`, { ...withoutHindi, translations }))
          .statusCode,
      ).toBe(400);
  });

  it('a draft is invisible on every public endpoint and cannot be booked', async () => {
    const draft = await create({
      status: 'draft',
      name: 'Secret Draft Trek Zanskar',
      location: 'Zanskarvalley',
    });
    const batch = await addBatch(draft._id);
    const paths = [
      '/api/packages',
      '/api/packages?page=1&pageSize=12',
      '/api/packages?q=Zanskar',
      '/api/packages?category=treks',
    ];
    for (const path of paths) {
      const res = await publicGet(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(draft._id);
    }
    expect((await publicGet(`/api/packages/${draft.slug}`)).statusCode).toBe(404);
    expect((await publicGet(`/api/packages/${draft._id}`)).statusCode).toBe(404);
    const suggestions = await publicGet('/api/packages/suggestions');
    expect(suggestions.body).not.toContain('Secret Draft');
    const before = (await publicGet('/api/categories')).json<
      Envelope<Array<{ slug: string; packageCount: number }>>
    >();
    const booked = await book(draft._id, batch._id, 1);
    expect(booked.statusCode).toBe(404);

    // Published: everything shows it, counts included.
    const published = await op('PUT', `/api/operator/packages/${draft._id}`, {
      ...packageBody(options, { slug: draft.slug, name: draft.name, location: draft.location }),
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    expect((await publicGet(`/api/packages/${draft.slug}`)).statusCode).toBe(200);
    expect((await publicGet('/api/packages?q=Zanskar')).body).toContain(draft._id);
    const after = (await publicGet('/api/categories')).json<
      Envelope<Array<{ slug: string; packageCount: number }>>
    >();
    const treks = (list: typeof before) => list.data.find((c) => c.slug === 'treks')!.packageCount;
    expect(treks(after)).toBe(treks(before) + 1);
  });

  it('lists packages for staff, drafts included, with filters and paging', async () => {
    const draft = await create({ status: 'draft', name: 'Kuari Pass Listing Draft' });
    const list = async (query: string) =>
      (await op('GET', `/api/operator/packages?${query}`)).json<{
        data: OperatorPackageListItem[];
        page: { total: number; pageSize: number };
      }>();
    expect((await list('q=Kuari%20Pass%20Listing')).data.map((pkg) => pkg._id)).toEqual([draft._id]);
    expect((await list('status=draft')).data.every((pkg) => pkg.status === 'draft')).toBe(true);
    const page = await list('pageSize=5');
    expect(page.data).toHaveLength(5);
    expect(page.page.total).toBeGreaterThan(5);
    const detail = (await op('GET', `/api/operator/packages/${draft._id}`)).json<
      Envelope<OperatorPackageDetail>
    >();
    expect(detail.data.status).toBe('draft');
    expect((await op('GET', `/api/operator/packages/${newId()}`)).statusCode).toBe(404);
  });

  it('validates packages: slug taken 409, unknown category 422, offer above original 422, days 1..n, bounds 400', async () => {
    const existing = await create();
    const post = (overrides: Partial<OperatorPackageBody>) =>
      op('POST', '/api/operator/packages', packageBody(options, overrides));
    expect((await post({ slug: existing.slug })).statusCode).toBe(409);
    expect((await post({ slug: 'char-dham-yatra-from-haridwar' })).statusCode).toBe(409);
    const unknownCategory = await post({ categoryId: newId() });
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json<Envelope<null>>().message).toBe('This category does not exist');
    expect((await post({ destinationId: newId() })).statusCode).toBe(422);
    const pricey = await post({ offerPrice: 900_000, originalPrice: 800_000 });
    expect(pricey.statusCode).toBe(422);
    expect(pricey.json<Envelope<null>>().message).toBe('The offer price cannot be above the original price');
    const days = await post({
      itinerary: [
        { day: 1, title: 'One', description: '' },
        { day: 3, title: 'Three', description: '' },
      ],
    });
    expect(days.statusCode).toBe(422);
    expect((await post({ slug: 'Not A Slug' })).statusCode).toBe(400);
    expect((await post({ name: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await post({ highlights: Array.from({ length: 21 }, () => 'h') })).statusCode).toBe(400);
    expect((await post({ cardImage: 'https://evil.example/x.png' })).statusCode).toBe(400);
    expect((await post({ cardImage: '/images/../../etc/passwd' })).statusCode).toBe(400);
    expect((await post({ status: 'archived' as 'draft' })).statusCode).toBe(400);
    expect((await op('PUT', `/api/operator/packages/${newId()}`, packageBody(options))).statusCode).toBe(404);
  });

  it('seats can never be set below the seats sold; the seats left follow', async () => {
    const pkg = await create();
    const batch = await addBatch(pkg._id, 40, 12);
    expect(batch).toMatchObject({ totalSeats: 12, seatsLeft: 12, seatsSold: 0, closed: false });
    expect((await book(pkg._id, batch._id, 5)).statusCode).toBe(201);

    const tooFew = await op('PATCH', `/api/operator/batches/${batch._id}`, { totalSeats: 4 });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json<Envelope<null>>().message).toBe('Seats cannot be fewer than the 5 already sold');

    const exact = await op('PATCH', `/api/operator/batches/${batch._id}`, { totalSeats: 5 });
    expect(exact.json<Envelope<OperatorBatch>>().data).toMatchObject({
      totalSeats: 5,
      seatsLeft: 0,
      seatsSold: 5,
    });
    const more = await op('PATCH', `/api/operator/batches/${batch._id}`, { totalSeats: 20 });
    expect(more.json<Envelope<OperatorBatch>>().data).toMatchObject({
      totalSeats: 20,
      seatsLeft: 15,
      seatsSold: 5,
    });

    const publicBatch = (await publicGet(`/api/packages/${pkg.slug}`))
      .json<Envelope<PackageDetail>>()
      .data.batches.find((b) => b._id === batch._id);
    expect(publicBatch).toMatchObject({ totalSeats: 20, seatsLeft: 15 });

    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', batch._id)
      .where('action', '=', 'batch.updated')
      .orderBy('created_at')
      .execute();
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [
        expect.objectContaining({ totalSeats: 12, seatsLeft: 7 }),
        expect.objectContaining({ totalSeats: 5, seatsLeft: 0 }),
      ],
      [
        expect.objectContaining({ totalSeats: 5, seatsLeft: 0 }),
        expect.objectContaining({ totalSeats: 20, seatsLeft: 15 }),
      ],
    ]);
  });

  it('validates batch dates', async () => {
    const pkg = await create();
    const today = toDateOnly();
    const post = (body: object) => op('POST', `/api/operator/packages/${pkg._id}/batches`, body);
    expect(
      (await post({ startDate: addDays(today, 10), endDate: addDays(today, 9), totalSeats: 10 })).statusCode,
    ).toBe(422);
    expect(
      (await post({ startDate: addDays(today, -1), endDate: addDays(today, 2), totalSeats: 10 })).statusCode,
    ).toBe(422);
    // Not a calendar date: refused by the schema (the IsoDate format), naming the field.
    const impossible = await post({ startDate: '2030-02-31', endDate: '2030-03-02', totalSeats: 10 });
    expect([impossible.statusCode, impossible.json<{ message: string }>().message]).toEqual([
      400,
      'startDate is not valid',
    ]);
    expect(
      (await post({ startDate: addDays(today, 10), endDate: addDays(today, 11), totalSeats: 0 })).statusCode,
    ).toBe(400);
    expect(
      (
        await op('POST', `/api/operator/packages/${newId()}/batches`, {
          startDate: addDays(today, 10),
          endDate: addDays(today, 11),
          totalSeats: 5,
        })
      ).statusCode,
    ).toBe(404);
    const batch = await addBatch(pkg._id, 20);
    expect(
      (await op('PATCH', `/api/operator/batches/${batch._id}`, { endDate: addDays(today, 5) })).statusCode,
    ).toBe(422);
    expect((await op('PATCH', `/api/operator/batches/${batch._id}`, {})).statusCode).toBe(400);
    expect((await op('PATCH', `/api/operator/batches/${newId()}`, { totalSeats: 5 })).statusCode).toBe(404);
  });

  it('a closed batch is not offered publicly and refuses a booking; reopened it is bookable', async () => {
    const pkg = await create();
    const batch = await addBatch(pkg._id, 25);
    const closed = await op('PATCH', `/api/operator/batches/${batch._id}`, { closed: true });
    expect(closed.json<Envelope<OperatorBatch>>().data.closed).toBe(true);
    const publicDetail = (await publicGet(`/api/packages/${pkg.slug}`)).json<Envelope<PackageDetail>>().data;
    expect(publicDetail.batches.map((b) => b._id)).not.toContain(batch._id);
    expect(publicDetail.nextDeparture).toBeNull();
    const refused = await book(pkg._id, batch._id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Envelope<null>>().message).toBe('This batch is closed for booking');

    await op('PATCH', `/api/operator/batches/${batch._id}`, { closed: false });
    expect((await book(pkg._id, batch._id, 1)).statusCode).toBe(201);
    const actions = await ctx.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', batch._id)
      .orderBy('created_at')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['batch.created', 'batch.closed', 'batch.reopened']);
  });

  it('refuses customers and anonymous callers', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/packages',
      payload: packageBody(options),
    });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await ctx.app.inject({
      method: 'GET',
      url: '/api/operator/packages',
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(401);
  });
});

describe('catalogue edits reach every instance (Redis)', () => {
  let ctx: TestContext | undefined;
  let second: App | undefined;
  let skip: string | undefined;

  beforeAll(async () => {
    skip = await redisProblem();
    if (skip) return;
    ctx = await createTestApp(postgresAvailable ? 'postgres' : 'pglite', { REDIS_URL });
    second = await buildApp({ db: ctx.handle, closeDb: false, config: { ...TEST_CONFIG, REDIS_URL } });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('a price edited through instance A is served by instance B at once', async () => {
    if (skip || !ctx || !second) {
      console.warn(`Skipped: ${skip ?? 'no Redis'}`);
      return;
    }
    const staff = await createStaffToken(ctx.app, 'staff');
    const slug = 'char-dham-yatra-from-haridwar';
    const fromB = async () =>
      (await second!.inject({ method: 'GET', url: `/api/packages/${slug}` })).json<Envelope<PackageDetail>>()
        .data;
    const listFromB = async () =>
      (await second!.inject({ method: 'GET', url: '/api/packages' }))
        .json<Envelope<PackageSummary[]>>()
        .data.find((pkg) => pkg.slug === slug)!;
    const cached = await fromB();
    await listFromB();
    const current = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/operator/packages/${cached._id}`,
        headers: bearer(staff.token),
      })
    ).json<Envelope<OperatorPackageDetail>>().data;
    const newPrice = current.offerPrice - 100_000;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/operator/packages/${current._id}`,
      headers: bearer(staff.token),
      payload: {
        name: current.name,
        slug: current.slug,
        location: current.location,
        categoryId: current.category._id,
        destinationId: current.destination._id,
        description: current.description,
        cardImage: current.cardImage,
        gallery: current.gallery,
        duration: current.duration,
        durationDays: current.durationDays,
        offerPrice: newPrice,
        originalPrice: current.originalPrice,
        packageType: current.packageType,
        difficulty: current.difficulty,
        maxAltitudeFt: current.maxAltitudeFt,
        highlights: current.highlights,
        itinerary: current.itinerary,
        inclusions: current.inclusions,
        exclusions: current.exclusions,
        addons: current.addons,
        status: current.status,
      },
    });
    expect(res.statusCode).toBe(200);
    // The invalidation travels through Redis pub/sub: give the message a moment, never the cache's 30 s.
    let seen = 0;
    for (let tries = 0; tries < 50 && seen !== newPrice; tries++) {
      seen = (await fromB()).offerPrice;
      if (seen !== newPrice) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toBe(newPrice);
    expect((await listFromB()).offerPrice).toBe(newPrice);
  });
});
