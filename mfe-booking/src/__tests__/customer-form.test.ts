import { validateCustomerDetails } from '../confirmation/customer-form';

const valid = {
  fullName: 'Asha Rawat',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '12 Rajpur Road, Dehradun',
  emergencyContact: '9811122233',
  emergencyName: 'Ravi Rawat',
  specialRequirements: '',
};

describe('booking form validation', () => {
  test('a complete form has no errors; special requirements are optional', () => {
    expect(validateCustomerDetails(valid)).toEqual({});
  });

  test('every other field is required and named in its error', () => {
    const errors = validateCustomerDetails({ ...valid, fullName: ' ', address: '', emergencyName: '' });
    expect(errors).toEqual({
      fullName: 'Full Name is required',
      address: 'Address is required',
      emergencyName: 'Emergency Contact Name is required',
    });
  });

  test('email and phone numbers must be well formed', () => {
    const errors = validateCustomerDetails({
      ...valid,
      email: 'asha@',
      phone: '12345',
      emergencyContact: '5876543210',
    });
    expect(Object.keys(errors).sort()).toEqual(['email', 'emergencyContact', 'phone']);
  });
});
