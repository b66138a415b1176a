export { default } from '@trippy/config/eslint.config.mjs';
