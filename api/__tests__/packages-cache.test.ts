// The per-instance cache of serialized catalogue answers: time limit, size limits (oldest out first), one
// load for concurrent misses, failed loads not kept, and the ETag @fastify/etag would have computed.
import crypto from 'node:crypto';
import { PackageAnswerCache, serializedAnswer } from '../src/modules/catalogue/packages-cache';

const answer = (body: string) => Promise.resolve(serializedAnswer(body));
const limits = { ttlMs: 60_000, maxBytes: 1_000_000, maxEntries: 100 };

describe('package answer cache', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the body in UTF-8 with the weak SHA-1 ETag of it, each computed once', () => {
    const body = JSON.stringify({ success: true, data: ['Kedārnāth'] });
    const expected = `W/"${crypto.createHash('sha1').update(body).digest('base64')}"`;
    const answer = serializedAnswer(body);
    expect(answer).toEqual({ body: Buffer.from(body), etag: expected, compressed: new Map() });
    expect(answer.body.toString()).toBe(body);
    expect(answer.body.length).toBe(body.length + 2);
  });

  it('keeps an answer for its time, then loads it again', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new PackageAnswerCache({ ...limits, ttlMs: 30_000 });
    const load = jest.fn(() => answer('"a"'));
    await cache.get('k', load);
    jest.setSystemTime(1_000_000 + 29_999);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_000_000 + 30_000);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent requests', async () => {
    const cache = new PackageAnswerCache(limits);
    let resolve: (value: ReturnType<typeof serializedAnswer>) => void = () => undefined;
    const load = jest.fn(() => new Promise<ReturnType<typeof serializedAnswer>>((done) => (resolve = done)));
    const pending = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    resolve(serializedAnswer('"x"'));
    expect((await pending).map((found) => found.body.toString())).toEqual(['"x"', '"x"', '"x"']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new PackageAnswerCache(limits);
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect((await cache.get('k', () => answer('"back"'))).body.toString()).toBe('"back"');
  });

  it('drops the oldest answers beyond the size limit', async () => {
    // A body counts twice its bytes (itself, and room for its compressed copies): three 100-byte bodies fit
    // in 600 bytes, a fourth does not.
    const cache = new PackageAnswerCache({ ...limits, maxBytes: 600 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, () => answer(key.repeat(100)));
    await new Promise((resolve) => setImmediate(resolve));
    const load = jest.fn(() => answer('again'));
    await cache.get('d', load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(0);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the oldest answers beyond the entry limit, and keeps nothing with no time', async () => {
    const cache = new PackageAnswerCache({ ...limits, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => answer(key));
    await new Promise((resolve) => setImmediate(resolve));
    const load = jest.fn(() => answer('again'));
    await cache.get('c', load);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(0);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    const none = new PackageAnswerCache({ ...limits, ttlMs: 0 });
    const each = jest.fn(() => answer('x'));
    await none.get('k', each);
    await none.get('k', each);
    expect(each).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on clear, including a load still running', async () => {
    const cache = new PackageAnswerCache(limits);
    let resolve: (value: ReturnType<typeof serializedAnswer>) => void = () => undefined;
    const running = cache.get('k', () => new Promise((done) => (resolve = done)));
    cache.clear();
    resolve(serializedAnswer('"stale"'));
    await running;
    const load = jest.fn(() => answer('"fresh"'));
    expect((await cache.get('k', load)).body.toString()).toBe('"fresh"');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
