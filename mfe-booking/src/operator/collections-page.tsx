import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@trippy/router';
import { fetchCollections } from '@trippy/api-client';
import type { CollectionsGroup } from '@trippy/contracts';
import { todayInIndia } from '@trippy/domain';
import {
  BackOfficePage,
  backOfficeStyles as ui,
  ExportButton,
  FilterToolbar,
  LoadError,
  SelectFilter,
  Spinner,
  useLoad,
} from '@trippy/ui';
import { CollectionsTable } from './collections-table';
import {
  monthChoices,
  readCollectionsFilters,
  toCollectionsQuery,
  writeCollectionsFilters,
  type CollectionsFilters,
} from './collections-filters';
import { monthName } from './departures-calendar';
import { PackageFilter } from './package-filter';
import styles from './operator.module.css';

const VIEWS: readonly (readonly [CollectionsGroup, string])[] = [
  ['month', 'Per month'],
  ['departure', 'Per departure'],
];

/**
 * /operator/collections: the money of the departures in a range of months (this year by default), per month
 * of departure or per departure (`?view=departure`): received by method, refunded, net, due and overdue, with
 * the totals, and the same as a CSV. The filters are kept in the address.
 */
export function CollectionsPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInIndia();
  const filters = readCollectionsFilters(params, today);
  const { groupBy, from, to } = filters;
  const [draft, setDraft] = useState(filters);
  useEffect(
    () => setDraft({ groupBy, from, to, package: filters.package }),
    [groupBy, from, to, filters.package],
  );
  const query = toCollectionsQuery(filters);
  const list = useLoad(['operator-collections', groupBy, from, to, filters.package], () =>
    fetchCollections(query),
  );
  const show = (next: CollectionsFilters) => setParams(writeCollectionsFilters(next));
  const months = monthChoices(today, [from, to, draft.from, draft.to]).map(
    (month) => [month, monthName(month)] as const,
  );

  return (
    <BackOfficePage
      title="Collections"
      actions={<ExportButton kind="collections" query={query} label="Export CSV" />}
    >
      <nav aria-label="Collections view" className={styles.views}>
        {VIEWS.map(([view, label]) => (
          <Link
            key={view}
            className={ui.link}
            aria-current={groupBy === view ? 'page' : undefined}
            to={`?${writeCollectionsFilters({ ...filters, groupBy: view }).toString()}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <FilterToolbar
        label="Filter collections"
        submit="Show"
        onSubmit={() => show(draft.from > draft.to ? { ...draft, from: draft.to, to: draft.from } : draft)}
      >
        <PackageFilter value={draft.package} onChange={(value) => setDraft({ ...draft, package: value })} />
        <SelectFilter
          label="From month"
          value={draft.from}
          onChange={(value) => setDraft({ ...draft, from: value })}
          options={months}
        />
        <SelectFilter
          label="To month"
          value={draft.to}
          onChange={(value) => setDraft({ ...draft, to: value })}
          options={months}
        />
      </FilterToolbar>
      <p className={ui.muted}>
        Money of the departures leaving from {monthName(from)} to {monthName(to)}, whenever it was received.
        Refunded is what was paid back; net is received less refunded; overdue is the balance past its due
        date.
      </p>
      {list.status === 'loading' ? <Spinner label="Loading collections" /> : null}
      {list.status === 'error' ? (
        <LoadError error={list.error} fallback="The collections could not be loaded." onRetry={list.reload} />
      ) : null}
      {list.status === 'loaded' ? <CollectionsTable data={list.data} /> : null}
    </BackOfficePage>
  );
}
