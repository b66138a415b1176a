/**
 * The page server: the site's pages (composed from the shell and the remotes, rendered on worker threads,
 * kept, compressed), their Content-Security-Policy and security headers, the remotes' files, robots.txt,
 * the sitemap and the icons. Registered on the API's server by default (`staticSitePlugin`), or run as a
 * process of its own (main.ts) that reaches the API over HTTP.
 */
export { staticSitePlugin, type StaticSiteOptions } from './site/static-site';
export { siteHeaders, HSTS, permissionsPolicy } from './site/security-headers';
export { DEFAULT_REMOTES, readRemotesConfig, remoteOrigins, REMOTE_NAMES } from './site/remotes-config';
export { PAGE_DATA_ADDRESS } from './render/page-data-server';
export { requestIdOf, requestIdPlugin } from './site/request-id';
export { ownOrigin } from './render/own-origin';
export { requestOrigin } from './render/page-server';
export {
  BROTLI_OPTIONS,
  COMPRESSION_THRESHOLD_BYTES,
  compressBody,
  ENCODINGS,
  GZIP_OPTIONS,
  preferredEncoding,
  type Encoding,
} from './compression/compression';
export { compressionPlugin } from './compression/compression-plugin';
export { API_DIRECTIVES, inlineHash, pageDirectives, serializePolicy, type Directives } from './csp/policy';
