import { DOCS, type DocContent } from './doc-content';
import type { DOC_PATHS } from './doc-paths';
import { localizedContent, useLocalizedContent, type LocalizedContent } from '../shared/localized-content';

type DocPath = (typeof DOC_PATHS)[number];
type HindiFile = () => Promise<{ default: DocContent }>;

/** On Hindi pages the company is named in Devanagari, as the Hindi pages' titles name it. */
const HINDI_NAME = 'ट्रिपी हिमालय';

const namedInHindi = (doc: DocContent): DocContent =>
  JSON.parse(JSON.stringify(doc).replaceAll('{{name}}', HINDI_NAME)) as DocContent;

const page = (path: DocPath, chunk: string, hindi: HindiFile) =>
  localizedContent(chunk, DOCS[path]!, () =>
    hindi().then((file) => ({ default: namedInHindi(file.default) })),
  );

/**
 * Route path to its page in both languages. The Hindi files (src/content/pages/<route>.hi.json) share one
 * chunk, fetched only by a Hindi page the browser renders alone (a server-rendered one carries its own text in
 * its data); one chunk rather than seven keeps the remote's entry, which every page loads, smaller.
 */
export const DOC_TEXTS: Readonly<Record<string, LocalizedContent<DocContent>>> = {
  '/about': page(
    '/about',
    'content-doc-about-hi',
    () => import(/* webpackChunkName: "content-docs-hi" */ '../content/pages/about.hi.json'),
  ),
  '/privacy-policy': page(
    '/privacy-policy',
    'content-doc-privacy-policy-hi',
    () => import(/* webpackChunkName: "content-docs-hi" */ '../content/pages/privacy-policy.hi.json'),
  ),
  '/terms-and-conditions': page(
    '/terms-and-conditions',
    'content-doc-terms-and-conditions-hi',
    () => import(/* webpackChunkName: "content-docs-hi" */ '../content/pages/terms-and-conditions.hi.json'),
  ),
  '/cancellation-refund': page(
    '/cancellation-refund',
    'content-doc-cancellation-refund-hi',
    () => import(/* webpackChunkName: "content-docs-hi" */ '../content/pages/cancellation-refund.hi.json'),
  ),
  '/shipping-delivery': page(
    '/shipping-delivery',
    'content-doc-shipping-delivery-hi',
    () => import(/* webpackChunkName: "content-docs-hi" */ '../content/pages/shipping-delivery.hi.json'),
  ),
  '/work-with-us': page(
    '/work-with-us',
    'content-doc-work-with-us-hi',
    () => import(/* webpackChunkName: "content-docs-hi" */ '../content/pages/work-with-us.hi.json'),
  ),
  '/travel-coupon': page(
    '/travel-coupon',
    'content-doc-travel-coupon-hi',
    () => import(/* webpackChunkName: "content-docs-hi" */ '../content/pages/travel-coupon.hi.json'),
  ),
} satisfies Record<DocPath, LocalizedContent<DocContent>>;

/** The company or policy page of a route in the page's language (undefined: no such page). */
export const useDoc = (path: string): DocContent | undefined => useLocalizedContent(DOC_TEXTS[path]);
