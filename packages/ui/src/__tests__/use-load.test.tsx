import { act, render, screen } from '@testing-library/react';
import { ApiFailure, statusOf } from '@trippy/api-client';
import { PAGE_DATA_ELEMENT_ID } from '@trippy/contracts';
import { createPageRender, invalidateQueries, type Outcome, type QueryKey } from '@trippy/federation';
import { fillFromPage } from '@trippy/federation/src/data/page-queries';
import { pageDataOf } from '@trippy/federation/src/ssr/page-data-out';
import { useLoad } from '../use-load';

const KEY = ['package', 'valley-of-flowers-trek'] as const;

/** Writes a page as the server sends it: the outcomes of these queries, dehydrated into the data script. */
function writePage(queries: [QueryKey, Outcome<unknown>][]): void {
  const page = createPageRender('/packages/valley-of-flowers-trek', 'http://localhost');
  for (const [key, outcome] of queries) {
    page.queryClient.setQueryData(key, outcome);
    page.renderedQueries.add(page.queryClient.getQueryCache().find({ queryKey: key })!.queryHash);
  }
  document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataOf(page)}</script>`;
  fillFromPage();
}

function Package({ loader }: { loader: () => Promise<string> }) {
  const state = useLoad(KEY, loader);
  if (state.status === 'loading') return <p>Loading</p>;
  if (state.status === 'error') return <p role="alert">failed {statusOf(state.error) ?? 'no answer'}</p>;
  return <h1>{state.data}</h1>;
}

/** A few turns of the event loop: long enough for a fetch that would start on mount to have started. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useLoad: data by its key through the page query client', () => {
  test("the page's data serves the first render, and nothing is fetched for it", async () => {
    writePage([[KEY, { ok: true, value: 'Valley of Flowers' }]]);
    const loader = jest.fn(() => Promise.resolve('fetched'));
    render(<Package loader={loader} />);
    expect(screen.getByRole('heading').textContent).toBe('Valley of Flowers');
    await settle();
    expect(loader).not.toHaveBeenCalled();
    expect(screen.getByRole('heading').textContent).toBe('Valley of Flowers');
  });

  test('a later mount of the same key fetches again, showing what it has meanwhile', async () => {
    writePage([[KEY, { ok: true, value: 'Valley of Flowers' }]]);
    const loader = jest.fn(() => Promise.resolve('Valley of Flowers, 12 seats left'));
    const first = render(<Package loader={loader} />);
    await settle();
    first.unmount();
    render(<Package loader={loader} />);
    expect(screen.getByRole('heading').textContent).toBe('Valley of Flowers');
    await screen.findByText('Valley of Flowers, 12 seats left');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  test("a 404 the server met is the page's error, kept (the browser does not ask again)", async () => {
    writePage([[KEY, { ok: false, message: 'Package not found', status: 404 }]]);
    const loader = jest.fn(() => Promise.resolve('fetched'));
    render(<Package loader={loader} />);
    expect(screen.getByRole('alert').textContent).toBe('failed 404');
    await settle();
    expect(loader).not.toHaveBeenCalled();
  });

  test('a failure that may not last (a 503) is shown as the server rendered it, then asked again', async () => {
    writePage([[KEY, { ok: false, message: 'busy', status: 503 }]]);
    const loader = jest.fn(() => Promise.resolve('Valley of Flowers'));
    render(<Package loader={loader} />);
    expect(screen.getByRole('alert').textContent).toBe('failed 503');
    await screen.findByText('Valley of Flowers');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  test('without page data it loads; a failure in the browser keeps its own error', async () => {
    const loader = jest.fn(() => Promise.reject(new ApiFailure('Server error', 500)));
    render(<Package loader={loader} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('failed 500');
  });

  test('a change invalidates the key: what shows it fetches again, with no reload of its own', async () => {
    let seats = 12;
    const loader = jest.fn(() => Promise.resolve(`${seats} seats left`));
    render(<Package loader={loader} />);
    await screen.findByText('12 seats left');
    seats = 10;
    await act(() => invalidateQueries(['package']));
    await screen.findByText('10 seats left');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
