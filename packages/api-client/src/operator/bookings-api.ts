import type {
  CancelReason,
  OperatorBookingDetail,
  OperatorBookingListItem,
  OperatorBookingListQuery,
  OperatorCancelBody,
  OperatorRefundQuote,
  RecordPaymentBody,
  Today,
} from '@trippy/contracts';
import { operatorHttp, type OperatorPage } from './operator-http';

const bookingUrl = (id: string) => `/api/operator/bookings/${encodeURIComponent(id)}`;

/** The back office's landing screen: new leads, recent bookings, departures soon, balances due. */
export function fetchToday(): Promise<Today> {
  return operatorHttp.get<Today>('/api/operator/today');
}

/** Bookings, newest first, filtered. */
export function fetchOperatorBookings(
  query: OperatorBookingListQuery,
): Promise<OperatorPage<OperatorBookingListItem>> {
  return operatorHttp.page<OperatorBookingListItem>('/api/operator/bookings', { ...query });
}

export function fetchOperatorBooking(id: string): Promise<OperatorBookingDetail> {
  return operatorHttp.get<OperatorBookingDetail>(bookingUrl(id));
}

/** Money received; answers the booking's detail (the remaining amount follows). */
export function recordPayment(id: string, body: RecordPaymentBody): Promise<OperatorBookingDetail> {
  return operatorHttp.post<OperatorBookingDetail>(`${bookingUrl(id)}/payments`, body);
}

export function confirmOperatorBooking(id: string): Promise<OperatorBookingDetail> {
  return operatorHttp.post<OperatorBookingDetail>(`${bookingUrl(id)}/confirm`);
}

/** What cancelling today would refund, for the reason given. */
export function fetchOperatorRefundQuote(id: string, reason: CancelReason): Promise<OperatorRefundQuote> {
  return operatorHttp.get<OperatorRefundQuote>(`${bookingUrl(id)}/refund-quote`, { reason });
}

export function cancelOperatorBooking(id: string, body: OperatorCancelBody): Promise<OperatorBookingDetail> {
  return operatorHttp.post<OperatorBookingDetail>(`${bookingUrl(id)}/cancel`, body);
}
