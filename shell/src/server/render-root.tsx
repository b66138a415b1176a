import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { PageRenderContext, RootQueriesContext, rootIdPrefix, type PageRender } from '@trippy/federation';

export class RenderDeadlineError extends Error {
  constructor(root: string, ms: number) {
    super(`${root} did not render within ${ms} ms`);
    this.name = 'RenderDeadlineError';
  }
}

/**
 * Renders one React root of the page to HTML once everything in it (lazy pages, other remotes' widgets,
 * data) is ready, with the root's `useId` prefix. Fails when it takes longer than the deadline.
 */
export async function renderRoot(
  root: string,
  tree: ReactNode,
  render: PageRender,
  deadlineMs: number,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RenderDeadlineError(root, deadlineMs)), deadlineMs);
  const queries = new Set<string>();
  try {
    // prerender waits for every Suspense boundary: complete HTML, no streaming scripts (none would pass the CSP).
    const { prelude } = await prerender(
      <PageRenderContext.Provider value={render}>
        <RootQueriesContext.Provider value={queries}>{tree}</RootQueriesContext.Provider>
      </PageRenderContext.Provider>,
      {
        identifierPrefix: rootIdPrefix(root),
        // Never outline a large boundary for progressive reveal: that needs an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        signal: controller.signal,
        onError: (error: unknown) => {
          // A widget that failed is rendered by the browser instead; the rest of the page goes on.
          if (!controller.signal.aborted)
            console.warn(`[ssr] ${root}:`, error instanceof Error ? error.message : error);
        },
      },
    );
    if (controller.signal.aborted) throw new RenderDeadlineError(root, deadlineMs);
    const html = await new Response(prelude).text();
    for (const query of queries) render.renderedQueries.add(query);
    return html;
  } finally {
    clearTimeout(timer);
  }
}
