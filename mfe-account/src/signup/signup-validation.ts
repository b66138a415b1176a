import { isIndianMobile, isValidEmail } from '@trippy/domain';
import type { RegisterBody } from '@trippy/contracts';

export type SignupErrors = Partial<Record<keyof RegisterBody, string>>;

export function validateSignup(values: RegisterBody): SignupErrors {
  const errors: SignupErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'Enter your first name';
  if (!values.lastName.trim()) errors.lastName = 'Enter your last name';
  if (!isValidEmail(values.email.trim())) errors.email = 'Enter a valid email address';
  if (!isIndianMobile(values.phone)) errors.phone = 'Enter a 10-digit mobile number';
  if (values.password.length < 8) errors.password = 'Use at least 8 characters';
  return errors;
}
