import { BRAND } from '@trippy/ui';

/** The site's square logo (512 x 512): the company's logo in structured data. */
export const LOGO_PATH = '/icons/icon-512.png';

/** The absolute address of the logo. */
export function logoUrl(origin: string): string {
  return new URL(LOGO_PATH, origin).href;
}

/** The company as a schema.org Organization, with its logo (a BlogPosting's publisher). */
export function organizationJsonLd(origin: string) {
  return {
    '@type': 'Organization',
    name: BRAND.name,
    url: new URL('/', origin).href,
    logo: { '@type': 'ImageObject', url: logoUrl(origin), width: 512, height: 512 },
  };
}
