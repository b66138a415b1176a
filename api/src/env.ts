import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isValidEmail } from '@trippy/domain';
import {
  blank,
  bool,
  int,
  publicOrigin,
  renderSettings,
  type RawEnv,
} from '@trippy/page-server/src/env-readers';
import { REPO_ROOT } from './paths';

export interface Env {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  HOST: string;
  DATABASE_URL: string | undefined;
  DATA_DIR: string;
  REDIS_URL: string | undefined;
  JWT_SECRET: string;
  /** Other origins whose pages may call the API (CORS); none by default: the site calls it on its own origin. */
  CORS_ORIGINS: string[];
  SMTP_URL: string | undefined;
  MAIL_FROM: string;
  SITE_ROOT: string;
  REMOTES_CONFIG: string | undefined;
  SERVE_SITE: boolean;
  OTP_PEPPER: string;
  /** Requests per minute per IP on registration, one-time codes, login and leads. */
  RATE_LIMIT_MAX: number;
  /** Behind a load balancer: take the client IP from X-Forwarded-For. */
  TRUST_PROXY: boolean;
  /**
   * A log line as each request starts and ends (Fastify's). Behind nginx, whose access log has every request
   * with its id, status and time, they can go: they cost more than the answer itself (about 15 us of a
   * /api/packages answer's 32-47 us). Warnings and errors are logged either way.
   */
  LOG_REQUESTS: boolean;
  /** Serve GET /api/dev/mailbox (the outbox, with codes) to loopback callers. Off unless asked for. */
  DEV_MAILBOX: boolean;
  /** Whole request, headers included, must arrive within this (slow-body clients are cut off). */
  REQUEST_TIMEOUT_MS: number;
  /** Request headers must arrive within this. */
  HEADERS_TIMEOUT_MS: number;
  /** An idle connection (no bytes either way) is closed after this. */
  IDLE_TIMEOUT_MS: number;
  /** Where the server looks for timed-out requests (Node checks on an interval). */
  TIMEOUT_CHECK_INTERVAL_MS: number;
  /** How often each instance sends mails and pushes notifications a failure or a crash left behind. */
  OUTBOX_POLL_MS: number;
  /** How often each instance runs the due jobs of the job queue (offer expiry, balance reminders); 0: never. */
  JOBS_POLL_MS: number;
  /** Render public pages on the server (worker threads running the shell's and the remotes' Node builds). */
  SSR: boolean;
  /** Worker threads that render pages. */
  SSR_THREADS: number;
  /** A remote that takes longer than this to render its region is rendered in the browser instead. */
  SSR_REGION_DEADLINE_MS: number;
  /** A whole render longer than this is abandoned (its worker killed): the browser renders the page. */
  SSR_TIMEOUT_MS: number;
  /** A page's server render is served again for this long (0: every request renders). */
  SSR_CACHE_MS: number;
  /** At most this many MB of kept renders (the least recently used go first). */
  SSR_CACHE_MB: number;
  /** The remotes' manifests are revalidated at most this often: a remote's deploy reaches pages within it. */
  SSR_MANIFEST_CHECK_MS: number;
  /** The public origin of the site for canonical and share URLs (https://trippyhimalaya.in); else the request's. */
  PUBLIC_ORIGIN: string | undefined;
  /** The operator's inbox: every new enquiry is mailed here (through the outbox). */
  OPERATOR_EMAIL: string;
  /** Invoice numbers read PREFIX/2026-27/000123 (1-6 capital letters or digits). */
  INVOICE_PREFIX: string;
  /**
   * Online payments: `sandbox` (the default: a local server speaking Razorpay's protocol, mounted at
   * /sandbox/razorpay) or `razorpay` (a real account; the sandbox's routes do not exist then).
   */
  PAYMENT_PROVIDER: 'sandbox' | 'razorpay';
  RAZORPAY_KEY_ID: string;
  RAZORPAY_KEY_SECRET: string;
  RAZORPAY_WEBHOOK_SECRET: string;
  /** Razorpay's REST API (https://api.razorpay.com); in sandbox mode this server's /sandbox/razorpay. */
  RAZORPAY_API_URL: string | undefined;
  /** How long a new booking holds its seats while its payment is under way. */
  SEAT_HOLD_MINUTES: number;
  /** Unpaid seats one account may hold across its bookings. */
  MAX_HELD_SEATS_PER_CUSTOMER: number;
  /** How often each instance asks the provider about orders still open (when JOBS_POLL_MS is not 0). */
  RECONCILE_POLL_MS: number;
  /**
   * How WhatsApp messages from templates leave: `click-to-chat` (the only one so far) answers a wa.me link
   * staff open to send from their own WhatsApp. A WhatsApp Business API sender would be another value here
   * (api/src/modules/message-templates/message-sender.ts).
   */
  WHATSAPP_SENDER: WhatsAppSender;
}

