import type { Page } from 'playwright-core';

interface ShiftLog {
  hydrationStart?: number;
  /** Ids of the elements whose server-rendered mark (`data-ssr`) was taken: the slots and region hydrated. */
  hydrated: string[];
  /** Each shift with what moved (element, text and rectangles), so a failure names its cause. */
  shifts: { time: number; value: number; moved: string[] }[];
}

export interface ShiftSinceHydration {
  /** Sum of the shifts (not caused by input) from the start of hydration on, to three decimals; -1 unhydrated. */
  shift: number;
  /** What moved, when anything did. */
  moved: string[];
  /** Ids of the server-rendered elements the page hydrated (`mfe-catalog` for the catalogue's region). */
  hydrated: string[];
}

/** Whether the route's region (`#mfe-<remote>`) was hydrated, not only the layout's slots. */
export const regionHydrated = ({ hydrated }: ShiftSinceHydration): boolean =>
  hydrated.some((id) => id.startsWith('mfe-'));

/**
 * For `context.addInitScript`: runs in every page before its scripts and records when hydration starts (a
 * server-rendered slot or region is taken), which elements were hydrated, and every layout shift.
 */
export function recordLayoutShifts(): void {
  const log: ShiftLog = { hydrated: [], shifts: [] };
  (window as unknown as { __shiftLog: ShiftLog }).__shiftLog = log;
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.attributeName !== 'data-ssr') continue;
      log.hydrationStart ??= performance.now();
      log.hydrated.push((mutation.target as Element).id);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ssr'] });
  type Rect = { x: number; y: number; width: number; height: number };
  const box = (r: Rect) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      startTime: number;
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: Rect; currentRect: Rect }[];
    }[])
      if (!entry.hadRecentInput)
        log.shifts.push({
          time: entry.startTime,
          value: entry.value,
          moved: (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            const name = element
              ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`
              : 'a removed node';
            const text = (node?.textContent ?? '').trim().slice(0, 40);
            return `${name} "${text}" ${box(previousRect)} -> ${box(currentRect)}`;
          }),
        });
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The shifts recorded by `recordLayoutShifts` from the start of hydration on (or of the page, with
 * `fromPageStart`), 300 ms after the call.
 */
export async function layoutShiftSinceHydration(
  page: Page,
  { fromPageStart = false } = {},
): Promise<ShiftSinceHydration> {
  await page.waitForTimeout(300);
  return page.evaluate((fromStart) => {
    const log = (window as unknown as { __shiftLog: ShiftLog }).__shiftLog;
    // A page that was not hydrated at all fails a check for 0 too.
    if (log.hydrationStart === undefined)
      return { shift: -1, moved: ['the page was not hydrated'], hydrated: [] };
    const since = fromStart ? 0 : log.hydrationStart;
    const after = log.shifts.filter((s) => s.time >= since);
    const shift = Math.round(after.reduce((sum, s) => sum + s.value, 0) * 1000) / 1000;
    return { shift, moved: shift > 0 ? after.flatMap((s) => s.moved) : [], hydrated: log.hydrated };
  }, fromPageStart);
}
