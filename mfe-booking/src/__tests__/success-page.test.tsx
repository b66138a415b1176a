import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fetchBooking } from '@trippy/api-client';
import { formatRupees } from '@trippy/domain';
import { sessionStore } from '@trippy/session';
import { SuccessPage } from '../success/success-page';
import { logIn, makeBooking } from './fixtures';

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

  test('every section, advance amounts, Back to Home and View My Bookings', () => {
    const booking = makeBooking({ paymentType: 'advance', seats: 2 });
    renderAt('/booking-success', { booking, emailSent: true });
    expect(screen.getByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    for (const name of ['Package Details', 'Batch Details', 'Payment Details', "What's Next?"])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByText('6 Days / 5 Nights')).toBeInTheDocument();
    expect(screen.getByText('Uttarakhand')).toBeInTheDocument();
    expect(screen.getByText('10 May 2027')).toBeInTheDocument();
    const info = booking.bookingInfo;
    for (const amount of [info.subtotal, info.gst, info.total, info.payableAmount, info.remainingAmount])
      expect(screen.getByText(formatRupees(amount))).toBeInTheDocument();
    expect(screen.getByText('Remaining (due by 25 Apr 2027)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/profile');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[1]).toHaveTextContent('within 24 hours');
    expect(steps[2]).toHaveTextContent('itinerary and packing list');
  });

  test('full payment shows no advance rows', () => {
    renderAt('/booking-success', { booking: makeBooking({ paymentType: 'full' }), emailSent: false });
    expect(screen.queryByText(/^Advance/)).toBeNull();
    expect(screen.queryByText(/^Remaining/)).toBeNull();
  });

  test.each([
    [true, 'A confirmation email has been sent to asha@example.in.'],
    [false, 'Your booking details are saved and our team will contact you with the confirmation.'],
  ])('What’s Next? first item when emailSent is %s', (emailSent, text) => {
    renderAt('/booking-success', { booking: makeBooking({ emailSent: !emailSent }), emailSent });
    const first = within(screen.getByRole('list')).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Booking Confirmation:');
    expect(first).toHaveTextContent(text);
  });

  test('a reload (id only) loads the booking from the server; its emailSent decides the text', async () => {
    load.mockResolvedValue(makeBooking({ emailSent: false }));
    renderAt(`/booking-success?id=${'9'.repeat(24)}`);
    await screen.findByRole('heading', { name: 'Booking Confirmed!' });
    expect(load).toHaveBeenCalledWith('9'.repeat(24));
    expect(screen.getByText(/details are saved/)).toBeInTheDocument();
  });
});
