import crypto from 'node:crypto';

/** A fresh CSP nonce: 128 random bits, base64. */
export const createNonce = (): string => crypto.randomBytes(16).toString('base64');

const NONCE_META = 'csp-nonce';
const SCRIPT_OR_STYLE_TAG = /<(script|style)\b(?![^>]*\bnonce=)/gi;
const HEAD_TAG = /<head\b[^>]*>/i;

/**
 * Puts the nonce on every `<script>` and `<style>` tag of a page, and in `<meta property="csp-nonce">` at the
 * top of its head, where the page's own code reads it to nonce the style and script elements it adds later
 * (the pattern Vite uses). The page is our build output, so tags are matched as text.
 */
export function addNonceToHtml(html: string, nonce: string): string {
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error('a CSP nonce is base64');
  const stamped = html.replace(SCRIPT_OR_STYLE_TAG, `<$1 nonce="${nonce}"`);
  const meta = `<meta property="${NONCE_META}" content="" nonce="${nonce}" />`;
  return HEAD_TAG.test(stamped) ? stamped.replace(HEAD_TAG, (head) => `${head}${meta}`) : `${meta}${stamped}`;
}
