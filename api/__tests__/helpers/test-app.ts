import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { Env } from '../../src/env';
import type { App } from '../../src/types';
import { openTestDb, type DbKind } from './db-targets';
import { checkAnswersAgainstOpenApi } from './openapi-conformance';
import type { DatabaseHandle } from '../../src/db/connect';

export const TEST_CONFIG: Partial<Env> = {
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-for-jest-only-0123456789',
  OTP_PEPPER: 'test-pepper',
  DATA_DIR: 'memory://',
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  SMTP_URL: undefined,
  SERVE_SITE: false,
  RATE_LIMIT_MAX: 1000,
  DEV_MAILBOX: true,
  // Tests run the job queue themselves (app.jobs.runOnce) with a controlled clock.
  JOBS_POLL_MS: 0,
};

export interface TestContext {
  app: App;
  handle: DatabaseHandle;
  /** Answers that the OpenAPI document does not describe (closing the app fails when there are any). */
  openApiViolations: string[];
  close(): Promise<void>;
}

/** A seeded app on a fresh database of the given kind. */
export async function createTestApp(
  kind: DbKind,
  config: Partial<Env> = {},
  seed = true,
): Promise<TestContext> {
  const { handle, cleanup } = await openTestDb(kind, seed);
  const app = await buildApp({ db: handle, closeDb: false, config: { ...TEST_CONFIG, ...config } });
  // Every answer of every API test is held to the OpenAPI document (issue 39: the document is complete).
  const { violations } = checkAnswersAgainstOpenApi(app);
  await app.ready();
  return {
    app,
    handle,
    openApiViolations: violations,
    close: async () => {
      await app.close();
      await cleanup();
      if (violations.length > 0)
        throw new Error(
          `answers the OpenAPI document does not describe (document them in the route's schema):\n${[...new Set(violations)].join('\n')}`,
        );
    },
  };
}

export const json = <T = { success: boolean; data?: unknown; message?: string }>(
  res: LightMyRequestResponse,
): T => res.json<T>();

/** A random valid Indian mobile number. */
export const randomPhone = (): string => `9${crypto.randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;

export interface TestCustomer {
  id: string;
  token: string;
  email: string;
  phone: string;
  password: string;
}

export async function registerAndLogin(
  app: App,
  overrides: Record<string, string> = {},
): Promise<TestCustomer> {
  const tag = crypto.randomBytes(4).toString('hex');
  const body = {
    firstName: 'Meera',
    lastName: 'Bisht',
    email: `meera.${tag}@example.in`,
    phone: randomPhone(),
    password: 'Himalaya@123',
    ...overrides,
  };
  const registered = await app.inject({ method: 'POST', url: '/api/customers/send-otp', payload: body });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/customers/verify-otp',
    payload: { identifier: body.email, code: await latestCode(app, body.email) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const data = verified.json<{ data: { _id: string; token: string } }>().data;
  return { id: data._id, token: data.token, email: body.email, phone: body.phone, password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface MailboxMail {
  kind: string;
  subject: string;
  body: string;
}

/** The mails sent to the address, newest first (development mailbox). */
export async function mailsTo(app: App, email: string): Promise<MailboxMail[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  return res.json<{ data: MailboxMail[] }>().data;
}

/**
 * The newest 6-digit code mailed to the address (development mailbox). Codes for logins and resends are
 * issued after the answer (so its time says nothing about the account), hence the short wait.
 */
export async function latestCode(app: App, email: string, newerThan?: string): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const mail = (await mailsTo(app, email)).find((entry) => entry.kind === 'otp');
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    if (code && code !== newerThan) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code mailed to ${email}`);
}
