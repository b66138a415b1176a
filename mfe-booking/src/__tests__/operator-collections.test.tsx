import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { fetchCollections, fetchExportCsv } from '@trippy/api-client';
import type { Collections, CollectionsFigures, CollectionsRow } from '@trippy/contracts';
import { todayInIndia } from '@trippy/domain';
import { CollectionsPage } from '../operator/collections-page';
import { readCollectionsFilters } from '../operator/collections-filters';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchCollections: jest.fn(),
  fetchExportCsv: jest.fn(),
  fetchOperatorPackages: jest.fn(() =>
    Promise.resolve({
      items: [{ _id: 'a'.repeat(24), name: 'Kedarnath Yatra' }],
      page: { page: 1, pageSize: 100, total: 1 },
    }),
  ),
}));
const collections = fetchCollections as jest.MockedFunction<typeof fetchCollections>;
const exportCsv = fetchExportCsv as jest.MockedFunction<typeof fetchExportCsv>;

const figures = (over: Partial<CollectionsFigures> = {}): CollectionsFigures => ({
  bookings: 3,
  seats: 5,
  received: {
    byMethod: {
      card: 0,
      upi: 320_050,
      netbanking: 0,
      wallet: 0,
      'bank-transfer': 250_000,
      emi: 0,
      cash: 250_000,
    },
    online: 120_000,
    byHand: 700_050,
    total: 820_050,
  },
  refunded: 250_000,
  refundOwed: 100_000,
  net: 570_050,
  due: 1_500_000,
  overdue: 400_000,
  departures: 2,
  ...over,
});

const departureRow = (n: number, month: string): CollectionsRow => ({
  ...figures({ departures: 1 }),
  key: String(n).repeat(24),
  month,
  departure: {
    batchId: String(n).repeat(24),
    packageId: 'a'.repeat(24),
    packageName: 'Kedarnath Yatra',
    startDate: `${month}-05`,
    endDate: `${month}-09`,
  },
});

function perMonth(): Collections {
  return {
    groupBy: 'month',
    from: '2027-01',
    to: '2027-12',
    packageId: null,
    rows: [
      { ...figures(), key: '2027-05', month: '2027-05', departure: null },
      { ...figures({ overdue: 0 }), key: '2027-06', month: '2027-06', departure: null },
    ],
    totals: figures({
      bookings: 6,
      seats: 10,
      received: { ...figures().received, total: 1_640_100 },
      net: 1_140_100,
      overdue: 400_000,
      departures: 4,
    }),
  };
}

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/operator/collections"
          element={
            <>
              <CollectionsPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('per month by default (this year): each month, its money by method, and the totals row', async () => {
  collections.mockResolvedValue(perMonth());
  renderAt('/operator/collections');
  const table = await screen.findByRole('table', { name: 'Collections per month of departure' });
  const year = todayInIndia().slice(0, 4);
  expect(collections).toHaveBeenCalledWith({ groupBy: 'month', from: `${year}-01`, to: `${year}-12` });
  expect(screen.getByRole('link', { name: 'Per month' })).toHaveAttribute('aria-current', 'page');

  const rows = within(table).getAllByTestId('collections-row');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('May 2027');
  expect(within(rows[0]!).getByText('Cash ₹2,500.00')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('UPI ₹3,200.50')).toBeInTheDocument();
  expect(within(rows[0]!).queryByText(/^Card/)).toBeNull();
  expect(within(rows[0]!).getByText('₹1,000.00 still owed')).toBeInTheDocument();
  expect(within(rows[1]!).queryByText('₹4,000.00')).toBeNull();

  const totals = within(table).getByTestId('collections-totals');
  expect(within(totals).getByTestId('total-received')).toHaveTextContent(/^₹16,401\.00$/);
  expect(within(totals).getByTestId('total-refunded')).toHaveTextContent(/^₹2,500\.00$/);
  expect(within(totals).getByTestId('total-net')).toHaveTextContent(/^₹11,401\.00$/);
  expect(within(totals).getByTestId('total-due')).toHaveTextContent(/^₹15,000\.00$/);
  expect(within(totals).getByTestId('total-overdue')).toHaveTextContent(/^₹4,000\.00$/);
  expect(within(totals).getByTestId('total-bookings')).toHaveTextContent(/^6$/);
  expect(totals).toHaveTextContent('10 seats');
});

test('per departure: each departure links to its manifest', async () => {
  collections.mockResolvedValue({
    ...perMonth(),
    groupBy: 'departure',
    from: '2027-05',
    to: '2027-06',
    rows: [departureRow(1, '2027-05'), departureRow(2, '2027-06')],
  });
  renderAt('/operator/collections?view=departure&from=2027-05&to=2027-06');
  const table = await screen.findByRole('table', { name: 'Collections per departure' });
  expect(collections).toHaveBeenCalledWith({ groupBy: 'departure', from: '2027-05', to: '2027-06' });
  const links = within(table).getAllByRole('link', { name: /^Manifest of Kedarnath Yatra/ });
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    `/operator/departures/${'1'.repeat(24)}`,
    `/operator/departures/${'2'.repeat(24)}`,
  ]);
  expect(screen.getByRole('link', { name: 'Per departure' })).toHaveAttribute('aria-current', 'page');
});

