import { Component, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { registerApplication, type LifeCycles } from 'single-spa';
import { clientWithPrefix, rootIdPrefix, takeServerRendered } from '@trippy/federation';
import { LAYOUT_SLOTS } from './layout';
import { localeOfPath } from '@trippy/contracts';
import { createTranslate } from '@trippy/i18n';
import { shellMessages } from '../messages';

/** In the page's language when its messages are here (a failed layout may be why they are not). */
const layoutFailedText = (): string => {
  const locale = localeOfPath(window.location.pathname);
  const t = createTranslate(shellMessages.loaded(locale) ?? null, locale);
  return t('The page layout failed to load. Please refresh.');
};

class LayoutBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">{layoutFailedText()}</p> : this.props.children;
  }
}

function slot(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from index.html`);
  return element;
}

/** Each slot is hydrated when the server rendered it, rendered otherwise. */
function layoutLifecycles(): LifeCycles {
  let roots: Root[] = [];
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      roots = LAYOUT_SLOTS.map(({ id, Root }) => {
        const element = slot(id);
        const client = clientWithPrefix(rootIdPrefix(id));
        const tree = (
          <LayoutBoundary>
            <Root />
          </LayoutBoundary>
        );
        if (takeServerRendered(element)) return client.hydrateRoot(element, tree);
        const root = client.createRoot(element);
        root.render(tree);
        return root;
      });
    },
    unmount: async () => {
      for (const root of roots) root.unmount();
      roots = [];
    },
  };
}

/** The layout is a single-spa application that is always active. */
export function registerLayoutApplication(): void {
  registerApplication({ name: 'layout', app: layoutLifecycles(), activeWhen: () => true });
}
