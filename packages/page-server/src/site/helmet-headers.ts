import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The headers helmet sets with these options, worked out once at start-up. @fastify/helmet builds helmet's
 * middleware anew (options checked, policy parsed) on every request; the headers never change, so the app
 * sets this ready map instead. A probe app with and one without helmet tell which headers are helmet's.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => ({}));
    const res = await probe.inject('/');
    await probe.close();
    return res.headers;
  };
  const [plain, secured] = await Promise.all([answer(false), answer(true)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (!(name in plain) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}
