import { useState } from 'react';
import { useSearchParams } from '@trippy/router';
import { fetchAuditLog } from '@trippy/api-client';
import type { AuditEntry } from '@trippy/contracts';
import {
  BackOfficePage,
  backOfficeStyles as ui,
  LoadError,
  TableBox,
  Pager,
  Spinner,
  useLoad,
} from '@trippy/ui';

const PAGE_SIZE = 50;
const ACTION = /^[a-z0-9.:_-]{1,80}$/;
const ENTITY = /^[a-z0-9_-]{1,40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => (value === undefined ? '-' : JSON.stringify(value));

/** Only what changed, one `field: before -> after` line each; a created or removed record lists its fields. */
export function changes(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? null;
  const after = entry.after ?? null;
  if (before === null && isRecord(after)) return Object.entries(after).map(([k, v]) => `${k}: ${show(v)}`);
  if (after === null && isRecord(before))
    return Object.entries(before).map(([k, v]) => `${k} was ${show(v)}`);
  if (!isRecord(before) || !isRecord(after))
    return before === null && after === null ? [] : [`${show(before)} -> ${show(after)}`];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${show(before[key])} -> ${show(after[key])}`);
}

/** /operator/audit (owner): every operator action, newest first, filtered by action, record type or dates. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.min(100_000, Number(params.get('page')) || 1));
  const action = params.get('action') ?? '';
  const entityType = params.get('entityType') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState({ action, entityType, from, to });

  const list = useLoad(
    () =>
      fetchAuditLog({
        page,
        pageSize: PAGE_SIZE,
        ...(ACTION.test(action) ? { action } : {}),
        ...(ENTITY.test(entityType) ? { entityType } : {}),
        ...(DAY.test(from) ? { from } : {}),
        ...(DAY.test(to) ? { to: `${to}T23:59:59.999Z` } : {}),
      }),
    [page, action, entityType, from, to],
  );

  const apply = (next: Record<string, string>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) query.set(key, value);
    setParams(query);
  };

  return (
    <BackOfficePage title="Audit log">
      <form
        className={ui.toolbar}
        onSubmit={(e) => {
          e.preventDefault();
          apply({ ...draft, action: draft.action.trim().toLowerCase() });
        }}
      >
        <label>
          Action
          <input
            className={ui.control}
            maxLength={80}
            placeholder="e.g. booking.payment-recorded"
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          />
        </label>
        <label>
          Record
          <select
            className={ui.control}
            value={draft.entityType}
            onChange={(e) => setDraft({ ...draft, entityType: e.target.value })}
          >
            <option value="">All</option>
            <option value="booking">Bookings</option>
            <option value="lead">Leads</option>
            <option value="package">Packages</option>
            <option value="batch">Batches</option>
            <option value="staff">Staff</option>
            <option value="message">Messages</option>
          </select>
        </label>
        <label>
          From
          <input
            className={ui.control}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label>
          To
          <input
            className={ui.control}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <button type="submit" className={ui.button}>
          Filter
        </button>
      </form>
      {list.status === 'loading' ? <Spinner label="Loading the audit log" /> : null}
      {list.status === 'error' ? (
        <LoadError error={list.error} fallback="The audit log could not be loaded." onRetry={list.reload} />
      ) : null}
      {list.status === 'loaded' && list.data.items.length === 0 ? (
        <p className={ui.empty}>Nothing recorded for these filters.</p>
      ) : null}
      {list.status === 'loaded' && list.data.items.length > 0 ? (
        <>
          <TableBox label="Audit entries">
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Record</th>
                  <th scope="col">Changes</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((entry) => (
                  <tr key={entry._id}>
                    <td className={ui.nowrap}>{when(entry.createdAt)}</td>
                    <td>{entry.staff ? entry.staff.name : <span className={ui.muted}>system</span>}</td>
                    <td>
                      <span className={ui.badge}>{entry.action}</span>
                    </td>
                    <td>
                      {entry.entityType} <span className={ui.muted}>{entry.entityId}</span>
                    </td>
                    <td className={ui.wrapAnywhere}>
                      {changes(entry).map((line) => (
                        <div key={line}>{line}</div>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <Pager
            page={list.data.page.page}
            pageSize={list.data.page.pageSize}
            total={list.data.page.total}
            onPage={(next) => apply({ action, entityType, from, to, page: String(next) })}
          />
        </>
      ) : null}
    </BackOfficePage>
  );
}
