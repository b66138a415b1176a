import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, createLead } from '@trippy/api-client';
import { toast } from 'sonner';
import { OPEN_SEND_QUERY_EVENT } from '@trippy/contracts';
import { SendQueryTab } from '../lead-forms/send-query-tab';
import { toSendQueryBody, validateSendQuery } from '../lead-forms/send-query-validation';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  createLead: jest.fn(),
}));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const mockCreateLead = createLead as jest.MockedFunction<typeof createLead>;

const valid = {
  firstName: 'Ravi',
  phone: '9876543210',
  email: 'ravi@example.in',
  tripType: 'chardham',
  message: '',
};

describe('Send Query validation (spec 5)', () => {
  test('every field but the message is required; the empty Select Trip Type is not a choice', () => {
    expect(validateSendQuery(valid)).toEqual({});
    expect(validateSendQuery({ firstName: ' ', phone: '', email: '', tripType: '', message: '' })).toEqual({
      firstName: 'Name is required',
      phone: 'Phone is required',
      email: 'Email is required',
      tripType: 'Select a trip type',
    });
    expect(validateSendQuery({ ...valid, phone: '12345', email: 'ravi@', tripType: 'cruise' })).toEqual({
      phone: 'Enter a 10-digit mobile number',
      email: 'Enter a valid email address',
      tripType: 'Select a trip type',
    });
  });

  test('the body is the spec side-form payload; an empty message is left out', () => {
    expect(toSendQueryBody(valid)).toEqual({
      firstName: 'Ravi',
      phone: '9876543210',
      email: 'ravi@example.in',
      tripType: 'chardham',
    });
    expect(toSendQueryBody({ ...valid, message: ' 4 people in May ' }).message).toBe('4 people in May');
  });
});

async function openAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Send Query' }));
  const dialog = screen.getByRole('dialog', { name: 'Plan Your Trip' });
  await user.type(screen.getByLabelText('Name'), 'Ravi');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
  await user.selectOptions(screen.getByLabelText('Trip type'), "Trek's");
  return dialog;
}

describe('Send Query side tab', () => {
  beforeEach(() => jest.clearAllMocks());

  test('trip type options: Select Trip Type first, then the three spec choices and their values', async () => {
    const user = userEvent.setup();
    render(<SendQueryTab />);
    await user.click(screen.getByRole('button', { name: 'Send Query' }));
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.value])).toEqual([
      ['Select Trip Type', ''],
      ["Trek's", 'trek'],
      ['Char Dham Yatra', 'chardham'],
      ['Any Other Trip', 'other'],
    ]);
  });

  test('an empty submit shows the errors and sends nothing', async () => {
    const user = userEvent.setup();
    render(<SendQueryTab />);
    await user.click(screen.getByRole('button', { name: 'Send Query' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send Query' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Select a trip type')).toBeInTheDocument();
    expect(mockCreateLead).not.toHaveBeenCalled();
  });

  test('Sending... while busy, then Query Submitted Successfully! and the panel closes', async () => {
    let resolve: (v: { _id: string }) => void = () => undefined;
    mockCreateLead.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<SendQueryTab />);
    const dialog = await openAndFill(user);
    await user.type(screen.getByLabelText('Message (optional)'), 'Two people');
    await user.click(within(dialog).getByRole('button', { name: 'Send Query' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(mockCreateLead).toHaveBeenCalledWith({
      firstName: 'Ravi',
      phone: '9876543210',
      email: 'ravi@example.in',
      tripType: 'trek',
      message: 'Two people',
    });
    await act(async () => resolve({ _id: 'x' }));
    expect(toast.success).toHaveBeenCalledWith('Query Submitted Successfully!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a server refusal shows Error: plus its message and keeps the panel open', async () => {
    mockCreateLead.mockRejectedValue(new ApiFailure('Phone number is invalid', 400));
    const user = userEvent.setup();
    render(<SendQueryTab />);
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send Query' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Phone number is invalid');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Query', expanded: true })).toBeInTheDocument();
  });

  test('a network failure shows Something went wrong. Please try again.', async () => {
    mockCreateLead.mockRejectedValue(new Error('Network Error'));
    const user = userEvent.setup();
    render(<SendQueryTab />);
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send Query' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  test('the content:open-send-query event opens it with the trip type; Escape closes it', async () => {
    const user = userEvent.setup();
    render(<SendQueryTab />);
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_SEND_QUERY_EVENT.name, { detail: { tripType: 'chardham' } }));
    });
    expect(screen.getByRole('dialog', { name: 'Plan Your Trip' })).toBeInTheDocument();
    expect(screen.getByLabelText('Trip type')).toHaveValue('chardham');
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
