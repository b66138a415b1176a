import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@trippy/router';
import { fetchDepartures } from '@trippy/api-client';
import { isCalendarDate, todayInIndia } from '@trippy/domain';
import type { OperatorBatchListItem } from '@trippy/contracts';
import {
  BackOfficePage,
  backOfficeStyles as ui,
  DataTable,
  DateFilter,
  FilterToolbar,
  formatDateRange,
  PagedList,
  useLoad,
  type Column,
} from '@trippy/ui';
import { DeparturesCalendar } from './departures-calendar';
import { PackageFilter } from './package-filter';
import styles from './operator.module.css';

const PAGE_SIZE = 25;
const ID = /^[0-9a-f]{24}$/;

const columns: Column<OperatorBatchListItem>[] = [
  {
    header: 'Dates',
    cell: (batch) => (
      <>
        {formatDateRange(batch.startDate, batch.endDate)}
        {batch.closed ? (
          <>
            {' '}
            <span className={`${ui.badge} ${ui.warn}`}>Closed</span>
          </>
        ) : null}
      </>
    ),
  },
  { header: 'Package', cell: (batch) => batch.packageName },
  { header: 'Sold', cell: (batch) => `${batch.seatsSold} / ${batch.totalSeats}` },
  { header: 'Held', cell: (batch) => batch.seatsHeld },
  {
    header: 'Left',
    cell: (batch) =>
      batch.seatsLeft === 0 ? <span className={`${ui.badge} ${ui.good}`}>Full</span> : batch.seatsLeft,
  },
  { header: 'Bookings', cell: (batch) => batch.bookings },
  {
    header: 'Manifest',
    cell: (batch) => (
      <Link
        className={ui.link}
        to={`/operator/departures/${batch._id}`}
        aria-label={`Manifest of ${batch.packageName}, ${formatDateRange(batch.startDate, batch.endDate)}`}
      >
        Manifest
      </Link>
    ),
  },
];

function DeparturesList({
  page,
  from,
  packageId,
  onPage,
}: {
  page: number;
  from: string;
  packageId: string;
  onPage: (page: number) => void;
}) {
  const list = useLoad(['operator-departures', page, from, packageId], () =>
    fetchDepartures({ page, pageSize: PAGE_SIZE, from, ...(packageId ? { packageId } : {}) }),
  );
  return (
    <PagedList
      list={list}
      loading="Loading departures"
      fallback="The departures could not be loaded."
      empty="No departures from this date. Add batches in the catalogue, or pick an earlier date."
      onPage={onPage}
    >
      {(items) => (
        <DataTable
          caption="Departures"
          columns={columns}
          rows={items}
          rowKey={(batch) => batch._id}
          className={styles.stack}
        />
      )}
    </PagedList>
  );
}

type View = 'list' | 'month';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /operator/departures: batches from today on (or from a chosen date), soonest first, each to its manifest;
 * or a month as a calendar (`?view=month&month=2027-05`).
 */
export function DeparturesPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInIndia();
  const packageId = ID.test(params.get('package') ?? '') ? (params.get('package') ?? '') : '';
  const from = isCalendarDate(params.get('from') ?? '') ? (params.get('from') ?? '') : today;
  const page = Math.max(1, Math.min(100_000, Math.floor(Number(params.get('page'))) || 1));
  const view: View = params.get('view') === 'month' ? 'month' : 'list';
  const month = MONTH.test(params.get('month') ?? '') ? (params.get('month') ?? '') : today.slice(0, 7);
  const [draft, setDraft] = useState({ packageId, from });
  useEffect(() => setDraft({ packageId, from }), [packageId, from]);

  const queryOf = (next: { packageId: string; from: string; page?: number; view: View; month?: string }) => {
    const query = new URLSearchParams();
    if (next.packageId) query.set('package', next.packageId);
    if (next.view === 'month') {
      query.set('view', 'month');
      if (next.month && next.month !== today.slice(0, 7)) query.set('month', next.month);
    } else {
      if (next.from && next.from !== today) query.set('from', next.from);
      if (next.page && next.page > 1) query.set('page', String(next.page));
    }
    return query;
  };
  const apply = (next: Parameters<typeof queryOf>[0]) => setParams(queryOf(next));
  const viewLink = (target: View, label: string) => (
    <Link
      className={ui.link}
      aria-current={view === target ? 'page' : undefined}
      to={`?${queryOf({ packageId, from, view: target, month }).toString()}`}
    >
      {label}
    </Link>
  );

  return (
    <BackOfficePage title="Departures">
      <nav aria-label="Departures view" className={styles.views}>
        {viewLink('list', 'List')}
        {viewLink('month', 'Month')}
      </nav>
      <FilterToolbar
        label="Filter departures"
        submit="Show"
        onSubmit={() => apply({ ...draft, view, month })}
      >
        <PackageFilter
          value={draft.packageId}
          onChange={(value) => setDraft({ ...draft, packageId: value })}
        />
        {view === 'list' ? (
          <DateFilter
            label="Starting from"
            value={draft.from}
            onChange={(value) => setDraft({ ...draft, from: value })}
          />
        ) : null}
      </FilterToolbar>
      {view === 'month' ? (
        <DeparturesCalendar
          month={month}
          packageId={packageId}
          onMonth={(next) => apply({ packageId, from, view: 'month', month: next })}
        />
      ) : (
        <DeparturesList
          page={page}
          from={from}
          packageId={packageId}
          onPage={(next) => apply({ packageId, from, view, page: next })}
        />
      )}
    </BackOfficePage>
  );
}
