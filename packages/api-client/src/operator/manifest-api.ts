import type { Manifest } from '@trippy/contracts';
import { operatorHttp } from './operator-http';

const manifestUrl = (batchId: string) => `/api/operator/batches/${encodeURIComponent(batchId)}/manifest`;

/** Every traveller of a departure, with totals. */
export function fetchManifest(batchId: string): Promise<Manifest> {
  return operatorHttp.get<Manifest>(manifestUrl(batchId));
}

/** The manifest as CSV text (sent with the staff token, so a plain link cannot fetch it). */
export function fetchManifestCsv(batchId: string): Promise<string> {
  return operatorHttp.text(`${manifestUrl(batchId)}.csv`);
}
