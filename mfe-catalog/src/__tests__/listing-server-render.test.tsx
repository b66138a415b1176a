/**
 * @jest-environment node
 */
// The listings as the server renders them (issue #34): the cards' names one level below the page's h1 (no
// skipped level), and an ItemList of the packages shown in the head's JSON-LD.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import { http } from '@trippy/api-client';
import type { Package } from '@trippy/contracts';
import { createPageRender, PageRenderContext, type JsonLd, type PageRender } from '@trippy/federation';
import { CATEGORY_PAGES, CategoryPage } from '../categories';
import { DestinationPage } from '../destinations';
import { DestinationsPage } from '../destinations/destinations-page';
import { packageItemListJsonLd } from '../listing';
import { PackagesPage } from '../pages/packages-page';
import { makePackage } from './fixtures';

// The search box of /packages is the catalogue's deferred widget: not part of what is checked here.
jest.mock('@trippy/federation', () => ({
  ...jest.requireActual('@trippy/federation'),
  RemoteComponent: () => null,
}));

type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;

const ORIGIN = 'https://trippy.test';
const CHAMOLI = { name: 'Chamoli', slug: 'chamoli' };
const CATALOGUE: Package[] = [
  makePackage({ name: 'Valley of Flowers Trek', slug: 'valley-of-flowers-trek', destination: CHAMOLI }),
  makePackage({ name: 'Roopkund Trek', slug: 'roopkund-trek', destination: CHAMOLI, offerPrice: 1999900 }),
  makePackage({
    name: 'Kedarnath Yatra',
    slug: 'kedarnath-yatra',
    category: { name: 'Char Dham', slug: 'char-dham' },
    destination: { name: 'Rudraprayag', slug: 'rudraprayag' },
  }),
];

let pageSize = 24;
const originalAdapter = http.defaults.adapter;
beforeEach(() => {
  pageSize = 24;
  const adapter: Adapter = async (config) => {
    const reply = (body: unknown) => ({ status: 200, statusText: 'OK', data: body, headers: {}, config });
    const params = (config.params ?? {}) as Record<string, unknown>;
    if (config.url === '/api/categories') return reply({ success: true, data: [] });
    if (config.url === '/api/destinations')
      return reply({
        success: true,
        data: [
          { _id: 'd1', ...CHAMOLI, region: 'Garhwal', packageCount: 2 },
          { _id: 'd2', name: 'Rudraprayag', slug: 'rudraprayag', region: 'Garhwal', packageCount: 1 },
        ],
      });
    const matching = CATALOGUE.filter(
      (pkg) =>
        (!params.category || pkg.category.slug === params.category) &&
        (!params.destination || pkg.destination.slug === params.destination),
    );
    if (params.page === undefined) return reply({ success: true, data: matching });
    // A paged listing answers the page asked for.
    const number = Number(params.page);
    const data = matching.slice((number - 1) * pageSize, number * pageSize);
    const pages = Math.ceil(matching.length / pageSize);
    return reply({ success: true, data, page: { number, size: pageSize, total: matching.length, pages } });
  };
  http.defaults.adapter = adapter;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

/** The page's HTML and head, rendered as the server does (its data loaded first). */
async function serverRender(path: string, pattern: string, page: ReactNode) {
  const render = createPageRender(path, ORIGIN);
  const { prelude } = await prerenderToNodeStream(
    <PageRenderContext.Provider value={render}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </PageRenderContext.Provider>,
  );
  let html = '';
  // A Node stream (the package has no Node types: only its async iteration is used).
  for await (const chunk of prelude as unknown as AsyncIterable<unknown>) html += String(chunk);
  return { html, head: render.head };
}

const levels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
const skips = (list: number[]) =>
  list.flatMap((level, i) =>
    i > 0 && level > (list[i - 1] ?? 1) + 1 ? [`h${list[i - 1]} then h${level}`] : [],
  );
const itemList = (head: PageRender['head']): JsonLd | undefined =>
  head.jsonLd?.find((data) => data['@type'] === 'ItemList');
const listItem = (position: number, slug: string, name: string) => ({
  '@type': 'ListItem',
  position,
  url: `${ORIGIN}/packages/${slug}`,
  name,
});

describe('/packages', () => {
  test('h1, then the cards’ names as h2; an ItemList of the packages shown', async () => {
    const { html, head } = await serverRender('/packages', '/packages', <PackagesPage />);
    expect(levels(html)).toEqual([1, 2, 2, 2]);
    expect(itemList(head)).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        listItem(1, 'valley-of-flowers-trek', 'Valley of Flowers Trek'),
        listItem(2, 'roopkund-trek', 'Roopkund Trek'),
        listItem(3, 'kedarnath-yatra', 'Kedarnath Yatra'),
      ],
    });
  });

  test('a later page lists its own packages, numbered on from the pages before it', async () => {
    pageSize = 2;
    const { head } = await serverRender('/packages?page=2', '/packages', <PackagesPage />);
    expect(itemList(head)?.itemListElement).toEqual([listItem(3, 'kedarnath-yatra', 'Kedarnath Yatra')]);
  });

  test('nothing listed: no ItemList', async () => {
    const { head } = await serverRender('/packages?category=none', '/packages', <PackagesPage />);
    expect(itemList(head)).toBeUndefined();
  });
});

test('a category page: h1, then the cards as h2; an ItemList of its packages', async () => {
  const config = { ...CATEGORY_PAGES[0]!, category: 'char-dham' };
  const { html, head } = await serverRender(config.path, config.path, <CategoryPage config={config} />);
  expect(levels(html)).toEqual([1, 2]);
  expect(itemList(head)?.itemListElement).toEqual([listItem(1, 'kedarnath-yatra', 'Kedarnath Yatra')]);
});

describe('/destination/:slug', () => {
  test('h1, then the cards as h2; its head keeps the title and adds the ItemList in the order shown', async () => {
    const { html, head } = await serverRender(
      '/destination/chamoli?sort=price-desc',
      '/destination/:slug',
      <DestinationPage />,
    );
    expect(levels(html)).toEqual([1, 2, 2]);
    expect(head.title).toBe('Chamoli Tour Packages | Trippy Himalaya');
    expect(itemList(head)).toEqual(
      packageItemListJsonLd(
        [
          { slug: 'roopkund-trek', name: 'Roopkund Trek' },
          { slug: 'valley-of-flowers-trek', name: 'Valley of Flowers Trek' },
        ],
        ORIGIN,
      ),
    );
  });
});

test('/destinations: h1, a destination’s h2, then its cards as h3', async () => {
  const { html } = await serverRender('/destinations', '/destinations', <DestinationsPage />);
  expect(levels(html)).toEqual([1, 2, 3, 3, 2, 3]);
  expect(skips(levels(html))).toEqual([]);
});

test('no listing skips a heading level', async () => {
  for (const [path, pattern, page] of [
    ['/packages', '/packages', <PackagesPage key="p" />],
    ['/destination/chamoli', '/destination/:slug', <DestinationPage key="d" />],
  ] as const) {
    const { html } = await serverRender(path, pattern, page);
    expect(skips(levels(html))).toEqual([]);
  }
});
