import { whatsappChatUrl, whatsappNumber } from '../index';

describe('WhatsApp click-to-chat', () => {
  test.each([
    ['9876543210', '91', '919876543210'],
    ['98765 43210', '91', '919876543210'],
    ['098765-43210', '91', '919876543210'],
    ['+91 98765 43210', '91', '919876543210'],
    ['919876543210', '91', '919876543210'],
    ['0091 98765 43210', '91', '919876543210'],
    ['9198765432', '91', '919198765432'],
    ['7911 123456', '44', '447911123456'],
    ['+44 7911 123456', '91', '447911123456'],
    ['9876543210', '', '919876543210'],
  ])('%s (country %s) is %s', (phone, code, number) => {
    expect(whatsappNumber(phone, code)).toBe(number);
  });

  test('India is the default country', () => {
    expect(whatsappNumber('98765 43210')).toBe('919876543210');
  });

  test.each([[''], ['   '], ['abc'], ['12345'], ['+0 1234 5678'], ['+1234567890123456']])(
    '%j is not a number to chat with',
    (phone) => {
      expect(whatsappNumber(phone, '91')).toBeNull();
      expect(whatsappChatUrl(phone, '91', 'Hi')).toBeNull();
    },
  );

  test('the text is encoded whole: line breaks, rupees, ampersands and question marks survive', () => {
    const text = 'Namaste Meera,\n\nPay ₹15,000.50 & reply? #1';
    const url = whatsappChatUrl('98765 43210', '91', text);
    expect(url).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(text)}`);
    expect(url).toContain('%0A%0A');
    expect(new URL(url!).searchParams.get('text')).toBe(text);
  });

  test('without a text the link opens an empty chat', () => {
    expect(whatsappChatUrl('9876543210')).toBe('https://wa.me/919876543210');
  });
});
