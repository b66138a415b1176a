import { isProfileComplete } from '@trippy/domain';
import { createTranslate } from '@trippy/i18n';
import { outcomeOfError, outcomeOfResponse, PROFILE_MESSAGES } from '../profile/profile-messages';
import { validateProfile } from '../profile/profile-validation';
import { httpError, networkError, timeoutError } from './axios-errors';
import { CUSTOMER } from './fixtures';

const english = createTranslate(null, 'en');

describe('the profile-update catalogue', () => {
  test('success: Profile updated successfully, and the profile is complete', () => {
    const outcome = outcomeOfResponse({ success: true, data: { ...CUSTOMER, address: 'Dehradun' } }, english);
    expect(outcome).toMatchObject({ ok: true, message: 'Profile updated successfully' });
    expect(outcome.ok && outcome.customer.isProfileComplete).toBe(true);
  });

  test("a new email waiting for its code: the server's message, or our copy of it", () => {
    const data = { ...CUSTOMER, address: 'Dehradun', pendingEmail: 'new@example.in' };
    expect(outcomeOfResponse({ success: true, data, message: 'We have sent a code' }, english)).toMatchObject(
      {
        ok: true,
        message: 'We have sent a code',
        customer: { email: CUSTOMER.email, pendingEmail: 'new@example.in' },
      },
    );
    expect(outcomeOfResponse({ success: true, data }, english).message).toBe(
      'Profile updated successfully. We have sent a code to new@example.in: enter it to confirm your new email.',
    );
  });

  test('success false: the server message, or Failed to update profile', () => {
    expect(outcomeOfResponse({ success: false, message: 'Phone already used' }, english)).toEqual({
      ok: false,
      message: 'Phone already used',
    });
    expect(outcomeOfResponse({ success: false }, english)).toEqual({
      ok: false,
      message: 'Failed to update profile',
    });
  });

  test('an error with a server message shows it', () => {
    const conflict = httpError(409, {
      success: false,
      message: 'An account with this email or phone already exists',
    });
    expect(outcomeOfError(conflict, english).message).toBe(
      'An account with this email or phone already exists',
    );
  });

  test('a time-out or taking-longer error', () => {
    expect(outcomeOfError(timeoutError(), english).message).toBe(
      'Server is taking longer than expected. Please try again.',
    );
    expect(outcomeOfError(new Error('Server is taking longer than usual'), english).message).toBe(
      PROFILE_MESSAGES.slow,
    );
  });

  test('anything else: Failed to update profile. Please try again.', () => {
    expect(outcomeOfError(networkError(), english).message).toBe(
      'Failed to update profile. Please try again.',
    );
    expect(outcomeOfError(httpError(500, 'oops'), english).message).toBe(
      'Failed to update profile. Please try again.',
    );
  });

  test('a 401 means the session is gone', () => {
    expect(outcomeOfError(httpError(401, { success: false }), english).message).toBe(
      'Session expired. Please login again.',
    );
  });
});

describe('profile completeness', () => {
  test('needs first name, last name, phone and address', () => {
    expect(isProfileComplete({ ...CUSTOMER, address: '12 Rajpur Road' })).toBe(true);
    expect(isProfileComplete(CUSTOMER)).toBe(false);
    expect(isProfileComplete({ ...CUSTOMER, address: 'x', phone: ' ' })).toBe(false);
    expect(isProfileComplete({ ...CUSTOMER, address: 'x', firstName: '' })).toBe(false);
    expect(isProfileComplete({ ...CUSTOMER, address: 'x', lastName: null })).toBe(false);
  });

  test('the form asks for every field completeness needs', () => {
    expect(validateProfile({ ...CUSTOMER, address: '12 Rajpur Road' })).toEqual({});
    expect(validateProfile({ firstName: '', lastName: '', phone: '123', address: ' ', email: 'x' })).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      phone: 'Enter a 10-digit mobile number',
      address: 'Enter your address',
      email: 'Enter a valid email address',
    });
  });
});
