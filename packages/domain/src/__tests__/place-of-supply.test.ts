import {
  INDIAN_STATES,
  SELLER,
  gstStateCode,
  pinCodeIn,
  placeOfSupply,
  sellerAddressLine,
  sellerLines,
  splitGst,
  stateOfPinCode,
} from '../index';

const seller = SELLER.address.state;
const of = (address: string, state?: string) => placeOfSupply({ address, state }, seller);

describe('placeOfSupply', () => {
  it('Dehradun 248006 is within Uttarakhand: CGST + SGST', () => {
    expect(of('Ballupur Chowk, Dehradun 248006')).toEqual({
      state: 'Uttarakhand',
      code: '05',
      source: 'pin-code',
      intraState: true,
    });
    const split = splitGst(105_000, of('Ballupur Chowk, Dehradun 248006').intraState);
    expect(split).toEqual({ taxableValue: 100_000, cgst: 2_500, sgst: 2_500, igst: 0 });
  });

  it('Delhi 110001 is another state: IGST', () => {
    expect(of('Connaught Place, New Delhi 110001')).toEqual({
      state: 'Delhi',
      code: '07',
      source: 'pin-code',
      intraState: false,
    });
    expect(splitGst(105_000, false)).toEqual({ taxableValue: 100_000, cgst: 0, sgst: 0, igst: 5_000 });
  });

  it('never reads the words of the address: "Uttarakhand" with a Delhi PIN is Delhi, IGST', () => {
    expect(of('Uttarakhand Sadan, Chanakyapuri, New Delhi 110021')).toMatchObject({
      state: 'Delhi',
      intraState: false,
    });
    expect(of('Near Uttarakhand Bhawan, Delhi, Uttarakhand 110001').intraState).toBe(false);
  });

  it('without a PIN or a chosen state: unknown, inter-state IGST (the documented fallback)', () => {
    for (const address of ['Rajpur Road, Dehradun, Uttarakhand', '', 'Flat 12, Block 4'])
      expect(of(address)).toEqual({ state: null, code: null, source: 'unknown', intraState: false });
    // A PIN the table cannot place (shared by Punjab and Chandigarh; the Army Postal Service).
    expect(of('Sector 17, Chandigarh 160017')).toMatchObject({ source: 'unknown', intraState: false });
    expect(of('C/o 56 APO 908156')).toMatchObject({ source: 'unknown', intraState: false });
  });

  it("prefers the customer's chosen state over the PIN, and ignores a name that is not a state", () => {
    expect(of('Connaught Place, New Delhi 110001', 'Uttarakhand')).toEqual({
      state: 'Uttarakhand',
      code: '05',
      source: 'customer-state',
      intraState: true,
    });
    expect(of('Ballupur, Dehradun 248006', 'Maharashtra')).toMatchObject({
      state: 'Maharashtra',
      intraState: false,
    });
    expect(of('Ballupur, Dehradun 248006', 'Uttaranchal')).toMatchObject({
      source: 'pin-code',
      intraState: true,
    });
  });
});

describe('PIN codes', () => {
  it('finds the PIN in an address, with or without a space, but not inside a phone number', () => {
    expect(pinCodeIn('14 Rajpur Road, Dehradun - 248 001')).toBe('248001');
    expect(pinCodeIn('Dehradun 248006, call 9837012345')).toBe('248006');
    expect(pinCodeIn('Call 98370 12345')).toBeUndefined();
    expect(pinCodeIn('House 012345')).toBeUndefined();
    expect(pinCodeIn('Old 110001, now Dehradun 248001')).toBe('248001');
  });

  it.each([
    ['248001', 'Uttarakhand'], // Dehradun
    ['249201', 'Uttarakhand'], // Rishikesh
    ['249401', 'Uttarakhand'], // Haridwar
    ['246445', 'Uttarakhand'], // Kedarnath
    ['246422', 'Uttarakhand'], // Badrinath
    ['263001', 'Uttarakhand'], // Nainital
    ['262501', 'Uttarakhand'], // Pithoragarh
    ['244713', 'Uttarakhand'], // Kashipur
    ['247667', 'Uttarakhand'], // Roorkee
    ['246701', 'Uttar Pradesh'], // Bijnor
    ['247001', undefined], // Saharanpur (UP), in a prefix shared with Haridwar district
    ['226001', 'Uttar Pradesh'], // Lucknow
    ['110001', 'Delhi'],
    ['122001', 'Haryana'], // Gurugram
    ['141001', 'Punjab'], // Ludhiana
    ['171001', 'Himachal Pradesh'], // Shimla
    ['190001', 'Jammu and Kashmir'], // Srinagar
    ['194101', 'Ladakh'], // Leh
    ['302001', 'Rajasthan'], // Jaipur
    ['380001', 'Gujarat'], // Ahmedabad
    ['400001', 'Maharashtra'], // Mumbai
    ['403001', 'Goa'], // Panaji
    ['452001', 'Madhya Pradesh'], // Indore
    ['492001', 'Chhattisgarh'], // Raipur
    ['500001', 'Telangana'], // Hyderabad
    ['520001', 'Andhra Pradesh'], // Vijayawada
    ['560001', 'Karnataka'], // Bengaluru
    ['600001', 'Tamil Nadu'], // Chennai
    ['682001', 'Kerala'], // Kochi
    ['682555', 'Lakshadweep'], // Kavaratti
    ['700001', 'West Bengal'], // Kolkata
    ['737101', 'Sikkim'], // Gangtok
    ['744101', 'Andaman and Nicobar Islands'], // Port Blair
    ['751001', 'Odisha'], // Bhubaneswar
    ['781001', 'Assam'], // Guwahati
    ['793001', 'Meghalaya'], // Shillong
    ['799001', 'Tripura'], // Agartala
    ['800001', 'Bihar'], // Patna
    ['834001', 'Jharkhand'], // Ranchi
    ['000000', undefined],
    ['12345', undefined],
  ])('%s is in %s', (pin, state) => {
    expect(stateOfPinCode(pin)).toBe(state);
  });
});

describe('the seller', () => {
  it('is in the state of its GSTIN and of its PIN code', () => {
    expect(SELLER.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    expect(SELLER.gstin.slice(0, 2)).toBe(gstStateCode(SELLER.address.state));
    expect(stateOfPinCode(SELLER.address.pinCode)).toBe(SELLER.address.state);
    expect(sellerAddressLine()).toBe('2nd Floor, 14 Rajpur Road, Dehradun, Uttarakhand 248001');
    expect(sellerLines()).toEqual([
      'Trippy Himalaya Tours Pvt. Ltd.',
      '2nd Floor, 14 Rajpur Road, Dehradun, Uttarakhand 248001',
      'GSTIN: 05AABCT1234F1Z5',
    ]);
  });

  it('lists every state and union territory once, with distinct GST codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
  });
});
