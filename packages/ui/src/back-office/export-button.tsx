import { useState } from 'react';
import { errorMessage, fetchExportCsv } from '@trippy/api-client';
import type { ExportKind, ExportQueries } from '@trippy/contracts';
import { toast } from '../toast';
import { downloadText } from './download-file';
import ui from './back-office.module.css';

/** "Export CSV": downloads the export with the filters the page shows (Excel-ready: UTF-8 with a BOM). */
export function ExportButton<K extends ExportKind>({
  kind,
  query,
  label = 'Export CSV',
}: {
  kind: K;
  query: ExportQueries[K];
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchExportCsv(kind, query);
      downloadText(file.text, file.filename);
    } catch (error) {
      toast.error(errorMessage(error, 'The CSV could not be downloaded.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`${ui.button} ${ui.secondary}`}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? 'Preparing CSV…' : label}
    </button>
  );
}
