import { fetchOperatorPackages } from '@trippy/api-client';
import { useLoad } from '@trippy/ui';

export interface PackageOption {
  _id: string;
  name: string;
}

/** Every package (drafts too) for a filter's choices; none when the catalogue cannot be read (the filter still works). */
export function usePackageOptions(): PackageOption[] {
  const loaded = useLoad(['operator-package-options'], async () => {
    const { items } = await fetchOperatorPackages({ page: 1, pageSize: 100 });
    return items.map(({ _id, name }) => ({ _id, name }));
  });
  return loaded.status === 'loaded' ? loaded.data : [];
}
