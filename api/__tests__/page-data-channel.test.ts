import { transportAdapter } from '@trippy/api-client/src/transport-adapter';
import axios from 'axios';
import { servePageData } from '../src/ssr/page-data-server';
import { channelTransport } from '../src/ssr/page-data-channel';
import { createTestApp, type TestContext } from './helpers/test-app';

// The page renderer's data requests in the API's process (issue 35): a render worker posts them on a
// BroadcastChannel and the API's thread answers each through Fastify's inject, the same routes and answers
// as over HTTP, with no TCP connection. Here both ends run in one thread, which BroadcastChannel allows.
describe('page data without the loopback', () => {
  let ctx: TestContext;
  let served: ReturnType<typeof servePageData>;
  let client: ReturnType<typeof axios.create>;

  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    served = servePageData(ctx.app);
    client = axios.create({ adapter: transportAdapter(channelTransport(served.name)), timeout: 2_000 });
  });
  afterAll(async () => {
    served.close();
    await ctx.close();
  });

  it('answers a read with the API route’s own answer, query parameters included', async () => {
    const over = await ctx.app.inject('/api/packages/valley-of-flowers-trek');
    const through = await client.get('/api/packages/valley-of-flowers-trek');
    expect(through.status).toBe(200);
    expect(through.data).toEqual(over.json());
    const listed = await client.get('/api/packages', { params: { category: 'treks' } });
    const direct = await ctx.app.inject('/api/packages?category=treks');
    expect(listed.data).toEqual(direct.json());
  });

  it('gives axios errors for error answers, so callers handle them as over HTTP', async () => {
    const failure = await client.get('/api/packages/no-such-trek').catch((error: unknown) => error);
    expect(axios.isAxiosError(failure)).toBe(true);
    expect((failure as { response?: { status: number; data: { message: string } } }).response).toMatchObject({
      status: 404,
      data: { message: expect.stringMatching(/not found/i) },
    });
  });

  it('serves only reads of the API: a write or another path is refused', async () => {
    const write = await client.post('/api/leads/create', { firstName: 'X' }).catch((error: unknown) => error);
    expect((write as { response?: { status: number } }).response?.status).toBe(405);
    const other = await client.get('/remotes.json').catch((error: unknown) => error);
    expect((other as { response?: { status: number } }).response?.status).toBe(405);
  });

  it('times out when nobody answers, and an address longer than any page is not sent', async () => {
    const lonely = axios.create({
      adapter: transportAdapter(channelTransport('nobody-listens')),
      timeout: 100,
    });
    const silent = await lonely.get('/api/packages').catch((error: unknown) => error);
    expect((silent as { code?: string }).code).toBe('ECONNABORTED');
    const long = await client.get(`/api/packages/${'x'.repeat(3_000)}`).catch((error: unknown) => error);
    expect((long as { code?: string }).code).toBe('ECONNABORTED');
  });
});
