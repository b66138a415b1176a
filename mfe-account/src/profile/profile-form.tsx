import type { Customer } from '@trippy/contracts';
import { Field, FormFailure, PhoneField, formStyles, HydratedForm, useForm } from '@trippy/ui';
import { useAccountText } from '../messages';
import { NameFields } from '../shared/name-fields';
import { EmailConfirmForm } from './email-confirm-form';
import styles from './profile.module.css';
import { translateErrors } from '../shared/translate-errors';
import { validateProfile, type ProfileValues } from './profile-validation';
import { useProfileUpdate } from './use-profile-update';

const valuesOf = (customer: Customer): ProfileValues => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  phone: customer.phone,
  address: customer.address,
  email: customer.email,
});

/** The profile form: first and last name, phone, address, email; then the code of a pending new email. */
export function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useAccountText();
  const form = useForm<ProfileValues>(() => valuesOf(customer), {
    validate: (values) => translateErrors(validateProfile(values), t),
  });
  const { values, errors } = form;
  // The save shows its own outcome (toasts and the message below), so the form's failure stays unused.
  const { result, save } = useProfileUpdate();
  const submit = form.submit(save);

  const pending = customer.pendingEmail;
  const notice = result?.ok && result.customer.pendingEmail === pending ? result.message : undefined;

  return (
    <div className={styles.details}>
      <HydratedForm
        className={formStyles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('Profile details')}
      >
        <NameFields values={values} errors={errors} onChange={form.set} />
        <PhoneField
          name="phone"
          value={values.phone}
          onValueChange={(digits) => form.set('phone', digits)}
          error={errors.phone}
        />
        <Field
          label={t('Address')}
          autoComplete="street-address"
          placeholder={t('House, street, city, PIN')}
          {...form.field('address')}
        />
        <Field label={t('Email')} type="email" autoComplete="email" {...form.field('email')} />
        <FormFailure message={result && !result.ok ? result.message : null} />
        <button type="submit" className={formStyles.submit} disabled={form.busy}>
          {form.busy ? t('Saving...') : t('Save profile')}
        </button>
      </HydratedForm>
      {pending ? <EmailConfirmForm key={pending} pendingEmail={pending} notice={notice} /> : null}
    </div>
  );
}
