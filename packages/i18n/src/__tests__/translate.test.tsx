import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { formatPrice, formatTripDate } from '@trippy/domain';
import { createTranslate, defineCatalog, useTranslation, type HindiMessages } from '../index';

const SEATS = { one: '{count} seat left', other: '{count} seats left' };
const hi: HindiMessages = {
  '{count} seats left': { one: '{count} सीट बची', other: '{count} सीटें बचीं' },
  'Namaste, {name}': 'नमस्ते, {name}',
  'Book now': 'अभी बुक करें',
};

describe('createTranslate', () => {
  it('is the English text itself on English pages, values filled', () => {
    const t = createTranslate(null, 'en');
    expect(t('Book now')).toBe('Book now');
    expect(t('Namaste, {name}', { name: 'Sita' })).toBe('Namaste, Sita');
    expect(t.plural(1, SEATS)).toBe('1 seat left');
    expect(t.plural(0, SEATS)).toBe('0 seats left');
    expect(t.plural(12000, SEATS)).toBe('12,000 seats left');
  });

  it('uses the Hindi text and plural rules on Hindi pages, with Indian grouping', () => {
    const t = createTranslate(hi, 'hi');
    expect(t('Book now')).toBe('अभी बुक करें');
    expect(t('Namaste, {name}', { name: 'सीता' })).toBe('नमस्ते, सीता');
    // Hindi counts 0 and 1 as one.
    expect(t.plural(0, SEATS)).toBe('0 सीट बची');
    expect(t.plural(2, SEATS)).toBe('2 सीटें बचीं');
    expect(t.plural(100000, SEATS)).toBe('1,00,000 सीटें बचीं');
  });

  it('leaves a text without a translation in English and unknown placeholders as written', () => {
    const t = createTranslate(hi, 'hi');
    expect(t('Not translated')).toBe('Not translated');
    expect(t('Namaste, {name}')).toBe('नमस्ते, {name}');
  });
});

describe('money and dates in the page language', () => {
  it('formats rupees with Indian grouping and dates with Hindi month names', () => {
    expect(formatPrice(1899900, 'hi-IN')).toBe('₹18,999');
    expect(formatPrice(1899900)).toBe('₹18,999');
    expect(formatTripDate('2027-07-01', 'hi-IN')).toBe('1 जुलाई 2027');
    expect(formatTripDate('2027-07-01')).toBe('1 Jul 2027');
  });
});

describe('useTranslation', () => {
  let loads = 0;
  const catalog = defineCatalog('test-messages-hi', () => {
    loads += 1;
    return Promise.resolve({ default: hi });
  });
  function Seats() {
    const { t, tag } = useTranslation(catalog);
    return (
      <p data-tag={tag}>
        {t.plural(3, SEATS)} · {t('Book now')}
      </p>
    );
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders English on English pages without loading the Hindi chunk', () => {
    window.history.replaceState(null, '', '/packages/kedarnath');
    render(<Seats />);
    expect(screen.getByText('3 seats left · Book now').getAttribute('data-tag')).toBe('en-IN');
    expect(loads).toBe(0);
  });

  it('loads the Hindi chunk once on a Hindi page and renders in Hindi', async () => {
    window.history.replaceState(null, '', '/hi/packages/kedarnath');
    await act(async () => {
      render(
        <Suspense fallback="loading">
          <Seats />
          <Seats />
        </Suspense>,
      );
    });
    const shown = screen.getAllByText('3 सीटें बचीं · अभी बुक करें');
    expect(shown).toHaveLength(2);
    expect(shown[0]?.getAttribute('data-tag')).toBe('hi-IN');
    expect(loads).toBe(1);
  });
});
