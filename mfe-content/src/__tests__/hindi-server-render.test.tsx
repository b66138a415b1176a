/**
 * @jest-environment node
 */
// The server renders a Hindi page with its Hindi content in the HTML (it waits for the Hindi chunk) and names
// that chunk for the page's preloads; an English page neither loads nor names any Hindi content.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import { createPageRender, PageRenderContext, type PageRender } from '@trippy/federation';
import { CharDhamPage } from '../char-dham/char-dham-page';
import { DocRoute } from '../pages/doc-route';

jest.mock('@trippy/federation', () => ({
  ...jest.requireActual('@trippy/federation'),
  RemoteComponent: () => null,
}));

async function serverRender(
  path: string,
  pattern: string,
  page: ReactNode,
): Promise<{ html: string; render: PageRender }> {
  const render = createPageRender(path, 'https://trippy.test');
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
  const decoder = new TextDecoder();
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array | string>)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return { html, render };
}

/** The Hindi content files the page carries in its data (the browser hydrates with them, fetching no chunk). */
const hindiChunks = (render: PageRender) =>
  render.queryClient
    .getQueryCache()
    .findAll({ queryKey: ['content'] })
    .map((query) => String(query.queryKey[1]));

test('/hi/char-dham: Hindi content in the HTML, carried in the page data', async () => {
  const { html, render } = await serverRender('/hi/char-dham', '/char-dham', <CharDhamPage />);
  expect(html).toContain('चार धाम यात्रा मार्ग');
  expect(html).toContain('अक्सर पूछे जाने वाले सवाल');
  expect(html).not.toContain('Frequently Asked Questions');
  expect(hindiChunks(render)).toContain('content-char-dham-hi');
});

test('/char-dham: English as today, no Hindi content named', async () => {
  const { html, render } = await serverRender('/char-dham', '/char-dham', <CharDhamPage />);
  expect(html).toContain('Frequently Asked Questions');
  expect(html).not.toMatch(/[\u0900-\u097F]/);
  expect(hindiChunks(render).filter((chunk) => chunk.startsWith('content-char-dham'))).toEqual([]);
});

test('/hi/terms-and-conditions: the terms in Hindi', async () => {
  const { html, render } = await serverRender(
    '/hi/terms-and-conditions',
    '/terms-and-conditions',
    <DocRoute />,
  );
  expect(html).toContain('नियम और शर्तें');
  expect(html).toContain('15 जुलाई 2024 से लागू');
  expect(hindiChunks(render)).toContain('content-doc-terms-and-conditions-hi');
});
