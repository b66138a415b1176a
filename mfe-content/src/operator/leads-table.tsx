import type { LeadListItem } from '@trippy/contracts';
import { leadWait } from '@trippy/domain';
import { Link } from '@trippy/router';
import { ContactLinks } from './contact-links';
import { formatAge, formatDateTime, interestLabel } from './lead-format';
import { OverdueBadge, StatusBadge } from './lead-badges';
import styles from './leads.module.css';

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
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Contact</th>
            <th scope="col">Interest</th>
            <th scope="col">Travellers</th>
            <th scope="col">Message</th>
            <th scope="col">Received</th>
            <th scope="col">Status</th>
            <th scope="col">Assignee</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const wait = leadWait(lead, now);
            return (
              <tr
                key={lead._id}
                className={fresh.has(lead._id) ? styles.freshRow : undefined}
                data-testid="lead-row"
              >
                <td data-label="Name" className={styles.nameCell}>
                  <span>
                    <Link
                      to={`/operator/leads/${lead._id}`}
                      state={{ listSearch }}
                      className={styles.nameLink}
                    >
                      {lead.name}
                    </Link>
                    {fresh.has(lead._id) ? <span className={styles.freshBadge}>New enquiry</span> : null}
                  </span>
                </td>
                <td data-label="Contact">
                  <ContactLinks name={lead.name} phone={lead.phone} />
                </td>
                <td data-label="Interest">{interestLabel(lead.interest)}</td>
                <td data-label="Travellers">{lead.travelers ?? '—'}</td>
                <td data-label="Message" className={styles.messageCell}>
                  {lead.messagePreview ? (
                    <span className={styles.messageClamp}>{lead.messagePreview}</span>
                  ) : (
                    <span className={styles.muted}>No message</span>
                  )}
                </td>
                <td data-label="Received">
                  <span>
                    <time dateTime={lead.createdAt} title={formatDateTime(lead.createdAt)}>
                      {formatAge(wait.minutes)}
                    </time>
                    {wait.overdue ? <OverdueBadge /> : null}
                  </span>
                </td>
                <td data-label="Status">
                  <StatusBadge status={lead.status} />
                </td>
                <td data-label="Assignee">
                  {lead.assignedTo ? (
                    <span>{lead.assignedTo.name}</span>
                  ) : (
                    <span className={styles.muted}>Unassigned</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
