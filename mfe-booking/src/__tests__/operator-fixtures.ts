import type { OperatorBookingDetail } from '@trippy/contracts';
import { makeBooking } from './fixtures';

export function makeDetail(over: Partial<OperatorBookingDetail> = {}): OperatorBookingDetail {
  const booking = {
    ...makeBooking(),
    travellers: [
      {
        position: 2,
        fullName: 'Ravi Rawat',
        age: 37,
        gender: 'male' as const,
        phone: null,
        idType: 'aadhaar' as const,
        idNumberMasked: 'XXXX XXXX 1234',
      },
      {
        position: 1,
        fullName: 'Asha Rawat',
        age: 34,
        gender: 'female' as const,
        phone: '9876543210',
        idType: 'passport' as const,
        idNumberMasked: 'XXXX4567',
      },
    ],
  };
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
    origin: { source: 'website', takenBy: null },
    ...over,
  };
}
