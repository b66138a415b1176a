import type { RenderedPage } from '@trippy/contracts';
import { RenderCache, type CachedRender } from '../src/render/render-cache';

const page = (overrides: Partial<RenderedPage> = {}): CachedRender => ({
  page: {
    status: 200,
    head: '<title>x</title>',
    rootFlags: [],
    slots: { 'app-header': '<header></header>' },
    region: { remote: 'catalog', html: '<h1>Valley of Flowers</h1>' },
    data: '{}',
    modules: [],
    ...overrides,
  },
  assets: { stylesheets: [], preloadScripts: [], entries: {} },
});

function counted(render: () => CachedRender | null = () => page()) {
  const calls = { count: 0 };
  const fn = async () => {
    calls.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return render();
  };
  return { calls, fn };
}

describe('kept server renders', () => {
  test('a page is rendered once while it is kept, and again after everything is forgotten', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    await cache.get('/a', '/a', fn);
    await cache.get('/a', '/a', fn);
    expect(calls.count).toBe(1);
    cache.forgetAll();
    await cache.get('/a', '/a', fn);
    expect(calls.count).toBe(2);
  });

  test('concurrent requests for a page being rendered share that render', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('/a', '/a', fn)));
    expect(calls.count).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  test('each address is its own render', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    await cache.get('/a', '/a', fn);
    await cache.get('/b', '/b', fn);
    expect(calls.count).toBe(2);
  });

  test('a failed render, or one that left a region to the browser, is not kept', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const failed = counted(() => null);
    expect(await cache.get('/a', '/a', failed.fn)).toBeNull();
    expect(await cache.get('/a', '/a', failed.fn)).toBeNull();
    expect(failed.calls.count).toBe(2);
    const partial = counted(() => page({ region: null, regionError: 'catalog: deadline' }));
    expect((await cache.get('/b', '/b', partial.fn))?.page.regionError).toBe('catalog: deadline');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.get('/b', '/b', partial.fn);
    expect(partial.calls.count).toBe(2);
  });

  test('kept for its time only', async () => {
    const cache = new RenderCache({ ttlMs: 30, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    await cache.get('/a', '/a', fn);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.get('/a', '/a', fn);
    expect(calls.count).toBe(2);
  });

  test('time 0 renders every request', async () => {
    const cache = new RenderCache({ ttlMs: 0, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    await cache.get('/a', '/a', fn);
    await cache.get('/a', '/a', fn);
    expect(calls.count).toBe(2);
  });

  test('the least recently used renders go beyond the byte limit', async () => {
    const big = () => page({ data: 'x'.repeat(400) });
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 2_000 });
    const { calls, fn } = counted(big);
    await cache.get('/a', '/a', fn);
    await cache.get('/b', '/b', fn);
    await cache.get('/c', '/c', fn);
    await cache.get('/a', '/a', fn);
    expect(calls.count).toBe(4);
  });

  test('forgetting everything while renders run fails none of the requests waiting for them', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    const waiting = Array.from({ length: 5 }, () => cache.get('/a', '/a', fn));
    cache.forgetAll();
    // Joins no dropped render: renders afresh.
    const after = cache.get('/a', '/a', fn);
    const answers = await Promise.all([...waiting, after]);
    expect(answers.every((answer) => answer?.page.status === 200)).toBe(true);
    expect(calls.count).toBe(2);
    // The dropped render was not kept over the fresh one, and the fresh one is kept.
    expect(await cache.get('/a', '/a', fn)).toBe(await after);
    expect(calls.count).toBe(2);
  });

  test('a render in flight beyond the byte limit is served to everyone waiting for it', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 2_000 });
    const { calls, fn } = counted(() => page({ data: 'x'.repeat(400) }));
    const urls = Array.from({ length: 50 }, (_, index) => `/p${index}`);
    const answers = await Promise.all(
      urls.flatMap((url) => [cache.get(url, url, fn), cache.get(url, url, fn)]),
    );
    expect(answers.every((answer) => answer !== null)).toBe(true);
    expect(calls.count).toBe(50);
  });

  test('a render that throws is served as none (the browser renders the page) and not kept', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    let calls = 0;
    const failing = async (): Promise<CachedRender | null> => {
      calls += 1;
      throw new Error('worker died');
    };
    expect(await cache.get('/a', '/a', failing)).toBeNull();
    expect(await cache.get('/a', '/a', failing)).toBeNull();
    expect(calls).toBe(2);
  });

  test('forgetting some paths drops only their renders, in either case and with any query', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    const urls = [
      '/packages/kedarnath',
      '/Packages/Kedarnath?utm_source=x',
      '/packages/roopkund',
      '/',
      '/blogs',
    ];
    for (const url of urls) await cache.get(`v1 ${url}`, url, fn);
    expect(calls.count).toBe(5);
    const inFlight = cache.get('v1 /packages/kedarnath?ref=1', '/packages/kedarnath?ref=1', fn);
    cache.forgetPaths(['/packages/kedarnath']);
    expect(await inFlight).not.toBeNull();
    for (const url of urls) await cache.get(`v1 ${url}`, url, fn);
    // The two addresses of the package rendered again; the other package, home and blog kept.
    expect(calls.count).toBe(6 + 2);
    // The render that was in flight when its path was forgotten was not kept.
    await cache.get('v1 /packages/kedarnath?ref=1', '/packages/kedarnath?ref=1', fn);
    expect(calls.count).toBe(9);
  });
});
