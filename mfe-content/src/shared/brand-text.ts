import { BRAND } from '@trippy/ui';

const VALUES: Record<string, string> = {
  name: BRAND.name,
  email: BRAND.email,
  phone: BRAND.phones[0],
  phones: BRAND.phones.join(' / '),
  address: BRAND.officeAddress,
};

/** Content files name company facts as {{name}}, {{email}}, {{phone}}, {{phones}}, {{address}} (from BRAND). */
export function brandText(text: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => VALUES[key] ?? whole);
}
