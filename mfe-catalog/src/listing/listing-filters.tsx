import { PER_PERSON_PLUS_GST } from '@trippy/domain';
import type { ChangeEvent } from 'react';
import { DURATION_OPTIONS, PRICE_OPTIONS, SORT_OPTIONS, type ListingQuery } from './listing-query';
import styles from './listing.module.css';

interface Option {
  value: string;
  label: string;
}

interface ListingFiltersProps {
  query: ListingQuery;
  /** Category choices; omitted on a category page, where the category is fixed. */
  categories?: Option[];
  onChange: (next: ListingQuery) => void;
}

function Select({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  anyLabel?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.control}>
      <span className={styles.controlLabel}>{label}</span>
      <select
        value={value}
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

/** Category, duration and price filters and the sort order of a listing. */
export function ListingFilters({ query, categories, onChange }: ListingFiltersProps) {
  const set = (key: keyof ListingQuery) => (value: string) => onChange({ ...query, [key]: value });
  return (
    <div className={styles.filters} role="group" aria-label="Filter and sort packages">
      {categories ? (
        <Select
          label="Category"
          value={query.category}
          options={categories}
          anyLabel="All categories"
          onChange={set('category')}
        />
      ) : null}
      <Select
        label="Duration"
        value={query.duration}
        options={DURATION_OPTIONS}
        anyLabel="Any duration"
        onChange={set('duration')}
      />
      <Select
        label={`Price ${PER_PERSON_PLUS_GST}`}
        value={query.price}
        options={PRICE_OPTIONS}
        anyLabel="Any price"
        onChange={set('price')}
      />
      <Select label="Sort by" value={query.sort} options={SORT_OPTIONS} onChange={set('sort')} />
    </div>
  );
}
