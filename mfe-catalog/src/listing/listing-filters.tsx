import { GST_PERCENT } from '@trippy/domain';
import type { Translate } from '@trippy/i18n';
import type { ChangeEvent } from 'react';
import { nameFromSlug } from '../components/name-from-slug';
import { useCatalogText } from '../messages';
import { DURATION_OPTIONS, PRICE_OPTIONS, SORT_OPTIONS, type ListingQuery } from './listing-query';
import styles from './listing.module.css';

interface Option {
  value: string;
  label: string;
}

interface ListingFiltersProps {
  query: ListingQuery;
  /**
   * Category choices; null while they load (the filter is shown, disabled, so nothing moves when they arrive);
   * omitted on a category page, where the category is fixed. When they could not be loaded, pass
   * `addressCategoryChoices(query.category)`: the filter stays usable (back to all categories).
   */
  categories?: Option[] | null;
  onChange: (next: ListingQuery) => void;
}

function Select({
  label,
  value,
  options,
  anyLabel,
  disabled = false,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  anyLabel?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.control}>
      <span className={styles.controlLabel}>{label}</span>
      <select
        value={value}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Options of @trippy/contracts with their labels in the page's language (OPTION_LABELS). */
const translated = (options: readonly Option[], t: Translate): Option[] =>
  options.map((option) => ({ value: option.value, label: t(option.label) }));

/** The category chosen in the address as the only choice (named from its slug), while the real ones are missing. */
export function addressCategoryChoices(category: string): Option[] {
  return category ? [{ value: category, label: nameFromSlug(category) }] : [];
}

/** Category, duration and price filters and the sort order of a listing. */
export function ListingFilters({ query, categories, onChange }: ListingFiltersProps) {
  const { t } = useCatalogText();
  const set = (key: keyof ListingQuery) => (value: string) => onChange({ ...query, [key]: value });
  const loading = categories === null;
  // While the choices load, the chosen category (from the address) is the one shown.
  const categoryChoices = categories ?? addressCategoryChoices(query.category);
  return (
    <div
      className={styles.filters}
      role="group"
      aria-label={t('Filter and sort packages')}
      aria-busy={loading || undefined}
    >
      {categories !== undefined ? (
        <Select
          label={t('Category')}
          value={query.category}
          options={categoryChoices}
          anyLabel={t('All categories')}
          disabled={loading}
          onChange={set('category')}
        />
      ) : null}
      <Select
        label={t('Duration')}
        value={query.duration}
        options={translated(DURATION_OPTIONS, t)}
        anyLabel={t('Any duration')}
        onChange={set('duration')}
      />
      <Select
        label={t('Price per person + {gst}% GST', { gst: GST_PERCENT })}
        value={query.price}
        options={translated(PRICE_OPTIONS, t)}
        anyLabel={t('Any price')}
        onChange={set('price')}
      />
      <Select
        label={t('Sort by')}
        value={query.sort}
        options={translated(SORT_OPTIONS, t)}
        onChange={set('sort')}
      />
    </div>
  );
}
