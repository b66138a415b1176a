import { isIndianMobile, isValidEmail } from '@trippy/domain';
import { msg } from '@trippy/i18n';
import { TRIP_TYPES, type LeadSideBody, type TripType } from '@trippy/contracts';

export interface SendQueryValues {
  firstName: string;
  phone: string;
  email: string;
  tripType: string;
  message: string;
}

export type SendQueryErrors = Partial<Record<keyof SendQueryValues, string>>;

export const EMPTY_SEND_QUERY: SendQueryValues = {
  firstName: '',
  phone: '',
  email: '',
  tripType: '',
  message: '',
};

export function isTripType(value: unknown): value is TripType {
  return TRIP_TYPES.includes(value as TripType);
}

/** Spec 5: every field except the message is required; the empty Select Trip Type is not a choice. */
export function validateSendQuery(values: SendQueryValues): SendQueryErrors {
  const errors: SendQueryErrors = {};
  if (!values.firstName.trim()) errors.firstName = msg('Name is required');
  if (!values.phone.trim()) errors.phone = msg('Phone is required');
  else if (!isIndianMobile(values.phone.trim())) errors.phone = msg('Enter a 10-digit mobile number');
  if (!values.email.trim()) errors.email = msg('Email is required');
  else if (!isValidEmail(values.email.trim())) errors.email = msg('Enter a valid email address');
  if (!isTripType(values.tripType)) errors.tripType = msg('Select a trip type');
  return errors;
}

export function toSendQueryBody(values: SendQueryValues): LeadSideBody {
  const message = values.message.trim();
  return {
    firstName: values.firstName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    tripType: values.tripType as TripType,
    ...(message ? { message } : {}),
  };
}
