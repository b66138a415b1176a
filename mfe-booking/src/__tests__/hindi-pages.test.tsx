import '@testing-library/jest-dom';
import { Suspense, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type MemoryEntry } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import { fetchBooking, fetchMyBookings, fetchMyWaitlist, fetchPackage } from '@trippy/api-client';
import { formatRupees, formatTripDate } from '@trippy/domain';
import { BookingPage } from '../booking/booking-page';
import { ConfirmationPage } from '../confirmation/confirmation-page';
import { MyBookings } from '../my-bookings/my-bookings';
import { SuccessPage } from '../success/success-page';
import { PKG_ID, heldBooking, logIn, makeBooking, makePackage } from './fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchBooking: jest.fn(),
  fetchMyBookings: jest.fn(),
  fetchMyWaitlist: jest.fn(),
  fetchPackage: jest.fn(),
}));
jest.setTimeout(30_000);

/** A page of the remote at a Hindi address: the address bar (the page's language) and the router agree. */
async function renderHindi(entry: MemoryEntry & { pathname: string }, routes: ReactNode) {
  window.history.replaceState(null, '', entry.pathname);
  await act(async () => {
    render(
      <Suspense fallback="loading">
        <MemoryRouter initialEntries={[entry]}>
          <Routes>{routes}</Routes>
        </MemoryRouter>
      </Suspense>,
    );
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  logIn();
});
afterEach(() => window.history.replaceState(null, '', '/'));

test('booking in Hindi: the booking page, then Continue stays under /hi on the confirmation page', async () => {
  jest.mocked(fetchPackage).mockResolvedValue(makePackage());
  await renderHindi(
    { pathname: `/hi/booking/${PKG_ID}` },
    <>
      <Route path="/booking/:id" element={<BookingPage />} />
      <Route path="/booking-confirmation" element={<ConfirmationPage />} />
    </>,
  );
  await screen.findByRole('heading', { name: 'Valley of Flowers Trek बुक करें' });
  expect(screen.getByRole('combobox', { name: 'यात्रा की तारीख' })).toHaveTextContent(
    '10 मई 2027 – 15 मई 2027 (6 सीटें बची हैं)',
  );
  expect(screen.getByRole('link', { name: 'रद्द करने और रिफंड के नियम' })).toHaveAttribute(
    'href',
    '/hi/cancellation-refund',
  );

  await userEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
  await screen.findByRole('heading', { name: 'अपनी बुकिंग पक्की करें' });
  expect(screen.getByRole('link', { name: 'रद्द करने और रिफंड के नियम' })).toHaveAttribute(
    'href',
    '/hi/cancellation-refund',
  );
});

test('the confirmation form names what is missing in Hindi, each traveller by number', async () => {
  const pkg = makePackage();
  const bookingData = { batchId: pkg.batches[0]!._id, numberOfSeats: 2, paymentType: 'full', addonIds: [] };
  await renderHindi(
    { pathname: '/hi/booking-confirmation', state: { packageData: pkg, bookingData } },
    <Route path="/booking-confirmation" element={<ConfirmationPage />} />,
  );
  await screen.findByText('यात्री 1 (मुख्य यात्री)');
  expect(screen.getByRole('option', { name: 'उत्तर प्रदेश' })).toHaveValue('Uttar Pradesh');

  await userEvent.click(screen.getByRole('button', { name: 'बुकिंग पक्की करें' }));
  const summary = await screen.findByTestId('error-summary');
  expect(within(summary).getByRole('heading')).toHaveTextContent('कृपया ये जानकारी जाँच लें');
  expect(summary).toHaveTextContent('आपातकालीन संपर्क का नाम भरना ज़रूरी है');
  expect(summary).toHaveTextContent('यात्री 2: पूरा नाम लिखें');
  expect(summary).toHaveTextContent('यात्री 1: उम्र लिखें');
});

test('an unpaid booking on the Hindi success page: money and dates in Hindi, links under /hi', async () => {
  const booking = heldBooking(new Date(Date.now() + 10 * 60_000).toISOString());
  jest.mocked(fetchBooking).mockResolvedValue(booking);
  await renderHindi(
    { pathname: '/hi/booking-success', state: { booking, emailSent: true } },
    <Route path="/booking-success" element={<SuccessPage />} />,
  );
  expect(await screen.findByRole('heading', { name: 'अपना भुगतान पूरा करें' })).toBeInTheDocument();
  expect(screen.getByText('बुकिंग नंबर TH-26-00042')).toBeInTheDocument();
  expect(screen.getByTestId('hold')).toHaveTextContent('भुगतान पूरा नहीं हुआ: आपकी सीटें');
  const advance = formatRupees(booking.bookingInfo.payableAmount, 'hi-IN');
  expect(screen.getByRole('button', { name: `एडवांस ${advance} अभी दें` })).toBeEnabled();
  expect(screen.getByText(formatTripDate('2027-05-10', 'hi-IN'))).toBeInTheDocument();
  expect(screen.getByText('बाकी (25 अप्रैल 2027 तक देना है)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'मेरी बुकिंग देखें' })).toHaveAttribute('href', '/hi/profile');
});

test('My Bookings in Hindi: state, travellers and actions', async () => {
  jest.mocked(fetchMyBookings).mockResolvedValue([makeBooking()]);
  jest.mocked(fetchMyWaitlist).mockResolvedValue([]);
  await renderHindi({ pathname: '/hi/profile' }, <Route path="/profile" element={<MyBookings />} />);
  const item = await screen.findByTestId('my-booking');
  expect(within(item).getByTestId('booking-state')).toHaveTextContent('भुगतान बाकी');
  expect(item).toHaveTextContent('2 यात्री');
  expect(within(item).getByTestId('travellers')).toHaveTextContent('महिला · आधार XXXX XXXX 1234');
  expect(within(item).getByRole('button', { name: 'बुकिंग रद्द करें' })).toBeInTheDocument();
});
