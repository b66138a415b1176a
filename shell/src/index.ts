// The CSP nonce shim must run before anything inserts a style or script element (imports run in order).
import './csp';
// asyncStartup (webpack config) negotiates shared modules before this runs, so no dynamic-import boundary is needed.
import './bootstrap';
