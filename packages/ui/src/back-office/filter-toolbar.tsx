import type { ReactNode } from 'react';
import styles from './back-office.module.css';

/** A list's filters in one row: the fields, the submit button, then any further buttons (`after`). */
export function FilterToolbar({
  label,
  search = false,
  submit,
  submitClassName = styles.button,
  onSubmit,
  after,
  children,
}: {
  label: string;
  /** A search landmark (role="search") rather than a named form. */
  search?: boolean;
  submit: string;
  submitClassName?: string;
  onSubmit: () => void;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.toolbar}
      role={search ? 'search' : undefined}
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <button type="submit" className={submitClassName}>
        {submit}
      </button>
      {after}
    </form>
  );
}

/** A labelled control of a toolbar: a date, or a choice of options. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <input
        className={styles.control}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

export function SelectFilter({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** value and label of each option, the first usually '' for "all". */
  options: readonly (readonly [string, string])[];
  className?: string;
}) {
  return (
    <label className={className}>
      {label}
      <select className={styles.control} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
