import type { OperatorPackageBody, OperatorPackageDetail } from './catalogue';

/**
 * The body that saves a package as its detail shows it, with `change` applied: what a script or a test sends
 * to PUT /api/operator/packages/:id to change one field (the season's months are left as they are).
 */
export const packageBodyOf = (
  pkg: OperatorPackageDetail,
  change: Partial<OperatorPackageBody> = {},
): OperatorPackageBody => ({
  name: pkg.name,
  slug: pkg.slug,
  location: pkg.location,
  categoryId: pkg.category._id,
  destinationId: pkg.destination._id,
  description: pkg.description,
  cardImage: pkg.cardImage,
  gallery: pkg.gallery,
  duration: pkg.duration,
  durationDays: pkg.durationDays,
  offerPrice: pkg.offerPrice,
  originalPrice: pkg.originalPrice,
  packageType: pkg.packageType,
  difficulty: pkg.difficulty,
  maxAltitudeFt: pkg.maxAltitudeFt,
  highlights: pkg.highlights,
  itinerary: pkg.itinerary,
  inclusions: pkg.inclusions,
  exclusions: pkg.exclusions,
  addons: pkg.addons,
  status: pkg.status,
  ...change,
});
