import { isIndianMobile, isValidEmail } from '@trippy/domain';
import { msg } from '@trippy/i18n';

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
  if (!values.firstName.trim()) errors.firstName = msg('Enter your first name');
  if (!values.lastName.trim()) errors.lastName = msg('Enter your last name');
  if (!isIndianMobile(values.phone)) errors.phone = msg('Enter a 10-digit mobile number');
  if (!values.address.trim()) errors.address = msg('Enter your address');
  else if (values.address.trim().length > 300) errors.address = msg('Keep the address under 300 characters');
  if (!isValidEmail(values.email.trim())) errors.email = msg('Enter a valid email address');
  return errors;
}
