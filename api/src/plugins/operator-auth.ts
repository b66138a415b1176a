import { forbidden, unauthenticated } from '@trippy/domain';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findStaffTokenState } from '../modules/staff/staff.repository';
import type { StaffRole } from '../db/schema';

/** A staff session lasts a working day; disabling the member or logging out everywhere revokes it sooner. */
export const STAFF_TOKEN_TTL = '12h';
/** The claim that tells a staff token from a customer's; customer checks refuse any token carrying it. */
export const STAFF_TOKEN_TYPE = 'staff';

export interface StaffPrincipal {
  id: string;
  role: StaffRole;
}

export function signStaffToken(app: FastifyInstance, staff: { id: string; token_version: number }): string {
  return app.jwt.sign(
    { sub: staff.id, tv: staff.token_version, typ: STAFF_TOKEN_TYPE },
    { expiresIn: STAFF_TOKEN_TTL },
  );
}

/**
 * The staff member a token stands for, or undefined when it is forged, expired, a customer's, revoked (token
 * version bumped) or its member is disabled. The one place that decides, for HTTP and the socket handshake.
 */
export async function staffOfToken(app: FastifyInstance, token: string): Promise<StaffPrincipal | undefined> {
  let claims: { sub?: unknown; tv?: unknown; typ?: unknown };
  try {
    claims = app.jwt.verify(token);
  } catch {
    return undefined;
  }
  if (claims.typ !== STAFF_TOKEN_TYPE) return undefined;
  if (typeof claims.sub !== 'string' || !/^[0-9a-f]{24}$/.test(claims.sub)) return undefined;
  const state = await findStaffTokenState(app.db, claims.sub);
  if (!state || state.disabled_at !== null || state.token_version !== claims.tv) return undefined;
  return { id: claims.sub, role: state.role };
}

/** Which roles may use an operator endpoint: every route under /api/operator names one of these. */
export const OPERATOR_ACCESS = {
  /** Day-to-day operations: owner and staff. */
  staff: ['owner', 'staff'],
  /** Staff management and the audit log. */
  owner: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type OperatorAccess = keyof typeof OPERATOR_ACCESS;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  return /^Bearer ([\w.~+/=-]{1,4096})$/.exec(header)?.[1];
}

/** `app.operatorGuard(access)`: the pre-handler of every operator route; sets `request.staff`. */
async function operatorAuth(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staff', null);
  app.decorate('operatorGuard', (access: OperatorAccess) => async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const staff = token ? await staffOfToken(app, token) : undefined;
    if (!staff) throw unauthenticated('Please sign in to the back office');
    if (!(OPERATOR_ACCESS[access] as readonly StaffRole[]).includes(staff.role))
      throw forbidden('Only the owner can do this');
    request.staff = staff;
  });
}

export const operatorAuthPlugin = fp(operatorAuth, {
  name: 'operator-auth',
  dependencies: ['auth', 'database'],
});
