import type { ReactNode } from 'react';
import { useContentText } from '../messages';
import { brandText } from '../shared/brand-text';
import type { DocContent } from './doc-content';
import { headingSlug as slug } from './heading-slug';
import styles from './doc-page.module.css';

/** A company or policy page from its content file: title, intro, then sections of text, lists and tables. */
export function DocPage({ doc, aside }: { doc: DocContent; aside?: ReactNode }) {
  const { t } = useContentText();
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{doc.title}</h1>
        {doc.updated ? <p className={styles.updated}>{doc.updated}</p> : null}
        {doc.intro ? <p className={styles.intro}>{brandText(doc.intro)}</p> : null}
      </header>
      {doc.sections.length > 3 ? (
        <nav className={styles.toc} aria-label={t('On this page')}>
          {doc.sections.map((s) => (
            <a key={s.heading} href={`#${slug(s.heading)}`}>
              {s.heading}
            </a>
          ))}
        </nav>
      ) : null}
      {doc.sections.map((section) => (
        <section key={section.heading} id={slug(section.heading)} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((p) => (
            <p key={p}>{brandText(p)}</p>
          ))}
          {section.table ? (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>{section.table.caption}</caption>
                <thead>
                  <tr>
                    {section.table.columns.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.table.rows.map((row) => (
                    <tr key={row.join('|')}>
                      {row.map((cell, i) =>
                        i === 0 ? (
                          <th key={i} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={i}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{brandText(item)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {aside}
    </article>
  );
}
