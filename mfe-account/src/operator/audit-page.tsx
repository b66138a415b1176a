import { useState } from 'react';
import { useSearchParams } from '@trippy/router';
import { fetchAuditLog } from '@trippy/api-client';
import type { AuditEntry } from '@trippy/contracts';
import { isCalendarDate } from '@trippy/domain';
import {
  BackOfficePage,
  backOfficeStyles as ui,
  DataTable,
  DateFilter,
  FilterToolbar,
  PagedList,
  SelectFilter,
  useLoad,
  type Column,
} from '@trippy/ui';

const PAGE_SIZE = 50;
const ACTION = /^[a-z0-9.:_-]{1,80}$/;
const ENTITY = /^[a-z0-9_-]{1,40}$/;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => (value === undefined ? '-' : JSON.stringify(value));

const RECORDS = [
  ['', 'All'],
  ['booking', 'Bookings'],
  ['lead', 'Leads'],
  ['package', 'Packages'],
  ['batch', 'Batches'],
  ['staff', 'Staff'],
  ['message', 'Messages'],
] as const;

const columns: Column<AuditEntry>[] = [
  { header: 'When', className: ui.nowrap, cell: (entry) => when(entry.createdAt) },
  {
    header: 'Who',
    cell: (entry) => (entry.staff ? entry.staff.name : <span className={ui.muted}>system</span>),
  },
  { header: 'Action', cell: (entry) => <span className={ui.badge}>{entry.action}</span> },
  {
    header: 'Record',
    cell: (entry) => (
      <>
        {entry.entityType} <span className={ui.muted}>{entry.entityId}</span>
      </>
    ),
  },
  {
    header: 'Changes',
    className: ui.wrapAnywhere,
    cell: (entry) => changes(entry).map((line) => <div key={line}>{line}</div>),
  },
];

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
        ...(isCalendarDate(from) ? { from } : {}),
        ...(isCalendarDate(to) ? { to: `${to}T23:59:59.999Z` } : {}),
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
      <FilterToolbar
        label="Filter the audit log"
        submit="Filter"
        onSubmit={() => apply({ ...draft, action: draft.action.trim().toLowerCase() })}
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
        <SelectFilter
          label="Record"
          value={draft.entityType}
          onChange={(value) => setDraft({ ...draft, entityType: value })}
          options={RECORDS}
        />
        <DateFilter
          label="From"
          value={draft.from}
          onChange={(value) => setDraft({ ...draft, from: value })}
        />
        <DateFilter label="To" value={draft.to} onChange={(value) => setDraft({ ...draft, to: value })} />
      </FilterToolbar>
      <PagedList
        list={list}
        loading="Loading the audit log"
        fallback="The audit log could not be loaded."
        empty="Nothing recorded for these filters."
        onPage={(next) => apply({ action, entityType, from, to, page: String(next) })}
      >
        {(items) => (
          <DataTable caption="Audit entries" columns={columns} rows={items} rowKey={(entry) => entry._id} />
        )}
      </PagedList>
    </BackOfficePage>
  );
}
