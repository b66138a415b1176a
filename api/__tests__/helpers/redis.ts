import Redis from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Resolves undefined when Redis answers PING, else the reason it does not (tests that need it skip with it). */
export async function redisProblem(): Promise<string | undefined> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    return `${REDIS_URL} is not reachable (${(error as Error).message})`;
  } finally {
    probe.disconnect();
  }
}
