import { isIndianMobile, isValidEmail } from '@trippy/domain';
export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  email: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/** Every field the profile needs to be complete (names, phone, address) plus a valid email. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'Enter your first name';
  if (!values.lastName.trim()) errors.lastName = 'Enter your last name';
  if (!isIndianMobile(values.phone)) errors.phone = 'Enter a 10-digit mobile number';
  if (!values.address.trim()) errors.address = 'Enter your address';
  else if (values.address.trim().length > 300) errors.address = 'Keep the address under 300 characters';
  if (!isValidEmail(values.email.trim())) errors.email = 'Enter a valid email address';
  return errors;
}
