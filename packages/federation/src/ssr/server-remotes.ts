import { registerRemotes } from '@module-federation/enhanced/runtime';
import { adoptRemotesConfig } from '../federation-runtime';
import type { RemotesConfig } from '../remotes';

/**
 * The page server's remotes: the same configuration as the browser's, with manifest URLs made absolute
 * against the address the server reaches them at. The Node runtime reads each manifest's `ssrRemoteEntry`.
 */
export function configureServerRemotes(config: Partial<RemotesConfig>, base: string): void {
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry: new URL(entry ?? '', base).href })),
  );
  adoptRemotesConfig(config);
}
