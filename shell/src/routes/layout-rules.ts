/** The spec's layout rules by path, in one place. */
import { pathWithoutLocale } from '@trippy/contracts';
import { matchRoute } from './match-route';

const ID_BASED_PACKAGE_PAGE = /^\/packages\/[A-Za-z0-9]{24}\/?$/;
const HEADER_HIDDEN = ['/signup', '/login', '/no-footer-page'];
const MOBILE_BAR_HIDDEN = ['/PackageDetailPage', '/no-MobileNav-page'];
/** Booking, confirmation and account forms: the Send Query tab stays off them (WCAG 2.2 focus not obscured). */
const FORM_PAGES = ['/booking-confirmation', '/profile', '/login', '/signup', '/register'];
const isFormPage = (pathname: string): boolean =>
  FORM_PAGES.includes(pathname) || pathname.startsWith('/booking/');

export interface LayoutFlags {
  header: boolean;
  footer: boolean;
  mobileBar: boolean;
  chatWidget: boolean;
  /** The site's floating WhatsApp button and welcome modal. */
  siteExtras: boolean;
  /** A back-office screen: the operator's header and nothing of the public site around it. */
  operator: boolean;
  /** A package page: on phones its booking bar sits above the mobile bar, and floating buttons above both. */
  bookingBar: boolean;
}

const BACK_OFFICE: LayoutFlags = {
  header: false,
  footer: false,
  mobileBar: false,
  chatWidget: false,
  siteExtras: false,
  operator: true,
  bookingBar: false,
};

const PACKAGE_ROUTES = ['/packages/:slug', '/package/:id'];

export function isIdBasedPackagePage(pathname: string): boolean {
  return ID_BASED_PACKAGE_PAGE.test(pathname);
}

export function layoutFor(fullPathname: string): LayoutFlags {
  const route = matchRoute(fullPathname);
  const pathname = pathWithoutLocale(fullPathname);
  if (route?.operator) return BACK_OFFICE;
  const idPackage = isIdBasedPackagePage(pathname);
  const headerHidden = HEADER_HIDDEN.includes(pathname);
  return {
    header: !headerHidden,
    footer: !headerHidden && !idPackage,
    mobileBar: !MOBILE_BAR_HIDDEN.includes(pathname) && !idPackage,
    chatWidget: !idPackage && !isFormPage(pathname),
    siteExtras: true,
    operator: false,
    bookingBar: PACKAGE_ROUTES.includes(route?.path ?? ''),
  };
}
