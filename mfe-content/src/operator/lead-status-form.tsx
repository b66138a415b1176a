import { useEffect, useId, useState, type FormEvent } from 'react';
import type { LeadDetail, LeadStatus } from '@trippy/contracts';
import { errorMessage, updateLead } from '@trippy/api-client';
import { toast } from '@trippy/ui';
import { LEAD_STATUSES } from './lead-filters';
import { STATUS_LABELS } from './lead-format';
import styles from './leads.module.css';

/** The lead's status: a select and Save (the server stamps `contactedAt` the first time it leaves 'new'). */
export function LeadStatusForm({ lead, onSaved }: { lead: LeadDetail; onSaved: (lead: LeadDetail) => void }) {
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [saving, setSaving] = useState(false);
  useEffect(() => setStatus(lead.status), [lead.status]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === lead.status) return;
    setSaving(true);
    try {
      const saved = await updateLead(lead._id, { status });
      onSaved(saved);
      toast.success(`Marked as ${STATUS_LABELS[saved.status].toLowerCase()}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not change the status. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.inlineForm} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        Status
      </label>
      <div className={styles.inlineControls}>
        <select
          id={id}
          className={styles.input}
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <button type="submit" className={styles.primaryButton} disabled={saving || status === lead.status}>
          {saving ? 'Saving…' : 'Save status'}
        </button>
      </div>
    </form>
  );
}
