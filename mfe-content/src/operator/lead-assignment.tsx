import { useEffect, useId, useState, type FormEvent } from 'react';
import type { LeadDetail } from '@trippy/contracts';
import { errorMessage, fetchLeadAssignees, updateLead } from '@trippy/api-client';
import { useStaffSession } from '@trippy/session';
import { backOfficeStyles, useLoad, toast } from '@trippy/ui';
import styles from './leads.module.css';

interface LeadAssignmentProps {
  lead: LeadDetail;
  onSaved: (lead: LeadDetail) => void;
}

/** Who calls this lead: any active member (or nobody), and a one-click "Assign to me". */
export function LeadAssignment({ lead, onSaved }: LeadAssignmentProps) {
  const id = useId();
  const me = useStaffSession((s) => s.staff);
  const members = useLoad(['operator-lead-assignees'], fetchLeadAssignees);
  const current = lead.assignedTo;
  const [choice, setChoice] = useState(current?._id ?? '');
  const [saving, setSaving] = useState(false);
  useEffect(() => setChoice(current?._id ?? ''), [current?._id]);

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void assign(choice || null);
  };

  const nameOf = (member: { _id: string; name: string }) =>
    member._id === me?._id ? `${member.name} (you)` : member.name;
  const options = members.data ?? [];
  // The current assignee stays a choice even if they were disabled since.
  const listed = !current || options.some((m) => m._id === current._id);
  return (
    <div className={styles.inlineForm}>
      <span className={styles.label}>Assigned to</span>
      <p className={styles.assignee} data-testid="lead-assignee">
        {current ? nameOf(current) : 'Nobody yet'}
      </p>
      <form onSubmit={submit} className={styles.inlineControls}>
        <label htmlFor={id} className={backOfficeStyles.visuallyHidden}>
          Assign to
        </label>
        <select
          id={id}
          className={styles.input}
          value={choice}
          disabled={members.status === 'loading'}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">Unassigned</option>
          {!listed && current ? <option value={current._id}>{nameOf(current)}</option> : null}
          {options.map((member) => (
            <option key={member._id} value={member._id}>
              {nameOf(member)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={styles.secondaryButton}
          disabled={saving || choice === (current?._id ?? '')}
        >
          {saving ? 'Saving…' : 'Assign'}
        </button>
      </form>
      {members.status === 'error' ? (
        <button type="button" className={styles.linkButton} onClick={members.reload}>
          Could not load the team. Try again
        </button>
      ) : null}
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
    </div>
  );
}
