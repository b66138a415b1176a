import { useState, type FormEvent } from 'react';
import type { Customer } from '@trippy/contracts';
import { Field, PhoneField, formStyles, HydratedForm } from '@trippy/ui';
import { NameFields } from '../shared/name-fields';
import { EmailConfirmForm } from './email-confirm-form';
import styles from './profile.module.css';
import { validateProfile, type ProfileErrors, type ProfileValues } from './profile-validation';
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
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(customer));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const { busy, result, save } = useProfileUpdate();
  const update = (key: keyof ProfileValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const set = (key: keyof ProfileValues) => (event: { target: { value: string } }) =>
    update(key, event.target.value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void save(values);
  };

  const pending = customer.pendingEmail;
  const notice = result?.ok && result.customer.pendingEmail === pending ? result.message : undefined;

  return (
    <div className={styles.details}>
      <HydratedForm className={formStyles.form} onSubmit={submit} noValidate aria-label="Profile details">
        <NameFields values={values} errors={errors} onChange={update} />
        <PhoneField
          name="phone"
          value={values.phone}
          onValueChange={(digits) => update('phone', digits)}
          error={errors.phone}
        />
        <Field
          label="Address"
          name="address"
          autoComplete="street-address"
          placeholder="House, street, city, PIN"
          value={values.address}
          onChange={set('address')}
          error={errors.address}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        {result && !result.ok ? (
          <p className={formStyles.error} role="alert">
            {result.message}
          </p>
        ) : null}
        <button type="submit" className={formStyles.submit} disabled={busy}>
          {busy ? 'Saving...' : 'Save profile'}
        </button>
      </HydratedForm>
      {pending ? <EmailConfirmForm key={pending} pendingEmail={pending} notice={notice} /> : null}
    </div>
  );
}
