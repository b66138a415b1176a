import content from '../content/contact.json';
import { localizedContent, useLocalizedContent } from '../shared/localized-content';

export type ContactContent = typeof content;

/** The contact page's copy by language: contact.hi.json is its own chunk, fetched by Hindi pages only. */
export const contactText = localizedContent<ContactContent>(
  'content-contact-hi',
  content,
  () => import(/* webpackChunkName: "content-contact-hi" */ '../content/contact.hi.json'),
);

/** The contact page's copy in the page's language. */
export const useContact = (): ContactContent => useLocalizedContent(contactText);
