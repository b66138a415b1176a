import type { Locale } from '@trippy/contracts';

/**
 * The switch to a language, written in that language ("हिन्दी" on English pages, "English" on Hindi ones), so
 * it is not translated with the page.
 */
export const OFFER_OF: Record<Locale, { name: string; lang: string; label: string }> = {
  hi: { name: 'हिन्दी', lang: 'hi', label: 'यह पेज हिन्दी में पढ़ें' },
  en: { name: 'English', lang: 'en-IN', label: 'Read this page in English' },
};
