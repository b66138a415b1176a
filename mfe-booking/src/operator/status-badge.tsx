import type { OperatorBookingListItem } from '@trippy/contracts';
import { backOfficeStyles as ui } from '@trippy/ui';
import { STATUS_LABELS } from './format';

type BookingStatus = OperatorBookingListItem['status'];

const TONE: Record<BookingStatus, string> = {
  pending: '',
  confirmed: ui.good ?? '',
  cancelled: ui.warn ?? '',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`${ui.badge} ${TONE[status]}`}>{STATUS_LABELS[status]}</span>;
}
