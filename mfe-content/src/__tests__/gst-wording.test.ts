import { GST_PERCENT, PER_PERSON_PLUS_GST } from '@trippy/domain';
import charDham from '../content/char-dham.json';
import contact from '../content/contact.json';
import home from '../content/home.json';
import leadForms from '../content/lead-forms.json';
import { POST_SOURCES } from '../content/blog';
import { DOCS } from '../pages/doc-content';

// GST said one way (issue 36): every listed price is before GST and says "+ 5% GST" (PER_PERSON_PLUS_GST);
// the total with GST is shown before booking. No copy may claim that prices include GST.
const CONTENT: Record<string, unknown> = {
  'home.json': home,
  'char-dham.json': charDham,
  'contact.json': contact,
  'lead-forms.json': leadForms,
  ...Object.fromEntries(Object.entries(DOCS).map(([path, doc]) => [`page ${path}`, doc])),
  ...Object.fromEntries(POST_SOURCES.map(({ id, source }) => [`blog ${id}`, source])),
};

/** "Prices include GST", "the price you see includes GST", "rates are inclusive of 5% GST", "GST-inclusive price"... */
const CLAIMS_GST_INCLUDED = [
  /\b(prices?|rates?|fares?|costs?)\b[^.;:!?]*\b(include|includes|included|including|inclusive)\b[^.;:!?]*\bGST\b/i,
  /\bGST[- ]inclusive\b[^.;:!?]*\b(prices?|rates?|fares?)\b/i,
  /\b(prices?|rates?|fares?) (are )?(incl\.|with) (\d+% )?GST\b/i,
];

/** Every string of a content file (JSON values, or a Markdown source). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('GST one way in the content', () => {
  test('the rule catches the old claims', () => {
    for (const old of [
      'Prices include GST; pay 25% to book and the rest 15 days before departure.',
      'Honest prices: the price you see includes GST, and our cancellation policy is written in plain words.',
      'Prices are per person in Indian rupees and include 5% GST unless stated otherwise.',
      'All rates are inclusive of GST.',
      'Prices with 5% GST',
    ])
      expect(CLAIMS_GST_INCLUDED.some((claim) => claim.test(old))).toBe(true);
  });

  test.each(Object.keys(CONTENT))('%s never says prices include GST', (file) => {
    const found = strings(CONTENT[file]).filter((text) =>
      CLAIMS_GST_INCLUDED.some((claim) => claim.test(text)),
    );
    expect(found).toEqual([]);
  });

  test('the home page says prices are per person plus 5% GST, and the payment schedule of the spec', () => {
    const honest = home.why.items.find((item) => item.title === 'Honest, clear prices');
    expect(honest?.text).toContain(`per person plus ${GST_PERCENT}% GST`);
    expect(honest?.text).toContain('pay 25% to book and the rest 15 days before departure');
    expect(PER_PERSON_PLUS_GST).toBe(`per person + ${GST_PERCENT}% GST`);
  });
});
