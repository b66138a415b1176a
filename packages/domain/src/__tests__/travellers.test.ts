import { idNumberError, maskIdNumber, normaliseIdNumber, travellersError } from '../index';

const lead = {
  fullName: 'Meera Bisht',
  age: 34,
  gender: 'female',
  phone: '9876543210',
  idType: 'aadhaar' as const,
  idNumber: '2345 6789 0123',
};

describe('identity numbers', () => {
  it.each([
    ['aadhaar', '234567890123'],
    ['aadhaar', '2345 6789 0123'],
    ['passport', 'k1234567'],
    ['voter-id', 'ABC1234567'],
    ['driving-licence', 'UK0720190012345'],
    ['driving-licence', 'UK-07201900123456'],
    ['driving-licence', 'UK 0720190012345'],
    // The example the error message gives must itself be valid.
    ['driving-licence', 'UK07 20190012345'],
    ['driving-licence', 'UK07-20190012345'],
  ] as const)('accepts %s %s', (type, number) => {
    expect(idNumberError(type, number)).toBe('');
  });

  it.each([
    ['aadhaar', '23456789012'],
    ['aadhaar', '2345678901234'],
    ['aadhaar', '23456789012A'],
    ['passport', 'K123456'],
    ['passport', '12345678'],
    ['voter-id', 'AB12345678'],
    ['driving-licence', 'UK072019001234'.slice(0, 14)],
    ['driving-licence', 'UK--0720190012345'],
    ['driving-licence', 'U10720190012345'],
  ] as const)('refuses %s %s', (type, number) => {
    expect(idNumberError(type, number)).not.toBe('');
  });

  it('masks all but the last 4 characters', () => {
    expect(maskIdNumber('aadhaar', '2345 6789 0123')).toBe('XXXX XXXX 0123');
    expect(maskIdNumber('passport', 'K1234567')).toBe('XXXX4567');
    expect(maskIdNumber('driving-licence', 'UK-0720190012345')).toBe('XXXXXXXXXXX2345');
  });

  it('normalises case and Aadhaar spaces', () => {
    expect(normaliseIdNumber('aadhaar', ' 2345 6789 0123 ')).toBe('234567890123');
    expect(normaliseIdNumber('passport', 'k1234567')).toBe('K1234567');
  });

  it('answers quickly on a long hostile input (linear patterns)', () => {
    const started = Date.now();
    idNumberError('driving-licence', `UK${'-'.repeat(50_000)}`);
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe('travellersError', () => {
  it('accepts one complete traveller per seat', () => {
    expect(travellersError([lead, { ...lead, phone: undefined }], 2)).toBe('');
  });

  it('names the count when it does not match the seats', () => {
    expect(travellersError([lead], 2)).toBe('Add exactly one traveller per seat: 2 seats, 1 traveller');
  });

  it('names the traveller and the field', () => {
    expect(travellersError([lead, { ...lead, age: undefined }], 2)).toBe('Traveller 2: enter the age');
    expect(travellersError([{ ...lead, phone: undefined }], 1)).toBe(
      "Traveller 1: enter the lead traveller's phone",
    );
    expect(travellersError([lead, { ...lead, idNumber: '1234' }], 2)).toBe(
      'Traveller 2: the Aadhaar number must be 12 digits',
    );
  });
});
