import { backOfficeStyles as ui } from '@trippy/ui';
import styles from './operator.module.css';
import { FormField } from './form-field';
import type { HindiListKey, HindiWordsForm } from './hindi-words';
import type { PackageFormState } from './use-package-form';

const LIST_LABELS: Record<HindiListKey, string> = {
  highlights: 'Highlights',
  inclusions: 'Inclusions',
  exclusions: 'Exclusions',
};

/**
 * The package's words in Hindi, for the /hi/ pages: each optional (an empty one shows the English), lists
 * one item per line beside the English count, itinerary days beside the English days.
 */
export function HindiCard({ state }: { state: PackageFormState }) {
  const { form, errors } = state;
  const hindi = form.hindi;
  const set = (patch: Partial<HindiWordsForm>) => state.update({ hindi: { ...hindi, ...patch } });
  const setDay = (index: number, patch: Partial<HindiWordsForm['days'][number]>) => {
    const days = form.itinerary.map((_, i) => hindi.days[i] ?? { title: '', description: '' });
    days[index] = { ...days[index]!, ...patch };
    set({ days });
  };
  const line = (key: 'name' | 'location' | 'duration', label: string, maxLength: number) => (
    <FormField label={label} hint="Empty: the English shows">
      {(control) => (
        <input
          {...control}
          lang="hi"
          maxLength={maxLength}
          value={hindi[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <section className={ui.card} aria-labelledby="hindi-heading">
      <h2 id="hindi-heading">Hindi (हिन्दी)</h2>
      <p className={ui.muted}>What the Hindi pages at /hi/ show. Anything left empty shows in English.</p>
      <div className={styles.grid}>
        {line('name', 'Name in Hindi', 200)}
        {line('location', 'Location in Hindi', 200)}
        {line('duration', 'Duration in Hindi', 100)}
      </div>
      <FormField label="Description in Hindi" hint="Empty: the English shows">
        {(control) => (
          <textarea
            {...control}
            lang="hi"
            rows={6}
            maxLength={10_000}
            value={hindi.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </FormField>
      {(['highlights', 'inclusions', 'exclusions'] as const).map((key) => (
        <FormField
          key={key}
          label={`${LIST_LABELS[key]} in Hindi`}
          error={errors[`hindi.${key}`]}
          hint={`One per line, as many as the English (${form[key].length}); empty: the English shows`}
        >
          {(control) => (
            <textarea
              {...control}
              lang="hi"
              rows={Math.max(3, form[key].length + 1)}
              maxLength={20_000}
              value={hindi[key]}
              onChange={(e) => set({ [key]: e.target.value })}
            />
          )}
        </FormField>
      ))}
      {form.itinerary.length > 0 ? (
        <ol className={styles.rows}>
          {form.itinerary.map((day, i) => (
            <li key={i} className={styles.day}>
              <h3>
                Day {i + 1}: {day.title || '…'}
              </h3>
              <FormField label={`Day ${i + 1} title in Hindi`} error={errors[`hindi.days.${i}.title`]}>
                {(control) => (
                  <input
                    {...control}
                    lang="hi"
                    maxLength={200}
                    value={hindi.days[i]?.title ?? ''}
                    onChange={(e) => setDay(i, { title: e.target.value })}
                  />
                )}
              </FormField>
              <FormField label={`Day ${i + 1} description in Hindi`}>
                {(control) => (
                  <textarea
                    {...control}
                    lang="hi"
                    rows={3}
                    maxLength={5_000}
                    value={hindi.days[i]?.description ?? ''}
                    onChange={(e) => setDay(i, { description: e.target.value })}
                  />
                )}
              </FormField>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
