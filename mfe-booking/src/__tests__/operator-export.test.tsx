import { readFilters, toExportQuery } from '../operator/booking-filters';

describe('Export CSV', () => {
  test("the bookings list's filters become the export's query, without paging", () => {
    const filters = readFilters(
      new URLSearchParams(
        'package=0123456789abcdef01234567&status=cancelled&from=2026-11-01&to=2026-11-30&balanceDue=true&q=Negi&page=3',
      ),
    );
    expect(toExportQuery(filters)).toEqual({
      packageId: '0123456789abcdef01234567',
      status: 'cancelled',
      departureFrom: '2026-11-01',
      departureTo: '2026-11-30',
      balanceDue: true,
      q: 'Negi',
    });
  });
});
