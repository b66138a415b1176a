import { isIndianMobile, isValidEmail } from '@trippy/domain';
import { msg } from '@trippy/i18n';
import type { BookingCreateBody } from '@trippy/contracts';

export type CustomerDetails = BookingCreateBody['customerDetails'];
export type CustomerErrors = Partial<Record<keyof CustomerDetails, string>>;

/** Every field but Special Requirements is required (spec section 5). Messages are English: shown with t(). */
export function validateCustomerDetails(values: CustomerDetails): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!values.fullName.trim()) errors.fullName = msg('Full Name is required');
  if (!isValidEmail(values.email.trim())) errors.email = msg('Enter a valid email address');
  if (!isIndianMobile(values.phone)) errors.phone = msg('Enter a 10-digit mobile number');
  if (!values.address.trim()) errors.address = msg('Address is required');
  if (!isIndianMobile(values.emergencyContact))
    errors.emergencyContact = msg('Enter a 10-digit emergency contact number');
  if (!values.emergencyName.trim()) errors.emergencyName = msg('Emergency Contact Name is required');
  return errors;
}

/** Personal Information's fields in the order the form shows them (the error summary lists them in this order). */
export const CUSTOMER_FIELD_ORDER: ReadonlyArray<keyof CustomerDetails> = [
  'fullName',
  'email',
  'phone',
  'address',
  'state',
  'emergencyContact',
  'emergencyName',
  'specialRequirements',
];

/** The id of a Personal Information field ("customer-emergencyContact"): the error summary links to it. */
export function customerFieldId(key: keyof CustomerDetails): string {
  return `customer-${key}`;
}
