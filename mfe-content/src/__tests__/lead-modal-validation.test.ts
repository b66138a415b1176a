import { toLeadModalBody, validateLeadModal } from '../lead-forms/lead-modal-validation';

const valid = {
  firstName: 'Meera',
  lastName: '',
  email: '',
  phone: '9876543210',
  packageType: '4dham',
  travelers: '4',
};

describe('lead modal validation (spec 5)', () => {
  test('first name, phone, a package and a numeric travellers count are enough; email is optional', () => {
    expect(validateLeadModal(valid)).toEqual({});
  });

  test('the placeholder package is not a choice; travellers must be a whole number', () => {
    expect(
      validateLeadModal({ ...valid, firstName: ' ', packageType: '', travelers: 'two', email: 'x@' }),
    ).toEqual({
      firstName: 'First name is required',
      packageType: 'Choose a package',
      travelers: 'Enter the number of travellers',
      email: 'Enter a valid email address',
    });
  });

  test('the body carries country code 91 and an integer travellers count', () => {
    expect(toLeadModalBody(valid)).toMatchObject({ countryCode: '91', travelers: 4, packageType: '4dham' });
  });
});
