import type { Category, Destination, PackageStatus } from '@trippy/contracts';
import { seasonLabel } from '@trippy/domain';
import { backOfficeStyles as ui } from '@trippy/ui';
import styles from './operator.module.css';
import { FormField } from './form-field';
import { DIFFICULTIES, LIMITS, type Difficulty } from './package-form';
import type { PackageFormState } from './use-package-form';

export interface CatalogueChoices {
  categories: Category[];
  destinations: Destination[];
}

/** Name, slug, where, what kind, how hard, how long, published or draft. */
export function BasicsCard({ state, choices }: { state: PackageFormState; choices: CatalogueChoices }) {
  const { form, errors } = state;
  return (
    <section className={ui.card} aria-labelledby="basics-heading">
      <h2 id="basics-heading">Basics</h2>
      <div className={styles.grid}>
        <FormField label="Name" error={errors.name} wide>
          {(control) => (
            <input
              {...control}
              maxLength={LIMITS.name}
              value={form.name}
              onChange={(e) => state.setName(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Slug (address)" error={errors.slug} hint={`/packages/${form.slug || '...'}`} wide>
          {(control) => (
            <input
              {...control}
              maxLength={LIMITS.slug}
              value={form.slug}
              onChange={(e) => state.setSlug(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Location" error={errors.location}>
          {(control) => (
            <input
              {...control}
              maxLength={LIMITS.location}
              value={form.location}
              onChange={(e) => state.update({ location: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Category" error={errors.categoryId}>
          {(control) => (
            <select
              {...control}
              value={form.categoryId}
              onChange={(e) => state.update({ categoryId: e.target.value })}
            >
              <option value="">Choose...</option>
              {choices.categories.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Destination" error={errors.destinationId}>
          {(control) => (
            <select
              {...control}
              value={form.destinationId}
              onChange={(e) => state.update({ destinationId: e.target.value })}
            >
              <option value="">Choose...</option>
              {choices.destinations.map((d) => (
                <option key={d._id} value={d._id}>
                  {d.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Package type" error={errors.packageType} hint="e.g. Trek, Yatra, Tour">
          {(control) => (
            <input
              {...control}
              maxLength={LIMITS.packageType}
              value={form.packageType}
              onChange={(e) => state.update({ packageType: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Difficulty" error={errors.difficulty}>
          {(control) => (
            <select
              {...control}
              value={form.difficulty}
              onChange={(e) => state.update({ difficulty: e.target.value as Difficulty | '' })}
            >
              <option value="">Not stated</option>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {d[0]?.toUpperCase()}
                  {d.slice(1)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Max altitude (ft)" error={errors.maxAltitudeFt} hint="Leave empty if not a trek">
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              maxLength={String(LIMITS.altitudeMax).length}
              value={form.maxAltitudeFt}
              onChange={(e) => state.update({ maxAltitudeFt: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Duration (as shown)" error={errors.duration} hint="e.g. 5 Days / 4 Nights">
          {(control) => (
            <input
              {...control}
              maxLength={LIMITS.duration}
              value={form.duration}
              onChange={(e) => state.update({ duration: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Duration in days" error={errors.durationDays}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              maxLength={String(LIMITS.durationDaysMax).length}
              value={form.durationDays}
              onChange={(e) => state.update({ durationDays: e.target.value })}
            />
          )}
        </FormField>
        <SeasonField state={state} />
        <FormField label="Status" error={errors.status} hint="A draft is not on the public site">
          {(control) => (
            <select
              {...control}
              value={form.status}
              onChange={(e) => state.update({ status: e.target.value as PackageStatus })}
            >
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </select>
          )}
        </FormField>
      </div>
    </section>
  );
}

const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  month: i + 1,
  name: new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, i, 1)),
}));

/** The months departures run in: the public page shows them, and the batches are checked against them. */
function SeasonField({ state }: { state: PackageFormState }) {
  const { seasonMonths } = state.form;
  const toggle = (month: number, on: boolean) =>
    state.update({
      seasonMonths: on ? [...seasonMonths, month] : seasonMonths.filter((m) => m !== month),
    });
  return (
    <fieldset className={`${styles.wide} ${styles.months}`} aria-describedby="season-hint">
      <legend>Season: {seasonLabel(seasonMonths)}</legend>
      <p id="season-hint" className={ui.muted}>
        The months departures run in. None ticked: all year.
      </p>
      {MONTHS.map(({ month, name }) => (
        <label key={month}>
          <input
            type="checkbox"
            checked={seasonMonths.includes(month)}
            onChange={(e) => toggle(month, e.target.checked)}
          />
          {name}
        </label>
      ))}
    </fieldset>
  );
}

/** Prices per person in rupees (sent as paise). */
export function PricesCard({ state }: { state: PackageFormState }) {
  const { form, errors } = state;
  return (
    <section className={ui.card} aria-labelledby="prices-heading">
      <h2 id="prices-heading">Prices per person</h2>
      <div className={styles.grid}>
        <FormField label="Offer price (₹)" error={errors.offerPrice} hint="What the traveller pays">
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              maxLength={16}
              value={form.offerPrice}
              onChange={(e) => state.update({ offerPrice: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Original price (₹)" error={errors.originalPrice} hint="Shown struck through">
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              maxLength={16}
              value={form.originalPrice}
              onChange={(e) => state.update({ originalPrice: e.target.value })}
            />
          )}
        </FormField>
      </div>
    </section>
  );
}

export function DescriptionCard({ state }: { state: PackageFormState }) {
  const { form, errors } = state;
  return (
    <section className={ui.card} aria-labelledby="description-heading">
      <h2 id="description-heading">Description</h2>
      <FormField
        label="Package description"
        error={errors.description}
        hint={`${form.description.length}/${LIMITS.description}`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={8}
            maxLength={LIMITS.description}
            value={form.description}
            onChange={(e) => state.update({ description: e.target.value })}
          />
        )}
      </FormField>
    </section>
  );
}
