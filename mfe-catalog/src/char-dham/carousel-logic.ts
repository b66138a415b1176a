/** Pure rules of the Char Dham packages carousel (spec: visible cards, arrows, dots, clamping). */

export const CHAR_DHAM_CATEGORY = 'char dham';

export function visibleCountFor(width: number): number {
  if (width >= 1024) return 3;
  if (width >= 768) return 2;
  return 1;
}

export function clampIndex(index: number, count: number): number {
  return Math.max(0, Math.min(index, Math.max(0, count - 1)));
}

export function isCharDham(category: { name: string } | string | null | undefined): boolean {
  const name = typeof category === 'string' ? category : category?.name;
  return (name ?? '').trim().toLowerCase() === CHAR_DHAM_CATEGORY;
}

export function carouselControls(index: number, count: number, visible: number) {
  const showControls = count > visible;
  return {
    showControls,
    prevDisabled: index <= 0,
    nextDisabled: index >= count - visible,
    dots: showControls ? Math.ceil(count / visible) : 0,
  };
}

/** The widths (visibleCountFor's breakpoints) from which cards per view are 2 and 3. */
export const WIDER_VIEWS = [
  { visible: 2, minWidth: 768 },
  { visible: 3, minWidth: 1024 },
] as const;

/**
 * From which breakpoints an element of the controls is not needed, whatever the width it was rendered for:
 * the controls when every card fits, a dot past the last page. The server renders for a phone and CSS hides
 * these on wider screens, so the page is right before its script runs and nothing changes when it does.
 */
export function hiddenFromWidths(count: number, dot?: number): number[] {
  return WIDER_VIEWS.filter(({ visible }) =>
    dot === undefined ? count <= visible : dot >= Math.ceil(count / visible),
  ).map(({ minWidth }) => minWidth);
}

/** Dot n jumps to position n times the visible count. */
export function indexForDot(dot: number, visible: number, count: number): number {
  return clampIndex(dot * visible, count);
}
