import type { AuditEntry, Booking, OperatorPackageDetail } from '@trippy/contracts';
import { addDays, formatRupees, todayInIndia, toDateOnly } from '@trippy/domain';
import { DB_KINDS } from './helpers/db-targets';
import { addPackages } from './helpers/catalog-fixtures';
import { batchStartingIn, bookSeats } from './helpers/operator-bookings';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';

type Page = { data: AuditEntry[]; page: { total: number } };

describe.each(DB_KINDS)('the audit log in words and rupees on %s', (kind) => {
  let ctx: TestContext;
  let owner: TestStaff;
  let clerk: TestStaff;
  let packageId: string;
  let reference: string;
  let refund: number;

  const as = (member: TestStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(member.token), ...(payload ? { payload } : {}) });
  const audit = async (query: string) => {
    const res = await as(owner, 'GET', `/api/operator/audit?pageSize=100&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    owner = await createStaffToken(ctx.app, 'owner', { name: 'Asha Negi' });
    clerk = await createStaffToken(ctx.app, 'staff', { name: 'Deepak Rawat' });
    const [slug] = await addPackages(ctx.app.db, [
      { name: 'Kedarnath Yatra', offerPrice: 1_099_900, departures: [40] },
    ]);

    // A price change by the owner: the whole package sent back with the new price.
    const batch = await batchStartingIn(ctx.app, slug!, 40);
    packageId = batch.packageId;
    const detail = (await as(owner, 'GET', `/api/operator/packages/${packageId}`)).json<{
      data: OperatorPackageDetail;
    }>().data;
    const saved = await as(owner, 'PUT', `/api/operator/packages/${packageId}`, {
      name: detail.name,
      slug: detail.slug,
      location: detail.location,
      categoryId: detail.category._id,
      destinationId: detail.destination._id,
      description: detail.description,
      cardImage: detail.cardImage,
      gallery: detail.gallery,
      duration: detail.duration,
      durationDays: detail.durationDays,
      offerPrice: 1_149_900,
      originalPrice: Math.max(detail.originalPrice, 1_149_900),
      packageType: detail.packageType,
      difficulty: detail.difficulty,
      maxAltitudeFt: detail.maxAltitudeFt,
      seasonMonths: detail.seasonMonths,
      highlights: detail.highlights,
      itinerary: detail.itinerary,
      inclusions: detail.inclusions,
      exclusions: detail.exclusions,
      addons: detail.addons,
      status: detail.status,
    });
    expect(saved.statusCode).toBe(200);

    // A booking paid at the counter (recorded by the clerk), then cancelled by the owner.
    const customer = await registerAndLogin(ctx.app);
    const bookingId = await bookSeats(ctx.app, customer.token, batch, { seats: 1, paymentType: 'full' });
    const booking = (
      await ctx.app.inject({ url: `/api/bookings/${bookingId}`, headers: bearer(customer.token) })
    ).json<{ data: Booking }>().data;
    reference = booking.reference;
    const paid = await as(clerk, 'POST', `/api/operator/bookings/${bookingId}/payments`, {
      kind: 'advance',
      method: 'cash',
      amount: booking.bookingInfo.total,
      reference: 'Counter receipt 17',
      receivedOn: todayInIndia(),
    });
    expect(paid.statusCode).toBe(201);
    const cancelled = await as(owner, 'POST', `/api/operator/bookings/${bookingId}/cancel`, {
      reason: 'customer-request',
    });
    expect(cancelled.statusCode).toBe(200);
    refund = cancelled.json<{ data: { refund: { amount: number } } }>().data.refund.amount;

    const invited = await as(owner, 'POST', '/api/operator/staff/invite', {
      email: 'ravi@example.in',
      name: 'Ravi Bisht',
      role: 'staff',
    });
    expect(invited.statusCode).toBe(201);
  });
  afterAll(async () => ctx.close());

  const one = (page: Page, action: string) => {
    const entry = page.data.find((item) => item.action === action);
    if (!entry) throw new Error(`no ${action} entry`);
    return entry;
  };

  it('reads a price change, a cancellation and an invite as sentences with names and rupees', async () => {
    const all = await audit('');
    // (Saving the whole package may tidy other fields too: they are named after the price.)
    expect(one(all, 'package.updated').summary).toMatch(
      /^Asha Negi \(owner\) changed the price of Kedarnath Yatra from ₹10,999 to ₹11,499(;|$)/,
    );
    expect(one(all, 'package.updated').subject).toEqual({
      label: 'Kedarnath Yatra',
      packageName: 'Kedarnath Yatra',
      startDate: null,
    });
    expect(refund).toBeGreaterThan(0);
    expect(one(all, 'booking.cancelled').summary).toMatch(
      new RegExp(
        `^Asha Negi \\(owner\\) cancelled booking ${reference} at the customer's request \\(refund ${formatRupees(refund).replace(/[.]/g, '\\.')}, \\d+% of what was paid\\)$`,
      ),
    );
    expect(one(all, 'booking.payment-recorded').summary).toMatch(
      new RegExp(
        `^Deepak Rawat \\(staff\\) recorded a payment of ₹[\\d,]+\\.\\d{2} by cash on booking ${reference} \\(now fully paid\\)$`,
      ),
    );
    expect(one(all, 'staff.invited').summary).toBe('Asha Negi (owner) invited ravi@example.in as staff');
    expect(one(all, 'staff.invited').subject.label).toBe('Ravi Bisht');
    for (const entry of all.data) {
      expect(entry.summary).not.toMatch(/[0-9a-f]{24}/);
      expect(entry.summary).not.toMatch(/\b(1099900|1149900)\b/);
      expect(entry.summary).not.toMatch(/[{}]/);
      expect(entry.summary).not.toContain(String(refund));
    }
    // The raw record is kept as written, in paise.
    expect(one(all, 'package.updated').after).toMatchObject({ offerPrice: 1_149_900 });
  });

  it('filters by person, thing and date, server-side', async () => {
    const byClerk = await audit(`staffId=${clerk.id}`);
    expect(byClerk.data.map((entry) => entry.action)).toEqual(['booking.payment-recorded']);
    const byOwner = await audit(`staffId=${owner.id}`);
    expect(byOwner.data.map((entry) => entry.action).sort()).toEqual(
      ['booking.cancelled', 'package.updated', 'staff.invited'].sort(),
    );
    const packages = await audit('entityType=package');
    expect(packages.data.every((entry) => entry.entityType === 'package')).toBe(true);
    expect(packages.data.map((entry) => entry.entityId)).toContain(packageId);
    const bookings = await audit(`entityType=booking&staffId=${owner.id}`);
    expect(bookings.data.map((entry) => entry.action)).toEqual(['booking.cancelled']);

    const today = toDateOnly();
    expect((await audit(`from=${addDays(today, -1)}&to=${addDays(today, 1)}`)).page.total).toBe(
      (await audit('')).page.total,
    );
    expect((await audit(`from=${addDays(today, 1)}`)).data).toEqual([]);
    expect((await audit(`to=${addDays(today, -1)}`)).data).toEqual([]);
  });

  it.each([
    'staffId=asha',
    'staffId=' + 'g'.repeat(24),
    'entityType=Bad%20Type',
    `entityType=${'a'.repeat(41)}`,
    'from=2026-02-30',
    'to=yesterday',
    'pageSize=1000',
  ])('answers 400 to a bad filter: %s', async (query) => {
    const res = await as(owner, 'GET', `/api/operator/audit?${query}`);
    expect(res.statusCode).toBe(400);
  });

  it('is for owners only', async () => {
    expect((await as(clerk, 'GET', '/api/operator/audit')).statusCode).toBe(403);
  });
});
