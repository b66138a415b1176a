import { backOfficeStyles as ui } from '@trippy/ui';
import styles from './operator.module.css';
import { FormField } from './form-field';
import { LIMITS } from './package-form';
import type { PackageFormState } from './use-package-form';

/** Day 1..n, each a title and a description; numbering follows the order. */
export function ItineraryEditor({ state }: { state: PackageFormState }) {
  const { form, errors } = state;
  const remove = (index: number) => state.update({ itinerary: form.itinerary.filter((_, i) => i !== index) });
  const add = () => state.update({ itinerary: [...form.itinerary, { title: '', description: '' }] });
  return (
    <section className={ui.card} aria-labelledby="itinerary-heading">
      <h2 id="itinerary-heading">Itinerary</h2>
      {form.itinerary.length === 0 ? <p className={ui.muted}>No days yet: add day 1.</p> : null}
      <ol className={styles.rows}>
        {form.itinerary.map((entry, i) => (
          <li key={i} className={styles.day}>
            <div className={styles.dayHead}>
              <h3>Day {i + 1}</h3>
              <button
                type="button"
                className={`${ui.button} ${ui.secondary}`}
                aria-label={`Remove day ${i + 1}`}
                onClick={() => remove(i)}
              >
                Remove
              </button>
            </div>
            <FormField label={`Day ${i + 1} title`} error={errors[`itinerary.${i}.title`]}>
              {(control) => (
                <input
                  {...control}
                  maxLength={LIMITS.dayTitle}
                  value={entry.title}
                  onChange={(e) => state.setDay(i, { title: e.target.value })}
                />
              )}
            </FormField>
            <FormField label={`Day ${i + 1} description`} error={errors[`itinerary.${i}.description`]}>
              {(control) => (
                <textarea
                  {...control}
                  maxLength={LIMITS.dayDescription}
                  value={entry.description}
                  onChange={(e) => state.setDay(i, { description: e.target.value })}
                />
              )}
            </FormField>
          </li>
        ))}
      </ol>
      {errors.itinerary ? <p className={styles.fieldError}>{errors.itinerary}</p> : null}
      <button
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        disabled={LIMITS.itineraryDays !== undefined && form.itinerary.length >= LIMITS.itineraryDays}
        onClick={add}
      >
        Add day {form.itinerary.length + 1}
      </button>
    </section>
  );
}
