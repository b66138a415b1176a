import { backOfficeStyles as ui } from '@trippy/ui';
import styles from './operator.module.css';
import { FormField } from './form-field';
import { LIMITS } from './package-form';
import type { PackageFormState } from './use-package-form';

/** Optional extras a traveller can add when booking: a name and a price per person in rupees. */
export function AddonsEditor({ state }: { state: PackageFormState }) {
  const { form, errors } = state;
  const remove = (index: number) => state.update({ addons: form.addons.filter((_, i) => i !== index) });
  const add = () => state.update({ addons: [...form.addons, { name: '', price: '' }] });
  return (
    <section className={ui.card} aria-labelledby="addons-heading">
      <h2 id="addons-heading">Add-ons</h2>
      {form.addons.length === 0 ? <p className={ui.muted}>No add-ons.</p> : null}
      <ul className={styles.rows}>
        {form.addons.map((entry, i) => (
          <li key={entry._id ?? `new-${i}`} className={styles.addon}>
            <FormField label={`Add-on ${i + 1} name`} error={errors[`addons.${i}.name`]}>
              {(control) => (
                <input
                  {...control}
                  maxLength={LIMITS.addonName}
                  value={entry.name}
                  onChange={(e) => state.setAddon(i, { name: e.target.value })}
                />
              )}
            </FormField>
            <FormField label={`Add-on ${i + 1} price (₹)`} error={errors[`addons.${i}.price`]}>
              {(control) => (
                <input
                  {...control}
                  inputMode="decimal"
                  maxLength={16}
                  value={entry.price}
                  onChange={(e) => state.setAddon(i, { price: e.target.value })}
                />
              )}
            </FormField>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              aria-label={`Remove add-on ${i + 1}`}
              onClick={() => remove(i)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        disabled={LIMITS.addons !== undefined && form.addons.length >= LIMITS.addons}
        onClick={add}
      >
        Add add-on
      </button>
    </section>
  );
}
