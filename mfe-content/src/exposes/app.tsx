import { exposeRegion } from '@trippy/ui';
import { App as Root } from '../app';

export const { App, bootstrap, mount, unmount } = exposeRegion('content', Root);

/** The blog's posts for the sitemap, with their dates (the page server asks for them). */
export async function sitemapEntries(): Promise<{ path: string; lastmod: string }[]> {
  const { POSTS } = await import('../blog/posts');
  const posts = POSTS.map((post) => ({ path: `/blogs/${post.id}`, lastmod: post.date }));
  const newest = posts
    .map((post) => post.lastmod)
    .sort()
    .at(-1);
  return newest ? [{ path: '/blogs', lastmod: newest }, ...posts] : posts;
}
