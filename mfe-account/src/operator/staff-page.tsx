import { toast } from 'sonner';
import { errorMessage, fetchStaffList, inviteStaff, updateStaff } from '@trippy/api-client';
import type { StaffListItem, StaffRole } from '@trippy/contracts';
import { useStaffSession } from '@trippy/session';
import {
  BackOfficePage,
  backOfficeStyles as ui,
  LoadError,
  TableBox,
  Spinner,
  useForm,
  useLoad,
  FormFailure,
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

/** /operator/staff (owner): the team, invitations, roles and disabling (which ends every session at once). */
export function StaffPage() {
  const me = useStaffSession((s) => s.staff);
  const list = useLoad(() => fetchStaffList(), []);

  const change = async (
    member: StaffListItem,
    body: { role?: StaffRole; disabled?: boolean },
    done: string,
  ) => {
    try {
      await updateStaff(member._id, body);
      toast.success(done);
      list.reload();
    } catch (failure) {
      toast.error(errorMessage(failure, 'The change could not be saved.'));
    }
  };

  return (
    <BackOfficePage title="Staff">
      <InviteForm onInvited={list.reload} />
      {list.status === 'loading' ? <Spinner label="Loading the team" /> : null}
      {list.status === 'error' ? (
        <LoadError error={list.error} fallback="The team could not be loaded." onRetry={list.reload} />
      ) : null}
      {list.status === 'loaded' ? (
        <TableBox label="The team">
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((member) => {
                const self = member._id === me?._id;
                const otherRole: StaffRole = member.role === 'owner' ? 'staff' : 'owner';
                return (
                  <tr key={member._id}>
                    <td>
                      {member.name}
                      {self ? <span className={ui.muted}> (you)</span> : null}
                    </td>
                    <td>{member.email}</td>
                    <td>{member.role}</td>
                    <td>
                      <span className={`${ui.badge} ${STATUS_CLASS[member.status]}`}>{member.status}</span>
                    </td>
                    <td>
                      {self ? null : (
                        <span className={ui.actions}>
                          <button
                            type="button"
                            className={`${ui.button} ${ui.secondary}`}
                            onClick={() =>
                              void change(member, { role: otherRole }, `${member.name} is now ${otherRole}`)
                            }
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
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableBox>
      ) : null}
    </BackOfficePage>
  );
}
