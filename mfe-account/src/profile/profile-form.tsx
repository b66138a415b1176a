import { useState, type FormEvent } from 'react';
import type { Customer } from '@trippy/contracts';
import { Field, formStyles } from '@trippy/ui';
import { validateProfile, type ProfileErrors, type ProfileValues } from './profile-validation';
import { useProfileUpdate } from './use-profile-update';

const valuesOf = (customer: Customer): ProfileValues => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  phone: customer.phone,
  address: customer.address,
  email: customer.email,
});

/** The profile form: first and last name, phone, address, email. */
export function ProfileForm({ customer }: { customer: Customer }) {
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(customer));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const { busy, result, save } = useProfileUpdate();
  const set = (key: keyof ProfileValues) => (event: { target: { value: string } }) => {
    const value = key === 'phone' ? event.target.value.replace(/\D/g, '').slice(0, 10) : event.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void save(values);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Profile details">
      <div className={formStyles.row}>
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <Field
        label="Phone (+91)"
        name="phone"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        autoComplete="tel-national"
        value={values.phone}
        onChange={set('phone')}
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
    </form>
  );
}
