import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { pathInLocale } from '@trippy/contracts';
import { usePageLocale } from '@trippy/federation';

/**
 * An anchor that navigates inside the single-page site (new tab and modifier clicks behave as usual). `href` is
 * a site path: the page's language prefixes it (/hi/…).
 */
export function NavLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const localized = pathInLocale(href, usePageLocale());
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    navigateToUrl(localized);
  };
  return <a href={localized} onClick={handleClick} {...rest} />;
}
