import type { ComponentType } from 'react';
import { createRegionLifecycles } from '@trippy/federation';
import { RegionError } from './message-page';

/**
 * A remote's route module (`./app`): its `App` for the page server and the single-spa lifecycles that hydrate
 * what the server rendered, with RegionError shown if the region fails.
 */
export function exposeRegion(remote: string, App: ComponentType) {
  return { App, ...createRegionLifecycles(remote, App, () => <RegionError />) };
}
