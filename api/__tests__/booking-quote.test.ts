// The quote the package panel, the booking form and the confirmation page show (packages/domain quoteBooking,
// fed these cases in its own tests) is what POST /api/bookings charges: the same cases, booked for real.
import type { Booking, PackageDetail } from '@trippy/contracts';
import { QUOTE_CASES } from '../../packages/domain/src/__tests__/quote-cases';
import { newId } from '../src/db/ids';
import { DB_KINDS } from './helpers/db-targets';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';
import { bookingBody } from './helpers/booking-body';

const SLUG = 'char-dham-yatra-from-haridwar';
const BOOKABLE = QUOTE_CASES.filter((quoteCase) => quoteCase.choice.startDate !== null);

describe.each(DB_KINDS)('the booking quote charged on %s', (kind) => {
  let ctx: TestContext;
  let customer: TestCustomer;
  let pkg: PackageDetail;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    customer = await registerAndLogin(ctx.app);
    pkg = (await ctx.app.inject(`/api/packages/${SLUG}`)).json<{ data: PackageDetail }>().data;
  });
  afterAll(async () => {
    ctx.app.clock.now = () => new Date();
    await ctx.close();
  });

  it('has a case for each payment type and for a refused advance', () => {
    expect(
      BOOKABLE.some((c) => c.expected.requestedTypeAllowed && c.expected.paymentType === 'advance'),
    ).toBe(true);
    expect(BOOKABLE.some((c) => c.choice.paymentType === 'full')).toBe(true);
    expect(BOOKABLE.some((c) => !c.expected.requestedTypeAllowed)).toBe(true);
  });

  it.each(BOOKABLE.map((quoteCase) => [quoteCase.name, quoteCase] as const))(
    '%s',
    async (_name, quoteCase) => {
      const { db } = ctx.handle;
      ctx.app.clock.now = () => new Date(`${quoteCase.today}T06:00:00Z`);
      await db
        .updateTable('packages')
        .set({ offer_price: quoteCase.pkg.offerPrice })
        .where('id', '=', pkg._id)
        .execute();
      const addonIds: string[] = [];
      for (const addon of quoteCase.choice.addons) {
        const id = newId();
        await db
          .insertInto('additional_services')
          .values({ id, package_id: pkg._id, name: addon.name, price: addon.price })
          .execute();
        addonIds.push(id);
      }
      const batchId = newId();
      const startDate = quoteCase.choice.startDate!;
      await db
        .insertInto('batches')
        .values({
          id: batchId,
          package_id: pkg._id,
          start_date: startDate,
          end_date: startDate,
          total_seats: 40,
          seats_left: 40,
        })
        .execute();
      const seats = quoteCase.choice.seats;
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(customer.token),
        payload: bookingBody(customer, {
          packageId: pkg._id,
          batchId,
          seats,
          paymentType: quoteCase.choice.paymentType,
          addonIds,
        }),
      });
      const { expected } = quoteCase;
      if (!expected.requestedTypeAllowed) {
        expect(answer.statusCode).toBe(422);
        expect(answer.json<{ message: string }>().message).toMatch(/choose Pay in full/);
        return;
      }
      expect(answer.statusCode).toBe(201);
      expect(answer.json<{ data: Booking }>().data.bookingInfo).toEqual({
        numberOfSeats: seats,
        paymentType: expected.paymentType,
        ...expected.price,
        balanceDueDate: expected.balanceDueDate,
      });
    },
  );
});
