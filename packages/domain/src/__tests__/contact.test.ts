import { EMAIL_MAX_LENGTH, isIndianMobile, isValidEmail } from '../contact';

describe('isValidEmail', () => {
  it.each(['meera@example.in', 'a.b+c@mail.co.in', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'meera',
    'meera@',
    '@example.in',
    'meera@example',
    'meera@@example.in',
    'me era@example.in',
    'a@b..in',
    'a@.in',
  ])('refuses %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses an address longer than the SMTP limit', () => {
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - 11)}@example.in`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - 10)}@example.in`)).toBe(false);
  });
});

describe('isIndianMobile', () => {
  it('accepts 10 digits starting 6-9 only', () => {
    expect(isIndianMobile('9876543210')).toBe(true);
    expect(isIndianMobile('5876543210')).toBe(false);
    expect(isIndianMobile('98765432101')).toBe(false);
  });
});
