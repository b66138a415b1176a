import { DB_KINDS } from './helpers/db-targets';
import { createTestApp, type TestContext } from './helpers/test-app';

const modal = {
  firstName: 'Anita',
  lastName: 'Sharma',
  email: 'anita@example.in',
  countryCode: '91',
  phone: '9765432109',
  travelers: 4,
  packageType: '4dham',
};
const side = {
  firstName: 'Vikram',
  phone: '8765432109',
  email: 'vikram@example.in',
  message: 'Kedarkantha in December?',
  tripType: 'trek',
};

describe.each(DB_KINDS)('leads on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, {}, false);
  });
  afterAll(() => ctx.close());

  const post = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/leads/create', payload: payload as Record<string, unknown> });

  it('stores the modal form and drops unknown fields', async () => {
    const res = await post({ ...modal, admin: true });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: boolean; data: { _id: string }; message: string }>();
    expect(body).toMatchObject({ success: true, message: 'Query submitted' });
    const row = await ctx.handle.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', body.data._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      form: 'modal',
      first_name: 'Anita',
      travelers: 4,
      package_type: '4dham',
      country_code: '91',
    });
  });

  it('accepts the modal form with only the required fields', async () => {
    const res = await post({
      firstName: 'Ravi',
      phone: '9123456780',
      travelers: 1,
      packageType: 'valleyofflowers',
    });
    expect(res.statusCode).toBe(201);
  });

  it('stores the side form', async () => {
    const res = await post(side);
    expect(res.statusCode).toBe(201);
    const row = await ctx.handle.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', res.json<{ data: { _id: string } }>().data._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ form: 'side', trip_type: 'trek', message: 'Kedarkantha in December?' });
  });

  it.each([
    [{ ...modal, firstName: '' }, 'firstName is required'],
    [{ ...modal, packageType: 'placeholder' }, 'packageType is not valid'],
    [{ ...modal, travelers: 'many' }, 'travelers is not valid'],
    [{ ...modal, travelers: undefined }, 'travelers is required'],
    [{ ...modal, phone: '12' }, 'phone is not valid'],
    [{ ...modal, email: 'nope' }, 'email is not valid'],
    [{ ...side, email: undefined }, 'email is required'],
    [{ ...side, tripType: 'cruise' }, 'tripType is not valid'],
    [[1, 2], 'body must be an object'],
  ])('refuses %o with a message naming the field', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});
