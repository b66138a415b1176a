import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@trippy/router/testing';
import { Toaster, toast } from 'sonner';
import { http } from '@trippy/api-client';
import type { Package } from '@trippy/contracts';
import { SearchPanel } from '../search/search-panel';
import { QUICK_TERMS } from '../search/search-constants';
import { makePackage } from './fixtures';

// The network, faked where axios hands a request to the transport (no axios import: not a catalog dependency).
type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

const VALLEY = makePackage({
  name: 'Valley of Flowers Trek',
  slug: 'valley-of-flowers-trek',
  location: 'Chamoli',
});
const KEDARNATH = makePackage({
  name: 'Kedarnath Yatra',
  slug: 'kedarnath-yatra',
  location: 'Rudraprayag',
  category: { name: 'Char Dham', slug: 'char-dham' },
});
const TREKS = Array.from({ length: 8 }, (_, i) =>
  makePackage({ name: `Himalayan trek ${i}`, description: 'Snow and meadows' }),
);
const CATALOGUE: Package[] = [KEDARNATH, VALLEY, ...TREKS];

/** Search requests (GET /api/packages?q=); the one-time suggestions request is counted apart. */
let requests: RequestConfig[];
let suggestionRequests: number;
const originalAdapter = http.defaults.adapter;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  window.history.replaceState(null, '', '/packages');
  requests = [];
  suggestionRequests = 0;
  // A stand-in for the server: its short list of terms, and its search (matching tested in the API's tests).
  const adapter: Adapter = async (config) => {
    const reply = (data: unknown) => ({
      status: 200,
      statusText: 'OK',
      data: { success: true, data },
      headers: {},
      config,
    });
    if (config.url === '/api/packages/suggestions') {
      suggestionRequests += 1;
      return reply(QUICK_TERMS);
    }
    requests.push(config);
    const needle = String((config.params as { q?: unknown } | undefined)?.q ?? '').toLowerCase();
    return reply(
      CATALOGUE.filter((pkg) =>
        [pkg.name, pkg.location, pkg.category.name, pkg.description].some((field) =>
          field.toLowerCase().includes(needle),
        ),
      ),
    );
  };
  http.defaults.adapter = adapter;
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  jest.useRealTimers();
});

function renderPanel() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={['/packages']}>
      <SearchPanel />
      <Toaster />
    </MemoryRouter>,
  );
  const input = screen.getByRole('combobox', { name: 'Search destinations and packages' });
  return { user, input };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const optionsIn = (group: string) =>
  within(screen.getByRole('group', { name: group })).getAllByRole('option');

