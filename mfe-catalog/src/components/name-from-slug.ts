/**
 * "tehri-garhwal" -> "Tehri Garhwal": a name to show for an address's slug while the real one loads, so the
 * page does not move when it comes.
 */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
