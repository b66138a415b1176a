import { matchRoute } from '../routes/match-route';
import { NOT_FOUND_TITLE } from '../routes/route-table';

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  return tag;
}

/** Title, description and robots of the current route; remotes may refine the title of a detail page. */
export function applyPageMeta(pathname: string): void {
  const route = matchRoute(pathname);
  document.title = route?.title ?? NOT_FOUND_TITLE;
  metaTag('description').content = route?.description ?? 'This page does not exist.';
  metaTag('robots').content = route ? 'index,follow' : 'noindex';
}
