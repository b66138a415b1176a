import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchLeadAssignees, updateLead } from '@trippy/api-client';
import type { LeadDetail } from '@trippy/contracts';
import { staffSessionStore } from '@trippy/session';
import { LeadAssignment } from '../operator/lead-assignment';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  updateLead: jest.fn(),
  fetchLeadAssignees: jest.fn(),
}));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const mockUpdate = updateLead as jest.MockedFunction<typeof updateLead>;
const mockAssignees = fetchLeadAssignees as jest.MockedFunction<typeof fetchLeadAssignees>;

const ME = { _id: 'c'.repeat(24), name: 'Sunita Rana', email: 'sunita@example.in' };
const OTHER = { _id: 'd'.repeat(24), name: 'Deepak Joshi' };
const lead = (assignedTo: LeadDetail['assignedTo']): LeadDetail => ({
  _id: 'a'.repeat(24),
  form: 'side',
  firstName: 'Kavita',
  lastName: '',
  name: 'Kavita',
  email: 'kavita@example.in',
  countryCode: '91',
  phone: '9876543210',
  travelers: null,
  packageType: null,
  tripType: 'trek',
  message: '',
  status: 'new',
  assignedTo,
  contactedAt: null,
  createdAt: '2026-05-10T10:00:00.000Z',
  updatedAt: '2026-05-10T10:00:00.000Z',
  notes: [],
  booking: null,
});

beforeEach(() => {
  mockUpdate.mockReset();
  mockAssignees.mockReset();
});
afterEach(() => staffSessionStore.setState({ token: null, staff: null }));

test('a member takes the lead in one click, or gives it back', async () => {
  staffSessionStore.setState({ token: 't', staff: { ...ME, role: 'staff' } });
  mockAssignees.mockResolvedValue([{ _id: ME._id, name: ME.name }, OTHER]);
  const onSaved = jest.fn();
  mockUpdate.mockResolvedValue(lead({ _id: ME._id, name: ME.name }));
  const { rerender } = render(<LeadAssignment lead={lead(OTHER)} onSaved={onSaved} />);
  expect(screen.getByTestId('lead-assignee')).toHaveTextContent('Deepak Joshi');
  await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
  expect(mockUpdate).toHaveBeenCalledWith('a'.repeat(24), { assignedTo: ME._id });
  await waitFor(() => expect(onSaved).toHaveBeenCalled());

  rerender(<LeadAssignment lead={lead({ _id: ME._id, name: ME.name })} onSaved={onSaved} />);
  expect(screen.getByTestId('lead-assignee')).toHaveTextContent('Sunita Rana (you)');
  expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
  mockUpdate.mockResolvedValue(lead(null));
  await waitFor(() => expect(screen.getByLabelText('Assign to')).toBeEnabled());
  await userEvent.selectOptions(screen.getByLabelText('Assign to'), 'Unassigned');
  await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
  expect(mockUpdate).toHaveBeenLastCalledWith('a'.repeat(24), { assignedTo: null });
});

test('any active member can be picked; the Assign button waits for a change', async () => {
  staffSessionStore.setState({ token: 't', staff: { ...ME, role: 'staff' } });
  mockAssignees.mockResolvedValue([{ _id: ME._id, name: ME.name }, OTHER]);
  mockUpdate.mockResolvedValue(lead(OTHER));
  render(<LeadAssignment lead={lead(null)} onSaved={jest.fn()} />);
  const select = screen.getByLabelText('Assign to');
  await waitFor(() => expect(select).toBeEnabled());
  expect(screen.getByRole('option', { name: 'Sunita Rana (you)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
  await userEvent.selectOptions(select, 'Deepak Joshi');
  await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
  expect(mockUpdate).toHaveBeenCalledWith('a'.repeat(24), { assignedTo: OTHER._id });
});

test('the current assignee stays listed after being disabled', async () => {
  staffSessionStore.setState({ token: 't', staff: { ...ME, role: 'owner' } });
  mockAssignees.mockResolvedValue([{ _id: ME._id, name: ME.name }]);
  render(<LeadAssignment lead={lead(OTHER)} onSaved={jest.fn()} />);
  await waitFor(() => expect(screen.getByLabelText('Assign to')).toBeEnabled());
  expect(screen.getByLabelText('Assign to')).toHaveValue(OTHER._id);
});
