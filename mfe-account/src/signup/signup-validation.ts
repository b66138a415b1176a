import { isIndianMobile, isValidEmail } from '@trippy/domain';
import type { RegisterBody } from '@trippy/contracts';
import { msg } from '@trippy/i18n';

export type SignupErrors = Partial<Record<keyof RegisterBody, string>>;

export function validateSignup(values: RegisterBody): SignupErrors {
  const errors: SignupErrors = {};
  if (!values.firstName.trim()) errors.firstName = msg('Enter your first name');
  if (!values.lastName.trim()) errors.lastName = msg('Enter your last name');
  if (!isValidEmail(values.email.trim())) errors.email = msg('Enter a valid email address');
  if (!isIndianMobile(values.phone)) errors.phone = msg('Enter a 10-digit mobile number');
  if (values.password.length < 8) errors.password = msg('Use at least 8 characters');
  return errors;
}
