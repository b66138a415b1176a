import { createRegionLifecycles } from '@trippy/federation';
import { RegionError } from '@trippy/ui';
import { App } from '../app';

/** single-spa lifecycles of this remote (hydrating what the server rendered); the page server renders `App`. */
export const { bootstrap, mount, unmount } = createRegionLifecycles('content', App, () => <RegionError />);
export { App };

/** The blog's posts for the sitemap, with their dates (the page server asks for them). */
export async function sitemapEntries(): Promise<{ path: string; lastmod: string }[]> {
  const { POSTS } = await import('../blog/posts');
  return POSTS.map((post) => ({ path: `/blogs/${post.id}`, lastmod: post.date }));
}
