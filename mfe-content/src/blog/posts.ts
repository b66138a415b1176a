import { POST_SOURCES } from '../content/blog';
import { parseFrontMatter } from './front-matter';
import { readingMinutes } from './markdown';

export interface Post {
  id: string;
  title: string;
  date: string;
  cover: string;
  excerpt: string;
  related: string[];
  body: string;
  minutes: number;
  /** Front matter `author`: who wrote it (the company when absent). */
  author?: string;
  /** Front matter `image`: the post's picture, a site path or an absolute URL. */
  image?: string;
  /** Front matter `updated` (YYYY-MM-DD): the last real change; absent means never changed since `date`. */
  updated?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Turns one Markdown file into a post; throws with the file's id when a front-matter field is missing. */
export function toPost(id: string, source: string): Post {
  const { data, body } = parseFrontMatter(source);
  const text = (key: string): string => {
    const value = data[key];
    if (typeof value !== 'string' || !value.trim()) throw new Error(`blog post ${id}: missing ${key}`);
    return value;
  };
  const optional = (key: string): string | undefined => {
    const value = data[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const date = text('date');
  if (!DATE.test(date)) throw new Error(`blog post ${id}: date must be YYYY-MM-DD`);
  const updated = optional('updated');
  if (updated !== undefined && !DATE.test(updated))
    throw new Error(`blog post ${id}: updated must be YYYY-MM-DD`);
  const related = data.related ?? [];
  if (!body.trim()) throw new Error(`blog post ${id}: empty body`);
  const author = optional('author');
  const image = optional('image');
  return {
    id,
    title: text('title'),
    date,
    cover: text('cover'),
    excerpt: text('excerpt'),
    related: Array.isArray(related) ? related : [related],
    body,
    minutes: readingMinutes(body),
    ...(author ? { author } : {}),
    ...(image ? { image } : {}),
    ...(updated ? { updated } : {}),
  };
}

/** The posts of a language's Markdown files, newest first. */
export function postsOf(sources: ReadonlyArray<{ id: string; source: string }>): readonly Post[] {
  return sources.map(({ id, source }) => toPost(id, source)).sort((a, b) => b.date.localeCompare(a.date));
}

/** Every post (in English), newest first. */
export const POSTS: readonly Post[] = postsOf(POST_SOURCES);

/** A post's date as the page's language writes it (`tag`: en-IN, hi-IN): "12 March 2025", "12 मार्च 2025". */
export function formatPostDate(date: string, tag = 'en-IN'): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
