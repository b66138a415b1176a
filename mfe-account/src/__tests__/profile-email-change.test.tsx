import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import { toast } from 'sonner';
import { clearSession, sessionStore, storeLogin, useSession } from '@trippy/session';
import { confirmEmail, putProfile } from '../api/account-api';
import { ProfileForm } from '../profile/profile-form';
import { httpError } from './axios-errors';
import { BOOKING_PACKAGE, CUSTOMER } from './fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('../api/account-api', () => ({ putProfile: jest.fn(), confirmEmail: jest.fn() }));
const put = putProfile as jest.MockedFunction<typeof putProfile>;
const confirm = confirmEmail as jest.MockedFunction<typeof confirmEmail>;

const NEW_EMAIL = 'asha.new@example.in';
const SAVED = { ...CUSTOMER, address: '12 Rajpur Road' };
const OUR_COPY = `Profile updated successfully. We have sent a code to ${NEW_EMAIL}: enter it to confirm your new email.`;
// The server's words may differ from our copy of them: the page shows the server's.
const SERVER_MESSAGE = `${OUR_COPY} (server)`;
const CODE_LABEL = `Enter the code sent to ${NEW_EMAIL}`;

/** The profile form as the page shows it: fed by the session's customer, so it follows its changes. */
function LiveProfileForm() {
  const customer = useSession((s) => s.customer);
  return customer ? <ProfileForm customer={customer} /> : null;
}

function PackagePage() {
  return <p>package page</p>;
}

function renderForm(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/profile', state }]}>
      <Routes>
        <Route path="/profile" element={<LiveProfileForm />} />
        <Route path="/package/:id" element={<PackagePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Saves the profile with a new email; the server keeps the old one and answers with pendingEmail. */
async function changeEmail(user = userEvent.setup()) {
  put.mockResolvedValueOnce({
    success: true,
    data: { ...SAVED, pendingEmail: NEW_EMAIL },
    message: SERVER_MESSAGE,
  });
  await user.type(screen.getByLabelText('Address'), '12 Rajpur Road');
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'Asha.New@Example.in');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  storeLogin({ _id: CUSTOMER._id, token: 'token-1', customer: CUSTOMER });
});
afterEach(() => act(() => clearSession()));

