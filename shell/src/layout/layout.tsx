import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  idleAfterLoad,
  RemoteComponent,
  usePageLocale,
  whenInteractive,
  type RemoteName,
} from '@trippy/federation';
import type { Locale } from '@trippy/contracts';
import { Spinner } from '@trippy/ui';
import { SITE_EVENT } from '@trippy/contracts';
import { useStaffSession } from '@trippy/session';
import { layoutFor } from '../routes/layout-rules';
import { matchRoute } from '../routes/match-route';
import { applyPageMeta } from './page-meta';
import { useLocationPath } from './use-location-path';
import { useRegionShown } from './route-loading';
import { useHeaderAppearance } from './use-header-appearance';
import { installAnchorScroll } from './anchor-scroll';
import { installFormFocusFlag } from './form-focus-flag';
import { Header } from './header';
// Its styles stay in the shell's stylesheet: the server renders the header of back-office pages too.
import './operator-header.module.css';
// The footer's styles stay in the shell's stylesheet (inlined in every page): its code comes later.
import './footer.module.css';
import { NotFound } from './not-found';
import { MobileBar } from './mobile-bar';
import { WelcomeModal } from './welcome-modal';
import { WhatsAppButton } from './whatsapp-button';
import { LazyToaster } from './lazy-toaster';

/** Sent by other remotes to open the Send Query panel, replayed once mfe-content's tab has hydrated. */
const SEND_QUERY_EVENTS = [SITE_EVENT.openSendQuery] as const;

// The phone menu (and its focus trap) is fetched the first time someone opens it.
// The offer of the other language (and its styles), fetched only for a visitor it is for.
const LanguageSuggestion = lazy(() =>
  import('./language-suggestion').then((m) => ({ default: m.LanguageSuggestion })),
);

/** The other language to offer this visitor on a page in `locale`, if any (decided once the page is idle). */
const otherLanguageFor = (locale: Locale): Promise<Locale | null> =>
  import('./language-choice').then(({ suggestedLocale }) => {
    const suggested = suggestedLocale(navigator.languages ?? [navigator.language]);
    return suggested !== null && suggested !== locale ? suggested : null;
  });
/**
 * The footer: rendered by the server with the page, its code fetched at the first interaction or idle moment
 * (hydration keeps the server's markup meanwhile, and its links work as plain links): below the fold, it need
 * not weigh on the first load. On the server it loads at once.
 */
const LazyFooter = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : whenInteractive())
    .then(() => import('./footer'))
    .then((m) => ({ default: m.Footer })),
);
const MenuOverlay = lazy(() => import('./menu-overlay').then((m) => ({ default: m.MenuOverlay })));
// The back office's header only on back-office pages: the public site's pages do not carry it.
const OperatorHeader = lazy(() => import('./operator-header').then((m) => ({ default: m.OperatorHeader })));

function setRootFlag(name: string, on: boolean): void {
  if (on) document.documentElement.setAttribute(name, '');
  else document.documentElement.removeAttribute(name);
}

/**
 * The layout is four React roots, one per slot of index.html, so the server can render each into its slot
 * and the browser hydrate it (portals cannot be server-rendered). They share the location, not state.
 */
export function HeaderSlot() {
  const pathname = useLocationPath();
  const { appearance } = useHeaderAppearance(pathname, matchRoute(pathname)?.hero === true);
  const flags = layoutFor(pathname);
  if (flags.operator) {
    return (
      <Suspense fallback={null}>
        <OperatorHeader pathname={pathname} />
      </Suspense>
    );
  }
  return flags.header ? <Header appearance={appearance} /> : null;
}

/** The not-found page and the spinner shown while a route's remote is fetched. */
export function PageSlot() {
  const pathname = useLocationPath();
  const route = matchRoute(pathname);
  return route ? <RouteSpinner remote={route.remote} /> : <NotFound />;
}

/** A spinner while the route's remote is fetched (never under a region the server already rendered). */
function RouteSpinner({ remote }: { remote: RemoteName }) {
  return useRegionShown(remote) ? null : (
    <div className="shell-route-loading">
      <Spinner />
    </div>
  );
}

export function FooterSlot() {
  const pathname = useLocationPath();
  return layoutFor(pathname).footer ? (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  ) : null;
}

/** Mobile bar, menu, chat and WhatsApp buttons, welcome modal, toasts; and what every navigation does. */
export function OverlaySlot() {
  const pathname = useLocationPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const route = matchRoute(pathname);
  const flags = layoutFor(pathname);
  const firstPath = useRef(true);
  const staffSignedIn = useStaffSession((s) => s.token !== null);
  const locale = usePageLocale();
  const [offered, setOffered] = useState<Locale | null>(null);

  useEffect(() => {
    applyPageMeta(firstPath.current);
    setMenuOpen(false);
    // A new page starts at its top; the first one keeps where the visitor already scrolled to.
    if (!firstPath.current) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    firstPath.current = false;
  }, [pathname]);

  useEffect(() => installAnchorScroll(), []);
  useEffect(() => idleAfterLoad(() => void otherLanguageFor(locale).then(setOffered)), [locale]);
  useEffect(() => installFormFocusFlag(), []);

  // Decided from the route table before the route's remote renders, so content never shifts when it appears.
  useLayoutEffect(() => {
    setRootFlag('data-has-hero', route?.hero === true);
    setRootFlag('data-header-hidden', !flags.header);
    setRootFlag('data-mobile-bar-hidden', !flags.mobileBar);
    setRootFlag('data-back-office', flags.operator);
    setRootFlag('data-booking-bar', flags.bookingBar);
  }, [route, flags.header, flags.mobileBar, flags.operator, flags.bookingBar]);

  return (
    <>
      {flags.mobileBar ? <MobileBar pathname={pathname} onMenu={() => setMenuOpen(true)} /> : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuOverlay onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      {flags.chatWidget ? (
        <RemoteComponent remote="content" exposed="send-query" defer replayEvents={SEND_QUERY_EVENTS} />
      ) : null}
      {flags.operator && staffSignedIn ? <RemoteComponent remote="account" exposed="operator-live" /> : null}
      {flags.siteExtras ? <WhatsAppButton /> : null}
      {flags.siteExtras ? <WelcomeModal pathname={pathname} /> : null}
      {flags.siteExtras && offered ? (
        <Suspense fallback={null}>
          <LanguageSuggestion other={offered} />
        </Suspense>
      ) : null}
      <LazyToaster position="top-center" richColors closeButton />
    </>
  );
}

/** The slots of index.html and the root rendered into each. */
export const LAYOUT_SLOTS = [
  { id: 'app-header', Root: HeaderSlot },
  { id: 'shell-page', Root: PageSlot },
  { id: 'app-footer', Root: FooterSlot },
  { id: 'app-overlays', Root: OverlaySlot },
] as const;
