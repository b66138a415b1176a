/** The spec's layout rules by path, in one place. */

const ID_BASED_PACKAGE_PAGE = /^\/packages\/[A-Za-z0-9]{24}\/?$/;
const HEADER_HIDDEN = ['/signup', '/login', '/no-footer-page'];
const MOBILE_BAR_HIDDEN = ['/PackageDetailPage', '/no-MobileNav-page'];

export interface LayoutFlags {
  header: boolean;
  footer: boolean;
  mobileBar: boolean;
  chatWidget: boolean;
}

export function isIdBasedPackagePage(pathname: string): boolean {
  return ID_BASED_PACKAGE_PAGE.test(pathname);
}

export function layoutFor(pathname: string): LayoutFlags {
  const idPackage = isIdBasedPackagePage(pathname);
  const headerHidden = HEADER_HIDDEN.includes(pathname);
  return {
    header: !headerHidden,
    footer: !headerHidden && !idPackage,
    mobileBar: !MOBILE_BAR_HIDDEN.includes(pathname) && !idPackage,
    chatWidget: !idPackage,
  };
}
