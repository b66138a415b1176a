import { useEffect, useState } from 'react';
import { FocusTrap } from 'focus-trap-react';
import { createLead } from '@trippy/api-client';
import { Field, formStyles, HydratedForm, useForm, FormFailure } from '@trippy/ui';
import { useContentText } from '../messages';
import { leadFailure } from './lead-failure';
import { useLeadForms, type LeadFormsContent } from './lead-forms-content';
import { toLeadModalBody, validateLeadModal, type LeadModalValues } from './lead-modal-validation';
import { translateErrors } from './translate-errors';
import styles from './lead-modal.module.css';

export const AUTO_CLOSE_MS = 3000;
const EMPTY: LeadModalValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  packageType: '',
  travelers: '',
};

/**
 * The submit button's words for the chosen package: the spec's "Plan My Char Dham Yatra" for the Char Dham
 * Yatra, the trip's own name for the others, and "Plan My Trip" until one is chosen (the modal opens on the
 * home and category pages, most of which are not about Char Dham).
 */
export function submitLabel(modal: LeadFormsContent['modal'], packageType: string): string {
  return modal.packages.find((option) => option.value === packageType)?.submit ?? modal.submit;
}

/** The Plan Your Trip lead-capture modal (the shell shows it once per browser as the welcome modal). */
export function LeadModal({ onClose }: { onClose: () => void }) {
  const content = useLeadForms();
  const { t } = useContentText();
  const form = useForm<LeadModalValues>(EMPTY, {
    validate: (values) => translateErrors(validateLeadModal(values), t),
    describeFailure: leadFailure(t, t('Something went wrong.')),
  });
  const { errors } = form;
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    if (!sent) return undefined;
    const timer = window.setTimeout(onClose, AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onClose]);

  const submit = form.submit(async (lead) => {
    await createLead(toLeadModalBody(lead));
    setSent(true);
  });

  return (
    <FocusTrap
      focusTrapOptions={{
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
        tabbableOptions: { displayCheck: 'none' },
      }}
    >
      <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
        <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="lead-modal-title">
          <div className={styles.hero} aria-hidden="true">
            <svg viewBox="0 0 200 120">
              <path d="M0 100 50 40l25 30 40-55 45 60 40-35v60H0z" fill="rgba(255,255,255,0.35)" />
              <path d="M0 110 60 70l35 25 45-35 60 40v20H0z" fill="rgba(255,255,255,0.6)" />
            </svg>
            <strong>{t('15+ years · 10000+ successful tours')}</strong>
          </div>
          <div className={styles.body}>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('Close')}>
              ×
            </button>
            <h2 id="lead-modal-title" className={styles.title}>
              {content.modal.title}
            </h2>
            {sent ? (
              <p className={styles.success} role="status">
                {content.modal.success}
              </p>
            ) : (
              <HydratedForm className={formStyles.form} onSubmit={submit} noValidate>
                <p className={formStyles.hint}>{content.modal.intro}</p>
                <div className={formStyles.row}>
                  <Field label={t('First name')} required {...form.field('firstName')} />
                  <Field label={t('Last name')} {...form.field('lastName')} />
                </div>
                <Field label={t('Email (optional)')} type="email" {...form.field('email')} />
                <div className={styles.phoneRow}>
                  <Field label={t('Code')} name="countryCode" value="+91" readOnly aria-readonly="true" />
                  <Field
                    label={t('Phone')}
                    type="tel"
                    inputMode="numeric"
                    maxLength={10}
                    placeholder={t('10-digit mobile number')}
                    {...form.field('phone')}
                    onChange={(e) => form.set('phone', e.target.value.replace(/\D/g, '').slice(0, 10))}
                  />
                </div>
                <div className={formStyles.field}>
                  <label className={formStyles.label} htmlFor="lead-package">
                    {t('Package')}
                  </label>
                  <select
                    id="lead-package"
                    className={styles.select}
                    required
                    {...form.input('packageType')}
                    aria-invalid={errors.packageType ? true : undefined}
                  >
                    <option value="" disabled>
                      {t('Select a package')}
                    </option>
                    {content.modal.packages.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                  {errors.packageType ? <span className={formStyles.error}>{errors.packageType}</span> : null}
                </div>
                <Field
                  label={t('Number of travelers')}
                  type="number"
                  min={1}
                  required
                  {...form.field('travelers')}
                />
                <FormFailure message={form.failure} />
                <button type="submit" className={formStyles.submit} disabled={form.busy}>
                  {form.busy ? content.modal.submitting : submitLabel(content.modal, form.values.packageType)}
                </button>
              </HydratedForm>
            )}
          </div>
        </div>
      </div>
    </FocusTrap>
  );
}
