import type { ExportKind, ExportQueries } from '@trippy/contracts';
import { operatorHttp } from './operator-http';

/** A CSV export downloaded: its text (BOM first) and its file name. */
export interface CsvExport {
  text: string;
  filename: string;
}

/**
 * A back-office export as CSV (bookings, leads, payments or refunds), with the list's filters; sent with the
 * staff token, so a plain link cannot fetch it. Unset filters are left out.
 */
export function fetchExportCsv<K extends ExportKind>(kind: K, query: ExportQueries[K]): Promise<CsvExport> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  return operatorHttp.csv(`/api/operator/exports/${kind}.csv`, params, `${kind}.csv`);
}
