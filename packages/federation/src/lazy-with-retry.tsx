import { lazy, type ComponentProps, type ComponentType, type JSX } from 'react';
import { usePageRender } from './ssr/page-render';

// As React.lazy's own signature: any component type, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` that can try again: React keeps a failed import's rejection for good, so one lost chunk
 * request (a phone losing signal, a reused connection the server had just closed) would break that page
 * until a reload, or on the page server for the life of the worker. After a failure the next render
 * imports afresh (webpack forgets a chunk that failed to load).
 *
 * `chunk`: the import's `webpackChunkName`. A server render records it, so the page carries the CSS of the
 * lazy chunks that rendered and not that of every page the remote could lazily show (and preloads their code).
 */
export function lazyWithRetry<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
  chunk?: string,
): (props: ComponentProps<T>) => JSX.Element {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  return function LazyWithRetry(props: ComponentProps<T>) {
    const render = usePageRender();
    if (chunk) render?.chunks.add(chunk);
    const Current = current as unknown as ComponentType<ComponentProps<T>>;
    return <Current {...props} />;
  };
}
