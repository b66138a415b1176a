import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { formatPrice, formatTripDate } from '@trippy/domain';
import { createTranslate, defineCatalog, useTranslation } from '../index';

const en = {
  seatsLeft_one: '{count} seat left',
  seatsLeft_other: '{count} seats left',
  greeting: 'Namaste, {name}',
  plain: 'Book now',
} as const;
const hi = {
  seatsLeft_one: '{count} सीट बची',
  seatsLeft_other: '{count} सीटें बचीं',
  greeting: 'नमस्ते, {name}',
  plain: 'अभी बुक करें',
};

describe('createTranslate', () => {
  it('picks the plural form of each language and writes numbers in its grouping', () => {
    const english = createTranslate(en, 'en');
    const hindi = createTranslate(hi, 'hi');
    expect(english('seatsLeft', { count: 1 })).toBe('1 seat left');
    expect(english('seatsLeft', { count: 0 })).toBe('0 seats left');
    expect(english('seatsLeft', { count: 12000 })).toBe('12,000 seats left');
    // Hindi counts 0 and 1 as one.
    expect(hindi('seatsLeft', { count: 0 })).toBe('0 सीट बची');
    expect(hindi('seatsLeft', { count: 2 })).toBe('2 सीटें बचीं');
    expect(hindi('seatsLeft', { count: 100000 })).toBe('1,00,000 सीटें बचीं');
  });

  it('fills named values and leaves unknown placeholders as written', () => {
    const hindi = createTranslate(hi, 'hi');
    expect(hindi('greeting', { name: 'सीता' })).toBe('नमस्ते, सीता');
    expect(hindi('greeting')).toBe('नमस्ते, {name}');
    expect(hindi('plain')).toBe('अभी बुक करें');
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
  function Seats() {
    const { t, tag } = useTranslation(catalog);
    return (
      <p data-tag={tag}>
        {t('seatsLeft', { count: 3 })} · {t('plain')}
      </p>
    );
  }
  let loads = 0;
  const catalog = defineCatalog('test-messages-hi', en, () => {
    loads += 1;
    return Promise.resolve({ default: hi });
  });

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
    expect(screen.getAllByText('3 सीटें बचीं · अभी बुक करें')).toHaveLength(2);
    expect(screen.getAllByText('3 सीटें बचीं · अभी बुक करें')[0]?.getAttribute('data-tag')).toBe('hi-IN');
    expect(loads).toBe(1);
  });
});
