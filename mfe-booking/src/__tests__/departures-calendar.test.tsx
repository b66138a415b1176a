import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { fetchDepartures } from '@trippy/api-client';
import type { OperatorBatchListItem } from '@trippy/contracts';
import { monthWeeks, shiftMonth } from '../operator/departures-calendar';
import { DeparturesPage } from '../operator/departures-page';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchDepartures: jest.fn(),
  fetchOperatorPackages: jest.fn(() =>
    Promise.resolve({ items: [], page: { page: 1, pageSize: 100, total: 0 } }),
  ),
}));
const departures = fetchDepartures as jest.MockedFunction<typeof fetchDepartures>;

const batch = (over: Partial<OperatorBatchListItem>): OperatorBatchListItem => ({
  _id: '1'.repeat(24),
  packageId: '2'.repeat(24),
  packageName: 'Kedarnath Yatra',
  startDate: '2027-05-03',
  endDate: '2027-05-07',
  totalSeats: 18,
  seatsSold: 10,
  seatsHeld: 2,
  seatsLeft: 6,
  bookings: 4,
  closed: false,
  ...over,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

beforeEach(() => departures.mockReset());

describe('the departures calendar', () => {
  test('weeks start on Monday and cover the whole month', () => {
    const weeks = monthWeeks('2027-05');
    expect(weeks[0]?.[0]).toBe('2027-04-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2027-06-06');
    expect(weeks.flat()).toContain('2027-05-31');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect([shiftMonth('2027-01', -1), shiftMonth('2027-12', 1)]).toEqual(['2026-12', '2028-01']);
  });

  test('a month shows each departure under its day with seats and a link to its manifest; months move', async () => {
    departures.mockResolvedValue({
      items: [
        batch({}),
        batch({
          _id: '3'.repeat(24),
          packageName: 'Do Dham',
          startDate: '2027-05-20',
          seatsLeft: 0,
          seatsSold: 20,
          seatsHeld: 0,
          totalSeats: 20,
          bookings: 1,
          closed: true,
        }),
      ],
      page: { page: 1, pageSize: 100, total: 2 },
    });
    render(
      <MemoryRouter initialEntries={['/operator/departures?view=month&month=2027-05']}>
        <Routes>
          <Route
            path="/operator/departures"
            element={
              <>
                <DeparturesPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Departures in May 2027' });
    expect(departures).toHaveBeenCalledWith(
      expect.objectContaining({ from: '2027-05-01', to: '2027-05-31' }),
    );
    const third = table.querySelector('[data-day="2027-05-03"]') as HTMLElement;
    expect(within(third).getByRole('link', { name: /^Manifest of Kedarnath Yatra/ })).toHaveAttribute(
      'href',
      `/operator/departures/${'1'.repeat(24)}`,
    );
    expect(third).toHaveTextContent('10/18 sold · 2 held · 6 left · 4 bookings');
    const twentieth = table.querySelector('[data-day="2027-05-20"]') as HTMLElement;
    expect(twentieth).toHaveTextContent('20/20 sold · 0 held · full · 1 booking');
    expect(within(twentieth).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Month' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?view=month&month=2027-06');
    await screen.findByRole('table', { name: 'Departures in June 2027' });
    expect(departures).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: '2027-06-01', to: '2027-06-30' }),
    );
  });

  test('the list shows seats sold, held and left apart', async () => {
    departures.mockResolvedValue({ items: [batch({})], page: { page: 1, pageSize: 25, total: 1 } });
    render(
      <MemoryRouter initialEntries={['/operator/departures?from=2027-05-01']}>
        <Routes>
          <Route path="/operator/departures" element={<DeparturesPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Departures' });
    const cell = (label: string) => table.querySelector(`td[data-label="${label}"]`);
    expect(cell('Sold')).toHaveTextContent('10 / 18');
    expect(cell('Held')).toHaveTextContent('2');
    expect(cell('Left')).toHaveTextContent('6');
  });
});
