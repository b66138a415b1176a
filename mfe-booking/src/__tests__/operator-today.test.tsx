import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@trippy/router/testing';
import { fetchToday } from '@trippy/api-client';
import { dispatchOperatorEvent, type Today } from '@trippy/contracts';
import { TodayPage } from '../operator/today-page';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchToday: jest.fn(),
}));
const today = fetchToday as jest.MockedFunction<typeof fetchToday>;

const id = (n: number) => String(n).padStart(24, '0');

function makeToday(over: Partial<Today> = {}): Today {
  return {
    newLeads: [
      {
        _id: id(1),
        name: 'Meera Bisht',
        phone: '+919812345678',
        interest: 'Char Dham',
        createdAt: '2026-11-22T10:00:00.000Z',
        waitingMinutes: 26 * 60 + 5,
        overdue: true,
      },
      {
        _id: id(2),
        name: 'Kamal Rana',
        phone: '+919812345679',
        interest: 'Kedarnath',
        createdAt: '2026-11-24T10:00:00.000Z',
        waitingMinutes: 45,
        overdue: false,
      },
    ],
    recentBookings: [
      {
        _id: id(3),
        customerName: 'Lata Negi',
        packageName: 'Valley of Flowers Trek',
        startDate: '2027-07-10',
        seats: 2,
        total: 4_998_000,
        status: 'pending',
        createdAt: '2026-11-24T09:00:00.000Z',
      },
    ],
    departures: [
      {
        batchId: id(4),
        packageId: id(5),
        packageName: 'Har Ki Dun',
        startDate: '2026-12-01',
        endDate: '2026-12-06',
        totalSeats: 20,
        seatsSold: 9,
        seatsHeld: 3,
        seatsLeft: 8,
        bookings: 5,
        closed: false,
      },
    ],
    balancesDue: [
      {
        bookingId: id(6),
        customerName: 'Ravi Negi',
        packageName: 'Har Ki Dun',
        startDate: '2026-12-01',
        remainingAmount: 1_234_550,
        balanceDueDate: '2026-11-16',
        overdue: true,
      },
    ],
    ...over,
  };
}

function renderToday() {
  render(
    <MemoryRouter>
      <TodayPage />
    </MemoryRouter>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('every section, with overdue leads and balances flagged and links to the right screens', async () => {
  today.mockResolvedValue(makeToday());
  renderToday();
  const leads = await screen.findByRole('region', { name: /New leads to call/ });
  expect(within(leads).getByText('1 waiting longer than that.')).toBeInTheDocument();
  expect(within(leads).getByRole('link', { name: 'Meera Bisht' })).toHaveAttribute(
    'href',
    `/operator/leads/${id(1)}`,
  );
  expect(within(leads).getByText('Overdue: 1 d 2 h')).toBeInTheDocument();
  expect(within(leads).getByText('45 min')).toBeInTheDocument();

  const bookings = screen.getByRole('region', { name: /Bookings in the last 24 hours/ });
  expect(within(bookings).getByRole('link', { name: 'Lata Negi' })).toHaveAttribute(
    'href',
    `/operator/bookings/${id(3)}`,
  );
  expect(within(bookings).getByText('₹49,980.00')).toBeInTheDocument();

  const departures = screen.getByRole('region', { name: /Departures in the next 14 days/ });
  expect(within(departures).getByText('9 / 20')).toBeInTheDocument();
  // Held unpaid apart from sold: sold + held + left = 20.
  expect(departures.querySelector('td[data-label="Held"]')).toHaveTextContent('3');
  expect(within(departures).getByRole('link', { name: /Manifest of Har Ki Dun/ })).toHaveAttribute(
    'href',
    `/operator/departures/${id(4)}`,
  );

  const balances = screen.getByRole('region', { name: /Balances due/ });
  expect(within(balances).getByText('₹12,345.50')).toBeInTheDocument();
  expect(within(balances).getByText('Overdue')).toBeInTheDocument();
});

test('empty sections say so; an operator event reloads without a spinner', async () => {
  today.mockResolvedValueOnce(
    makeToday({ newLeads: [], recentBookings: [], departures: [], balancesDue: [] }),
  );
  renderToday();
  expect(await screen.findByText(/No new enquiries waiting/)).toBeInTheDocument();
  expect(screen.getByText('No bookings in the last 24 hours.')).toBeInTheDocument();

  today.mockResolvedValueOnce(makeToday());
  act(() => dispatchOperatorEvent({ kind: 'booking.created', id: id(3), summary: 'New booking: Lata Negi' }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Lata Negi' })).toBeInTheDocument();
  expect(today).toHaveBeenCalledTimes(2);
});
