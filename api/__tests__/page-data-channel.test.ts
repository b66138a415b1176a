import type { Transport } from '@trippy/contracts';
import { servePageData } from '@trippy/page-server/src/render/page-data-server';
import { channelTransport } from '@trippy/page-server/src/render/page-data-channel';
import { createTestApp, type TestContext } from './helpers/test-app';

// The page renderer's data requests in the API's process (issue 35): a render worker posts them on a
// BroadcastChannel and the API's thread answers each through Fastify's inject, the same routes and answers
// as over HTTP, with no TCP connection. Here both ends run in one thread, which BroadcastChannel allows.
// (The api-client's adapter over a transport has its own test in packages/api-client.)
describe('page data without the loopback', () => {
  let ctx: TestContext;
  let served: ReturnType<typeof servePageData>;
  let transport: Transport;
  const get = (url: string) =>
    transport({ method: 'GET', url, headers: { accept: 'application/json' } }, 2_000);

  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    served = servePageData(ctx.app);
    transport = channelTransport(served.name);
  });
  afterAll(async () => {
    served.close();
    await ctx.close();
  });

  it('answers a read with the API route’s own answer, query string included', async () => {
    for (const url of ['/api/packages/valley-of-flowers-trek', '/api/packages?category=treks']) {
      const direct = await ctx.app.inject(url);
      const through = await get(url);
      expect(through.status).toBe(200);
      expect(JSON.parse(through.body)).toEqual(direct.json());
      expect(through.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('passes error answers on as they are', async () => {
    const missing = await get('/api/packages/no-such-trek');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({
      success: false,
      message: expect.stringMatching(/not found/i),
    });
  });

  it('serves only reads of the API: a write or another path is refused', async () => {
    const write = await transport(
      { method: 'POST', url: '/api/leads/create', headers: {}, body: '{}' },
      2_000,
    );
    expect(write.status).toBe(405);
    expect((await get('/remotes.json')).status).toBe(405);
  });

  it('times out when nobody answers, and an address longer than any page is not sent', async () => {
    const lonely = channelTransport('nobody-listens');
    await expect(lonely({ method: 'GET', url: '/api/packages', headers: {} }, 100)).rejects.toThrow(
      /timeout/,
    );
    await expect(get(`/api/packages/${'x'.repeat(3_000)}`)).rejects.toThrow(/too long/);
  });
});
