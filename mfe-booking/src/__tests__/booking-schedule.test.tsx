import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import type { WaitlistEntry } from '@trippy/contracts';
import { fetchMyWaitlist, fetchPackage } from '@trippy/api-client';
import { BookingPage } from '../booking/booking-page';
import { PKG_ID, batch, logIn, makePackage } from './fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchPackage: jest.fn(),
  fetchMyWaitlist: jest.fn(),
}));
const load = fetchPackage as jest.MockedFunction<typeof fetchPackage>;
const waitlist = fetchMyWaitlist as jest.MockedFunction<typeof fetchMyWaitlist>;

let confirmationState: unknown;
function Confirmation() {
  confirmationState = useLocation().state;
  return <p>confirmation</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/booking/:id" element={<BookingPage />} />
        <Route path="/booking-confirmation" element={<Confirmation />} />
      </Routes>
    </MemoryRouter>,
  );
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeEach(() => {
  jest.clearAllMocks();
  logIn();
});

test('a departure more than 15 days away offers the advance with its due date', async () => {
  load.mockResolvedValue(makePackage(1_000_000, [batch(1, '2027-05-10', 6)]));
  renderAt(`/booking/${PKG_ID}`);
  expect(await screen.findByText(/Pay 25% advance now, 75% by 25 Apr 2027/)).toBeInTheDocument();
  expect(screen.queryByTestId('full-payment-only')).toBeNull();
});

test('a departure 15 days away or less: no advance, full payment due now, never a past due date', async () => {
  load.mockResolvedValue(makePackage(1_000_000, [{ ...batch(1, inDays(12), 6), endDate: inDays(17) }]));
  renderAt(`/booking/${PKG_ID}`);
  expect(await screen.findByTestId('full-payment-only')).toHaveTextContent('the full amount is due now');
  expect(screen.queryByText(/Pay 25% advance/)).toBeNull();
  expect(screen.queryByText(/due by/)).toBeNull();
});

const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  _id: 'c'.repeat(24),
  batchId: batch(1, '2027-05-10', 0)._id,
  packageId: PKG_ID,
  packageName: 'Valley of Flowers Trek',
  packageSlug: 'valley-of-flowers-trek',
  startDate: '2027-05-10',
  endDate: '2027-05-15',
  seats: 2,
  status: 'offered',
  position: null,
  offer: {
    offeredAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    path: `/booking/${PKG_ID}?offer=${'c'.repeat(24)}`,
  },
  bookingId: null,
  createdAt: '2026-11-20T00:00:00Z',
  ...over,
});

test('an offer fixes its batch (seats held, so 0 left) and seats, and is carried to the confirmation', async () => {
  load.mockResolvedValue(makePackage(1_000_000, [batch(1, '2027-05-10', 0), batch(2, '2027-06-10', 9)]));
  waitlist.mockResolvedValue([entry({})]);
  const user = userEvent.setup();
  renderAt(`/booking/${PKG_ID}?offer=${'c'.repeat(24)}`);
  expect(await screen.findByTestId('held-offer')).toHaveTextContent('2 seats are held for you');
  expect(screen.queryByLabelText('Departure date')).toBeNull();
  expect(screen.queryByLabelText('Travellers')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText('confirmation');
  expect(confirmationState).toMatchObject({
    bookingData: {
      batchId: batch(1, '2027-05-10', 0)._id,
      numberOfSeats: 2,
      waitlistOfferId: 'c'.repeat(24),
    },
  });
});

test.each([
  [
    'expired',
    entry({ offer: { ...entry({}).offer!, expiresAt: new Date(Date.now() - 1000).toISOString() } }),
    'has expired',
  ],
  ['someone else’s', null, 'not found for your account'],
  ['booked', entry({ status: 'booked' }), 'already been booked'],
])('an %s offer is refused with a way back', async (_name, found, message) => {
  load.mockResolvedValue(makePackage(1_000_000, [batch(1, '2027-05-10', 0)]));
  waitlist.mockResolvedValue(found ? [found] : []);
  renderAt(`/booking/${PKG_ID}?offer=${'c'.repeat(24)}`);
  const alert = await screen.findByTestId('offer-error');
  expect(alert).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: 'Back to My Bookings' })).toHaveAttribute('href', '/profile');
  expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
});
