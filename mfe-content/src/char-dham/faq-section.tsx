import { useCharDham } from './char-dham-content';
import { FaqAccordion, faqJsonLd } from './faq-accordion';
import styles from './sections.module.css';

export function FaqSection() {
  const charDham = useCharDham();
  const { heading, items } = charDham.faq;
  return (
    <section className={styles.section} data-section="faq" aria-labelledby="char-dham-faq">
      <h2 id="char-dham-faq" className={styles.heading}>
        {heading}
      </h2>
      <FaqAccordion items={items} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />
    </section>
  );
}
