import type { Package, PackageDetail } from '@trippy/contracts';

let n = 0;
const hex = () => (++n).toString(16).padStart(24, '0');

export function makePackage(overrides: Partial<Package> = {}): Package {
  const slug = overrides.slug ?? `trip-${n + 1}`;
  return {
    _id: hex(),
    name: `Trip ${n}`,
    slug,
    location: 'Uttarakhand',
    category: { name: 'Treks', slug: 'treks' },
    description: 'A guided trip.',
    images: { cardImage: `/images/packages/${slug}-1.svg`, gallery: [`/images/packages/${slug}-1.svg`] },
    duration: '5 Days / 4 Nights',
    durationDays: 5,
    offerPrice: 999900,
    originalPrice: 1299900,
    packageType: 'Group',
    destination: { name: 'Chamoli', slug: 'chamoli' },
    additionalServices: [],
    difficulty: null,
    maxAltitudeFt: null,
    seasonMonths: [],
    highlights: [],
    itinerary: [],
    inclusions: [],
    exclusions: [],
    nextDeparture: '2027-05-01',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<PackageDetail> = {}): PackageDetail {
  const base = makePackage(overrides);
  return {
    ...base,
    batches: [
      {
        _id: hex(),
        packageId: base._id,
        startDate: '2027-05-01',
        endDate: '2027-05-05',
        totalSeats: 20,
        seatsLeft: 0,
        availability: 'sold-out',
      },
      {
        _id: hex(),
        packageId: base._id,
        startDate: '2027-05-10',
        endDate: '2027-05-14',
        totalSeats: 20,
        seatsLeft: 7,
        availability: 'available',
      },
    ],
    ...overrides,
  };
}
