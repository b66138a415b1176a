import { addDays, todayInIndia } from '@trippy/domain';
import type { PackageDetail } from '@trippy/contracts';
import { newId } from '../src/db/ids';
import { DB_KINDS } from './helpers/db-targets';
import { createTestApp, type TestContext } from './helpers/test-app';

const SLUG = 'valley-of-flowers-trek';

// A package page's data (issue 35): the description is kept per instance until the catalogue changes, so a
// render reads only the package's batches; seats and the next departure are always read fresh.
describe.each(DB_KINDS)('a package answer on %s', (kind) => {
  let ctx: TestContext;
  const detail = async () =>
    (await ctx.app.inject(`/api/packages/${SLUG}`)).json<{ data: PackageDetail }>().data;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('keeps the description until a catalogue change, and reads seats and departures every time', async () => {
    const before = await detail();
    const first = before.batches[0]!;
    // Written behind the API's back: the kept description does not see it, the batches do.
    await ctx.handle.db
      .updateTable('packages')
      .set({ name: 'Renamed Trek' })
      .where('id', '=', before._id)
      .execute();
    await ctx.handle.db
      .updateTable('batches')
      .set({ seats_left: first.seatsLeft - 1 })
      .where('id', '=', first._id)
      .execute();
    const earlier = addDays(todayInIndia(), 1);
    await ctx.handle.db
      .insertInto('batches')
      .values({
        id: newId(),
        package_id: before._id,
        start_date: earlier,
        end_date: addDays(earlier, 5),
        total_seats: 10,
        seats_left: 10,
      })
      .execute();
    const kept = await detail();
    expect(kept.name).toBe(before.name);
    expect(kept.batches.find((b) => b._id === first._id)?.seatsLeft).toBe(first.seatsLeft - 1);
    expect(kept.nextDeparture).toBe(earlier);
    expect(kept.batches[0]?.startDate).toBe(earlier);

    ctx.app.catalog.changed();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await detail()).name).toBe('Renamed Trek');
  });

  it('keeps no answer for a package that does not exist', async () => {
    expect((await ctx.app.inject('/api/packages/not-yet-a-trek')).statusCode).toBe(404);
    const row = await ctx.handle.db
      .selectFrom('packages')
      .select(['id', 'slug'])
      .where('slug', '=', 'kedarnath-yatra-1-dham')
      .executeTakeFirstOrThrow();
    await ctx.handle.db
      .updateTable('packages')
      .set({ slug: 'not-yet-a-trek' })
      .where('id', '=', row.id)
      .execute();
    expect((await ctx.app.inject('/api/packages/not-yet-a-trek')).statusCode).toBe(200);
  });
});
