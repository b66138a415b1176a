import crypto from 'node:crypto';

/**
 * The Content-Security-Policies of the site. No policy allows 'unsafe-inline' or a bare scheme (http:, https:,
 * ws:): scripts and styles of the page run only with the per-response nonce or by their hash, and other
 * origins are named.
 */

export type Directives = Record<string, readonly string[]>;

/** Everything that is not the site's page (JSON, static files, images): nothing may run or load. */
export const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export interface PagePolicyOptions {
  /** The nonce of this response (base64). */
  nonce: string;
  /** Origins (or scheme-less hosts) the remotes are served from besides this one. */
  remoteOrigins?: readonly string[];
  /** Hashes (`inlineHash`) of the inline styles and scripts a kept page carries without the nonce. */
  styleHashes?: readonly string[];
  scriptHashes?: readonly string[];
  /**
   * A payment provider's checkout on the page (Razorpay's): the origins of its frame and of what it fetches.
   * Its script needs no entry: the page's own code adds it, which 'strict-dynamic' allows.
   */
  checkout?: { frameOrigins: readonly string[]; connectOrigins: readonly string[] };
}

/**
 * The CSP source that allows one inline element by its text. The browser hashes the text as parsed, where
 * line breaks are already \n.
 */
export const inlineHash = (text: string): string =>
  `'sha256-${crypto.createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`;

/**
 * The shell page. 'strict-dynamic' lets the nonced main.js, or a kept page's loader allowed by its hash (and
 * what they load), add the chunks and remote entries of Module Federation; 'self' and the remote origins are
 * the fallback of browsers without it.
 */
export function pageDirectives({
  nonce,
  remoteOrigins = [],
  styleHashes = [],
  scriptHashes = [],
  checkout,
}: PagePolicyOptions): Directives {
  const n = `'nonce-${nonce}'`;
  return {
    ...(checkout ? { 'frame-src': ["'self'", ...checkout.frameOrigins] } : {}),
    'default-src': ["'self'"],
    'script-src': [n, ...scriptHashes, "'strict-dynamic'", "'self'", ...remoteOrigins],
    'style-src': ["'self'", n, ...styleHashes, ...remoteOrigins],
    // Server-rendered HTML carries React's style attributes (a carousel's offset, a hidden field); attributes
    // cannot run code, and <style> elements still need the nonce or their hash.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...remoteOrigins],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    // 'self' also covers the same-origin socket.io websocket (ws: or wss: of this host).
    'connect-src': ["'self'", ...remoteOrigins, ...(checkout?.connectOrigins ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** `name value value; name value` (the header's text). */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export const pagePolicy = (options: PagePolicyOptions): string => serializePolicy(pageDirectives(options));
