import React, { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { LifeCycles } from 'single-spa';

/** Set by the page server on a region it rendered; the browser hydrates that region instead of rendering it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';

/** `useId` prefix of one React root; the server renders that root with the same one. */
export const rootIdPrefix = (root: string): string => `${root}-`;

type Client = typeof ReactDOMClient;

/**
 * react-dom/client whose roots carry the root's id prefix (single-spa-react passes no options). Hydration
 * runs as a transition: React then hydrates in slices of a few milliseconds and lets the browser handle input
 * in between, instead of one long task per region (total blocking time on a phone).
 */
export function clientWithPrefix(prefix: string): Client {
  return {
    ...ReactDOMClient,
    createRoot: (container, options) =>
      ReactDOMClient.createRoot(container, { ...options, identifierPrefix: prefix }),
    hydrateRoot: (container, children, options) => {
      let root: ReturnType<Client['hydrateRoot']> | undefined;
      React.startTransition(() => {
        root = ReactDOMClient.hydrateRoot(container, children, { ...options, identifierPrefix: prefix });
      });
      return root!;
    },
  };
}

/** Whether a region holds HTML the server rendered for it; asking clears the mark (later mounts render). */
export function takeServerRendered(element: HTMLElement): boolean {
  const rendered = element.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && element.firstChild !== null;
  element.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  return rendered;
}

/** What a region shows when its App throws while rendering, instead of taking the page down. */
class RegionBoundary extends Component<
  { fallback: () => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}

/** Tells the mount it is done once React committed the region (its effects run after its children's). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * single-spa lifecycles of a remote's region: hydrated when the server rendered it, rendered otherwise. The
 * server renders the same `App` with the same id prefix (see the shell's server renderer). Written here rather
 * than taken from single-spa-react: these three functions are all the site uses of it, and it cost every page
 * 2.3 KB of JavaScript (gzip) on first load.
 */
export function createRegionLifecycles(
  remote: string,
  App: ComponentType,
  errorBoundary: () => ReactNode,
): LifeCycles {
  const client = clientWithPrefix(rootIdPrefix(remote));
  let root: ReturnType<Client['createRoot']> | undefined;
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props) =>
      new Promise<void>((resolve) => {
        const { domElement } = props as unknown as { domElement: HTMLElement };
        const tree = (
          <Committed onCommit={resolve}>
            <RegionBoundary fallback={errorBoundary}>
              <App />
            </RegionBoundary>
          </Committed>
        );
        if (takeServerRendered(domElement)) {
          root = client.hydrateRoot(domElement, tree);
          return;
        }
        root = client.createRoot(domElement);
        root.render(tree);
      }),
    unmount: () => {
      root?.unmount();
      root = undefined;
      return Promise.resolve();
    },
  };
}
