import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { getAppStatus, MOUNTED } from 'single-spa';
import { Toaster } from 'sonner';
import { Spinner } from '@trippy/ui';
import { layoutFor } from '../routes/layout-rules';
import { matchRoute } from '../routes/match-route';
import { applyPageMeta } from './page-meta';
import { useLocationPath } from './use-location-path';
import { useRouteLoading } from './route-loading';
import { Header } from './header';
import { Footer } from './footer';
import { NotFound } from './not-found';
import { WhatsAppButton } from './whatsapp-button';

function slot(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from index.html`);
  return element;
}

/** The always-active layout: header, footer, overlays, the not-found page and the loading spinner. */
export function Layout() {
  const pathname = useLocationPath();
  const routing = useRouteLoading();
  const route = matchRoute(pathname);
  const flags = layoutFor(pathname);

  useEffect(() => {
    applyPageMeta(pathname);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  const remoteLoading = route !== null && routing && getAppStatus(route.remote) !== MOUNTED;

  return (
    <>
      {flags.header ? createPortal(<Header />, slot('app-header')) : null}
      {createPortal(route ? remoteLoading ? <Spinner /> : null : <NotFound />, slot('shell-page'))}
      {flags.footer ? createPortal(<Footer />, slot('app-footer')) : null}
      {createPortal(
        <>
          <WhatsAppButton />
          <Toaster position="top-center" richColors closeButton />
        </>,
        slot('app-overlays'),
      )}
    </>
  );
}
