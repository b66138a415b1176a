import { pathInLocale, type PackageDetail } from '@trippy/contracts';
import type { Translation } from '@trippy/i18n';
import { BRAND } from '@trippy/ui';
import { englishText } from '../messages';

/** The page's language for its structured data: its words and its own addresses (/hi/... on Hindi pages). */
export type JsonLdText = Pick<Translation, 't' | 'locale'>;
const ENGLISH: JsonLdText = { t: englishText, locale: 'en' };

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** schema.org TouristTrip with one Offer per upcoming batch (or the package price when none is scheduled). */
export function tripJsonLd(
  pkg: PackageDetail,
  origin: string,
  { t, locale }: JsonLdText = ENGLISH,
): Record<string, unknown> & { '@type': string } {
  const url = `${origin}${pathInLocale(`/packages/${pkg.slug}`, locale)}`;
  const offer = (extra: Record<string, unknown>) => ({
    '@type': 'Offer',
    url,
    price: rupees(pkg.offerPrice),
    priceCurrency: 'INR',
    // The per-person price before GST, as the page says ("+ 5% GST").
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: rupees(pkg.offerPrice),
      priceCurrency: 'INR',
      valueAddedTaxIncluded: false,
    },
    ...extra,
  });
  const offers =
    pkg.batches.length > 0
      ? pkg.batches.map((batch) =>
          offer({
            availability: batch.seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            availabilityStarts: batch.startDate,
            validThrough: batch.startDate,
            inventoryLevel: { '@type': 'QuantitativeValue', value: batch.seatsLeft },
          }),
        )
      : [offer({ availability: 'https://schema.org/PreOrder' })];
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: pkg.name,
    description: pkg.description,
    url,
    image: pkg.images.gallery.map((src) => new URL(src, origin).href),
    touristType: pkg.category.name,
    itinerary: {
      '@type': 'ItemList',
      itemListElement: pkg.itinerary.map((day) => ({
        '@type': 'ListItem',
        position: day.day,
        name: t('Day {number}: {title}', { number: day.day, title: day.title }),
        description: day.description,
      })),
    },
    provider: { '@type': 'TravelAgency', name: BRAND.name, email: BRAND.email, telephone: BRAND.phones[0] },
    offers,
  };
}

/** schema.org BreadcrumbList of a package page: Packages, its category, the package. */
export function breadcrumbJsonLd(
  pkg: PackageDetail,
  origin: string,
  { t, locale }: JsonLdText = ENGLISH,
): Record<string, unknown> & { '@type': string } {
  const crumbs = [
    { name: t('Packages'), path: '/packages' },
    { name: pkg.category.name, path: `/${pkg.category.slug}` },
    { name: pkg.name, path: `/packages/${pkg.slug}` },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(pathInLocale(crumb.path, locale), origin).href,
    })),
  };
}
