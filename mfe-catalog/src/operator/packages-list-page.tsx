import { useEffect, useState } from 'react';
import { fetchOperatorPackages } from '@trippy/api-client';
import {
  OperatorPackageListQuerySchema,
  type OperatorPackageListItem,
  type PackageStatus,
} from '@trippy/contracts';
import { formatPrice } from '@trippy/domain';
import { Link, useSearchParams } from '@trippy/router';
import {
  BackOfficePage,
  DataTable,
  FilterToolbar,
  formatTripDate,
  PagedList,
  SelectFilter,
  backOfficeStyles as ui,
  useLoad,
  type Column,
} from '@trippy/ui';
import styles from './operator.module.css';

const PAGE_SIZE = 20;
const STATUSES = [
  ['', 'All'],
  ['published', 'Published'],
  ['draft', 'Draft'],
] as const;
const Q_MAX = OperatorPackageListQuerySchema.properties.q.maxLength;

function statusOf(value: string | null): PackageStatus | undefined {
  return value === 'published' || value === 'draft' ? value : undefined;
}

const columns: Column<OperatorPackageListItem>[] = [
  {
    header: 'Package',
    label: null,
    cell: (pkg) => (
      <>
        <Link to={`/operator/packages/${pkg._id}`}>{pkg.name}</Link>
        <div className={ui.muted}>{pkg.destination.name}</div>
      </>
    ),
  },
  { header: 'Category', cell: (pkg) => pkg.category.name },
  {
    header: 'Price',
    cell: (pkg) => (
      <>
        <span>{formatPrice(pkg.offerPrice)}</span>
        {pkg.originalPrice > pkg.offerPrice ? (
          <div className={ui.muted}>
            <s>{formatPrice(pkg.originalPrice)}</s>
          </div>
        ) : null}
      </>
    ),
  },
  {
    header: 'Status',
    cell: (pkg) => (
      <span className={`${ui.badge} ${pkg.status === 'published' ? ui.good : ''}`}>
        {pkg.status === 'published' ? 'Published' : 'Draft'}
      </span>
    ),
  },
  {
    header: 'Next departure',
    cell: (pkg) => (
      <>
        {pkg.nextDeparture ? formatTripDate(pkg.nextDeparture) : <span className={ui.muted}>None</span>}
        {pkg.upcomingBatches > 1 ? <div className={ui.muted}>{pkg.upcomingBatches} upcoming</div> : null}
      </>
    ),
  },
  {
    header: <span className={ui.muted}>Edit</span>,
    cell: (pkg) => (
      <Link
        className={`${ui.button} ${ui.secondary}`}
        to={`/operator/packages/${pkg._id}`}
        aria-label={`Edit ${pkg.name}`}
      >
        Edit
      </Link>
    ),
  },
];

/** /operator/packages: every package, drafts included, searched and filtered, a page at a time. */
export function PackagesListPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, Q_MAX);
  const status = statusOf(params.get('status'));
  const page = Math.min(Math.max(Number(params.get('page')) || 1, 1), 100_000);
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);

  const list = useLoad(['operator-packages', q, status, page], () =>
    fetchOperatorPackages({
      page,
      pageSize: PAGE_SIZE,
      ...(q.trim() ? { q: q.trim() } : {}),
      ...(status ? { status } : {}),
    }),
  );

  const go = (next: { q?: string; status?: string; page?: number }) => {
    const merged = { q, status: status ?? '', page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q.trim()) search.set('q', merged.q.trim());
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };

  return (
    <BackOfficePage
      title="Catalogue"
      actions={
        <Link className={ui.button} to="/operator/packages/new">
          New package
        </Link>
      }
    >
      <FilterToolbar
        label="Search the catalogue"
        search
        submit="Search"
        submitClassName={`${ui.button} ${ui.secondary}`}
        onSubmit={() => go({ q: typed })}
      >
        <label>
          Search
          <input
            className={ui.control}
            type="search"
            placeholder="Name, slug or location"
            maxLength={Q_MAX}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <SelectFilter
          label="Status"
          value={status ?? ''}
          onChange={(value) => go({ status: value })}
          options={STATUSES}
        />
      </FilterToolbar>
      <PagedList
        list={list}
        loading="Loading the catalogue"
        fallback="The catalogue could not be loaded."
        empty={
          q || status
            ? 'No package matches: change the search or the status.'
            : 'No packages yet: create the first one.'
        }
        onPage={(next) => go({ page: next })}
      >
        {(items) => (
          <DataTable
            caption="Packages"
            columns={columns}
            rows={items}
            rowKey={(pkg) => pkg._id}
            className={styles.stack}
          />
        )}
      </PagedList>
    </BackOfficePage>
  );
}
