import { createTestApp, bearer, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';
import { inputProblem } from '../src/security/input-bounds';

describe('numbers too large to be finite', () => {
  test.each([
    [{ page: '1e309' }, 'page is out of range'],
    [{ a: { b: '-1E400' } }, 'a.b is out of range'],
    [{ n: Number.POSITIVE_INFINITY }, 'n is out of range'],
  ])('%j is refused', (input, message) => {
    expect(inputProblem(input, 'query')).toBe(message);
  });

  test.each([{ page: '12' }, { q: 'e309' }, { q: '1e3 road' }, { price: 1e300 }])('%j passes', (input) => {
    expect(inputProblem(input, 'query')).toBeUndefined();
  });

  describe('through the API', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp('pglite');
    });
    afterAll(() => ctx.close());

    test('a list page of 1e309 answers 400, never 500', async () => {
      const staff = await createStaffToken(ctx.app, 'owner');
      for (const url of ['/api/operator/leads?page=1e309', '/api/operator/bookings?pageSize=1e309']) {
        const res = await ctx.app.inject({ url, headers: bearer(staff.token) });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(/out of range/);
      }
    });

    test('a booking of "1e309" seats answers 400, never 500', async () => {
      const customer = await registerAndLogin(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(customer.token),
        payload: { numberOfSeats: '1e309' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('numberOfSeats is out of range');
    });
  });
});
