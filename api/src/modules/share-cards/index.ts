import fp from 'fastify-plugin';
import type { App } from '../../types';
import { shareCardRoutesPlugin } from './routes/share-cards';

/** Share cards: the raster og:image of every public page, from the catalogue's data or the site's words. */
async function shareCardsModule(app: App): Promise<void> {
  await app.register(shareCardRoutesPlugin);
}

export const shareCardsModulePlugin = fp(shareCardsModule, {
  name: 'module-share-cards',
  dependencies: ['database'],
});
