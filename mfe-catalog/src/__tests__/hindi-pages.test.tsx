import '@testing-library/jest-dom';
import { Suspense, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@trippy/router/testing';
import { addDays, formatTripDate, todayInIndia } from '@trippy/domain';
import type { Batch } from '@trippy/contracts';
import { PricePanel } from '../detail/price-panel';
import { TrekFacts } from '../detail/trip-sections';
import { ListingFilters } from '../listing/listing-filters';
import { makeDetail } from './fixtures';

// A Hindi page (/hi/...): the catalogue's Hindi chunk loads once, then the screens render in Hindi.
async function renderHindi(path: string, ui: ReactNode) {
  window.history.replaceState(null, '', `/hi${path}`);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback="loading">{ui}</Suspense>
      </MemoryRouter>,
    );
  });
}

afterEach(() => window.history.replaceState(null, '', '/'));

const today = todayInIndia();
const batch = (id: string, daysAway: number, seatsLeft: number): Batch => ({
  _id: id.repeat(24),
  packageId: 'f'.repeat(24),
  startDate: addDays(today, daysAway),
  endDate: addDays(today, daysAway + 4),
  totalSeats: 20,
  seatsLeft,
  availability: seatsLeft === 0 ? 'sold-out' : 'available',
});

describe('the package page in Hindi', () => {
  test('the price panel and the booking bar: Hindi words, Indian grouping, Hindi dates', async () => {
    const pkg = makeDetail({ offerPrice: 1099900, originalPrice: 1299900, batches: [batch('a', 40, 12)] });
    await renderHindi(`/packages/${pkg.slug}`, <PricePanel pkg={pkg} />);

    expect(screen.getByRole('button', { name: 'अभी बुक करें' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'यह यात्रा बुक करें' })).toBeInTheDocument();
    expect(screen.getAllByText('प्रति व्यक्ति + 5% जीएसटी')).toHaveLength(2);
    expect(screen.getByText('15% छूट')).toBeInTheDocument();
    expect(screen.getByLabelText('यात्री')).toHaveValue(1);
    expect(screen.getByText('कुल (जीएसटी सहित)')).toBeInTheDocument();
    const bar = screen.getByTestId('booking-bar');
    expect(bar).toHaveTextContent(`${formatTripDate(pkg.batches[0]!.startDate, 'hi-IN')} · 12 सीटें बचीं`);
    expect(within(bar).getByRole('button', { name: 'यह तिथि बुक करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'व्हाट्सऐप करें' }).getAttribute('href')).toContain(
      encodeURIComponent('नमस्ते, मुझे'),
    );
  });

  test('a full departure offers the waitlist in Hindi', async () => {
    const pkg = makeDetail({ batches: [batch('a', 40, 0)] });
    await renderHindi(`/packages/${pkg.slug}`, <PricePanel pkg={pkg} />);
    expect(screen.getByText(/यह यात्रा पूरी भर चुकी है।/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /सभी सीटें भर गईं: वेटलिस्ट खुली है/ })).toBeChecked();
  });

  test('difficulty and fitness: the heading, the difficulty and the road pilgrimage note', async () => {
    const yatra = makeDetail({
      category: { name: 'Char Dham', slug: 'char-dham' },
      difficulty: 'moderate',
      maxAltitudeFt: 11755,
    });
    await renderHindi(`/packages/${yatra.slug}`, <TrekFacts pkg={yatra} />);
    expect(screen.getByRole('heading', { name: 'कठिनाई और फ़िटनेस' })).toBeInTheDocument();
    expect(screen.getByText('मध्यम')).toBeInTheDocument();
    expect(screen.getByText('11,755 फ़ीट')).toBeInTheDocument();
    expect(screen.getByText(/^मध्यम: ज़्यादातर सफ़र सड़क से।/)).toBeInTheDocument();
  });
});

test('the listing filters in Hindi, their options too', async () => {
  const query = { category: '', duration: '', price: '', sort: '' as const };
  await renderHindi('/packages', <ListingFilters query={query} categories={[]} onChange={() => undefined} />);
  expect(screen.getByRole('group', { name: 'पैकेज छाँटें और क्रम बदलें' })).toBeInTheDocument();
  const duration = screen.getByRole('combobox', { name: 'अवधि' });
  expect(
    within(duration)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['कोई भी अवधि', '3 दिन तक', '4 से 7 दिन', '8 दिन या ज़्यादा']);
  expect(screen.getByRole('combobox', { name: 'कीमत प्रति व्यक्ति + 5% जीएसटी' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'कीमत: कम से ज़्यादा' })).toBeInTheDocument();
});
