/**
 * A heading's in-page anchor: its letters and digits in lower case, joined by hyphens. Letters of any script
 * (with their vowel signs) count, so Hindi headings get anchors of their own too.
 */
export const headingSlug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
