import type { LeadListItem } from '@trippy/contracts';
import { leadWait } from '@trippy/domain';
import { Link } from '@trippy/router';
import { DataTable, type Column } from '@trippy/ui';
import { ContactLinks } from './contact-links';
import { formatAge, formatDateTime, interestLabel } from './lead-format';
import { OverdueBadge, StatusBadge } from './lead-badges';
import styles from './leads.module.css';

const LOOK = { box: styles.tableBox ?? '', table: styles.table ?? '' };

interface LeadsTableProps {
  leads: LeadListItem[];
  /** Leads that arrived while the inbox was open (highlighted). */
  fresh: ReadonlySet<string>;
  /** The list's query, carried to the detail so its back link returns to the same list. */
  listSearch: string;
  now: Date;
}

/** The inbox's rows: a table on a desktop, stacked cards on a phone. */
export function LeadsTable({ leads, fresh, listSearch, now }: LeadsTableProps) {
  const columns: Column<LeadListItem>[] = [
    {
      header: 'Name',
      className: styles.nameCell,
      cell: (lead) => (
        <span>
          <Link to={`/operator/leads/${lead._id}`} state={{ listSearch }} className={styles.nameLink}>
            {lead.name}
          </Link>
          {fresh.has(lead._id) ? <span className={styles.freshBadge}>New enquiry</span> : null}
        </span>
      ),
    },
    {
      header: 'Contact',
      cell: (lead) => (
        <ContactLinks leadId={lead._id} name={lead.name} phone={lead.phone} listSearch={listSearch} />
      ),
    },
    { header: 'Interest', cell: (lead) => interestLabel(lead.interest) },
    { header: 'Travellers', cell: (lead) => lead.travelers ?? '—' },
    {
      header: 'Message',
      className: styles.messageCell,
      cell: (lead) =>
        lead.messagePreview ? (
          <span className={styles.messageClamp}>{lead.messagePreview}</span>
        ) : (
          <span className={styles.muted}>No message</span>
        ),
    },
    {
      header: 'Received',
      cell: (lead) => {
        const wait = leadWait(lead, now);
        return (
          <span>
            <time dateTime={lead.createdAt} title={formatDateTime(lead.createdAt)}>
              {formatAge(wait.minutes)}
            </time>
            {wait.overdue ? <OverdueBadge /> : null}
          </span>
        );
      },
    },
    { header: 'Status', cell: (lead) => <StatusBadge status={lead.status} /> },
    {
      header: 'Assignee',
      cell: (lead) =>
        lead.assignedTo ? (
          <span>{lead.assignedTo.name}</span>
        ) : (
          <span className={styles.muted}>Unassigned</span>
        ),
    },
  ];
  return (
    <DataTable
      caption="Leads"
      columns={columns}
      rows={leads}
      rowKey={(lead) => lead._id}
      rowAttributes={(lead) => ({
        className: fresh.has(lead._id) ? styles.freshRow : undefined,
        'data-testid': 'lead-row',
      })}
      look={LOOK}
    />
  );
}
