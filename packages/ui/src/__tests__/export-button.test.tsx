import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fetchExportCsv } from '@trippy/api-client';
import { ExportButton } from '../back-office/export-button';
import { downloadText } from '../back-office/download-file';
import { toast } from '../toast';

jest.mock('../toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchExportCsv: jest.fn(),
}));
jest.mock('../back-office/download-file', () => ({ downloadText: jest.fn() }));
const exportCsv = fetchExportCsv as jest.MockedFunction<typeof fetchExportCsv>;
const download = downloadText as jest.MockedFunction<typeof downloadText>;

beforeEach(() => jest.clearAllMocks());

describe('Export CSV (the back office lists)', () => {
  test('the button fetches the export with the filters and downloads it under its name', async () => {
    exportCsv.mockResolvedValue({ text: '\ufeffBooking\r\n', filename: 'bookings-2026-11-28.csv' });
    render(<ExportButton kind="bookings" query={{ status: 'confirmed', q: 'TH-26-00042' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('\ufeffBooking\r\n', 'bookings-2026-11-28.csv'),
    );
    expect(exportCsv).toHaveBeenCalledWith('bookings', { status: 'confirmed', q: 'TH-26-00042' });
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('a failed export says so and leaves the button usable', async () => {
    exportCsv.mockRejectedValue(new Error('offline'));
    render(<ExportButton kind="leads" query={{ status: 'new' }} label="Export leads (CSV)" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export leads (CSV)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(exportCsv).toHaveBeenCalledWith('leads', { status: 'new' });
    expect(download).not.toHaveBeenCalled();
  });
});
