import { localizedContent, useLocalizedContent } from '../shared/localized-content';
import { POSTS, postsOf, type Post } from './posts';

/** The posts by language: the Hindi Markdown files (content/blog/*.hi.md) are one chunk, fetched by Hindi pages only. */
export const postsText = localizedContent<readonly Post[]>('content-blog-hi', POSTS, () =>
  import(/* webpackChunkName: "content-blog-hi" */ '../content/blog/index.hi').then((hindi) => ({
    default: postsOf(hindi.POST_SOURCES),
  })),
);

/** Every post in the page's language, newest first. */
export const usePosts = (): readonly Post[] => useLocalizedContent(postsText);

/** One post in the page's language (undefined: no such post). */
export function usePost(id: string | undefined): Post | undefined {
  return usePosts().find((post) => post.id === id);
}
