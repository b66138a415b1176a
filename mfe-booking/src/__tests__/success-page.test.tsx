import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SITE_EVENT, sendSiteEvent, type Booking } from '@trippy/contracts';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import { fetchBooking } from '@trippy/api-client';
import { formatRupees } from '@trippy/domain';
import { sessionStore } from '@trippy/session';
import { SuccessPage } from '../success/success-page';
import { heldBooking, logIn, makeBooking, paidBooking } from './fixtures';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchBooking: jest.fn(),
}));
const load = fetchBooking as jest.MockedFunction<typeof fetchBooking>;

function renderAt(path: string, state?: unknown) {
  return render(
    <MemoryRouter
      initialEntries={[
        { pathname: path.split('?')[0]!, search: path.split('?')[1] ? `?${path.split('?')[1]}` : '', state },
      ]}
    >
      <Routes>
        <Route path="/booking-success" element={<SuccessPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  logIn();
});

describe('/booking-success', () => {
  test('without data: Invalid Booking with Return to Home', () => {
    renderAt('/booking-success');
    expect(screen.getByRole('heading', { name: 'Invalid Booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  test('logged out with only an id: Invalid Booking', () => {
    sessionStore.setState({ status: 'unauthenticated', customer: null, token: null, userId: null });
    renderAt(`/booking-success?id=${'9'.repeat(24)}`);
    expect(screen.getByRole('heading', { name: 'Invalid Booking' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  test('a paid booking: Booking Confirmed!, what was received, every section and both links', () => {
    const booking = paidBooking(makeBooking({ paymentType: 'advance', seats: 2 }));
    load.mockResolvedValue(booking);
    renderAt('/booking-success', { booking, emailSent: true });
    expect(screen.getByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Booking reference TH-26-00042')).toBeInTheDocument();
    const info = booking.bookingInfo;
    expect(screen.getByTestId('outcome')).toHaveTextContent(
      `Advance of ${formatRupees(info.payableAmount)} received.`,
    );
    for (const name of ['Package Details', 'Batch Details', 'Payment Details', "What's Next?"])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByText('6 Days / 5 Nights')).toBeInTheDocument();
    expect(screen.getByText('Uttarakhand')).toBeInTheDocument();
    expect(screen.getByText('10 May 2027')).toBeInTheDocument();
    for (const amount of [info.subtotal, info.gst, info.total, info.remainingAmount])
      expect(screen.getByText(formatRupees(amount))).toBeInTheDocument();
    expect(screen.getByText('Advance received')).toBeInTheDocument();
    expect(screen.getByText('Remaining (due by 25 Apr 2027)')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-now')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/profile');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[1]).toHaveTextContent('within 24 hours');
    expect(steps[2]).toHaveTextContent('itinerary and packing list');
  });

  test('an unpaid booking is never called confirmed: the hold, its countdown and the Pay button', async () => {
    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    const booking = heldBooking(until);
    load.mockResolvedValue(booking);
    renderAt('/booking-success', { booking, emailSent: true });
    expect(screen.getByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking Confirmed!' })).toBeNull();
    expect(screen.queryByText(/paid now/i)).toBeNull();
    expect(screen.getByTestId('outcome')).toHaveTextContent('nothing has been paid yet');
    expect(screen.getByTestId('hold')).toHaveTextContent('Payment not completed: your seats are held until');
    expect(screen.getByTestId('hold-left')).toHaveTextContent(/\((10:00|9:5\d) left\)/);
    expect(
      screen.getByRole('button', {
        name: `Pay the advance ${formatRupees(booking.bookingInfo.payableAmount)} now`,
      }),
    ).toBeEnabled();
    await waitFor(() => expect(load).toHaveBeenCalled());
  });

  test('a held booking turns confirmed live when a notification is pushed', async () => {
    const booking = heldBooking(new Date(Date.now() + 10 * 60_000).toISOString());
    load.mockResolvedValueOnce(booking).mockResolvedValue(paidBooking(booking));
    renderAt('/booking-success', { booking, emailSent: true });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
    act(() => sendSiteEvent(SITE_EVENT.notificationReceived, null));
    await screen.findByRole('heading', { name: 'Booking Confirmed!' });
  });

  test('a hold that ran out says the seats were released, and offers to book again', async () => {
    const booking = makeBooking();
    const expired: Booking = {
      ...booking,
      metadata: { ...booking.metadata, status: 'cancelled', state: 'expired', holdExpiresAt: null },
    };
    load.mockResolvedValue(expired);
    renderAt(`/booking-success?id=${booking._id}`);
    await screen.findByRole('heading', { name: 'Seats released' });
    expect(screen.getByTestId('outcome')).toHaveTextContent('Payment not completed in time');
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      `/packages/${booking.packageDetails.packageSlug}`,
    );
    expect(screen.queryByTestId('pay-now')).toBeNull();
  });

  test('back from a failed payment: said so, and Pay is offered again', async () => {
    const booking = heldBooking(new Date(Date.now() + 5 * 60_000).toISOString());
    load.mockResolvedValue(booking);
    // The checkout sends the browser (not the router) back here.
    window.history.pushState(null, '', `/booking-success?id=${booking._id}&error=payment_failed`);
    renderAt(`/booking-success?id=${booking._id}&error=payment_failed`);
    await screen.findByRole('heading', { name: 'Complete your payment' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment did not go through and nothing was taken',
    );
    expect(screen.getByRole('button', { name: /^Pay the advance/ })).toBeEnabled();
    expect(window.location.search).toBe(`?id=${booking._id}`);
    window.history.pushState(null, '', '/');
  });

  test('full payment shows no advance rows', () => {
    const booking = paidBooking(makeBooking({ paymentType: 'full' }));
    load.mockResolvedValue(booking);
    renderAt('/booking-success', { booking, emailSent: false });
    expect(screen.getByTestId('outcome')).toHaveTextContent(
      `Full payment of ${formatRupees(booking.bookingInfo.total)} received.`,
    );
    expect(screen.queryByText(/^Advance/)).toBeNull();
    expect(screen.queryByText(/^Remaining/)).toBeNull();
  });

  test.each([
    [true, "A confirmation email has been sent to your account's email address."],
    [false, 'Your booking details are saved and our team will contact you with the confirmation.'],
  ])('What’s Next? first item when emailSent is %s', (emailSent, text) => {
    const booking = paidBooking(makeBooking({ emailSent }));
    load.mockResolvedValue(booking);
    renderAt('/booking-success', { booking, emailSent });
    const first = within(screen.getByRole('list')).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Booking Confirmation:');
    expect(first).toHaveTextContent(text);
  });

  test('a reload (id only) loads the booking from the server; its emailSent decides the text', async () => {
    load.mockResolvedValue(paidBooking(makeBooking({ emailSent: false })));
    renderAt(`/booking-success?id=${'9'.repeat(24)}`);
    await screen.findByRole('heading', { name: 'Booking Confirmed!' });
    expect(load).toHaveBeenCalledWith('9'.repeat(24));
    expect(screen.getByText(/details are saved/)).toBeInTheDocument();
  });
});
