import type { PackageDetail, PackageSummary } from '@trippy/contracts';
import { site } from './site';

/** Reads the real API of the running site (no browser). */
export async function getPackage(slug: string): Promise<PackageDetail> {
  const response = await fetch(`${site().origin}/api/packages/${slug}`);
  const body = (await response.json()) as { success: boolean; data: PackageDetail };
  if (!body.success) throw new Error(`GET /api/packages/${slug} failed`);
  return body.data;
}

/** The site's own search answer for `q` (the header panel asks for the same). */
export async function searchPackagesApi(q: string, limit = 6): Promise<PackageSummary[]> {
  const response = await fetch(`${site().origin}/api/packages?q=${encodeURIComponent(q)}&limit=${limit}`);
  const body = (await response.json()) as { success: boolean; data: PackageSummary[] };
  if (!body.success) throw new Error(`GET /api/packages?q=${q} failed`);
  return body.data;
}

export function uniqueCustomer() {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return {
    firstName: 'Asha',
    lastName: 'Rawat',
    email: `asha.${n}@example.in`,
    phone: `9${n}`,
    password: 'Kedar@2026!',
  };
}
