/**
 * The listing's filters and sorts (/packages, the category and destination pages): which packages a filter
 * keeps and in what order they are shown. Ties keep the catalogue's order (the sorts are stable).
 */

/** A range of days or of paise, both ends included; no upper end when max is null. */
export interface PackageBand {
  min: number;
  max: number | null;
}

/** Whether a value (days, or paise) falls in a band. */
export const inPackageBand = (value: number, band: PackageBand): boolean =>
  value >= band.min && (band.max === null || value <= band.max);

/** What the filters read of a package (a package summary has these). */
export interface FilteredPackage {
  category: { slug: string };
  destination: { slug: string };
  durationDays: number;
  offerPrice: number;
}

/** Category and destination by slug; duration (days) and offer price (paise) by band. */
export interface PackageListingFilter {
  category?: string;
  destination?: string;
  duration?: PackageBand;
  price?: PackageBand;
}

export function matchesListingFilter(pkg: FilteredPackage, filter: PackageListingFilter): boolean {
  const { category, destination, duration, price } = filter;
  return (
    (!category || pkg.category.slug === category) &&
    (!destination || pkg.destination.slug === destination) &&
    (!duration || inPackageBand(pkg.durationDays, duration)) &&
    (!price || inPackageBand(pkg.offerPrice, price))
  );
}

/** What the sorts read of a package: next departure as an ISO date, null when none is scheduled. */
export interface SortedPackage {
  durationDays: number;
  offerPrice: number;
  nextDeparture: string | null;
}

const byDeparture = (a: SortedPackage, b: SortedPackage): number => {
  if (a.nextDeparture === b.nextDeparture) return 0;
  if (!a.nextDeparture) return 1; // no scheduled departure goes last
  if (!b.nextDeparture) return -1;
  return a.nextDeparture < b.nextDeparture ? -1 : 1;
};

const ORDERS = {
  'price-asc': (a: SortedPackage, b: SortedPackage) => a.offerPrice - b.offerPrice,
  'price-desc': (a: SortedPackage, b: SortedPackage) => b.offerPrice - a.offerPrice,
  'duration-asc': (a: SortedPackage, b: SortedPackage) => a.durationDays - b.durationDays,
  'duration-desc': (a: SortedPackage, b: SortedPackage) => b.durationDays - a.durationDays,
  departure: byDeparture,
};

/** A listing's order: one of the sorts, or '' for the catalogue's own order. */
export type PackageListingSort = '' | keyof typeof ORDERS;

/** The packages in the sort's order (a new array; ties and '' keep the order given). */
export function sortPackages<T extends SortedPackage>(packages: readonly T[], sort: PackageListingSort): T[] {
  return sort ? [...packages].sort(ORDERS[sort]) : [...packages];
}
