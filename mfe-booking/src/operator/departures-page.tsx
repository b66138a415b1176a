import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@trippy/router';
import { fetchDepartures } from '@trippy/api-client';
import { todayInIndia } from '@trippy/domain';
import { BackOfficePage, backOfficeStyles as ui, formatDateRange, Pager, Spinner, useLoad } from '@trippy/ui';
import { LoadError } from './load-error';
import { usePackageOptions } from './use-package-options';
import styles from './operator.module.css';

const PAGE_SIZE = 25;
const ID = /^[0-9a-f]{24}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /operator/departures: batches from today on (or from a chosen date), soonest first, each to its manifest. */
export function DeparturesPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInIndia();
  const packageId = ID.test(params.get('package') ?? '') ? (params.get('package') ?? '') : '';
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') ?? '') : today;
  const page = Math.max(1, Math.min(100_000, Math.floor(Number(params.get('page'))) || 1));
  const [draft, setDraft] = useState({ packageId, from });
  useEffect(() => setDraft({ packageId, from }), [packageId, from]);
  const packages = usePackageOptions();
  const list = useLoad(
    () => fetchDepartures({ page, pageSize: PAGE_SIZE, from, ...(packageId ? { packageId } : {}) }),
    [page, from, packageId],
  );

  const apply = (next: { packageId: string; from: string; page?: number }) => {
    const query = new URLSearchParams();
    if (next.packageId) query.set('package', next.packageId);
    if (next.from && next.from !== today) query.set('from', next.from);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <BackOfficePage title="Departures">
      <form
        className={ui.toolbar}
        aria-label="Filter departures"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <label className={styles.packageField}>
          Package
          <select
            className={ui.control}
            value={draft.packageId}
            onChange={(e) => setDraft({ ...draft, packageId: e.target.value })}
          >
            <option value="">All packages</option>
            {packages.map((pkg) => (
              <option key={pkg._id} value={pkg._id}>
                {pkg.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Starting from
          <input
            className={ui.control}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <button type="submit" className={ui.button}>
          Show
        </button>
      </form>
      {list.status === 'loading' ? <Spinner label="Loading departures" /> : null}
      {list.status === 'error' ? (
        <LoadError error={list.error} fallback="The departures could not be loaded." onRetry={list.reload} />
      ) : null}
      {list.status === 'loaded' && list.data.items.length === 0 ? (
        <p className={ui.empty}>
          No departures from this date. Add batches in the catalogue, or pick an earlier date.
        </p>
      ) : null}
      {list.status === 'loaded' && list.data.items.length > 0 ? (
        <>
          <div className={ui.tableBox}>
            <table className={`${ui.table} ${styles.stack}`}>
              <thead>
                <tr>
                  <th scope="col">Dates</th>
                  <th scope="col">Package</th>
                  <th scope="col">Sold</th>
                  <th scope="col">Left</th>
                  <th scope="col">Bookings</th>
                  <th scope="col">Manifest</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((batch) => (
                  <tr key={batch._id}>
                    <td data-label="Dates">
                      {formatDateRange(batch.startDate, batch.endDate)}
                      {batch.closed ? (
                        <>
                          {' '}
                          <span className={`${ui.badge} ${ui.warn}`}>Closed</span>
                        </>
                      ) : null}
                    </td>
                    <td data-label="Package">{batch.packageName}</td>
                    <td data-label="Sold">
                      {batch.seatsSold} / {batch.totalSeats}
                    </td>
                    <td data-label="Left">
                      {batch.seatsLeft === 0 ? (
                        <span className={`${ui.badge} ${ui.good}`}>Full</span>
                      ) : (
                        batch.seatsLeft
                      )}
                    </td>
                    <td data-label="Bookings">{batch.bookings}</td>
                    <td data-label="Manifest">
                      <Link
                        className={styles.link}
                        to={`/operator/departures/${batch._id}`}
                        aria-label={`Manifest of ${batch.packageName}, ${formatDateRange(batch.startDate, batch.endDate)}`}
                      >
                        Manifest
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={list.data.page.page}
            pageSize={list.data.page.pageSize}
            total={list.data.page.total}
            onPage={(next) => apply({ packageId, from, page: next })}
          />
        </>
      ) : null}
    </BackOfficePage>
  );
}
