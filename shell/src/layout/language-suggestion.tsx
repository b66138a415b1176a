import { useState } from 'react';
import type { Locale } from '@trippy/contracts';
import { useShellText } from '../messages';
import { rememberLocale } from './language-choice';
import { switchLanguage } from './switch-language';
import { OFFER_OF } from './language-labels';
import styles from './language-suggestion.module.css';

/** The suggestion, in the language it offers (this chunk loads only for a visitor it is for). */
const SUGGESTION: Record<Locale, { text: string; action: string }> = {
  hi: { text: 'यह पेज हिन्दी में भी उपलब्ध है।', action: 'हिन्दी में पढ़ें' },
  en: { text: 'This page is also available in English.', action: 'Read in English' },
};

/**
 * The offer of this page in `other`, the visitor's earlier choice or browser language (never a redirect, so
 * crawlers and shared links land where they point). Dismissing keeps the page's language for good. Loaded
 * once the page is idle, and only when there is something to offer (layout.tsx).
 */
export function LanguageSuggestion({ other }: { other: Locale }) {
  const { t, locale } = useShellText();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const offer = OFFER_OF[other];
  return (
    <div className={styles.banner} role="region" aria-label={offer.label} lang={offer.lang}>
      <span className={styles.text}>{SUGGESTION[other].text}</span>
      <button type="button" className={styles.action} onClick={() => void switchLanguage(other)}>
        {SUGGESTION[other].action}
      </button>
      <button
        type="button"
        className={styles.close}
        lang={OFFER_OF[locale].lang}
        aria-label={t('Dismiss')}
        onClick={() => {
          rememberLocale(locale);
          setDismissed(true);
        }}
      >
        ×
      </button>
    </div>
  );
}
