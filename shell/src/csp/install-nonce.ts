import { installNonceShim } from './nonce-shim';

/** webpack's name for the nonce its runtime (chunk scripts) and style-loader put on the elements they add. */
declare let __webpack_nonce__: string | undefined;

// First module of the shell (see index.ts): before any CSS module, React, sonner or remote runs.
const nonce = installNonceShim(document);
if (nonce) __webpack_nonce__ = nonce;
