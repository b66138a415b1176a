import { pathInLocale, type Locale, type PackageSummary } from '@trippy/contracts';
import type { JsonLd } from '@trippy/federation';

/**
 * schema.org ItemList of the packages a listing shows (/packages, a category page, a destination): each a
 * ListItem with its position in the whole listing, the package page's absolute address and its name.
 * `firstPosition` is the position of the first package shown (a later page of a paged listing goes on);
 * `locale` the page's language, whose addresses the packages' are (/hi/packages/... on Hindi pages).
 */
export function packageItemListJsonLd(
  packages: readonly Pick<PackageSummary, 'slug' | 'name'>[],
  origin: string,
  firstPosition = 1,
  locale: Locale = 'en',
): JsonLd {
  return {
    '@type': 'ItemList',
    itemListElement: packages.map((pkg, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: new URL(pathInLocale(`/packages/${pkg.slug}`, locale), origin).href,
      name: pkg.name,
    })),
  };
}
