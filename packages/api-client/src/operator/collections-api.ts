import type { Collections, CollectionsQuery } from '@trippy/contracts';
import { operatorHttp } from './operator-http';

/** Collections and revenue per month of departure (default) or per departure; unset filters are left out. */
export function fetchCollections(query: CollectionsQuery = {}): Promise<Collections> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  return operatorHttp.get<Collections>('/api/operator/collections', params);
}
