import path from 'node:path';
import {
  blank,
  bool,
  int,
  publicOrigin,
  renderSettings,
  type RawEnv,
  type RenderSettings,
} from './env-readers';
import { PAGE_SERVER_ROOT } from './package-root';

/** A page server of its own (main.ts): every variable, its default and meaning in deploy/ENVIRONMENT.md. */
export interface PageServerEnv extends RenderSettings {
  NODE_ENV: 'development' | 'production' | 'test';
  HOST: string;
  PORT: number;
  /** The API the renders' data requests go to (over HTTP, kept-alive connections). */
  API_ORIGIN: string;
  PUBLIC_ORIGIN: string | undefined;
  SITE_ROOT: string;
  REMOTES_CONFIG: string | undefined;
  /** The catalogue's change notices (kept renders showing a change are dropped at once, not at expiry). */
  REDIS_URL: string | undefined;
  PAYMENT_PROVIDER: 'sandbox' | 'razorpay';
  TRUST_PROXY: boolean;
  /** A log line per request (nginx's access log has them in the cluster). */
  LOG_REQUESTS: boolean;
  REQUEST_TIMEOUT_MS: number;
  IDLE_TIMEOUT_MS: number;
}

function apiOrigin(raw: RawEnv): string {
  const value = blank(raw.API_ORIGIN);
  const url = value && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search)
    throw new Error(
      `API_ORIGIN must be the API's origin, such as http://127.0.0.1:3000, got "${value ?? ''}"`,
    );
  return url.origin;
}

export function loadPageServerEnv(raw: RawEnv = process.env): PageServerEnv {
  const nodeEnv = blank(raw.NODE_ENV) ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test')
    throw new Error(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  const provider = blank(raw.PAYMENT_PROVIDER) ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'razorpay')
    throw new Error(`PAYMENT_PROVIDER must be sandbox or razorpay, got "${provider}"`);
  const env: PageServerEnv = {
    NODE_ENV: nodeEnv,
    HOST: blank(raw.HOST) ?? '127.0.0.1',
    PORT: int(raw, 'PORT', 3200, 0, 65535),
    API_ORIGIN: apiOrigin(raw),
    PUBLIC_ORIGIN: publicOrigin(raw.PUBLIC_ORIGIN),
    SITE_ROOT: blank(raw.SITE_ROOT) ?? path.resolve(PAGE_SERVER_ROOT, '..', '..'),
    REMOTES_CONFIG: blank(raw.REMOTES_CONFIG),
    REDIS_URL: blank(raw.REDIS_URL),
    PAYMENT_PROVIDER: provider,
    TRUST_PROXY: bool(raw, 'TRUST_PROXY', false),
    LOG_REQUESTS: bool(raw, 'LOG_REQUESTS', true),
    REQUEST_TIMEOUT_MS: int(raw, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    IDLE_TIMEOUT_MS: int(raw, 'IDLE_TIMEOUT_MS', 60_000, 1000, 600_000),
    ...renderSettings(raw),
  };
  if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN)
    throw new Error('PUBLIC_ORIGIN is required in production: the address the site is reached at');
  return env;
}
