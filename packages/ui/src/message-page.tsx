import { useUiText } from './messages';
import type { ReactNode } from 'react';
import styles from './message-page.module.css';

interface MessagePageProps {
  title: string;
  text?: ReactNode;
  /** A link element (router Link or anchor) styled as the page's main action. */
  action?: ReactNode;
}

export function MessagePage({ title, text, action }: MessagePageProps) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </section>
  );
}

export const actionClassName = styles.action;

/** What a region shows when its remote cannot be loaded: the rest of the page keeps working. */
export function RegionError({ what }: { what?: string }) {
  const { t } = useUiText();
  return (
    <div className={styles.region} role="alert">
      <strong>{t('{what} is temporarily unavailable.', { what: what ?? t('This section') })}</strong>
      <div>{t('Please refresh the page in a moment. Everything else on the site keeps working.')}</div>
    </div>
  );
}
