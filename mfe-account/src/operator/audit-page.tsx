import { useId, useState } from 'react';
import { useSearchParams } from '@trippy/router';
import { fetchAuditLog, fetchStaffList } from '@trippy/api-client';
import type { AuditEntry } from '@trippy/contracts';
import { auditRecordRows, isCalendarDate } from '@trippy/domain';
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
const STAFF_ID = /^[0-9a-f]{24}$/;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

const RECORDS = [
  ['', 'All'],
  ['booking', 'Bookings'],
  ['package', 'Packages'],
  ['batch', 'Departures'],
  ['staff', 'Staff'],
  ['lead', 'Leads'],
  ['customer', 'Customers'],
  ['image', 'Images'],
] as const;

/** "Show the record": the entry's before and after, field by field, amounts in rupees. */
function RecordDisclosure({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rows = auditRecordRows(entry);
  if (rows.length === 0) return null;
  const hasBefore = rows.some((row) => row.before !== '');
  return (
    <div>
      <button
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the record' : 'Show the record'}
      </button>
      <div id={id} hidden={!open}>
        {open ? (
          <table className={ui.wrapAnywhere}>
            <caption className={ui.muted}>The record as saved</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                {hasBefore ? <th scope="col">Before</th> : null}
                <th scope="col">{hasBefore ? 'After' : 'Value'}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field}>
                  <th scope="row">{row.field}</th>
                  {hasBefore ? <td>{row.before}</td> : null}
                  <td>{row.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </div>
  );
}

const columns: Column<AuditEntry>[] = [
  { header: 'When', className: ui.nowrap, cell: (entry) => when(entry.createdAt) },
  {
    header: 'What happened',
    className: ui.wrapAnywhere,
    cell: (entry) => (
      <>
        <p>{entry.summary}</p>
        <RecordDisclosure entry={entry} />
      </>
    ),
  },
];

/**
 * /operator/audit (owner): every operator action, newest first, each in words and rupees with its record on
 * demand; filtered by person, record type, dates or action.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.min(100_000, Number(params.get('page')) || 1));
  const action = params.get('action') ?? '';
  const entityType = params.get('entityType') ?? '';
  const staffId = params.get('staffId') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState({ action, entityType, staffId, from, to });
  const staff = useLoad(['operator-staff'], () => fetchStaffList());
  const people = [
    ['', 'Everyone'] as const,
    ...(staff.status === 'loaded'
      ? staff.data.items.map((member) => [member._id, `${member.name} (${member.role})`] as const)
      : []),
  ];

  const list = useLoad(['operator-audit', page, action, entityType, staffId, from, to], () =>
    fetchAuditLog({
      page,
      pageSize: PAGE_SIZE,
      ...(ACTION.test(action) ? { action } : {}),
      ...(ENTITY.test(entityType) ? { entityType } : {}),
      ...(STAFF_ID.test(staffId) ? { staffId } : {}),
      ...(isCalendarDate(from) ? { from } : {}),
      ...(isCalendarDate(to) ? { to: `${to}T23:59:59.999Z` } : {}),
    }),
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
        <SelectFilter
          label="Person"
          value={draft.staffId}
          onChange={(value) => setDraft({ ...draft, staffId: value })}
          options={people}
        />
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
        onPage={(next) => apply({ action, entityType, staffId, from, to, page: String(next) })}
      >
        {(items) => (
          <DataTable caption="Audit entries" columns={columns} rows={items} rowKey={(entry) => entry._id} />
        )}
      </PagedList>
    </BackOfficePage>
  );
}
