import { BOOKING_STATE_LABEL, bookingStateOf, type BookingStateInput } from '../booking-state';
import { HOLD_EXPIRED_NOTE } from '../seat-hold';

describe('the state a booking is shown in', () => {
  const held: BookingStateInput = {
    status: 'pending',
    total: 100_000,
    amountPaid: 0,
    cancelNote: '',
    dueNow: 25_000,
  };

  it('is awaiting payment until the first payment is received', () => {
    expect(bookingStateOf(held)).toBe('held');
    expect(BOOKING_STATE_LABEL.held).toBe('Awaiting payment');
  });

  it('is confirmed with the advance, balance due once it is due, fully paid at the end', () => {
    const confirmed = { ...held, status: 'confirmed' as const, amountPaid: 25_000, dueNow: 0 };
    expect(bookingStateOf(confirmed)).toBe('confirmed');
    expect(bookingStateOf({ ...confirmed, dueNow: 75_000 })).toBe('balance-due');
    expect(bookingStateOf({ ...confirmed, amountPaid: 100_000 })).toBe('paid-in-full');
  });

  it('is expired when released unpaid at the hold’s end, cancelled otherwise', () => {
    const released = { ...held, status: 'cancelled' as const, cancelNote: HOLD_EXPIRED_NOTE };
    expect(bookingStateOf(released)).toBe('expired');
    expect(bookingStateOf({ ...released, cancelNote: 'Cancelled by the customer.' })).toBe('cancelled');
    // Money came after the release and the booking was refunded: that is a cancellation, with a refund.
    expect(bookingStateOf({ ...released, amountPaid: 25_000 })).toBe('cancelled');
  });
});
