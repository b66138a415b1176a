import { exposeRegion } from '@trippy/ui';
import { App as Root } from '../app';

export const { App, bootstrap, mount, unmount } = exposeRegion('booking', Root);
