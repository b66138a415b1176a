import type { CancelDepartureBody, CancelDepartureResult } from '@trippy/contracts';
import { operatorHttp } from '../operator/operator-http';

/** The operator calls a departure off: every booking on it cancelled with a full refund in money. */
export function cancelDeparture(batchId: string, body: CancelDepartureBody): Promise<CancelDepartureResult> {
  return operatorHttp.post<CancelDepartureResult>(
    `/api/operator/batches/${encodeURIComponent(batchId)}/cancel`,
    body,
  );
}
