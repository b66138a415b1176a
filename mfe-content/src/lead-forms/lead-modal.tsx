import { useEffect, useState, type FormEvent } from 'react';
import { FocusTrap } from 'focus-trap-react';
import { createLead, serverMessage } from '@trippy/api-client';
import { Field, formStyles, HydratedForm } from '@trippy/ui';
import content from '../content/lead-forms.json';
import {
  toLeadModalBody,
  validateLeadModal,
  type LeadModalErrors,
  type LeadModalValues,
} from './lead-modal-validation';
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
type Status = 'open' | 'submitting' | 'success';

/** The Plan Your Trip lead-capture modal (the shell shows it once per browser as the welcome modal). */
export function LeadModal({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<LeadModalValues>(EMPTY);
  const [errors, setErrors] = useState<LeadModalErrors>({});
  const [status, setStatus] = useState<Status>('open');
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof LeadModalValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = window.setTimeout(onClose, AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLeadModal(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setStatus('submitting');
    try {
      await createLead(toLeadModalBody(values));
      setStatus('success');
    } catch (error) {
      const message = serverMessage(error);
      setFailure(message ? `Error: ${message}` : 'Something went wrong.');
      setStatus('open');
    }
  };

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
            <strong>15+ years · 10000+ successful tours</strong>
          </div>
          <div className={styles.body}>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              ×
            </button>
            <h2 id="lead-modal-title" className={styles.title}>
              {content.modal.title}
            </h2>
            {status === 'success' ? (
              <p className={styles.success} role="status">
                {content.modal.success}
              </p>
            ) : (
              <HydratedForm className={formStyles.form} onSubmit={submit} noValidate>
                <p className={formStyles.hint}>{content.modal.intro}</p>
                <div className={formStyles.row}>
                  <Field
                    label="First name"
                    name="firstName"
                    required
                    value={values.firstName}
                    onChange={set('firstName')}
                    error={errors.firstName}
                  />
                  <Field
                    label="Last name"
                    name="lastName"
                    value={values.lastName}
                    onChange={set('lastName')}
                  />
                </div>
                <Field
                  label="Email (optional)"
                  name="email"
                  type="email"
                  value={values.email}
                  onChange={set('email')}
                  error={errors.email}
                />
                <div className={styles.phoneRow}>
                  <Field label="Code" name="countryCode" value="+91" readOnly aria-readonly="true" />
                  <Field
                    label="Phone"
                    name="phone"
                    type="tel"
                    inputMode="numeric"
                    maxLength={10}
                    placeholder="10-digit mobile number"
                    value={values.phone}
                    onChange={(e) =>
                      setValues((v) => ({ ...v, phone: e.target.value.replace(/\D/g, '').slice(0, 10) }))
                    }
                    error={errors.phone}
                  />
                </div>
                <div className={formStyles.field}>
                  <label className={formStyles.label} htmlFor="lead-package">
                    Package
                  </label>
                  <select
                    id="lead-package"
                    className={styles.select}
                    required
                    value={values.packageType}
                    onChange={set('packageType')}
                    aria-invalid={errors.packageType ? true : undefined}
                  >
                    <option value="" disabled>
                      Select a package
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
                  label="Number of travelers"
                  name="travelers"
                  type="number"
                  min={1}
                  required
                  value={values.travelers}
                  onChange={set('travelers')}
                  error={errors.travelers}
                />
                {failure ? (
                  <p className={formStyles.error} role="alert">
                    {failure}
                  </p>
                ) : null}
                <button type="submit" className={formStyles.submit} disabled={status === 'submitting'}>
                  {status === 'submitting' ? content.modal.submitting : content.modal.submit}
                </button>
              </HydratedForm>
            )}
          </div>
        </div>
      </div>
    </FocusTrap>
  );
}
