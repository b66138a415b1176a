import type { OperatorBatchListItem, OperatorBatchListQuery } from '@trippy/contracts';
import { operatorHttp, type OperatorPage } from './operator-http';

/** Departures by start date (soonest first), to pick a manifest or message a batch. */
export function fetchDepartures(
  query: OperatorBatchListQuery = {},
): Promise<OperatorPage<OperatorBatchListItem>> {
  return operatorHttp.page<OperatorBatchListItem>('/api/operator/batches', { ...query });
}
