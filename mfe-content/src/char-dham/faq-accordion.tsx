import { useId, useState } from 'react';
import type { FaqItem } from './char-dham-content';
import styles from './faq-accordion.module.css';

/** One answer open at a time; clicking the open question closes it (spec 4). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <div className={styles.list}>
      {items.map((item, i) => {
        const expanded = open === i;
        const panelId = `${base}-panel-${i}`;
        return (
          <div key={item.question} className={styles.item}>
            <h3 className={styles.q}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{item.question}</span>
                <span aria-hidden="true" className={styles.sign}>
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" hidden={!expanded} className={styles.answer}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** schema.org FAQPage structured data for the same questions. */
export function faqJsonLd(items: readonly FaqItem[]): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }).replace(/</g, '\\u003c');
}
