import { TRAVELLER_ID_TYPE_LABELS, TRAVELLER_ID_TYPES } from '@trippy/contracts';
import { idNumberError, travellerFieldMessage } from '@trippy/domain';
import { checkoutInLocale } from '../shared/checkout-address';
import { emptyTraveller, validateTravellers } from '../travellers';
import { ID_TYPE_LABELS } from '../travellers/traveller-texts';

// The travellers' rules and labels are translated in this remote: their English must stay the domain's and
// the contracts' words exactly (the server answers in those).
describe('the travellers’ English', () => {
  test('a missing field is told as the domain tells it', () => {
    const [lead, second] = validateTravellers([emptyTraveller({ idNumber: '' }), emptyTraveller()]);
    for (const field of ['fullName', 'age', 'gender', 'phone', 'idNumber'] as const)
      expect(lead?.[field]).toBe(travellerFieldMessage(1, field, true));
    expect(second?.fullName).toBe(travellerFieldMessage(2, 'fullName', true));
  });

  test.each(TRAVELLER_ID_TYPES)('a %s number not valid for its document: the domain’s rule', (idType) => {
    const draft = emptyTraveller({ fullName: 'Asha', age: '34', gender: 'female', phone: '9876543210' });
    const [errors] = validateTravellers([{ ...draft, idType, idNumber: '1' }]);
    expect(errors?.idNumber).toBe(`Traveller 1: ${idNumberError(idType, '1')}`);
  });

  test('identity documents are named as the contracts name them', () => {
    expect(ID_TYPE_LABELS).toEqual(TRAVELLER_ID_TYPE_LABELS);
  });
});

describe('checkoutInLocale', () => {
  const sandbox = (back: string) =>
    `/sandbox/razorpay/checkout?order_id=order_1&callback_url=${encodeURIComponent(back)}`;

  test('a Hindi page’s payment comes back to the same page in Hindi', () => {
    expect(checkoutInLocale(sandbox('/booking-success?id=9'), 'hi')).toBe(
      sandbox('/hi/booking-success?id=9'),
    );
    expect(checkoutInLocale(sandbox('/profile?booking=9'), 'hi')).toBe(sandbox('/hi/profile?booking=9'));
  });

  test('English pages and addresses without a site path are left as they are', () => {
    expect(checkoutInLocale(sandbox('/booking-success?id=9'), 'en')).toBe(sandbox('/booking-success?id=9'));
    expect(checkoutInLocale('https://pay.example/checkout?x=1', 'hi')).toBe(
      'https://pay.example/checkout?x=1',
    );
  });
});
