import type {
  OperatorBookingCreateBody,
  OperatorBookingDetail,
  OperatorCustomerMatch,
} from '@trippy/contracts';
import { operatorHttp } from './operator-http';

/** The account with this mobile number or email; null when there is none. */
export function lookUpCustomer(identifier: string): Promise<OperatorCustomerMatch | null> {
  return operatorHttp.get<OperatorCustomerMatch | null>('/api/operator/customers/lookup', { identifier });
}

/** A booking taken by staff; the key makes a repeated submit return the first booking. */
export function createStaffBooking(
  body: OperatorBookingCreateBody,
  idempotencyKey: string,
): Promise<OperatorBookingDetail> {
  return operatorHttp.post<OperatorBookingDetail>('/api/operator/bookings', body, {
    'Idempotency-Key': idempotencyKey,
  });
}
