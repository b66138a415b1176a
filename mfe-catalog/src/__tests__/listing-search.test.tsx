import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { useLocation } from '@trippy/router';
import { http } from '@trippy/api-client';
import { packageMatchesSearch } from '@trippy/domain';
import type { Package } from '@trippy/contracts';
import { PagedPackageListing } from '../listing';
import { parseSearchText } from '../listing/listing-query';
import { SearchPanel } from '../search/search-panel';
import { makePackage } from './fixtures';

// The network, faked where axios hands a request to the transport: a stand-in for GET /api/packages that
// answers with the domain's search rule, as the API does (the API's own tests check that it does).
type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

const CATALOGUE: Package[] = [
  makePackage({ name: 'Roopkund Trek', slug: 'roopkund-trek', location: 'Lohajung' }),
  makePackage({
    name: 'Kedarnath Yatra',
    slug: 'kedarnath-yatra',
    location: 'Rudraprayag',
    category: { name: 'Char Dham', slug: 'char-dham' },
  }),
  makePackage({ name: 'Valley of Flowers Trek', slug: 'valley-of-flowers-trek', location: 'Chamoli' }),
];

let requests: Record<string, unknown>[];
const originalAdapter = http.defaults.adapter;

beforeEach(() => {
  requests = [];
  const adapter: Adapter = async (config: RequestConfig) => {
    const reply = (body: unknown) => ({ status: 200, statusText: 'OK', data: body, headers: {}, config });
    if (config.url === '/api/categories') return reply({ success: true, data: [] });
    const params = (config.params ?? {}) as Record<string, unknown>;
    if (config.url === '/api/packages') requests.push(params);
    const q = typeof params.q === 'string' ? params.q : '';
    const data = CATALOGUE.filter(
      (pkg) =>
        !q ||
        packageMatchesSearch(
          {
            name: pkg.name,
            location: pkg.location,
            categoryName: pkg.category.name,
            description: pkg.description,
          },
          q,
        ),
    );
    return reply({ success: true, data, page: { number: 1, size: 24, total: data.length, pages: 1 } });
  };
  http.defaults.adapter = adapter;
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderListing(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <PagedPackageListing />
      <Address />
    </MemoryRouter>,
  );
}

const cardNames = () =>
  // A listing's cards sit right under the page's h1: their names are h2s.
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.trim());

describe('the listing honours its search (?q=)', () => {
  test('asks for the search and shows only the matching cards, saying what was searched', async () => {
    renderListing('/packages?q=Roopkund');
    await waitFor(() => expect(cardNames()).toEqual(['Roopkund Trek']));
    expect(requests).toEqual([expect.objectContaining({ q: 'Roopkund', page: 1 })]);
    expect(screen.getByText('Roopkund', { selector: 'q' })).toBeInTheDocument();
    expect(screen.getByText('1 package')).toBeInTheDocument();
  });

  test('finds with the forgiving rule: synonyms and typos', async () => {
    renderListing(`/packages?q=${encodeURIComponent('केदारनाथ')}`);
    await waitFor(() => expect(cardNames()).toEqual(['Kedarnath Yatra']));
  });

  test('a typo in a long word still finds it', async () => {
    renderListing('/packages?q=roopkunt');
    await waitFor(() => expect(cardNames()).toEqual(['Roopkund Trek']));
  });

  test('Clear search lists every package again', async () => {
    const user = userEvent.setup();
    renderListing('/packages?q=roopkund&page=1');
    await waitFor(() => expect(cardNames()).toEqual(['Roopkund Trek']));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/packages$/);
    expect(requests.at(-1)).not.toHaveProperty('q');
  });

  test('a search that finds nothing says so and offers to clear it', async () => {
    renderListing('/packages?q=zzqx');
    const empty = await screen.findByText(/No packages match this search/);
    expect(cardNames()).toEqual([]);
    expect(
      within(empty.parentElement as HTMLElement).getByRole('button', { name: 'Clear search' }),
    ).toBeVisible();
  });

  test('text shorter than a search (or only spaces) lists everything', async () => {
    renderListing('/packages?q=%20ro%20');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(requests[0]).not.toHaveProperty('q');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  test('parseSearchText trims, drops control characters and keeps at most 100 characters', () => {
    const parse = (q: string) => parseSearchText(new URLSearchParams({ q }));
    expect(parse('  Roopkund  ')).toBe('Roopkund');
    expect(parse('ab')).toBe('');
    expect(parse('ked\u0000arnath')).toBe('ked arnath');
    expect(parse('k'.repeat(150))).toHaveLength(100);
    expect(parseSearchText(new URLSearchParams())).toBe('');
  });
});

describe('the search box shows the listing’s search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('with the text, not searched until the visitor comes to the field', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={['/packages?q=Roopkund']}>
        <SearchPanel variant="inline" initialQuery="Roopkund" />
      </MemoryRouter>,
    );
    const input = screen.getByRole('combobox', { name: 'Search destinations and packages' });
    expect(input).toHaveValue('Roopkund');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(requests).toEqual([]);

    await user.click(input);
    await act(() => jest.advanceTimersByTimeAsync(400));
    expect(requests).toEqual([expect.objectContaining({ q: 'Roopkund' })]);
    expect(await screen.findByRole('option', { name: /Roopkund Trek/ })).toBeInTheDocument();
  });
});
