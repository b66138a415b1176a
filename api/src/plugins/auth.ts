import { unauthenticated } from '@trippy/domain';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findTokenState } from '../modules/customers/customers.repository';

/** A stolen token is worth at most this long, and less: logout and a password change revoke it. */
export const TOKEN_TTL = '7d';

/**
 * The one algorithm that signs the site's tokens (customer and staff), and the only one the verifier takes:
 * a token signed another way (HS512 with the same secret, `none`, RS256 with the secret as a key) is refused.
 */
export const TOKEN_ALGORITHM = 'HS256';

export interface TokenClaims {
  sub: string;
  /** The customer's token version when it was issued; bumping the version revokes every older token. */
  tv: number;
}

export function signCustomerToken(
  app: FastifyInstance,
  customer: { id: string; token_version: number },
): string {
  return app.jwt.sign({ sub: customer.id, tv: customer.token_version });
}

/**
 * The customer id a token stands for, or undefined when it is forged, expired, revoked, or its customer was
 * deleted or disabled. The one place that decides (HTTP requests and the socket handshake).
 */
export async function customerOfToken(app: FastifyInstance, token: string): Promise<string | undefined> {
  let claims: Partial<TokenClaims>;
  try {
    claims = app.jwt.verify<Partial<TokenClaims>>(token);
  } catch {
    return undefined;
  }
  // A staff token never opens a customer's endpoint (and the reverse is refused in operator-auth).
  if ((claims as { typ?: unknown }).typ !== undefined) return undefined;
  if (typeof claims.sub !== 'string' || !/^[0-9a-f]{24}$/.test(claims.sub)) return undefined;
  const state = await findTokenState(app.db, claims.sub);
  if (!state || state.disabled_at !== null || state.token_version !== (claims.tv ?? 0)) return undefined;
  return claims.sub;
}

/** Bearer JWTs (sub = customer id, tv = token version, 7 days) and the `app.authenticate` pre-handler. */
async function auth(app: FastifyInstance): Promise<void> {
  await app.register(fastifyJwt, {
    secret: app.config.JWT_SECRET,
    sign: { algorithm: TOKEN_ALGORITHM, expiresIn: TOKEN_TTL },
    verify: { algorithms: [TOKEN_ALGORITHM] },
  });
  app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer ([\w.~+/=-]{1,4096})$/.exec(header)?.[1];
    const customerId = token ? await customerOfToken(app, token) : undefined;
    if (!customerId) throw unauthenticated();
    request.user = { sub: customerId };
  });
}

export const authPlugin = fp(auth, { name: 'auth', dependencies: ['config', 'database'] });
