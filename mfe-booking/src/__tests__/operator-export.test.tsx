import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchExportCsv } from '@trippy/api-client';
import { readFilters, toExportQuery } from '../operator/booking-filters';
import { ExportButton } from '../operator/export-button';
import { downloadText } from '../operator/download-file';

jest.mock('@trippy/ui', () => ({
  ...jest.requireActual('@trippy/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchExportCsv: jest.fn(),
}));
jest.mock('../operator/download-file', () => ({ downloadText: jest.fn() }));
const exportCsv = fetchExportCsv as jest.MockedFunction<typeof fetchExportCsv>;
const download = downloadText as jest.MockedFunction<typeof downloadText>;

beforeEach(() => jest.clearAllMocks());

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

  test('the button fetches the export with the filters and downloads it under its name', async () => {
    exportCsv.mockResolvedValue({ text: '\ufeffBooking\r\n', filename: 'bookings-2026-11-28.csv' });
    const query = toExportQuery(readFilters(new URLSearchParams('status=confirmed&q=TH-26-00042')));
    render(<ExportButton kind="bookings" query={query} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('\ufeffBooking\r\n', 'bookings-2026-11-28.csv'),
    );
    expect(exportCsv).toHaveBeenCalledWith('bookings', { status: 'confirmed', q: 'TH-26-00042' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  test('a failed export says so and leaves the button usable', async () => {
    const { toast } = jest.requireMock<{ toast: { error: jest.Mock } }>('@trippy/ui');
    exportCsv.mockRejectedValue(new Error('offline'));
    render(
      <ExportButton
        kind="payments"
        query={{ from: '2026-11-28', to: '2026-11-28' }}
        label="Export payments (CSV)"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export payments (CSV)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(exportCsv).toHaveBeenCalledWith('payments', { from: '2026-11-28', to: '2026-11-28' });
    expect(download).not.toHaveBeenCalled();
  });
});
