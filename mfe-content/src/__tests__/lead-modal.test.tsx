import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiFailure, createLead } from '@trippy/api-client';
import { AUTO_CLOSE_MS, LeadModal } from '../lead-forms/lead-modal';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  createLead: jest.fn(),
}));
const mockCreateLead = createLead as jest.MockedFunction<typeof createLead>;

function fill() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Meera' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9876543210' } });
  fireEvent.change(screen.getByLabelText('Package'), { target: { value: '4dham' } });
  fireEvent.change(screen.getByLabelText('Number of travelers'), { target: { value: '3' } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Plan My / }));

describe('Plan Your Trip lead modal', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => jest.useRealTimers());

  test('title, close button, +91 only, and the placeholder package is not a choice', () => {
    const onClose = jest.fn();
    render(<LeadModal onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Plan Your Trip With Trippy Himalaya' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('+91');
    expect(screen.getByRole('option', { name: 'Select a package' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test("the button names the chosen trip: the spec's Plan My Char Dham Yatra only for Char Dham", () => {
    render(<LeadModal onClose={jest.fn()} />);
    const button = () => screen.getByRole('button', { name: /^Plan My / });
    expect(button()).toHaveTextContent(/^Plan My Trip$/);
    const chosen: [string, string][] = [
      ['4dham', 'Plan My Char Dham Yatra'],
      ['2dham', 'Plan My Do Dham Yatra'],
      ['1dham', 'Plan My Kedarnath Yatra'],
      ['valleyofflowers', 'Plan My Valley of Flowers Trek'],
    ];
    for (const [packageType, label] of chosen) {
      fireEvent.change(screen.getByLabelText('Package'), { target: { value: packageType } });
      expect(button()).toHaveTextContent(new RegExp(`^${label}$`));
    }
  });

  test('required fields block the submit and say why', () => {
    render(<LeadModal onClose={jest.fn()} />);
    submit();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a package')).toBeInTheDocument();
    expect(screen.getByText('Enter the number of travellers')).toBeInTheDocument();
    expect(mockCreateLead).not.toHaveBeenCalled();
  });

  test('Submitting... while busy, then the success state, then it closes itself after 3 seconds', async () => {
    jest.useFakeTimers();
    let resolve: (v: { _id: string }) => void = () => undefined;
    mockCreateLead.mockReturnValue(new Promise((r) => (resolve = r)));
    const onClose = jest.fn();
    render(<LeadModal onClose={onClose} />);
    fill();
    submit();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(mockCreateLead).toHaveBeenCalledWith({
      firstName: 'Meera',
      lastName: '',
      email: '',
      countryCode: '91',
      phone: '9876543210',
      travelers: 3,
      packageType: '4dham',
    });
    await act(async () => resolve({ _id: 'lead' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
    expect(AUTO_CLOSE_MS).toBe(3000);
    act(() => jest.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a server refusal stays open with Error: plus the server message', async () => {
    mockCreateLead.mockRejectedValue(new ApiFailure('Phone number is invalid', 400));
    const onClose = jest.fn();
    render(<LeadModal onClose={onClose} />);
    fill();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Phone number is invalid');
    expect(screen.getByRole('button', { name: 'Plan My Char Dham Yatra' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  test('a thrown error without a server message says Something went wrong.', async () => {
    mockCreateLead.mockRejectedValue(new Error('Network Error'));
    render(<LeadModal onClose={jest.fn()} />);
    fill();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong\.$/);
  });
});
