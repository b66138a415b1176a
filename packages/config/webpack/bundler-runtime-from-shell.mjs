// A remote's production build imports this in place of @module-federation/webpack-bundler-runtime: the
// shell's copy, handed over by shell/src/federation/provide-bundler-runtime.ts before any remote loads.
const provided = globalThis._TRIPPY_BUNDLER_RUNTIME;
if (!provided)
  throw new Error(
    'The page provides no Module Federation bundler runtime: this remote needs a shell that hands it over (deploy the shell first).',
  );
export default provided;
