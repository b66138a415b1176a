import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
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

/**
 * single-spa lifecycles of a remote's region: hydrated when the server rendered it, rendered otherwise. The
 * server renders the same `App` with the same id prefix (see the shell's server renderer).
 */
export function createRegionLifecycles(
  remote: string,
  App: ComponentType,
  errorBoundary: () => React.ReactNode,
): LifeCycles {
  let hydrate = false;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: clientWithPrefix(rootIdPrefix(remote)),
    // A wrapper without props: single-spa's props stay out of the app, as on the server.
    rootComponent: function Region() {
      return <App />;
    },
    renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: () => <>{errorBoundary()}</>,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    unmount: lifecycles.unmount,
    mount: (props) => {
      const { domElement } = props as unknown as { domElement: HTMLElement };
      hydrate = takeServerRendered(domElement);
      return lifecycles.mount(props);
    },
  };
}
