import type { NewCustomer } from '@trippy/contracts';
import {
  CUSTOMER_FIELD_ORDER,
  customerFieldId,
  type CustomerErrors,
  type SummaryError,
} from '../../confirmation';
import { TRAVELLER_FIELD_ORDER, travellerFieldId, type TravellerErrors } from '../../travellers';
import type { NewCustomerErrors, PaymentErrors } from './staff-booking-draft';
import type { TripErrors } from './trip-step';

/** The travellers' field ids on the new-booking screen: "traveller-2-age". */
export const TRAVELLER_IDS = 'traveller';

const NEW_CUSTOMER_ORDER: ReadonlyArray<keyof NewCustomer> = ['firstName', 'lastName', 'email', 'phone'];
const TRIP_ORDER: ReadonlyArray<keyof TripErrors> = ['packageId', 'batchId', 'seats'];
const PAYMENT_ORDER: ReadonlyArray<keyof PaymentErrors> = ['amount', 'reference', 'receivedOn'];

export interface StaffBookingErrors {
  customer: string | undefined;
  newCustomer: NewCustomerErrors;
  trip: TripErrors;
  details: CustomerErrors;
  travellers: TravellerErrors;
  payment: PaymentErrors;
}

const listed = <K extends string>(
  order: ReadonlyArray<K>,
  errors: Partial<Record<K, string>>,
  idOf: (key: K) => string,
) =>
  order.flatMap((key) => {
    const message = errors[key];
    return message ? [{ fieldId: idOf(key), message }] : [];
  });

/** Every error of the screen in the order its fields appear, each linking to its field. */
export function summaryOf(errors: StaffBookingErrors): SummaryError[] {
  return [
    ...(errors.customer ? [{ fieldId: 'customer-lookup', message: errors.customer }] : []),
    ...listed(NEW_CUSTOMER_ORDER, errors.newCustomer, (key) => `new-customer-${key}`),
    ...listed(TRIP_ORDER, errors.trip, (key) => `trip-${key}`),
    ...listed(CUSTOMER_FIELD_ORDER, errors.details, customerFieldId),
    ...errors.travellers.flatMap((perTraveller, index) =>
      listed(TRAVELLER_FIELD_ORDER, perTraveller, (field) => travellerFieldId(TRAVELLER_IDS, index, field)),
    ),
    ...listed(PAYMENT_ORDER, errors.payment, (key) => `payment-${key}`),
  ];
}
