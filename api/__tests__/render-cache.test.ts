import type { RenderedPage } from '@trippy/contracts';
import { RenderCache, type CachedRender } from '../src/ssr/render-cache';

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
  test('a page is rendered once while it is kept, and again after a clear', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    await cache.get('/a', fn);
    await cache.get('/a', fn);
    expect(calls.count).toBe(1);
    cache.clear();
    await cache.get('/a', fn);
    expect(calls.count).toBe(2);
  });

  test('concurrent requests for a page being rendered share that render', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('/a', fn)));
    expect(calls.count).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  test('each address is its own render', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    await cache.get('/a', fn);
    await cache.get('/b', fn);
    expect(calls.count).toBe(2);
  });

  test('a failed render, or one that left a region to the browser, is not kept', async () => {
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const failed = counted(() => null);
    expect(await cache.get('/a', failed.fn)).toBeNull();
    expect(await cache.get('/a', failed.fn)).toBeNull();
    expect(failed.calls.count).toBe(2);
    const partial = counted(() => page({ region: null, regionError: 'catalog: deadline' }));
    expect((await cache.get('/b', partial.fn))?.page.regionError).toBe('catalog: deadline');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.get('/b', partial.fn);
    expect(partial.calls.count).toBe(2);
  });

  test('kept for its time only', async () => {
    const cache = new RenderCache({ ttlMs: 30, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    await cache.get('/a', fn);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.get('/a', fn);
    expect(calls.count).toBe(2);
  });

  test('time 0 renders every request', async () => {
    const cache = new RenderCache({ ttlMs: 0, maxBytes: 1_000_000 });
    const { calls, fn } = counted();
    await cache.get('/a', fn);
    await cache.get('/a', fn);
    expect(calls.count).toBe(2);
  });

  test('the least recently used renders go beyond the byte limit', async () => {
    const big = () => page({ data: 'x'.repeat(400) });
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 2_000 });
    const { calls, fn } = counted(big);
    await cache.get('/a', fn);
    await cache.get('/b', fn);
    await cache.get('/c', fn);
    await cache.get('/a', fn);
    expect(calls.count).toBe(4);
  });
});
