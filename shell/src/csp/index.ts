// Installs the CSP nonce shim when imported (shell/src/index.ts imports it first).
import './install-nonce';
