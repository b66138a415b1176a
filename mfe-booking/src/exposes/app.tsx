import { createRegionLifecycles } from '@trippy/federation';
import { RegionError } from '@trippy/ui';
import { App } from '../app';

/** single-spa lifecycles of this remote (hydrating what the server rendered); the page server renders `App`. */
export const { bootstrap, mount, unmount } = createRegionLifecycles('booking', App, () => <RegionError />);
export { App };
