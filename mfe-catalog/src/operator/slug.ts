import { OperatorPackageBodySchema } from '@trippy/contracts';

const SLUG_MAX = OperatorPackageBodySchema.properties.slug.maxLength ?? 80;

/** "Kedarnath Yatra (4 Days)" -> "kedarnath-yatra-4-days": the slug a new package's name suggests. */
export function slugFromName(name: string): string {
  return name
    .slice(0, 200)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-/, '')
    .replace(/-$/, ''); // runs were collapsed to one dash above
}