export const WHATSAPP_SENDERS = ['click-to-chat'] as const;
export type WhatsAppSender = (typeof WHATSAPP_SENDERS)[number];

function matching(raw: RawEnv, name: string, fallback: string, pattern: RegExp, rule: string): string {
  const value = blank(raw[name])?.toUpperCase();
  if (value === undefined) return fallback;
  if (!pattern.test(value)) throw new Error(`${name} must be ${rule}, got "${value}"`);
  return value;
}

function email(raw: RawEnv, name: string, fallback: string): string {
  const value = blank(raw[name]);
  if (value === undefined) return fallback;
  if (!isValidEmail(value)) throw new Error(`${name} must be an email address, got "${value}"`);
  return value.toLowerCase();
}

/** A generated secret kept beside the embedded database (mode 600), so tokens survive restarts. */
function persistedSecret(dataDir: string, file: string): string {
  if (dataDir.startsWith('memory://')) return crypto.randomBytes(32).toString('hex');
  const secretFile = path.join(dataDir, '..', file);
  try {
    return fs.readFileSync(secretFile, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(path.dirname(secretFile), { recursive: true });
    fs.writeFileSync(secretFile, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * The address the public reaches the site at, as an origin (scheme, host, port; a trailing slash is
 * dropped): links in mails, canonical URLs, staff invitations, and HSTS when it is https. Production
 * requires it (buildApp).
 */
/**
 * What production refuses to start without: PUBLIC_ORIGIN (links in mails, canonical URLs, staff invitations
 * and HSTS follow it; without it they would follow the request's Host header). The server checks it before it
 * touches the database, buildApp again.
 */
export function assertStartable(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_ORIGIN'>): void {
  if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN)
    throw new Error(
      'PUBLIC_ORIGIN is required in production: the address the site is reached at, e.g. https://trippyhimalaya.in',
    );
}

/** Reads and validates the configuration; the only place that touches process.env. */
export function loadEnv(raw: RawEnv = process.env, overrides: Partial<Env> = {}): Env {
  const nodeEnv = blank(raw.NODE_ENV) ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new Error(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const production = nodeEnv === 'production';
  const dataDir = overrides.DATA_DIR ?? blank(raw.DATA_DIR) ?? path.join(REPO_ROOT, '.data', 'pglite');
  const jwtSecret = overrides.JWT_SECRET ?? blank(raw.JWT_SECRET);
  const databaseUrl = blank(raw.DATABASE_URL);
  // One embedded instance may keep a generated secret in its data directory; several instances must share one.
  if (production && !jwtSecret && databaseUrl)
    throw new Error('JWT_SECRET is required in production with DATABASE_URL');
  if (jwtSecret && jwtSecret.length < 16) throw new Error('JWT_SECRET must be at least 16 characters');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('DATABASE_URL must be a postgres:// URL');
  const secret = jwtSecret ?? persistedSecret(dataDir, 'jwt-secret');
  const env: Env = {
    NODE_ENV: nodeEnv as Env['NODE_ENV'],
    PORT: int(raw, 'PORT', 3000, 0, 65535),
    HOST: blank(raw.HOST) ?? '0.0.0.0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    REDIS_URL: blank(raw.REDIS_URL),
    JWT_SECRET: secret,
    CORS_ORIGINS: (blank(raw.CORS_ORIGINS) ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    SMTP_URL: blank(raw.SMTP_URL),
    MAIL_FROM: blank(raw.MAIL_FROM) ?? 'Trippy Himalaya <bookings@trippyhimalaya.in>',
    SITE_ROOT: blank(raw.SITE_ROOT) ?? REPO_ROOT,
    REMOTES_CONFIG: blank(raw.REMOTES_CONFIG),
    SERVE_SITE: bool(raw, 'SERVE_SITE', true),
    OTP_PEPPER: blank(raw.OTP_PEPPER) ?? secret,
    RATE_LIMIT_MAX: int(raw, 'RATE_LIMIT_MAX', 20, 1, 100000),
    TRUST_PROXY: bool(raw, 'TRUST_PROXY', false),
    LOG_REQUESTS: bool(raw, 'LOG_REQUESTS', true),
    DEV_MAILBOX: bool(raw, 'DEV_MAILBOX', false),
    REQUEST_TIMEOUT_MS: int(raw, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    HEADERS_TIMEOUT_MS: int(raw, 'HEADERS_TIMEOUT_MS', 10_000, 1000, 600_000),
    IDLE_TIMEOUT_MS: int(raw, 'IDLE_TIMEOUT_MS', 60_000, 1000, 600_000),
    TIMEOUT_CHECK_INTERVAL_MS: int(raw, 'TIMEOUT_CHECK_INTERVAL_MS', 1000, 100, 30_000),
    OUTBOX_POLL_MS: int(raw, 'OUTBOX_POLL_MS', 5000, 50, 600_000),
    JOBS_POLL_MS: int(raw, 'JOBS_POLL_MS', 5000, 0, 600_000),
    SSR: bool(raw, 'SSR', true),
    ...renderSettings(raw),
    PUBLIC_ORIGIN: publicOrigin(raw.PUBLIC_ORIGIN),
    OPERATOR_EMAIL: email(raw, 'OPERATOR_EMAIL', 'hello@trippyhimalaya.in'),
    INVOICE_PREFIX: matching(raw, 'INVOICE_PREFIX', 'TH', /^[A-Z0-9]{1,6}$/, '1-6 letters or digits'),
    WHATSAPP_SENDER: whatsappSender(raw),
    ...paymentSettings(raw, secret),
  };
  const merged = { ...env, ...overrides };
  if (merged.HEADERS_TIMEOUT_MS > merged.REQUEST_TIMEOUT_MS)
    throw new Error('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  return merged;
}

/**
 * The payment provider's settings. A real Razorpay account needs its three secrets; the sandbox gets
 * per-installation ones derived from the token secret (it signs and checks with the same values in-process).
 */
function paymentSettings(raw: RawEnv, secret: string) {
  const provider = blank(raw.PAYMENT_PROVIDER) ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'razorpay')
    throw new Error('PAYMENT_PROVIDER must be sandbox or razorpay');
  const derived = (label: string) =>
    crypto.createHmac('sha256', secret).update(label).digest('hex').slice(0, 32);
  const required = (name: string, sandboxValue: string): string => {
    const value = blank(raw[name]);
    if (value) {
      if (value.length > 200) throw new Error(`${name} must be at most 200 characters`);
      return value;
    }
    if (provider === 'razorpay') throw new Error(`${name} is required when PAYMENT_PROVIDER=razorpay`);
    return sandboxValue;
  };
  const apiUrl = blank(raw.RAZORPAY_API_URL);
  if (apiUrl && !/^https?:\/\/[^\s]{1,200}$/.test(apiUrl))
    throw new Error('RAZORPAY_API_URL must be an http(s) URL');
  return {
    PAYMENT_PROVIDER: provider as 'sandbox' | 'razorpay',
    RAZORPAY_KEY_ID: required('RAZORPAY_KEY_ID', 'rzp_test_sandbox'),
    RAZORPAY_KEY_SECRET: required('RAZORPAY_KEY_SECRET', derived('razorpay-key-secret')),
    RAZORPAY_WEBHOOK_SECRET: required('RAZORPAY_WEBHOOK_SECRET', derived('razorpay-webhook-secret')),
    RAZORPAY_API_URL: apiUrl,
    SEAT_HOLD_MINUTES: int(raw, 'SEAT_HOLD_MINUTES', 15, 1, 24 * 60),
    MAX_HELD_SEATS_PER_CUSTOMER: int(raw, 'MAX_HELD_SEATS_PER_CUSTOMER', 20, 1, 1000),
    RECONCILE_POLL_MS: int(raw, 'RECONCILE_POLL_MS', 60_000, 100, 3_600_000),
  };
}

function whatsappSender(raw: RawEnv): WhatsAppSender {
  const value = blank(raw.WHATSAPP_SENDER) ?? 'click-to-chat';
  const known = WHATSAPP_SENDERS.find((sender) => sender === value);
  if (!known) throw new Error(`WHATSAPP_SENDER must be ${WHATSAPP_SENDERS.join(' or ')}, got "${value}"`);
  return known;
}

/** The password for `staff:create` (a CLI-only variable, kept out of the server's configuration). */
export function staffPasswordFromEnv(raw: RawEnv = process.env): string | undefined {
  return raw.STAFF_PASSWORD;
}
