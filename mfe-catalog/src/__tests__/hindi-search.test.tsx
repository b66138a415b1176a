import '@testing-library/jest-dom';
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { http } from '@trippy/api-client';
import { packageMatchesSearch } from '@trippy/domain';
import type { Package } from '@trippy/contracts';
import { SearchPanel } from '../search/search-panel';
import { makePackage } from './fixtures';

// The header's search on a Hindi page, against a stand-in server that matches with the site's search rule.
type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;

const KEDARNATH = makePackage({
  name: 'Kedarnath Yatra (1 Dham)',
  slug: 'kedarnath-yatra',
  location: 'Haridwar - Sonprayag - Kedarnath',
  category: { name: 'Char Dham', slug: 'char-dham' },
});
const VALLEY = makePackage({
  name: 'Valley of Flowers Trek',
  slug: 'valley-of-flowers-trek',
  location: 'Chamoli',
});
const CATALOGUE: Package[] = [KEDARNATH, VALLEY];

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 0;
  onresult: ((event: { results: Array<Array<{ transcript: string }>> }) => void) | null = null;
  onerror: (() => void) | null = null;
  onend: (() => void) | null = null;
  start = jest.fn();
  stop = jest.fn();
  constructor() {
    FakeRecognition.instances.push(this);
  }
}
type SpeechWindow = Window & { webkitSpeechRecognition?: unknown };

const originalAdapter = http.defaults.adapter;
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  window.history.replaceState(null, '', '/hi/packages');
  const adapter: Adapter = async (config) => {
    const reply = (data: unknown) => ({
      status: 200,
      statusText: 'OK',
      data: { success: true, data },
      headers: {},
      config,
    });
    if (config.url === '/api/packages/suggestions') return reply([]);
    const q = String((config.params as { q?: unknown } | undefined)?.q ?? '');
    return reply(
      CATALOGUE.filter((pkg) =>
        packageMatchesSearch(
          {
            name: pkg.name,
            location: pkg.location,
            categoryName: pkg.category.name,
            description: pkg.description,
          },
          q,
        ),
      ),
    );
  };
  http.defaults.adapter = adapter;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  delete (window as SpeechWindow).webkitSpeechRecognition;
  FakeRecognition.instances = [];
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

async function renderHindiPanel() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/packages']}>
        <Suspense fallback="loading">
          <SearchPanel />
        </Suspense>
      </MemoryRouter>,
    );
  });
  return { user, input: screen.getByRole('combobox', { name: 'गंतव्य और पैकेज खोजें' }) };
}

test('its words, and the popular destinations shown in Hindi', async () => {
  const { user, input } = await renderHindiPanel();
  expect(input).toHaveAttribute('placeholder', 'ट्रेक, मंदिर, जगहें खोजें...');
  await user.click(input);
  const popular = within(screen.getByRole('group', { name: 'लोकप्रिय गंतव्य' })).getAllByRole('option');
  expect(popular.map((option) => option.textContent?.replace('चर्चित', ''))).toEqual([
    'केदारनाथ धाम',
    'बद्रीनाथ धाम',
    'गंगोत्री धाम',
    'यमुनोत्री धाम',
    'फूलों की घाटी',
    'रूपकुंड ट्रेक',
  ]);
});

test('"केदारनाथ" finds the Kedarnath package; choosing it opens its Hindi page', async () => {
  const { user, input } = await renderHindiPanel();
  await user.type(input, 'केदारनाथ');
  await act(() => jest.advanceTimersByTimeAsync(300));
  const results = await screen.findByRole('group', { name: 'खोज के नतीजे (1)' });
  expect(within(results).getByRole('option', { name: /Kedarnath Yatra/ })).toHaveTextContent(
    'प्रति व्यक्ति + 5% जीएसटी',
  );
  await user.keyboard('{Enter}');
  expect(window.location.pathname).toBe('/hi/packages/kedarnath-yatra');
});

test('choosing a popular destination searches it in Hindi and finds the same packages', async () => {
  const { user, input } = await renderHindiPanel();
  await user.click(input);
  await user.click(screen.getByRole('option', { name: 'फूलों की घाटी' }));
  expect(input).toHaveValue('फूलों की घाटी');
  await act(() => jest.advanceTimersByTimeAsync(300));
  const results = await screen.findByRole('group', { name: 'खोज के नतीजे (1)' });
  expect(within(results).getByRole('option', { name: /Valley of Flowers Trek/ })).toBeInTheDocument();
});

test('voice search listens in Hindi (hi-IN), one utterance, no interim results', async () => {
  (window as SpeechWindow).webkitSpeechRecognition = FakeRecognition;
  const { user } = await renderHindiPanel();
  await user.click(screen.getByRole('button', { name: 'बोलकर खोजें' }));
  expect(FakeRecognition.instances[0]).toMatchObject({
    lang: 'hi-IN',
    interimResults: false,
    continuous: false,
  });
  expect(screen.getByText('सुन रहे हैं... अब बोलिए')).toBeInTheDocument();
});
