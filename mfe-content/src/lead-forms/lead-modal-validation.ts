import { isIndianMobile, isValidEmail } from '@trippy/domain';
import { msg } from '@trippy/i18n';
import type { LeadModalBody } from '@trippy/contracts';

export interface LeadModalValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  packageType: string;
  travelers: string;
}

export type LeadModalErrors = Partial<Record<keyof LeadModalValues, string>>;

const PACKAGE_TYPES = ['1dham', '2dham', '4dham', 'valleyofflowers'] as const;

/** Spec 5: first name, package (not the placeholder) and a numeric travellers count are required. */
export function validateLeadModal(values: LeadModalValues): LeadModalErrors {
  const errors: LeadModalErrors = {};
  if (!values.firstName.trim()) errors.firstName = msg('First name is required');
  if (values.email.trim() && !isValidEmail(values.email.trim()))
    errors.email = msg('Enter a valid email address');
  if (!isIndianMobile(values.phone)) errors.phone = msg('Enter a 10-digit mobile number');
  if (!PACKAGE_TYPES.includes(values.packageType as (typeof PACKAGE_TYPES)[number]))
    errors.packageType = msg('Choose a package');
  const travelers = Number(values.travelers);
  if (!values.travelers.trim() || !Number.isInteger(travelers) || travelers < 1)
    errors.travelers = msg('Enter the number of travellers');
  return errors;
}

export function toLeadModalBody(values: LeadModalValues): LeadModalBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    countryCode: '91',
    phone: values.phone,
    travelers: Number(values.travelers),
    packageType: values.packageType as LeadModalBody['packageType'],
  };
}
