import { SelectFilter } from '@trippy/ui';
import { usePackageOptions } from './use-package-options';
import styles from './operator.module.css';

/** A list's "Package" choice: all packages, or one of the catalogue's (drafts too). */
export function PackageFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const packages = usePackageOptions();
  return (
    <SelectFilter
      label="Package"
      className={styles.packageField}
      value={value}
      onChange={onChange}
      options={[['', 'All packages'], ...packages.map((pkg) => [pkg._id, pkg.name] as const)]}
    />
  );
}
