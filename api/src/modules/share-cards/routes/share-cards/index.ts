import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { LRUCache } from 'lru-cache';
import { SHARE_CARD, SHARE_CARD_PATH_MAX } from '@trippy/contracts';
import type { App } from '../../../../types';
import { HttpError } from '../../../../shared/http-error';
import { ApiErrorSchema } from '@trippy/contracts';
import { composeShareCard } from '../../card-image';
import { cardPhoto, shareCardContent } from '../../share-card-content';

const BINARY = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
/** `index.jpg` (the home page) or a page path's segments and `.jpg`, lower case, bounded before it is matched. */
const CARD_FILE = /^(?:[a-z0-9-]{1,120}\/){0,3}[a-z0-9-]{1,120}\.jpg$/;
/** Most bytes of cards kept per instance (a card is 40-150 KB; the site has about a hundred pages). */
const KEPT_BYTES = 32 * 1024 * 1024;

/**
 * GET /api/share-cards/<page path>.jpg: the page's share card (og:image), made on first request and kept while
 * what it shows is unchanged (the key is its words and picture); a price change makes a new one.
 */
export async function shareCardRoutesPlugin(app: App): Promise<void> {
  const kept = new LRUCache<string, Buffer>({ maxSize: KEPT_BYTES, sizeCalculation: (card) => card.length });
  const making = new Map<string, Promise<Buffer>>();

  app.get(
    '/api/share-cards/*',
    {
      schema: {
        tags: ['packages'],
        summary: "A public page's share card: a 1200x630 JPEG of its photo, name and price (og:image)",
        params: Type.Object({ '*': Type.String({ maxLength: SHARE_CARD_PATH_MAX + 4 }) }),
        response: {
          200: { description: 'The card', content: { [SHARE_CARD.contentType]: { schema: BINARY } } },
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = request.params['*'];
      if (!CARD_FILE.test(file)) throw new HttpError(404, 'No such page');
      const name = file.slice(0, -'.jpg'.length);
      const pagePath = name === 'index' ? '/' : `/${name}`;
      const content = await shareCardContent(app.db, pagePath);
      if (!content) throw new HttpError(404, 'No such page');
      const key = JSON.stringify(content);
      let card = kept.get(key);
      if (!card) {
        let pending = making.get(key);
        if (!pending) {
          pending = cardPhoto(app.db, content.image)
            .then((photo) => composeShareCard(content, photo))
            .finally(() => making.delete(key));
          making.set(key, pending);
        }
        card = await pending;
        kept.set(key, card);
      }
      return reply
        .header('Content-Type', SHARE_CARD.contentType)
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .header('ETag', `"${createHash('sha256').update(key).digest('hex').slice(0, 24)}"`)
        .send(card);
    },
  );
}
