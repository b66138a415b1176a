import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { addDays, toDateOnly, HOLD_EXPIRED_NOTE } from '@trippy/domain';
import {
  REALTIME_EVENTS,
  waitlistOfferPath,
  type Notification,
  type PackageDetail,
  type WaitlistEntry,
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
import { offerFreedSeats } from '../src/modules/waitlist/waitlist-offers';

const HOUR = 3_600_000;
const details = {
  fullName: 'Kavya Negi',
  email: 'kavya@example.in',
  phone: '9812345678',
  address: 'Rajpur Road, Dehradun',
  emergencyContact: '9898989898',
  emergencyName: 'Anil Negi',
};

describe.each(DB_KINDS)('waitlist on %s', (kind) => {
  let ctx: TestContext;
  let pkg: PackageDetail;
  let now: Date;
  const customers: TestCustomer[] = [];
  const who = (i: number) => (): TestCustomer => customers[i]!;
  const [a, b, c, d] = [who(0), who(1), who(2), who(3)];

  /** A fresh batch of the package, `seats` in all with `left` of them free, 60 days away. */
  const batchWith = async (seats: number, left = seats): Promise<string> => {
    const id = newId();
    const start = addDays(toDateOnly(), 60);
    await ctx.app.db
      .insertInto('batches')
      .values({
        id,
        package_id: pkg._id,
        start_date: start,
        end_date: addDays(start, 3),
        total_seats: seats,
        seats_left: left,
      })
      .execute();
    return id;
  };
  const seatsLeft = async (batchId: string) =>
    (
      await ctx.app.db
        .selectFrom('batches')
        .select('seats_left')
        .where('id', '=', batchId)
        .executeTakeFirstOrThrow()
    ).seats_left;

  const book = (who: TestCustomer, batchId: string, seats: number, offerId?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(who.token),
      payload: {
        packageId: pkg._id,
        batchId,
        numberOfSeats: seats,
        paymentType: 'full',
        addonIds: [],
        customerDetails: details,
        travellers: travellersFor(seats),
        ...(offerId ? { waitlistOfferId: offerId } : {}),
      },
    });
  const bookOk = async (who: TestCustomer, batchId: string, seats: number): Promise<string> => {
    const res = await book(who, batchId, seats);
    expect(res.statusCode).toBe(201);
    return res.json<{ data: { _id: string } }>().data._id;
  };
  const join = (who: TestCustomer, batchId: string, seats: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/batches/${batchId}/waitlist`,
      headers: bearer(who.token),
      payload: { seats },
    });
  const joinOk = async (who: TestCustomer, batchId: string, seats: number): Promise<WaitlistEntry> => {
    const res = await join(who, batchId, seats);
    expect(res.statusCode).toBe(201);
    return res.json<{ data: WaitlistEntry }>().data;
  };
  const entryOf = async (who: TestCustomer, id: string): Promise<WaitlistEntry> => {
    const res = await ctx.app.inject({ url: '/api/waitlist?pageSize=100', headers: bearer(who.token) });
    expect(res.statusCode).toBe(200);
    const entry = res.json<{ data: WaitlistEntry[] }>().data.find((e) => e._id === id);
    if (!entry) throw new Error('entry not listed');
    return entry;
  };
  const cancel = (who: TestCustomer, bookingId: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, headers: bearer(who.token) });

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    now = new Date();
    ctx.app.clock.now = () => now;
    for (let i = 0; i < 4; i++) customers.push(await registerAndLogin(ctx.app));
    pkg = (await ctx.app.inject('/api/packages/char-dham-yatra-from-haridwar')).json<{
      data: PackageDetail;
    }>().data;
  });
  afterAll(() => ctx.close());

  it('joins only a batch without the seats wanted, once per customer; lists the place in line', async () => {
    const batch = await batchWith(4, 1);
    expect((await join(a(), batch, 1)).statusCode).toBe(409); // one seat is free: book it
    const first = await joinOk(a(), batch, 2);
    expect(first).toMatchObject({
      batchId: batch,
      packageId: pkg._id,
      seats: 2,
      status: 'waiting',
      position: 1,
      offer: null,
    });
    const again = await join(a(), batch, 3);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('You are already on the waitlist for this batch');
    const second = await joinOk(b(), batch, 3);
    expect(second.position).toBe(2);
    expect((await join(c(), batch, 21)).statusCode).toBe(400);
    expect((await join(c(), batch, 0)).statusCode).toBe(400);
    expect((await join(c(), newId(), 2)).statusCode).toBe(404);
    const list = await ctx.app.inject({ url: '/api/waitlist', headers: bearer(b().token) });
    expect(list.json<{ page: unknown }>().page).toMatchObject({ page: 1, pageSize: 20 });
    expect((await ctx.app.inject({ url: '/api/waitlist' })).statusCode).toBe(401);
    const infinite = await ctx.app.inject({ url: '/api/waitlist?page=1e309', headers: bearer(b().token) });
    expect(infinite.statusCode).toBe(400);
    expect(infinite.json<{ message: string }>().message).toBe('page is out of range');
  });

  it('offers freed seats to the first in line whose request fits, holds them 24 hours, then passes them on', async () => {
    const batch = await batchWith(2);
    const full = await bookOk(d(), batch, 2);
    const entryA = await joinOk(a(), batch, 2);
    const entryB = await joinOk(b(), batch, 1);
    const entryC = await joinOk(c(), batch, 1);

    expect((await cancel(d(), full)).statusCode).toBe(200);
    const offeredA = await entryOf(a(), entryA._id);
    expect(offeredA.status).toBe('offered');
    expect(offeredA.offer?.path).toBe(waitlistOfferPath(pkg._id, entryA._id));
    expect(new Date(offeredA.offer!.expiresAt).getTime() - now.getTime()).toBe(24 * HOUR);
    expect(await seatsLeft(batch)).toBe(0); // held for A, out of seats_left
    expect((await entryOf(b(), entryB._id)).position).toBe(1);

    const mail = (await mailsTo(ctx.app, a().email)).find((m) => m.kind === 'waitlist-offer');
    expect(mail?.body).toMatch(new RegExp(`https?://[^\\s/]+/booking/${pkg._id}\\?offer=${entryA._id}`));
    const notes = await ctx.app.inject({
      url: `/api/notifications?userId=${a().id}`,
      headers: bearer(a().token),
    });
    expect(notes.body).toContain('held for you');

    // Held seats: nobody else can take them, with or without the offer's id.
    expect((await book(b(), batch, 1)).statusCode).toBe(409);
    expect((await book(b(), batch, 2, entryA._id)).statusCode).toBe(404);
    // The offer's seats exactly.
    expect((await book(a(), batch, 1, entryA._id)).statusCode).toBe(422);

    // A minute before the 24 hours: still A's.
    now = new Date(now.getTime() + 24 * HOUR - 60_000);
    await ctx.app.jobs.runOnce();
    expect((await entryOf(a(), entryA._id)).status).toBe('offered');

    // After: expired, seats back and on to B and C (both fit in the 2 seats), in one pass.
    now = new Date(now.getTime() + 2 * 60_000);
    await ctx.app.jobs.runOnce();
    expect((await entryOf(a(), entryA._id)).status).toBe('expired');
    expect((await entryOf(b(), entryB._id)).status).toBe('offered');
    expect((await entryOf(c(), entryC._id)).status).toBe('offered');
    expect(await seatsLeft(batch)).toBe(0);

    const late = await book(a(), batch, 2, entryA._id);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe('This offer has expired');

    const booked = await book(b(), batch, 1, entryB._id);
    expect(booked.statusCode).toBe(201);
    expect(await seatsLeft(batch)).toBe(0); // not taken twice
    const entry = await entryOf(b(), entryB._id);
    expect(entry).toMatchObject({
      status: 'booked',
      bookingId: booked.json<{ data: { _id: string } }>().data._id,
    });
    expect((await book(b(), batch, 1, entryB._id)).statusCode).toBe(409);

    // C lets the offer lapse too, and B never paid: B's seat is released at its hold's end, C's offer expires,
    // nobody is left in line, both seats are free for anyone.
    now = new Date(now.getTime() + 25 * HOUR);
    await ctx.app.jobs.runOnce();
    expect((await entryOf(c(), entryC._id)).status).toBe('expired');
    const bBooking = await ctx.handle.db
      .selectFrom('bookings')
      .select(['status', 'cancel_note'])
      .where('id', '=', entry.bookingId!)
      .executeTakeFirstOrThrow();
    expect(bBooking).toEqual({ status: 'cancelled', cancel_note: HOLD_EXPIRED_NOTE });
    expect(await seatsLeft(batch)).toBe(2);
  });

  it('skips a request that does not fit for the next one that does', async () => {
    const batch = await batchWith(3);
    const big = await bookOk(d(), batch, 2);
    await bookOk(d(), batch, 1);
    const entryA = await joinOk(a(), batch, 3);
    const entryB = await joinOk(b(), batch, 2);
    expect((await cancel(d(), big)).statusCode).toBe(200);
    expect((await entryOf(a(), entryA._id)).status).toBe('waiting');
    expect((await entryOf(b(), entryB._id)).status).toBe('offered');
    expect((await entryOf(a(), entryA._id)).position).toBe(1);
  });

  it('leaving with an open offer passes the seats to the next; another customer’s entry is 404', async () => {
    const batch = await batchWith(1);
    const booking = await bookOk(d(), batch, 1);
    const entryA = await joinOk(a(), batch, 1);
    const entryB = await joinOk(b(), batch, 1);
    await cancel(d(), booking);
    expect((await entryOf(a(), entryA._id)).status).toBe('offered');

    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entryA._id}`,
      headers: bearer(b().token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await book(b(), batch, 1, entryA._id)).statusCode).toBe(404);
    expect((await entryOf(a(), entryA._id)).status).toBe('offered');
    const read = (token: string) =>
      ctx.app.inject({ url: `/api/waitlist/${entryA._id}`, headers: bearer(token) });
    expect((await read(b().token)).statusCode).toBe(404);
    expect((await read(a().token)).json<{ data: WaitlistEntry }>().data.offer?.path).toBe(
      waitlistOfferPath(pkg._id, entryA._id),
    );

    const left = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entryA._id}`,
      headers: bearer(a().token),
    });
    expect(left.statusCode).toBe(200);
    expect(left.json<{ data: WaitlistEntry }>().data.status).toBe('left');
    expect((await entryOf(b(), entryB._id)).status).toBe('offered');
    expect(await seatsLeft(batch)).toBe(0);
    const twice = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entryA._id}`,
      headers: bearer(a().token),
    });
    expect(twice.statusCode).toBe(409);
  });

  it('the operator cancelling a booking or adding seats offers them to the line', async () => {
    const staff = await createStaffToken(ctx.app, 'staff');
    const batch = await batchWith(1);
    const booking = await bookOk(d(), batch, 1);
    const entryA = await joinOk(a(), batch, 1);
    const entryB = await joinOk(b(), batch, 2);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${booking}/cancel`,
      headers: bearer(staff.token),
      payload: { reason: 'customer-request' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await entryOf(a(), entryA._id)).status).toBe('offered');

    const raised = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/operator/batches/${batch}`,
      headers: bearer(staff.token),
      payload: { totalSeats: 3 },
    });
    expect(raised.statusCode).toBe(200);
    expect((await entryOf(b(), entryB._id)).status).toBe('offered');
    expect(raised.json<{ data: { seatsLeft: number } }>().data.seatsLeft).toBe(0);
  });

  it('a closed batch offers nothing until it is reopened', async () => {
    const staff = await createStaffToken(ctx.app, 'staff');
    const batch = await batchWith(1);
    const booking = await bookOk(d(), batch, 1);
    const entryA = await joinOk(a(), batch, 1);
    const patch = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/operator/batches/${batch}`,
        headers: bearer(staff.token),
        payload,
      });
    expect((await patch({ closed: true })).statusCode).toBe(200);
    await cancel(d(), booking);
    expect((await entryOf(a(), entryA._id)).status).toBe('waiting');
    expect((await patch({ closed: false })).statusCode).toBe(200);
    expect((await entryOf(a(), entryA._id)).status).toBe('offered');
  });

  it('a departure the operator cancels ends its waitlist, offers included, each customer told', async () => {
    const staff = await createStaffToken(ctx.app, 'staff');
    const batch = await batchWith(2);
    const booking = await bookOk(d(), batch, 1);
    await bookOk(d(), batch, 1);
    const entryA = await joinOk(a(), batch, 1);
    const entryB = await joinOk(b(), batch, 2);
    await cancel(d(), booking);
    expect((await entryOf(a(), entryA._id)).status).toBe('offered');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/batches/${batch}/cancel`,
      headers: bearer(staff.token),
      payload: { reason: 'Landslide on the route' },
    });
    expect(res.statusCode).toBe(200);
    expect((await entryOf(a(), entryA._id)).status).toBe('expired');
    expect((await entryOf(b(), entryB._id)).status).toBe('expired');
    const told = await ctx.app.db
      .selectFrom('notifications')
      .select('customer_id')
      .where('message', 'like', '%your place on its waitlist has ended%')
      .where('customer_id', 'in', [a().id, b().id])
      .execute();
    expect(told).toHaveLength(2);
  });

  it('pushes the offer to the customer’s open page when another customer cancels', async () => {
    const batch = await batchWith(1);
    const booking = await bookOk(d(), batch, 1);
    const entry = await joinOk(a(), batch, 1);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { token: a().token },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(await socket.emitWithAck(REALTIME_EVENTS.join, a().id)).toMatchObject({ success: true });
      const pushed = new Promise<Notification>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no notification')), 5000);
        socket.on(REALTIME_EVENTS.notification, (n: Notification) => {
          if (!n.message.includes('held for you')) return;
          clearTimeout(timer);
          resolve(n);
        });
      });
      expect((await cancel(d(), booking)).statusCode).toBe(200);
      expect((await pushed).message).toContain(waitlistOfferPath(pkg._id, entry._id));
    } finally {
      socket.close();
    }
  });

  it('100 concurrent bookings against a batch with offers held never oversell', async () => {
    const batch = await batchWith(30, 0);
    const entryA = await joinOk(a(), batch, 5);
    const entryB = await joinOk(b(), batch, 5);
    // 20 seats come free at once: 10 are held for A and B, 10 are left for anyone.
    await ctx.app.db.transaction().execute(async (tx) => {
      await tx.updateTable('batches').set({ seats_left: 20 }).where('id', '=', batch).execute();
      expect(await offerFreedSeats(tx, batch, { now, siteOrigin: 'http://localhost' })).toHaveLength(2);
    });
    expect(await seatsLeft(batch)).toBe(10);
    const results = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) => book(i % 2 ? c() : d(), batch, 1)),
      book(a(), batch, 5, entryA._id),
      book(b(), batch, 5, entryB._id),
    ]);
    const codes = results.map((r) => r.statusCode);
    expect(codes.slice(0, 100).filter((code) => code === 201)).toHaveLength(10);
    expect(codes.slice(0, 100).filter((code) => code === 409)).toHaveLength(90);
    expect(codes.slice(100)).toEqual([201, 201]);
    expect(await seatsLeft(batch)).toBe(0);
    const sold = await ctx.app.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.sum<number>('number_of_seats').as('seats'))
      .where('batch_id', '=', batch)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow();
    expect(Number(sold.seats)).toBe(20);
  });
});