describe('changing the email on the profile', () => {
  test("the server's message, then the code field; Confirm updates the session and says so", async () => {
    renderForm();
    const user = await changeEmail();
    expect(put).toHaveBeenCalledWith(CUSTOMER._id, expect.objectContaining({ email: NEW_EMAIL }));
    expect(toast.success).toHaveBeenCalledWith(SERVER_MESSAGE);
    expect(await screen.findByRole('status')).toHaveTextContent(SERVER_MESSAGE);
    // The code is the next thing to type.
    expect(screen.getByLabelText(CODE_LABEL)).toHaveFocus();
    // The old address stays in use until the code comes back.
    expect(sessionStore.getState().customer).toMatchObject({
      email: CUSTOMER.email,
      pendingEmail: NEW_EMAIL,
    });

    confirm.mockResolvedValueOnce({
      ...SAVED,
      email: NEW_EMAIL,
      pendingEmail: null,
      isProfileComplete: true,
    });
    await user.type(screen.getByLabelText(CODE_LABEL), '12a3456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirm).toHaveBeenCalledWith(CUSTOMER._id, '123456');
    expect(toast.success).toHaveBeenLastCalledWith('Your new email is confirmed');
    expect(sessionStore.getState().customer).toMatchObject({ email: NEW_EMAIL, pendingEmail: null });
    expect(JSON.parse(localStorage.getItem('customerData') ?? '{}')).toMatchObject({ email: NEW_EMAIL });
    expect(screen.queryByLabelText(CODE_LABEL)).not.toBeInTheDocument();
  });

  test('a wrong code shows the server message under the field, and a short code is refused without a call', async () => {
    renderForm();
    const user = await changeEmail();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter the 6-digit code from the email')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    confirm.mockRejectedValueOnce(
      httpError(400, {
        success: false,
        message: 'Invalid or expired code. Please check it or request a new one.',
      }),
    );
    await user.type(screen.getByLabelText(CODE_LABEL), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const error = await screen.findByText('Invalid or expired code. Please check it or request a new one.');
    expect(screen.getByLabelText(CODE_LABEL)).toHaveAttribute('aria-describedby', error.id);
    expect(screen.getByLabelText(CODE_LABEL)).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStore.getState().customer).toMatchObject({
      email: CUSTOMER.email,
      pendingEmail: NEW_EMAIL,
    });
  });

  test.each([
    [409, 'An account with this email already exists'],
    [429, 'Too many attempts. Please try again in 30 seconds.'],
  ])('a %i on confirm shows its message under the field', async (status, message) => {
    renderForm();
    const user = await changeEmail();
    confirm.mockRejectedValueOnce(httpError(status, { success: false, message }));
    await user.type(await screen.findByLabelText(CODE_LABEL), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  test('during a booking: no return to the package until the new email is confirmed', async () => {
    renderForm({ packageData: BOOKING_PACKAGE });
    const user = await changeEmail();
    await screen.findByLabelText(CODE_LABEL);
    expect(screen.queryByText('package page')).not.toBeInTheDocument();
    confirm.mockResolvedValueOnce({ ...SAVED, email: NEW_EMAIL, pendingEmail: null });
    await user.type(screen.getByLabelText(CODE_LABEL), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('package page')).toBeInTheDocument();
  });

  test('a later save does not send the pending address again (no new code)', async () => {
    renderForm();
    const user = await changeEmail();
    await screen.findByLabelText(CODE_LABEL);
    put.mockResolvedValueOnce({
      success: true,
      data: { ...SAVED, address: '14 Rajpur Road', pendingEmail: NEW_EMAIL },
      message: 'Profile updated successfully',
    });
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '14 Rajpur Road');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(put).toHaveBeenCalledTimes(2);
    expect(put.mock.calls[1]?.[1]).not.toHaveProperty('email');
    expect(screen.getByLabelText(CODE_LABEL)).toBeInTheDocument();
  });

  test("after a reload the pending address still asks for its code, with our copy of the server's words", () => {
    act(() =>
      storeLogin({ _id: CUSTOMER._id, token: 'token-1', customer: { ...SAVED, pendingEmail: NEW_EMAIL } }),
    );
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent(OUR_COPY);
    expect(screen.getByLabelText(CODE_LABEL)).not.toHaveFocus();
  });

  test('Resend code, after the wait, saves the pending address again; a 429 shows under the field', async () => {
    jest.useFakeTimers();
    try {
      act(() =>
        storeLogin({ _id: CUSTOMER._id, token: 'token-1', customer: { ...SAVED, pendingEmail: NEW_EMAIL } }),
      );
      renderForm();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
      for (let i = 0; i < 30; i += 1) {
        await act(async () => {
          jest.advanceTimersByTime(1000);
        });
      }
      put.mockResolvedValueOnce({ success: true, data: { ...SAVED, pendingEmail: NEW_EMAIL } });
      await user.click(screen.getByRole('button', { name: 'Resend code' }));
      expect(put).toHaveBeenCalledWith(CUSTOMER._id, { email: NEW_EMAIL });
      expect(await screen.findByText(`A new code has been sent to ${NEW_EMAIL}.`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
      for (let i = 0; i < 30; i += 1) {
        await act(async () => {
          jest.advanceTimersByTime(1000);
        });
      }
      put.mockRejectedValueOnce(
        httpError(429, { success: false, message: 'Please wait 12 seconds before asking for a new code' }),
      );
      await user.click(screen.getByRole('button', { name: 'Resend code' }));
      expect(
        await screen.findByText('Please wait 12 seconds before asking for a new code'),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
