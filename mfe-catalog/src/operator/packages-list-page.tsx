import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, fetchOperatorPackages } from '@trippy/api-client';
import {
  OperatorPackageListQuerySchema,
  type OperatorPackageListItem,
  type PackageStatus,
} from '@trippy/contracts';
import { formatRupees } from '@trippy/domain';
import { Link, useSearchParams } from '@trippy/router';
import { BackOfficePage, formatTripDate, Pager, Spinner, backOfficeStyles as ui, useLoad } from '@trippy/ui';
import styles from './operator.module.css';

const PAGE_SIZE = 20;
const Q_MAX = OperatorPackageListQuerySchema.properties.q.maxLength;

function statusOf(value: string | null): PackageStatus | undefined {
  return value === 'published' || value === 'draft' ? value : undefined;
}

function Row({ pkg }: { pkg: OperatorPackageListItem }) {
  return (
    <tr>
      <td>
        <Link to={`/operator/packages/${pkg._id}`}>{pkg.name}</Link>
        <div className={ui.muted}>{pkg.destination.name}</div>
      </td>
      <td data-label="Category">{pkg.category.name}</td>
      <td data-label="Price">
        <span>{formatRupees(pkg.offerPrice)}</span>
        {pkg.originalPrice > pkg.offerPrice ? (
          <div className={ui.muted}>
            <s>{formatRupees(pkg.originalPrice)}</s>
          </div>
        ) : null}
      </td>
      <td data-label="Status">
        <span className={`${ui.badge} ${pkg.status === 'published' ? ui.good : ''}`}>
          {pkg.status === 'published' ? 'Published' : 'Draft'}
        </span>
      </td>
      <td data-label="Next departure">
        {pkg.nextDeparture ? formatTripDate(pkg.nextDeparture) : <span className={ui.muted}>None</span>}
        {pkg.upcomingBatches > 1 ? <div className={ui.muted}>{pkg.upcomingBatches} upcoming</div> : null}
      </td>
      <td>
        <Link
          className={`${ui.button} ${ui.secondary}`}
          to={`/operator/packages/${pkg._id}`}
          aria-label={`Edit ${pkg.name}`}
        >
          Edit
        </Link>
      </td>
    </tr>
  );
}

/** /operator/packages: every package, drafts included, searched and filtered, a page at a time. */
export function PackagesListPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, Q_MAX);
  const status = statusOf(params.get('status'));
  const page = Math.min(Math.max(Number(params.get('page')) || 1, 1), 100_000);
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);

  const list = useLoad(
    () =>
      fetchOperatorPackages({
        page,
        pageSize: PAGE_SIZE,
        ...(q.trim() ? { q: q.trim() } : {}),
        ...(status ? { status } : {}),
      }),
    [q, status, page],
  );

  const go = (next: { q?: string; status?: string; page?: number }) => {
    const merged = { q, status: status ?? '', page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q.trim()) search.set('q', merged.q.trim());
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed });
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
      <form className={ui.toolbar} role="search" onSubmit={search}>
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
        <label>
          Status
          <select
            className={ui.control}
            value={status ?? ''}
            onChange={(e) => go({ status: e.target.value })}
          >
            <option value="">All</option>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
          </select>
        </label>
        <button type="submit" className={`${ui.button} ${ui.secondary}`}>
          Search
        </button>
      </form>
      {list.status === 'loading' ? <Spinner label="Loading the catalogue" /> : null}
      {list.status === 'error' ? (
        <p className={ui.error} role="alert">
          {errorMessage(list.error, 'The catalogue could not be loaded.')}{' '}
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={list.reload}>
            Retry
          </button>
        </p>
      ) : null}
      {list.status === 'loaded' && list.data.items.length === 0 ? (
        <p className={ui.empty}>
          {q || status
            ? 'No package matches: change the search or the status.'
            : 'No packages yet: create the first one.'}
        </p>
      ) : null}
      {list.status === 'loaded' && list.data.items.length > 0 ? (
        <>
          <div className={ui.tableBox}>
            <table className={`${ui.table} ${styles.stack}`}>
              <thead>
                <tr>
                  <th scope="col">Package</th>
                  <th scope="col">Category</th>
                  <th scope="col">Price</th>
                  <th scope="col">Status</th>
                  <th scope="col">Next departure</th>
                  <th scope="col">
                    <span className={ui.muted}>Edit</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((pkg) => (
                  <Row key={pkg._id} pkg={pkg} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager {...list.data.page} onPage={(next) => go({ page: next })} />
        </>
      ) : null}
    </BackOfficePage>
  );
}
