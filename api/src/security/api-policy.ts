import type { Directives } from '@trippy/page-server';

/** The policy of /docs (the page's and the one of every other answer are @trippy/page-server's). */

/**
 * The one inline style of swagger-ui: the `<style>` in its Swagger logo (swagger-ui-standalone-preset.js),
 * `.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}`. A test recomputes it from the
 * installed package, so an upgrade that changes it fails there rather than in the browser.
 */
export const SWAGGER_LOGO_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * /docs (swagger-ui): its page has no inline script; it loads its own files and /docs/json, and React sets
 * its inline style attributes through the CSSOM (which CSP does not restrict).
 */
export const DOCS_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", SWAGGER_LOGO_STYLE_HASH],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};
