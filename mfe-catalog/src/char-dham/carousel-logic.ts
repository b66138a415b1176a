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

/** Dot n jumps to position n times the visible count. */
export function indexForDot(dot: number, visible: number, count: number): number {
  return clampIndex(dot * visible, count);
}
