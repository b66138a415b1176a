import { useRouter } from 'wouter';
import { LOCALE_BASE, localeOfPath, type Locale } from '@trippy/contracts/src/locale';

/** The router's base for a path's language: '' for English, '/hi' for Hindi. */
export function localeBaseOf(location: string): string {
  return LOCALE_BASE[localeOfPath(location.split('?')[0] ?? '')];
}

/** The page's language: its router's base, so every region of the page reads the same one. */
export function useLocale(): Locale {
  return useRouter().base === LOCALE_BASE.hi ? 'hi' : 'en';
}