describe('search panel: what it lists for 0, 1-2 and 3+ characters', () => {
  test('0 characters: the 3 newest recent searches and the 6 popular destinations, first 3 trending', async () => {
    const recent = [1, 2, 3, 4].map((i) => ({
      _id: `r${i}`,
      slug: `trip-r${i}`,
      name: `Recent ${i}`,
      location: 'Here',
    }));
    localStorage.setItem('recentSearches', JSON.stringify(recent));
    const { user, input } = renderPanel();
    await user.click(input);

    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionsIn('Recent Searches').map((o) => o.textContent)).toEqual([
      'Recent 1Here',
      'Recent 2Here',
      'Recent 3Here',
    ]);
    const popular = optionsIn('Popular Destinations');
    expect(popular.map((o) => o.textContent?.replace('Trending', ''))).toEqual([
      'Kedarnath Dham',
      'Badrinath Dham',
      'Gangotri Dham',
      'Yamunotri Dham',
      'Valley of Flowers',
      'Roopkund Trek',
    ]);
    expect(popular.map((o) => within(o).queryByText('Trending') !== null)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(requests).toHaveLength(0);
  });

  test('without recent searches only the popular destinations show', async () => {
    const { user, input } = renderPanel();
    await user.click(input);
    expect(screen.queryByRole('group', { name: 'Recent Searches' })).not.toBeInTheDocument();
    expect(optionsIn('Popular Destinations')).toHaveLength(6);
  });

  test('1-2 characters: at most 4 quick suggestions matched locally, no search request', async () => {
    const { user, input } = renderPanel();
    await user.type(input, 'tr');
    expect(optionsIn('Quick Suggestions')).toHaveLength(4);
    await user.clear(input);
    await user.type(input, 'k');
    const quick = optionsIn('Quick Suggestions');
    expect(quick.length).toBeGreaterThan(0);
    expect(quick.length).toBeLessThanOrEqual(4);
    expect(quick[0]).toHaveTextContent('Kedarnath Dham');
    await advance(1000);
    expect(requests).toHaveLength(0);
    // The server's short list of terms is asked for once, whatever is typed after.
    expect(suggestionRequests).toBe(1);
  });

  test('a quick suggestion chosen with the mouse becomes the query', async () => {
    const { user, input } = renderPanel();
    await user.type(input, 'va');
    await user.click(screen.getByRole('option', { name: 'Valley of Flowers' }));
    expect(input).toHaveValue('Valley of Flowers');
    expect(input).toHaveFocus();
    expect(screen.getByText('Searching amazing destinations...')).toBeInTheDocument();
  });

  test('3+ characters: loading text, one request after the 300 ms debounce for fast typing, then results', async () => {
    const { user, input } = renderPanel();
    await user.type(input, 'hima');
    expect(screen.getByText('Searching amazing destinations...')).toBeInTheDocument();
    await advance(250);
    await user.type(input, 'layan');
    await advance(299);
    expect(requests).toHaveLength(0);
    expect(screen.getByText('Searching amazing destinations...')).toBeInTheDocument();

    await advance(1);
    await screen.findByRole('group', { name: 'Search Results (6)' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'get',
      url: '/api/packages',
      params: { q: 'himalayan', limit: 6 },
    });
    expect(screen.queryByText('Searching amazing destinations...')).not.toBeInTheDocument();
    const results = optionsIn('Search Results (6)');
    expect(results).toHaveLength(6);
    expect(results[0]).toHaveTextContent('Himalayan trek 0');
    expect(results[0]).toHaveTextContent('₹9,999');

    // The same query again is answered from the cache.
    await user.clear(input);
    await user.type(input, 'himalayan');
    expect(screen.getByRole('group', { name: 'Search Results (6)' })).toBeInTheDocument();
    await advance(1000);
    expect(requests).toHaveLength(1);
  });

  test('no match: the no-results copy with the query, the hint and the popular destinations', async () => {
    const { user, input } = renderPanel();
    await user.type(input, 'zzqx');
    await advance(300);
    await screen.findByText('No results found for "zzqx"');
    expect(
      screen.getByText('Try different keywords or check spelling and popular searches'),
    ).toBeInTheDocument();
    expect(optionsIn('Popular Destinations')).toHaveLength(6);
    expect(requests).toHaveLength(1);
  });

  test('the clear button empties the query and goes back to the 0-character panel', async () => {
    const { user, input } = renderPanel();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(input, 'valley');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.queryByText('Searching amazing destinations...')).not.toBeInTheDocument();
    expect(optionsIn('Popular Destinations')).toHaveLength(6);
    await advance(1000);
    expect(requests).toHaveLength(0);
  });
});

