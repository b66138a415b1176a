import type { Invoice } from '@trippy/contracts';
import { http } from '../http';
import { unwrap } from '../envelope';

/** The GST invoices of one of my bookings, oldest first (one per payment recorded). */
export async function fetchInvoices(bookingId: string): Promise<Invoice[]> {
  return unwrap(
    await http.get(`/api/bookings/${encodeURIComponent(bookingId)}/invoices`, {
      params: { page: 1, pageSize: 100 },
    }),
  );
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** `attachment; filename="TH-2026-27-000001.pdf"` -> the name; the fallback when there is none. */
export function filenameFrom(disposition: string | undefined, fallback: string): string {
  const header = (disposition ?? '').slice(0, 300);
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // a malformed encoded name: try the plain one
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** An invoice's PDF, fetched with my token (a plain link could not send it). */
export async function downloadInvoicePdf(
  invoice: Pick<Invoice, 'pdfUrl' | 'number'>,
): Promise<DownloadedFile> {
  const response = await http.get<Blob>(invoice.pdfUrl, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  const disposition = response.headers['content-disposition'] as string | undefined;
  const fallback = `invoice-${invoice.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
  return { blob: response.data, filename: filenameFrom(disposition, fallback) };
}
