import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/**
 * What a remote built with `experiments.externalRuntime` reads from the page's Module Federation runtime
 * instead of carrying its own copy (about 11 KB gzip per remoteEntry.js): the names @module-federation/runtime
 * imports from runtime-core. The shell's runtime holds all of them already, so handing them over costs the
 * shell a few bytes. Module Federation's own `provideExternalRuntime` hands over the whole runtime-core
 * namespace, which keeps every export in the shell (+22.6 KB gzip, docs/performance.md); this list is kept
 * true by provide-runtime-core.test.ts, which reads the runtime's imports.
 */
// Named one by one (as imported above): a namespace object would keep every export of runtime-core.
export const RUNTIME_CORE_FOR_REMOTES = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/** The global a remote built with `externalRuntime` reads its runtime from (Module Federation's name). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** Runs before the shell's runtime initialises, so before any remote's entry is evaluated. */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'trippy-provide-runtime-core',
    beforeInit(args) {
      (Global as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] = RUNTIME_CORE_FOR_REMOTES;
      return args;
    },
  };
}
