import { useEffect, useState } from 'react';
import { HTML_LANG } from '@trippy/contracts';
import { useShellText } from '../messages';
import { rememberLocale, suggestedLocale } from './language-choice';
import { switchLanguage } from './language-switch';
import styles from './language-suggestion.module.css';

/**
 * In the browser: a visitor whose earlier choice (or browser) is the other language is offered this page in it,
 * until they take it or dismiss it (which keeps this language). Never a redirect, so crawlers and shared links land where they point; dismissing keeps this language.
 */
export function LanguageSuggestion() {
  const { t, locale } = useShellText();
  const [show, setShow] = useState(false);
  useEffect(() => {
    const suggested = suggestedLocale(navigator.languages ?? [navigator.language]);
    setShow(suggested !== null && suggested !== locale);
  }, [locale]);
  if (!show) return null;
  const other = locale === 'hi' ? 'en' : 'hi';
  return (
    <div
      className={styles.banner}
      role="region"
      aria-label={t('languageSwitchLabel')}
      lang={HTML_LANG[other]}
    >
      <span className={styles.text}>{t('languageSuggestion')}</span>
      <button type="button" className={styles.action} onClick={() => switchLanguage(other)}>
        {t('languageSuggestionAction')}
      </button>
      <button
        type="button"
        className={styles.close}
        lang={HTML_LANG[locale]}
        aria-label={t('dismiss')}
        onClick={() => {
          rememberLocale(locale);
          setShow(false);
        }}
      >
        ×
      </button>
    </div>
  );
}
