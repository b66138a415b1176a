/** The spec's header rule: transparent over a hero; white with a shadow once the hero leaves view, or after
 * 80 px of scroll on pages without a hero. */
export const HEADER_SCROLL_THRESHOLD = 80;

export type HeaderAppearance = 'over-hero' | 'transparent' | 'solid';

export function headerAppearance(state: {
  heroPresent: boolean;
  heroInView: boolean;
  scrollY: number;
}): HeaderAppearance {
  if (state.heroPresent) return state.heroInView ? 'over-hero' : 'solid';
  return state.scrollY > HEADER_SCROLL_THRESHOLD ? 'solid' : 'transparent';
}
