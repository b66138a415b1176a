import type { LeadStatus } from '@trippy/contracts';
import { LEAD_CALLBACK_HOURS } from '@trippy/domain';
import { STATUS_LABELS } from './lead-format';
import styles from './leads.module.css';

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`${styles.status} ${styles[`status_${status}`] ?? ''}`}>{STATUS_LABELS[status]}</span>
  );
}

/** A new lead waiting longer than the promised callback. */
export function OverdueBadge() {
  return (
    <span className={styles.overdue} title={`Not contacted within ${LEAD_CALLBACK_HOURS} hours`}>
      Overdue
    </span>
  );
}
