import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createOperatorPackage, errorMessage, updateOperatorPackage } from '@trippy/api-client';
import type { OperatorPackageDetail } from '@trippy/contracts';
import { backOfficeStyles as ui, toast } from '@trippy/ui';
import styles from './operator.module.css';
import { AddonsEditor } from './addons-editor';
import { BasicsCard, DescriptionCard, PricesCard, type CatalogueChoices } from './basics-cards';
import { ImagesCard } from './images-card';
import { HindiCard } from './hindi-card';
import { ItineraryEditor } from './itinerary-editor';
import { fieldOfServerMessage, formFromDetail, LIMITS, validateForm, type PackageForm } from './package-form';
import { TextListEditor } from './text-list-editor';
import { usePackageForm } from './use-package-form';

/** The one form of a package, new or existing: checked here first, then by the server. */
export function PackageEditor({
  initial,
  choices,
  packageId,
  onSaved,
}: {
  initial: PackageForm;
  choices: CatalogueChoices;
  packageId?: string;
  onSaved: (saved: OperatorPackageDetail) => void;
}) {
  const state = usePackageForm(initial);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { dirty } = state;

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const focusFirstError = () =>
    window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, errors } = validateForm(state.form);
    state.setErrors(errors);
    if (!body) {
      setFormError('Please correct the fields marked in red.');
      focusFirstError();
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      const saved = packageId
        ? await updateOperatorPackage(packageId, body)
        : await createOperatorPackage(body);
      state.reset(formFromDetail(saved));
      toast.success('Saved');
      onSaved(saved);
    } catch (failure) {
      // Every change stays in the form: the member fixes what the server named and saves again.
      const message = errorMessage(failure, 'The package could not be saved. Please try again.');
      setFormError(message);
      const field = fieldOfServerMessage(message);
      if (field) {
        state.setErrors({ [field]: message });
        focusFirstError();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-label="Package">
      <BasicsCard state={state} choices={choices} />
      <PricesCard state={state} />
      <DescriptionCard state={state} />
      <ImagesCard state={state} />
      <TextListEditor
        state={state}
        listKey="highlights"
        title="Highlights"
        itemLabel="Highlight"
        max={LIMITS.highlights}
        maxLength={LIMITS.highlight}
      />
      <ItineraryEditor state={state} />
      <TextListEditor
        state={state}
        listKey="inclusions"
        title="Inclusions"
        itemLabel="Inclusion"
        max={LIMITS.inclusions}
        maxLength={LIMITS.inclusion}
      />
      <TextListEditor
        state={state}
        listKey="exclusions"
        title="Exclusions"
        itemLabel="Exclusion"
        max={LIMITS.exclusions}
        maxLength={LIMITS.exclusion}
      />
      <AddonsEditor state={state} />
      <HindiCard state={state} />
      <div className={styles.saveBar}>
        <button type="submit" className={ui.button} disabled={busy}>
          {busy ? 'Saving...' : packageId ? 'Save changes' : 'Create package'}
        </button>
        {dirty && !formError ? <span className={ui.muted}>Unsaved changes</span> : null}
        {formError ? (
          <span className={styles.fieldError} role="alert">
            {formError}
          </span>
        ) : null}
      </div>
    </form>
  );
}
