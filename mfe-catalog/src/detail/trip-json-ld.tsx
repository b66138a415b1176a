import type { PackageDetail } from '@trippy/contracts';
import { BRAND } from '@trippy/ui';

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** schema.org TouristTrip with one Offer per upcoming batch (or the package price when none is scheduled). */
export function tripJsonLd(pkg: PackageDetail, origin: string): Record<string, unknown> {
  const url = `${origin}/packages/${pkg.slug}`;
  const offer = (extra: Record<string, unknown>) => ({
    '@type': 'Offer',
    url,
    price: rupees(pkg.offerPrice),
    priceCurrency: 'INR',
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
        name: `Day ${day.day}: ${day.title}`,
        description: day.description,
      })),
    },
    provider: { '@type': 'TravelAgency', name: BRAND.name, email: BRAND.email, telephone: BRAND.phones[0] },
    offers,
  };
}

export function TripJsonLd({ pkg }: { pkg: PackageDetail }) {
  const json = JSON.stringify(tripJsonLd(pkg, window.location.origin)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
