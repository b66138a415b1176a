import {
  MESSAGE_TEMPLATE_KEYS,
  MESSAGE_TEMPLATES,
  MESSAGE_TEMPLATES_HINDI,
  PLACEHOLDERS_FOR,
  TEMPLATE_BODY_MAX,
  composeMessage,
  fillTemplate,
  missingValuesError,
  templateBodyError,
  type TemplateValues,
} from '../index';

const BOOKING: TemplateValues = {
  name: 'Meera',
  trip: 'Kedarnath Yatra',
  date: '2026-05-12',
  reference: 'TH-26-00042',
  travellers: 2,
  amountDue: 1_500_050,
  dueDate: '2026-04-21',
  officePhone: '+91 98370 12345',
};

describe('filling a template', () => {
  test('each placeholder is formatted: money in rupees and paise, dates as trip dates, a count in words', () => {
    const { text, missing } = fillTemplate(
      '{name}: {trip} on {date}, {reference}, {travellers}, {amountDue} by {dueDate}. Call {officePhone}.',
      BOOKING,
    );
    expect(text).toBe(
      'Meera: Kedarnath Yatra on 12 May 2026, TH-26-00042, 2 travellers, ₹15,000.50 by 21 Apr 2026. Call +91 98370 12345.',
    );
    expect(missing).toEqual([]);
  });

  test('one traveller is singular; a placeholder used twice is filled twice; zero rupees is an amount', () => {
    expect(fillTemplate('{travellers} / {trip} / {trip}', { travellers: 1, trip: 'Tungnath' }).text).toBe(
      '1 traveller / Tungnath / Tungnath',
    );
    expect(fillTemplate('Refund {refund}', { refund: 0 })).toEqual({ text: 'Refund ₹0.00', missing: [] });
  });

  test('what has no value stays as written and is reported once (nothing due, no pickup typed)', () => {
    const { text, missing } = fillTemplate('Due {amountDue} by {dueDate}; pickup {pickup}, {pickup}', {
      trip: 'Kedarnath Yatra',
    });
    expect(text).toBe('Due {amountDue} by {dueDate}; pickup {pickup}, {pickup}');
    expect(missing).toEqual(['amountDue', 'dueDate', 'pickup']);
    expect(missingValuesError(missing, 'booking')).toBe(
      '{amountDue}, {dueDate} cannot be filled for this booking: choose another message. Type the pickup place and time.',
    );
    expect(missingValuesError(['pickup'], 'booking')).toBe('Type the pickup place and time.');
    expect(missingValuesError([], 'lead')).toBeNull();
  });

  test('a typed value is one line: its line breaks and runs of spaces are folded', () => {
    expect(fillTemplate('Pickup: {pickup}.', { pickup: '  Clock Tower,\n 6 am ' }).text).toBe(
      'Pickup: Clock Tower, 6 am.',
    );
  });

  test('a message opens with the greeting, by name when there is one', () => {
    expect(composeMessage('Your trip {trip}.', { name: 'Meera', trip: 'Har Ki Dun' }).text).toBe(
      'Namaste Meera,\n\nYour trip Har Ki Dun.',
    );
    expect(composeMessage('Hello', {}).text).toBe('Namaste,\n\nHello');
  });

  test('every default text fills completely from a booking or an enquiry, pickup and reason given', () => {
    for (const key of MESSAGE_TEMPLATE_KEYS) {
      const template = MESSAGE_TEMPLATES[key];
      expect(templateBodyError(template.defaultBody, template.audience)).toBeNull();
      const { text, missing } = fillTemplate(template.defaultBody, {
        ...BOOKING,
        refund: 700_000,
        reason: 'Landslide near Sonprayag',
        pickup: 'ISBT Dehradun, 6 am',
      });
      expect(missing).toEqual([]);
      expect(text).not.toMatch(/[{}]/);
    }
  });
});

describe('the Hindi texts of the mails customers get in their language', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  test('each says what its English template says: the same placeholders, valid, filled in Hindi', () => {
    const keys = Object.keys(MESSAGE_TEMPLATES_HINDI) as (keyof typeof MESSAGE_TEMPLATES_HINDI)[];
    expect(keys.sort()).toEqual(['balance-reminder', 'departure-cancelled']);
    for (const key of keys) {
      const hindi = MESSAGE_TEMPLATES_HINDI[key]!;
      expect({ key, placeholders: placeholders(hindi) }).toEqual({
        key,
        placeholders: placeholders(MESSAGE_TEMPLATES[key].defaultBody),
      });
      expect(templateBodyError(hindi, MESSAGE_TEMPLATES[key].audience)).toBeNull();
      const { text, missing } = fillTemplate(
        hindi,
        { ...BOOKING, refund: 700_000, reason: 'भूस्खलन' },
        'hi-IN',
      );
      expect(missing).toEqual([]);
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text).toContain('₹');
    }
  });
});

describe('checking a template staff save', () => {
  test('a typo in a placeholder is caught and the right ones are named', () => {
    expect(templateBodyError('Namaste {nmae}', 'booking')).toBe(
      'Unknown placeholder {nmae}. Use {name}, {trip}, {date}, {reference}, {travellers}, {amountDue}, {dueDate}, {refund}, {reason}, {pickup}, {officePhone}',
    );
    expect(templateBodyError('Hello { name }', 'lead')).toMatch(/^Unknown placeholder \{ name \}/);
    expect(templateBodyError('Hello {}', 'lead')).toMatch(/^Unknown placeholder \{\}/);
  });

  test('an enquiry has no booking: its template cannot use booking values', () => {
    expect(PLACEHOLDERS_FOR.lead).toEqual(['name', 'trip', 'officePhone']);
    expect(templateBodyError('Pay {amountDue}', 'lead')).toBe(
      '{amountDue} cannot be filled for an enquiry (there is no booking). Use {name}, {trip}, {officePhone}',
    );
    expect(templateBodyError('Pay {amountDue}', 'booking')).toBeNull();
  });

  test('empty, too long and unclosed braces are refused', () => {
    expect(templateBodyError('  \n ', 'booking')).toBe('Write the message');
    expect(templateBodyError('x'.repeat(TEMPLATE_BODY_MAX), 'booking')).toBeNull();
    expect(templateBodyError('x'.repeat(TEMPLATE_BODY_MAX + 1), 'booking')).toBe(
      'The message is 1001 characters: at most 1000',
    );
    expect(templateBodyError('See you {date', 'booking')).toBe(
      'A brace is not closed: write placeholders as {name}',
    );
    expect(templateBodyError('See you date}', 'booking')).not.toBeNull();
  });

  test('a long run of braces is checked in linear time', () => {
    const started = Date.now();
    expect(templateBodyError('{'.repeat(TEMPLATE_BODY_MAX), 'booking')).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(200);
  });
});