test('the filters go to the address and the API; a range given backwards is turned round', async () => {
  collections.mockResolvedValue(perMonth());
  renderAt('/operator/collections?from=2027-01&to=2027-12');
  await screen.findByRole('table', { name: 'Collections per month of departure' });
  const form = screen.getByRole('form', { name: 'Filter collections' });
  await within(form).findByRole('option', { name: 'Kedarnath Yatra' });
  await userEvent.selectOptions(within(form).getByLabelText('Package'), 'a'.repeat(24));
  await userEvent.selectOptions(within(form).getByLabelText('From month'), '2027-08');
  await userEvent.selectOptions(within(form).getByLabelText('To month'), '2027-04');
  await userEvent.click(within(form).getByRole('button', { name: 'Show' }));
  expect(screen.getByTestId('where')).toHaveTextContent(`?from=2027-04&to=2027-08&package=${'a'.repeat(24)}`);
  expect(collections).toHaveBeenLastCalledWith({
    groupBy: 'month',
    from: '2027-04',
    to: '2027-08',
    packageId: 'a'.repeat(24),
  });

  await userEvent.click(screen.getByRole('link', { name: 'Per departure' }));
  expect(screen.getByTestId('where')).toHaveTextContent(
    `?view=departure&from=2027-04&to=2027-08&package=${'a'.repeat(24)}`,
  );
  expect(collections).toHaveBeenLastCalledWith(expect.objectContaining({ groupBy: 'departure' }));
});

test('Export CSV downloads the collections with the filters shown', async () => {
  collections.mockResolvedValue({ ...perMonth(), groupBy: 'departure', rows: [departureRow(1, '2027-05')] });
  exportCsv.mockResolvedValue({ text: '\ufeffMonth\r\n', filename: 'collections-2027-05-01.csv' });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:collections'), revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  renderAt('/operator/collections?view=departure&from=2027-05&to=2027-06');
  await screen.findByRole('table', { name: 'Collections per departure' });
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(exportCsv).toHaveBeenCalledWith('collections', {
    groupBy: 'departure',
    from: '2027-05',
    to: '2027-06',
  });
  expect(saved).toEqual(['collections-2027-05-01.csv']);
  click.mockRestore();
});

test('malformed filters in the address are dropped', () => {
  const read = (query: string) => readCollectionsFilters(new URLSearchParams(query), '2027-03-15');
  expect(read('view=week&from=2027-13&to=27-05&package=nope')).toEqual({
    groupBy: 'month',
    from: '2027-01',
    to: '2027-12',
    package: '',
  });
  expect(read('from=2027-09&to=2027-02')).toMatchObject({ from: '2027-02', to: '2027-09' });
});
