import { pathInLocale, shareCardPath, type Locale } from '@trippy/contracts';
import type { JsonLd } from '@trippy/federation';
import { BRAND } from '@trippy/ui';
import { organizationJsonLd } from '../shared/structured-data';
import type { Post } from './posts';

/**
 * schema.org BlogPosting of a post: its author (a Person named by the front matter's `author`, else the
 * company), its picture (the front matter's `image`, else the post's share card), the company as publisher,
 * the dates (modified: the front matter's `updated`, else the publication date) and the page it is the main
 * entity of (the canonical address: the page's language's).
 */
export function blogPostingJsonLd(post: Post, origin: string, locale: Locale = 'en'): JsonLd {
  const url = new URL(pathInLocale(`/blogs/${post.id}`, locale), origin).href;
  const organization = organizationJsonLd(origin);
  const byCompany = !post.author || post.author.toLowerCase() === BRAND.name.toLowerCase();
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: new URL(post.image ?? shareCardPath(`/blogs/${post.id}`), origin).href,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: byCompany
      ? { '@type': 'Organization', name: organization.name, url: organization.url }
      : { '@type': 'Person', name: post.author },
    publisher: organization,
    ...(locale === 'en' ? {} : { inLanguage: 'hi-IN' }),
  };
}