describe('search panel: keyboard', () => {
  test('ArrowDown then Enter opens the package page and stores it in recentSearches', async () => {
    const { user, input } = renderPanel();
    await user.type(input, 'valley');
    await advance(300);
    await screen.findByRole('group', { name: 'Search Results (1)' });
    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: /Valley of Flowers Trek/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');

    // The header panel lives outside any router: it navigates through single-spa (history.pushState).
    expect(window.location.pathname).toBe('/packages/valley-of-flowers-trek');
    expect(JSON.parse(localStorage.getItem('recentSearches') ?? '[]')).toEqual([
      { _id: VALLEY._id, slug: VALLEY.slug, name: VALLEY.name, location: 'Chamoli' },
    ]);
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('Enter without a highlighted option opens the first result', async () => {
    const { user, input } = renderPanel();
    await user.type(input, 'trek');
    await advance(300);
    await screen.findByRole('group', { name: 'Search Results (6)' });
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe(`/packages/${VALLEY.slug}`);
  });

  test('the arrows wrap at both ends', async () => {
    const { user, input } = renderPanel();
    await user.type(input, 'trek');
    await advance(300);
    const results = within(await screen.findByRole('group', { name: 'Search Results (6)' })).getAllByRole(
      'option',
    );
    await user.keyboard('{ArrowUp}');
    expect(results[5]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(results[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(results[5]).toHaveAttribute('aria-selected', 'true');
  });

  test('Enter with no results and nothing highlighted does not replace the query', async () => {
    const { user, input } = renderPanel();
    await user.type(input, 'zzqx');
    await advance(300);
    await screen.findByText('No results found for "zzqx"');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('zzqx');
    expect(window.location.pathname).toBe('/packages');
  });

  test('Escape closes the panel', async () => {
    const { user, input } = renderPanel();
    await user.click(input);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveFocus();
  });
});

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 0;
  onresult: ((event: { results: Array<Array<{ transcript: string }>> }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = jest.fn();
  stop = jest.fn();
  constructor() {
    FakeRecognition.instances.push(this);
  }
  say(transcript: string) {
    this.onresult?.({ results: [[{ transcript }]] });
    this.onend?.();
  }
}

type SpeechWindow = Window & { webkitSpeechRecognition?: unknown };

describe('search panel: voice search', () => {
  afterEach(() => {
    delete (window as SpeechWindow).webkitSpeechRecognition;
    FakeRecognition.instances = [];
  });

  test('without speech recognition: the not-supported toast', async () => {
    const error = jest.spyOn(toast, 'error');
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    expect(await screen.findByText('Voice search not supported in this browser')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Voice search not supported in this browser');
    expect(screen.queryByText('Listening... Speak now')).not.toBeInTheDocument();
    error.mockRestore();
  });

  test('listening banner, en-IN single utterance; a result fills the query and searches', async () => {
    (window as SpeechWindow).webkitSpeechRecognition = FakeRecognition;
    const { user, input } = renderPanel();
    const mic = screen.getByRole('button', { name: 'Search by voice' });
    await user.click(mic);

    const [rec] = FakeRecognition.instances;
    expect(rec).toMatchObject({ lang: 'en-IN', interimResults: false, continuous: false });
    expect(rec?.start).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Listening... Speak now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(mic).toHaveAttribute('aria-pressed', 'true');

    act(() => rec?.say('kedarnath'));
    expect(input).toHaveValue('kedarnath');
    expect(screen.queryByText('Listening... Speak now')).not.toBeInTheDocument();
    expect(screen.getByText('Searching amazing destinations...')).toBeInTheDocument();
    await advance(300);
    await screen.findByRole('group', { name: 'Search Results (1)' });
    expect(screen.getByRole('option', { name: /Kedarnath Yatra/ })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  test('Stop ends listening', async () => {
    (window as SpeechWindow).webkitSpeechRecognition = FakeRecognition;
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(FakeRecognition.instances[0]?.stop).toHaveBeenCalled();
    expect(screen.queryByText('Listening... Speak now')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search by voice' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('after Stop or Escape a late result of that recognition is ignored', async () => {
    (window as SpeechWindow).webkitSpeechRecognition = FakeRecognition;
    const { user, input } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    act(() => FakeRecognition.instances[0]?.say('kedarnath'));
    expect(input).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    await user.keyboard('{Escape}');
    expect(FakeRecognition.instances[1]?.stop).toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    act(() => FakeRecognition.instances[1]?.say('badrinath'));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await advance(1000);
    expect(requests).toHaveLength(0);
  });

  test('listening again right after Stop is not ended by the first recognition ending late', async () => {
    (window as SpeechWindow).webkitSpeechRecognition = FakeRecognition;
    const { user, input } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    act(() => FakeRecognition.instances[0]?.onend?.());
    expect(screen.getByText('Listening... Speak now')).toBeInTheDocument();
    act(() => FakeRecognition.instances[1]?.say('valley'));
    expect(input).toHaveValue('valley');
  });

  test('a recognition error: the failed toast and back to idle', async () => {
    (window as SpeechWindow).webkitSpeechRecognition = FakeRecognition;
    const { user, input } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Search by voice' }));
    act(() => {
      FakeRecognition.instances[0]?.onerror?.({ error: 'network' });
      FakeRecognition.instances[0]?.onend?.();
    });
    expect(await screen.findByText('Voice search failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Listening... Speak now')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
  });
});

describe('the server-rendered panel, before its code has arrived', () => {
  const serverMarkup = () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/packages']}>
        <SearchPanel variant="header" />
      </MemoryRouter>,
    );
    document.body.appendChild(container);
    return container;
  };
  afterEach(() => document.body.replaceChildren());

  test('the combobox is a text field (role=combobox is not allowed on type=search) with a search keyboard', () => {
    const container = serverMarkup();
    const input = within(container).getByRole('combobox', { name: 'Search destinations and packages' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'search');
    expect(input).toHaveAttribute('enterkeyhint', 'search');
    expect(input).toHaveAttribute('aria-controls');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(container.querySelector('input[type="search"][role]')).toBeNull();
  });

  test('keeps the field and its buttons in the Tab order (none disabled); the buttons say they do nothing yet', () => {
    const container = serverMarkup();
    const input = within(container).getByRole('combobox', { name: 'Search destinations and packages' });
    expect(input).not.toBeDisabled();
    expect(input).not.toHaveAttribute('readonly');
    for (const name of ['Open search', 'Search by voice']) {
      const button = within(container).getByRole('button', { name });
      expect(button).not.toBeDisabled();
      expect(button).toHaveAttribute('aria-disabled', 'true');
    }
  });

  test('what was typed before hydration stays in the field and is searched once the code has arrived', async () => {
    const container = serverMarkup();
    const input = within(container).getByRole<HTMLInputElement>('combobox', {
      name: 'Search destinations and packages',
    });
    input.focus();
    input.value = 'valley';
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={['/packages']}>
          <SearchPanel variant="header" />
        </MemoryRouter>,
      );
    });
    await advance(1000);
    expect(input).toHaveValue('valley');
    expect(input).toHaveFocus();
    expect(requests.map((config) => (config.params as { q?: string }).q)).toEqual(['valley']);
    expect(within(container).getByRole('option', { name: /Valley of Flowers Trek/ })).toBeInTheDocument();
    expect(within(container).getByRole('button', { name: 'Search by voice' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
