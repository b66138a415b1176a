import { useState, type ReactNode } from 'react';
import type { LeadDetail } from '@trippy/contracts';
import { fetchLead, statusOf } from '@trippy/api-client';
import { leadWait } from '@trippy/domain';
import { Link, useLocation, useParams } from '@trippy/router';
import { LoadError, Spinner, useLoad, WhatsAppPanel } from '@trippy/ui';
import { ContactLinks } from './contact-links';
import { LeadBookingLink } from './lead-booking-link';
import { OverdueBadge, StatusBadge } from './lead-badges';
import { LeadAssignment } from './lead-assignment';
import { FORM_LABELS, formatAge, formatDateTime, interestLabel } from './lead-format';
import { LeadNotes } from './lead-notes';
import { LeadStatusForm } from './lead-status-form';
import styles from './leads.module.css';

const ID_PATTERN = /^[a-f0-9]{24}$/;

/** The list's query the detail was opened from (history state), so Back returns to the same filters. */
function useListSearch(): string {
  const state = useLocation().state as { listSearch?: unknown } | null;
  const search = state?.listSearch;
  return typeof search === 'string' && search.startsWith('?') && search.length <= 400 ? search : '';
}

/** /operator/leads/:id: the whole enquiry, how to reach the customer, status, assignee and notes. */
export function LeadDetailPage() {
  const { id = '' } = useParams();
  const listSearch = useListSearch();
  const back = (
    <Link to={`/operator/leads${listSearch}`} className={styles.backLink}>
      ← Back to leads
    </Link>
  );
  if (!ID_PATTERN.test(id)) return <LeadMissing back={back} />;
  return <LoadedLead key={id} id={id} back={back} />;
}

function LeadMissing({ back }: { back: ReactNode }) {
  return (
    <section className={styles.page}>
      {back}
      <h1 className={styles.title}>Lead not found</h1>
      <p className={styles.muted}>It may have been removed, or the link is incomplete.</p>
    </section>
  );
}

function LoadedLead({ id, back }: { id: string; back: ReactNode }) {
  const load = useLoad(['operator-lead', id], () => fetchLead(id));
  const [changed, setChanged] = useState<LeadDetail | null>(null);
  const lead = changed ?? load.data;

  if (load.status === 'error') {
    if (statusOf(load.error) === 404) return <LeadMissing back={back} />;
    return (
      <section className={styles.page}>
        {back}
        <h1 className={styles.title}>Lead</h1>
        <LoadError error={load.error} fallback="This lead could not be loaded." onRetry={load.reload} />
      </section>
    );
  }
  if (!lead) return <Spinner />;

  const wait = leadWait(lead);
  return (
    <section className={styles.page}>
      {back}
      <div className={styles.detailHead}>
        <h1 className={styles.title}>{lead.name}</h1>
        <p className={styles.detailMeta}>
          <StatusBadge status={lead.status} />
          <span>
            Received <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time> (
            {formatAge(wait.minutes)})
          </span>
          {wait.overdue ? <OverdueBadge /> : null}
        </p>
        <ContactLinks
          leadId={lead._id}
          size="large"
          name={lead.name}
          phone={lead.phone}
          countryCode={lead.countryCode}
          email={lead.email || undefined}
        />
        <LeadBookingLink lead={lead} />
      </div>
      <div className={styles.detailGrid}>
        <div className={styles.detailMain}>
          <section className={styles.card} aria-labelledby="lead-enquiry-title">
            <h2 id="lead-enquiry-title" className={styles.cardTitle}>
              Enquiry
            </h2>
            <dl className={styles.fields}>
              <Row label="Form">{FORM_LABELS[lead.form]}</Row>
              <Row label="First name">{lead.firstName}</Row>
              <Row label="Last name">{lead.lastName || '—'}</Row>
              <Row label="Phone">
                +{lead.countryCode} {lead.phone}
              </Row>
              <Row label="Email">{lead.email || '—'}</Row>
              {lead.form === 'modal' ? (
                <>
                  <Row label="Package">{interestLabel(lead.packageType)}</Row>
                  <Row label="Travellers">{lead.travelers ?? '—'}</Row>
                </>
              ) : (
                <Row label="Trip type">{interestLabel(lead.tripType)}</Row>
              )}
              <Row label="Message" wide>
                {lead.message ? (
                  <span className={styles.message}>{lead.message}</span>
                ) : (
                  <span className={styles.muted}>No message</span>
                )}
              </Row>
              <Row label="Received">{formatDateTime(lead.createdAt)}</Row>
              <Row label="First contacted">{lead.contactedAt ? formatDateTime(lead.contactedAt) : '—'}</Row>
              <Row label="Last change">{formatDateTime(lead.updatedAt)}</Row>
            </dl>
          </section>
          <WhatsAppPanel subject={{ kind: 'lead', id: lead._id }} />
          <LeadNotes
            leadId={lead._id}
            notes={lead.notes}
            onAdded={(note) => setChanged({ ...lead, notes: [...lead.notes, note] })}
          />
        </div>
        <aside className={`${styles.card} ${styles.followUp}`} aria-label="Follow-up">
          <LeadStatusForm lead={lead} onSaved={setChanged} />
          <LeadAssignment lead={lead} onSaved={setChanged} />
        </aside>
      </div>
    </section>
  );
}

function Row({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.fieldRow} ${styles.fieldWide}` : styles.fieldRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
