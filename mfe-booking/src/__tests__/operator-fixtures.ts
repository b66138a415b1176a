import type { OperatorBookingDetail } from '@trippy/contracts';
import { makeBooking } from './fixtures';

export function makeDetail(over: Partial<OperatorBookingDetail> = {}): OperatorBookingDetail {
  const booking = makeBooking();
  const total = booking.bookingInfo.total;
  return {
    booking,
    customer: {
      _id: '1'.repeat(24),
      name: 'Asha Rawat',
      email: 'asha@example.in',
      phone: '9876543210',
      createdAt: '2026-01-01T00:00:00.000Z',
      disabled: false,
    },
    batch: {
      _id: booking.batchDetails.batchId,
      startDate: '2027-05-10',
      endDate: '2027-05-15',
      totalSeats: 20,
      seatsLeft: 4,
      closed: false,
    },
    status: 'pending',
    total,
    amountPaid: 0,
    remainingAmount: total,
    paidByKind: { advance: 0, balance: 0 },
    payments: [],
    confirmedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    refund: null,
    changes: [],
    ...over,
  };
}
