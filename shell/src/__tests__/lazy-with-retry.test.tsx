import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createPageRender, lazyWithRetry, PageRenderContext } from '@trippy/federation';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

function Page({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

/** An import whose first attempt fails, as a chunk request lost on a bad connection. */
function flakyImport() {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    if (calls.count === 1) throw new Error('chunk load failed');
    return { default: Page };
  };
  return { calls, load };
}

const page = (LazyPage: ComponentType<{ name: string }>) => (
  <Boundary>
    <Suspense fallback={<p>loading</p>}>
      <LazyPage name="Kedarnath" />
    </Suspense>
  </Boundary>
);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('React.lazy keeps a failed import: the page stays broken', async () => {
  const { load } = flakyImport();
  render(page(lazy(load)));
  await screen.findByText('failed');
});

test('lazyWithRetry imports again after a failure, and the page renders', async () => {
  const { calls, load } = flakyImport();
  render(page(lazyWithRetry(load)));
  await screen.findByRole('heading', { name: 'Hello Kedarnath' });
  expect(calls.count).toBe(2);
});

test('a server render records the named chunk it rendered (its CSS goes in the page); unnamed, nothing', () => {
  const render = createPageRender('/', 'https://trippy.in');
  const Named = lazyWithRetry(async () => ({ default: Page }), 'content-home');
  const Unnamed = lazyWithRetry(async () => ({ default: Page }));
  // renderToString does not wait for the chunk (the fallback is written): the name is taken as it renders.
  const html = renderToString(
    <PageRenderContext.Provider value={render}>
      {page(Named)}
      {page(Unnamed)}
    </PageRenderContext.Provider>,
  );
  expect(html).toContain('loading');
  expect([...render.chunks]).toEqual(['content-home']);
});
