import type { Package, PackageDetail } from '@trippy/contracts';
import { http } from './http';
import { unwrap } from './envelope';

export async function fetchPackages(params?: {
  category?: string;
  destination?: string;
}): Promise<Package[]> {
  return unwrap(await http.get('/api/packages', { params }));
}

export async function fetchPackage(slugOrId: string): Promise<PackageDetail> {
  return unwrap(await http.get(`/api/packages/${encodeURIComponent(slugOrId)}`));
}
