import { validateSignup } from '../signup/signup-validation';

const valid = {
  firstName: 'Asha',
  lastName: 'Rawat',
  email: 'asha@example.in',
  phone: '9876543210',
  password: 'Kedar@2026',
};

describe('signup validation', () => {
  test('accepts a complete registration', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  test('names every bad field', () => {
    expect(
      validateSignup({ firstName: '', lastName: ' ', email: 'x', phone: '98765', password: 'short' }),
    ).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter a valid email address',
      phone: 'Enter a 10-digit mobile number',
      password: 'Use at least 8 characters',
    });
  });
});
