import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

const ATTEMPTS = 3;

/**
 * The page server fetches manifests, remote entries and chunks over HTTP. A connection refused or reset (a
 * kept-alive socket the other side just closed) is tried again twice before the load fails; an HTTP
 * answer, even an error, is returned as it is.
 */
export default function fetchRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'trippy-ssr-fetch-retry',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          return await fetch(url, init);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
