import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { createInstance, getInstance } from '@module-federation/runtime';
import federation, { runtime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

type ContainerInitOptions = Parameters<typeof runtime.init>[0];

/**
 * `runtime.init` for a remote's container: its own instance, found or created. @module-federation/runtime's
 * own `init` also makes the instance it creates the module's default one, which the shell's `loadRemote`
 * uses: called for a remote through the shell's runtime, it would take the shell's place.
 */
export function initContainer(options: ContainerInitOptions): ReturnType<typeof createInstance> {
  const normalized = { ...options, id: options.id || '' };
  const existing = getInstance(
    ({ options: known }) =>
      known.name === options.name && (options.version ? known.version === options.version : !known.version),
  );
  if (!existing) return createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

/**
 * What a remote's production build reads instead of its own copy of Module Federation's webpack bundler
 * runtime (about 3-4 KB gzip per remoteEntry.js; packages/config/webpack/bundler-runtime-from-shell.mjs):
 * the shell's, with the parts a container needs and a host is built without (`initContainerEntry`, cut
 * from a build that exposes nothing) and an `init` that leaves the shell's instance in place. Each container
 * copies these keys into its own `__webpack_require__.federation`, so nothing here holds a container's state.
 */
export const BUNDLER_RUNTIME_FOR_REMOTES = {
  ...federation,
  runtime: { ...runtime, init: initContainer },
  bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
};

/** The global the remotes' shim reads (bundler-runtime-from-shell.mjs names it too). */
export const BUNDLER_RUNTIME_GLOBAL = '_TRIPPY_BUNDLER_RUNTIME';

/** Runs before the shell's runtime initialises, so before any remote's entry is evaluated. */
export default function provideBundlerRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'trippy-provide-bundler-runtime',
    beforeInit(args) {
      (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = BUNDLER_RUNTIME_FOR_REMOTES;
      return args;
    },
  };
}
