import { backOfficeStyles as ui } from '@trippy/ui';
import styles from './operator.module.css';
import type { FormErrors, TextListKey } from './package-form';
import type { PackageFormState } from './use-package-form';

/** Highlights, inclusions or exclusions: one line per row, rows added and removed. */
export function TextListEditor({
  state,
  listKey,
  title,
  itemLabel,
  max,
  maxLength,
}: {
  state: PackageFormState;
  listKey: TextListKey;
  title: string;
  itemLabel: string;
  max: number | undefined;
  maxLength: number | undefined;
}) {
  const lines = state.form[listKey];
  const errors: FormErrors = state.errors;
  return (
    <section className={ui.card} aria-labelledby={`${listKey}-heading`}>
      <h2 id={`${listKey}-heading`}>{title}</h2>
      {lines.length === 0 ? <p className={ui.muted}>None yet.</p> : null}
      <ol className={styles.rows}>
        {lines.map((line, i) => {
          const error = errors[`${listKey}.${i}`];
          const label = `${itemLabel} ${i + 1}`;
          return (
            <li key={i} className={styles.row}>
              <span className={styles.field}>
                <input
                  className={ui.control}
                  aria-label={label}
                  aria-invalid={error ? true : undefined}
                  maxLength={maxLength}
                  value={line}
                  onChange={(e) => state.setLine(listKey, i, e.target.value)}
                />
                {error ? <span className={styles.fieldError}>{error}</span> : null}
              </span>
              <button
                type="button"
                className={`${ui.button} ${ui.secondary}`}
                aria-label={`Remove ${label.toLowerCase()}`}
                onClick={() => state.removeLine(listKey, i)}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        disabled={max !== undefined && lines.length >= max}
        onClick={() => state.addLine(listKey)}
      >
        Add {itemLabel.toLowerCase()}
      </button>
    </section>
  );
}
