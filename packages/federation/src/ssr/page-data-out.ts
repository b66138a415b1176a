import { dehydrate } from '@tanstack/react-query';
import { scriptJson } from '@trippy/contracts';
import type { PageRender } from './page-render';

/**
 * The render's data as the page carries it to the browser's query client: the settled queries of the roots
 * that rendered in time (a failure is an outcome, see data/page-queries.ts), as JSON that cannot close its
 * script element. A query that settled after its root's deadline stays out: the browser renders that region
 * and loads its data itself, whatever the timing. Server only: imported by path, so the browser's code does
 * not carry `dehydrate`.
 */
export const pageDataOf = (render: PageRender): string =>
  scriptJson(
    dehydrate(render.queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && render.renderedQueries.has(query.queryHash),
    }),
  );
