import { errorMessage, fetchStaffList, inviteStaff, updateStaff } from '@trippy/api-client';
import type { StaffListItem, StaffRole } from '@trippy/contracts';
import { useStaffSession } from '@trippy/session';
import {
  BackOfficePage,
  backOfficeStyles as ui,
  DataTable,
  FormFailure,
  invalidateQueries,
  LoadStates,
  useForm,
  useLoad,
  type Column,
  toast,
} from '@trippy/ui';

const STATUS_CLASS: Record<StaffListItem['status'], string> = {
  active: ui.good ?? '',
  invited: '',
  disabled: ui.warn ?? '',
};

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const form = useForm<{ email: string; name: string; role: StaffRole }>(
    { email: '', name: '', role: 'staff' },
    { describeFailure: (failure) => errorMessage(failure, 'The invitation could not be sent.') },
  );
  const submit = form.submit(async ({ email, name, role }) => {
    await inviteStaff({ email: email.trim().toLowerCase(), name: name.trim(), role });
    toast.success(`Invitation sent to ${email.trim()}`);
    form.reset({ email: '', name: '', role });
    onInvited();
  });

  return (
    <form className={ui.card} onSubmit={submit}>
      <h2>Invite a member</h2>
      <div className={ui.toolbar}>
        <label>
          Name
          <input className={ui.control} required maxLength={80} {...form.input('name')} />
        </label>
        <label>
          Email
          <input className={ui.control} type="email" required maxLength={254} {...form.input('email')} />
        </label>
        <label>
          Role
          <select
            className={ui.control}
            name="role"
            value={form.values.role}
            onChange={(e) => form.set('role', e.target.value as StaffRole)}
          >
            <option value="staff">Staff</option>
            <option value="owner">Owner</option>
          </select>
        </label>
        <button type="submit" className={ui.button} disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send invitation'}
        </button>
      </div>
      <FormFailure message={form.failure} className={ui.error} />
    </form>
  );
}

type Change = (
  member: StaffListItem,
  body: { role?: StaffRole; disabled?: boolean },
  done: string,
) => Promise<void>;

/** A team member's role switch and disable/enable (not shown on one's own row). */
function MemberActions({ member, change }: { member: StaffListItem; change: Change }) {
  const otherRole: StaffRole = member.role === 'owner' ? 'staff' : 'owner';
  return (
    <span className={ui.actions}>
      <button
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        onClick={() => void change(member, { role: otherRole }, `${member.name} is now ${otherRole}`)}
      >
        Make {otherRole}
      </button>
      <button
        type="button"
        className={`${ui.button} ${member.status === 'disabled' ? ui.secondary : ui.danger}`}
        onClick={() =>
          void change(
            member,
            { disabled: member.status !== 'disabled' },
            member.status === 'disabled'
              ? `${member.name} can sign in again`
              : `${member.name} is disabled and signed out everywhere`,
          )
        }
      >
        {member.status === 'disabled' ? 'Enable' : 'Disable'}
      </button>
    </span>
  );
}

/** /operator/staff (owner): the team, invitations, roles and disabling (which ends every session at once). */
export function StaffPage() {
  const me = useStaffSession((s) => s.staff);
  const list = useLoad(['operator-staff'], () => fetchStaffList());

  const change: Change = async (member, body, done) => {
    try {
      await updateStaff(member._id, body);
      toast.success(done);
      void invalidateQueries(['operator-staff']);
    } catch (failure) {
      toast.error(errorMessage(failure, 'The change could not be saved.'));
    }
  };

  const columns: Column<StaffListItem>[] = [
    {
      header: 'Name',
      cell: (member) => (
        <>
          {member.name}
          {member._id === me?._id ? <span className={ui.muted}> (you)</span> : null}
        </>
      ),
    },
    { header: 'Email', cell: (member) => member.email },
    { header: 'Role', cell: (member) => member.role },
    {
      header: 'Status',
      cell: (member) => <span className={`${ui.badge} ${STATUS_CLASS[member.status]}`}>{member.status}</span>,
    },
    {
      header: 'Actions',
      cell: (member) => (member._id === me?._id ? null : <MemberActions member={member} change={change} />),
    },
  ];

  return (
    <BackOfficePage title="Staff">
      <InviteForm onInvited={() => void invalidateQueries(['operator-staff'])} />
      <LoadStates state={list} loading="Loading the team" fallback="The team could not be loaded.">
        {(data) => (
          <DataTable caption="The team" columns={columns} rows={data.items} rowKey={(member) => member._id} />
        )}
      </LoadStates>
    </BackOfficePage>
  );
}
