import { useEffect, useId, useState, type FormEvent } from 'react';
import type { LeadDetail } from '@trippy/contracts';
import { errorMessage, fetchLeadAssignees, updateLead } from '@trippy/api-client';
import { useStaffSession } from '@trippy/session';
import { useLoad } from '@trippy/ui';
import { toast } from 'sonner';
import styles from './leads.module.css';

interface LeadAssignmentProps {
  lead: LeadDetail;
  onSaved: (lead: LeadDetail) => void;
}

/**
 * Who calls this lead. Only the owner may list the team, so the owner picks any active member; a staff
 * member takes the lead ("Assign to me") or gives it back ("Unassign").
 */
export function LeadAssignment({ lead, onSaved }: LeadAssignmentProps) {
  const me = useStaffSession((s) => s.staff);
  const [saving, setSaving] = useState(false);

  const assign = async (assignedTo: string | null) => {
    setSaving(true);
    try {
      const saved = await updateLead(lead._id, { assignedTo });
      onSaved(saved);
      toast.success(saved.assignedTo ? `Assigned to ${saved.assignedTo.name}` : 'Unassigned');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not change the assignee. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const current = lead.assignedTo;
  return (
    <div className={styles.inlineForm}>
      <span className={styles.label}>Assigned to</span>
      <p className={styles.assignee} data-testid="lead-assignee">
        {current ? (current._id === me?._id ? `${current.name} (you)` : current.name) : 'Nobody yet'}
      </p>
      {me?.role === 'owner' ? (
        <OwnerPicker lead={lead} saving={saving} onAssign={assign} />
      ) : (
        <div className={styles.inlineControls}>
          {me && current?._id !== me._id ? (
            <button
              type="button"
              className={styles.primaryButton}
              disabled={saving}
              onClick={() => void assign(me._id)}
            >
              Assign to me
            </button>
          ) : null}
          {current ? (
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={saving}
              onClick={() => void assign(null)}
            >
              Unassign
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function OwnerPicker({
  lead,
  saving,
  onAssign,
}: {
  lead: LeadDetail;
  saving: boolean;
  onAssign: (assignedTo: string | null) => Promise<void>;
}) {
  const id = useId();
  const members = useLoad(fetchLeadAssignees, []);
  const [choice, setChoice] = useState(lead.assignedTo?._id ?? '');
  useEffect(() => setChoice(lead.assignedTo?._id ?? ''), [lead.assignedTo?._id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onAssign(choice || null);
  };
  const options = members.data ?? [];
  // The current assignee stays a choice even if they were disabled since.
  const assigneeListed = !lead.assignedTo || options.some((m) => m._id === lead.assignedTo?._id);
  return (
    <form onSubmit={submit} className={styles.inlineControls}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        Assign to
      </label>
      <select
        id={id}
        className={styles.input}
        value={choice}
        disabled={members.status !== 'loaded'}
        onChange={(event) => setChoice(event.target.value)}
      >
        <option value="">Unassigned</option>
        {!assigneeListed && lead.assignedTo ? (
          <option value={lead.assignedTo._id}>{lead.assignedTo.name}</option>
        ) : null}
        {options.map((member) => (
          <option key={member._id} value={member._id}>
            {member.name} ({member.role})
          </option>
        ))}
      </select>
      <button
        type="submit"
        className={styles.primaryButton}
        disabled={saving || members.status !== 'loaded' || choice === (lead.assignedTo?._id ?? '')}
      >
        {saving ? 'Saving…' : 'Assign'}
      </button>
      {members.status === 'error' ? (
        <button type="button" className={styles.linkButton} onClick={members.reload}>
          Could not load the team. Try again
        </button>
      ) : null}
    </form>
  );
}
