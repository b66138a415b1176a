import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { getAppStatus, MOUNTED } from 'single-spa';
import { Toaster } from 'sonner';
import { RemoteComponent } from '@trippy/federation';
import { Spinner } from '@trippy/ui';
import { layoutFor } from '../routes/layout-rules';
import { matchRoute } from '../routes/match-route';
import { applyPageMeta } from './page-meta';
import { useLocationPath } from './use-location-path';
import { useRouteLoading } from './route-loading';
import { useHeaderAppearance } from './use-header-appearance';
import { installAnchorScroll } from './anchor-scroll';
import { Header } from './header';
import { Footer } from './footer';
import { NotFound } from './not-found';
import { MobileBar } from './mobile-bar';
import { WelcomeModal } from './welcome-modal';
import { WhatsAppButton } from './whatsapp-button';

// The phone menu (and its focus trap) is fetched the first time someone opens it.
const MenuOverlay = lazy(() => import('./menu-overlay').then((m) => ({ default: m.MenuOverlay })));

function slot(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from index.html`);
  return element;
}

function setRootFlag(name: string, on: boolean): void {
  if (on) document.documentElement.setAttribute(name, '');
  else document.documentElement.removeAttribute(name);
}

/** The always-active layout: header, footer, mobile bar, overlays, the not-found page and the spinner. */
export function Layout() {
  const pathname = useLocationPath();
  const routing = useRouteLoading();
  const { appearance } = useHeaderAppearance(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const route = matchRoute(pathname);
  const flags = layoutFor(pathname);

  useEffect(() => {
    applyPageMeta(pathname);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => installAnchorScroll(), []);

  // Decided from the route table before the route's remote renders, so content never shifts when it appears.
  useLayoutEffect(() => {
    setRootFlag('data-has-hero', route?.hero === true);
    setRootFlag('data-header-hidden', !flags.header);
    setRootFlag('data-mobile-bar-hidden', !flags.mobileBar);
  }, [route, flags.header, flags.mobileBar]);

  const remoteLoading = route !== null && routing && getAppStatus(route.remote) !== MOUNTED;

  return (
    <>
      {flags.header ? createPortal(<Header appearance={appearance} />, slot('app-header')) : null}
      {createPortal(
        route ? (
          remoteLoading ? (
            <div className="shell-route-loading">
              <Spinner />
            </div>
          ) : null
        ) : (
          <NotFound />
        ),
        slot('shell-page'),
      )}
      {flags.footer ? createPortal(<Footer />, slot('app-footer')) : null}
      {createPortal(
        <>
          {flags.mobileBar ? <MobileBar pathname={pathname} onMenu={() => setMenuOpen(true)} /> : null}
          {menuOpen ? (
            <Suspense fallback={null}>
              <MenuOverlay onClose={() => setMenuOpen(false)} />
            </Suspense>
          ) : null}
          {flags.chatWidget ? <RemoteComponent remote="content" exposed="send-query" /> : null}
          <WhatsAppButton />
          <WelcomeModal pathname={pathname} />
          <Toaster position="top-center" richColors closeButton />
        </>,
        slot('app-overlays'),
      )}
    </>
  );
}
