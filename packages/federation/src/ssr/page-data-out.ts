import { dehydrate } from '@tanstack/react-query';
import { scriptJson } from '@trippy/contracts';
import type { PageRender } from './page-render';

/**
 * The render's data as the page carries it to the browser's query client: every settled query (a failure is
 * an outcome, see data/page-queries.ts), as JSON that cannot close its script element. Server only: imported
 * by path, so the browser's code does not carry `dehydrate`.
 */
export const pageDataOf = (render: PageRender): string =>
  scriptJson(
    dehydrate(render.queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
  );
