import type { FastifyTypeProvider, FastifyInstance, RawServerDefault, FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Env } from './env';
import type { Db } from './db/schema';
import type { Notification, OperatorEvent } from '@trippy/contracts';

/** Route types from TypeBox schemas (the official provider targets the newer `typebox` package). */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxProvider
>;

export interface Realtime {
  /** Pushes a stored notification to the customer's room (across instances with the Redis adapter). */
  notify(customerId: string, notification: Notification): void;
  /**
   * Pushes an event (a new lead or booking) to every open back office: the 'operators' room, which only staff
   * sockets join. Call it after the change's transaction commits.
   */
  notifyOperators(event: OperatorEvent): void;
  /** Closes every socket of a staff member (disabled, or logged out everywhere), on every instance. */
  disconnectStaff(staffId: string): void;
  /** Sockets connected to this instance. */
  connections(): number;
}

export interface Mailer {
  /** Delivers the given outbox mails now; resolves true for each one that SMTP accepted. */
  deliver(ids?: string[]): Promise<Record<string, boolean>>;
  readonly smtpConfigured: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
    db: Db;
    dbKind: 'pglite' | 'postgres';
    realtime: Realtime;
    mailer: Mailer;
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The pre-handler of an operator route: 401 without a valid staff token, 403 without the role. */
    operatorGuard(
      access: import('./plugins/operator-auth').OperatorAccess,
    ): (request: FastifyRequest) => Promise<void>;
    runInBackground(name: string, task: () => Promise<void>): void;
    /** Resolves once every background task started so far has finished. */
    backgroundSettled(): Promise<void>;
    /** The shared Redis connection when REDIS_URL is set. */
    redis: import('ioredis').Redis | null;
    metrics: import('./plugins/metrics').AppMetrics;
    catalog: import('./plugins/catalog-events').CatalogEvents;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on operator routes (set by `operatorGuard`). */
    staff: import('./plugins/operator-auth').StaffPrincipal | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; tv: number; typ?: 'staff' };
    user: { sub: string };
  }
}
