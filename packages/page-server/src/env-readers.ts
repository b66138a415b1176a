/** Readers of environment variables: bounded, with the variable's name in every refusal. */
export type RawEnv = Record<string, string | undefined>;

export const blank = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

export function int(raw: RawEnv, name: string, fallback: number, min: number, max: number): number {
  const value = blank(raw[name]);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${value}"`);
  }
  return parsed;
}

export function bool(raw: RawEnv, name: string, fallback: boolean): boolean {
  const value = blank(raw[name])?.toLowerCase();
  if (value === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

const MAX_ORIGIN_LENGTH = 2048;

/** PUBLIC_ORIGIN: an http(s) origin, no path (a trailing slash is dropped). */
export function publicOrigin(raw: string | undefined): string | undefined {
  const given = blank(raw);
  // An origin is short; a long value is refused before the trailing-slash pattern reads it.
  if (given && given.length > MAX_ORIGIN_LENGTH)
    throw new Error(`PUBLIC_ORIGIN must be at most ${MAX_ORIGIN_LENGTH} characters`);
  const value = given?.replace(/\/+$/, '');
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.href !== `${url.origin}/`)
    throw new Error(
      `PUBLIC_ORIGIN must be an origin such as https://trippyhimalaya.in (no path), got "${value}"`,
    );
  return url.origin;
}

/** How pages are rendered (the API's and a page server's own variables alike; README, Configuration). */
export function renderSettings(raw: RawEnv) {
  return {
    SSR_THREADS: int(raw, 'SSR_THREADS', 1, 1, 16),
    SSR_REGION_DEADLINE_MS: int(raw, 'SSR_REGION_DEADLINE_MS', 300, 1, 10_000),
    SSR_TIMEOUT_MS: int(raw, 'SSR_TIMEOUT_MS', 5_000, 100, 60_000),
    SSR_CACHE_MS: int(raw, 'SSR_CACHE_MS', 5_000, 0, 300_000),
    SSR_CACHE_MB: int(raw, 'SSR_CACHE_MB', 64, 1, 4_096),
    SSR_MANIFEST_CHECK_MS: int(raw, 'SSR_MANIFEST_CHECK_MS', 1_000, 0, 60_000),
  };
}
export type RenderSettings = ReturnType<typeof renderSettings>;
