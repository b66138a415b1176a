/**
 * @jest-environment node
 */
// Which data travels with the page: only the queries of roots that rendered in time. A region that missed its
// deadline is rendered by the browser, which must load its data itself, whenever the query happened to settle.
import { createPageRender, usePageQuery } from '@trippy/federation';
import { pageDataOf } from '@trippy/federation/src/ssr/page-data-out';
import { renderRoot, RenderDeadlineError } from '../server/render-root';

const describeFailure = () => ({ message: 'failed', status: 500 });

function Trip({ load }: { load: () => Promise<string> }) {
  const { outcome } = usePageQuery(['package', 'kedarnath'], load, describeFailure);
  return <h1>{outcome?.ok ? outcome.value : 'none'}</h1>;
}

test("a root's data goes with the page when the root renders in time", async () => {
  const render = createPageRender('/packages/kedarnath', 'https://trippy.test');
  const html = await renderRoot('mfe-catalog', <Trip load={async () => 'Kedarnath Yatra'} />, render, 5_000);
  expect(html).toBe('<h1>Kedarnath Yatra</h1>');
  expect(pageDataOf(render)).toContain('Kedarnath Yatra');
});

test('a query that settles after its root missed the deadline stays out of the page', async () => {
  const render = createPageRender('/packages/kedarnath', 'https://trippy.test');
  let finish: (name: string) => void = () => undefined;
  const late = new Promise<string>((resolve) => {
    finish = resolve;
  });
  await expect(renderRoot('mfe-catalog', <Trip load={() => late} />, render, 20)).rejects.toBeInstanceOf(
    RenderDeadlineError,
  );
  // The load finishes while the rest of the page is still rendering: the client now holds it, settled.
  finish('Kedarnath Yatra');
  await render.pending.values().next().value;
  expect(render.queryClient.getQueryData(['package', 'kedarnath'])).toEqual({
    ok: true,
    value: 'Kedarnath Yatra',
  });
  expect(pageDataOf(render)).not.toContain('Kedarnath Yatra');
  expect(JSON.parse(pageDataOf(render))).toMatchObject({ queries: [] });
});
