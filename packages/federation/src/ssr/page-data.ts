import { use, useEffect, useId, useState } from 'react';
import { PAGE_DATA_ELEMENT_ID, scriptJson } from '@trippy/contracts';
import { usePageRender, type PageDataEntry } from './page-render';

let browserData: Record<string, PageDataEntry> | undefined;

/** The data the server rendered the page with, parsed once from its JSON script element. */
function browserEntry(key: string): PageDataEntry | undefined {
  if (typeof document === 'undefined') return undefined;
  if (browserData === undefined) {
    const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
    try {
      browserData = element?.textContent
        ? (JSON.parse(element.textContent) as Record<string, PageDataEntry>)
        : {};
    } catch {
      browserData = {};
    }
  }
  return browserData[key];
}

/**
 * The data a component loads, when the page was rendered on the server: on the server it suspends until the
 * loader settles and records the outcome; in the browser the first render reads the same outcome from the
 * page, so hydration matches and nothing is fetched twice. Undefined when there is none (browser-only
 * rendering, or later navigations).
 */
export function useServerData(
  loader: () => Promise<unknown>,
  describeError: (error: unknown) => { message: string; status: number },
): PageDataEntry | undefined {
  const key = useId();
  const render = usePageRender();
  const [fromPage] = useState(() => (render ? undefined : browserEntry(key)));
  // Used by the first committed render only (React may retry a hydration and read it again before that); a
  // later mount of the same component, after navigating away and back, loads fresh data.
  useEffect(() => {
    if (browserData) delete browserData[key];
  }, [key]);
  if (!render) return fromPage;
  const recorded = render.data[key];
  if (recorded) return recorded;
  let pending = render.pending.get(key);
  if (!pending) {
    pending = loader().then(
      (value) => {
        render.data[key] = { ok: true, value: value ?? null };
      },
      (error: unknown) => {
        render.data[key] = { ok: false, ...describeError(error) };
      },
    );
    render.pending.set(key, pending);
  }
  use(pending);
  return render.data[key];
}

/** The page data as the server sends it: JSON that cannot close its script element. */
export const serializePageData = (data: Record<string, PageDataEntry>): string => scriptJson(data);
