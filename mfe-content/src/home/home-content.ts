import content from '../content/home.json';
import { localizedContent, useLocalizedContent } from '../shared/localized-content';

export type HomeContent = typeof content;
/** The English copy (tests read it). */
export const home: HomeContent = content;

/** The copy by language: home.hi.json is its own chunk, fetched by Hindi pages only. */
export const homeText = localizedContent<HomeContent>(
  'content-home-hi',
  content,
  () => import(/* webpackChunkName: "content-home-hi" */ '../content/home.hi.json'),
);

/** The home page's copy in the page's language. */
export const useHome = (): HomeContent => useLocalizedContent(homeText);
