import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { fetchDepartures } from '@trippy/api-client';
import type { OperatorBatchListItem } from '@trippy/contracts';
import { MessagesPage } from '../operator/messages-page';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchDepartures: jest.fn(),
  searchCustomers: jest.fn(),
  sendOperatorMessage: jest.fn(),
  fetchMessageTemplates: jest.fn(() => new Promise(() => undefined)),
}));
const departures = fetchDepartures as jest.MockedFunction<typeof fetchDepartures>;

const departure = (id: string, bookings: number): OperatorBatchListItem => ({
  _id: id.padStart(24, '0'),
  packageId: 'p'.padStart(24, '0'),
  packageName: 'Kedarnath Yatra',
  startDate: '2027-05-10',
  endDate: '2027-05-13',
  totalSeats: 20,
  seatsSold: bookings,
  seatsHeld: 0,
  seatsLeft: 20 - bookings,
  closed: false,
  bookings,
});

describe('operator messages: the departure picker', () => {
  test('counts the bookings of each departure in the singular for one', async () => {
    departures.mockResolvedValue({
      items: [departure('1', 1), departure('2', 3), departure('3', 0)],
    } as Awaited<ReturnType<typeof fetchDepartures>>);
    render(<MessagesPage />);
    await screen.findByRole('option', { name: /^Kedarnath Yatra, .* \(1 booking\)$/ });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(
      options.filter((text) => /Kedarnath/.test(text ?? '')).map((text) => /\(([^)]*)\)$/.exec(text!)?.[1]),
    ).toEqual(['1 booking', '3 bookings', '0 bookings']);
    expect(options.join(' ')).not.toMatch(/\b1 bookings\b/);
  });
});
