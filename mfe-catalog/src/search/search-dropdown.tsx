import type { PackageSummary } from '@trippy/contracts';
import { formatPrice } from '@trippy/domain';
import { Picture } from '@trippy/ui';
import { perPersonPlusGst } from '../components/price-words';
import { useCatalogText } from '../messages';
import type { SearchState } from './search-engine';
import type { SearchItem, SearchSection } from './search-sections';
import styles from './search-panel.module.css';

interface SearchDropdownProps {
  id: string;
  state: SearchState;
  sections: SearchSection[];
  activeKey: string | null;
  onChoose: (item: SearchItem) => void;
}

export const optionId = (listId: string, key: string) => `${listId}-${key.replace(/[^\w-]/g, '_')}`;

function PackageOption({ pkg }: { pkg: PackageSummary }) {
  const { t, tag } = useCatalogText();
  const image = pkg.images.cardImage;
  return (
    <>
      {image ? (
        <Picture
          className={styles.thumb}
          src={image}
          picture={pkg.images.pictures?.[image]}
          alt=""
          sizes="56px"
          width={56}
          height={42}
          lazy
        />
      ) : null}
      <span className={styles.optionText}>
        <span className={styles.optionName}>{pkg.name}</span>
        <span className={styles.optionMeta}>
          {pkg.location} · {pkg.duration}
        </span>
      </span>
      <span className={styles.optionPrice}>
        {formatPrice(pkg.offerPrice, tag)}
        <span className={styles.optionGst}>{perPersonPlusGst(t)}</span>
      </span>
    </>
  );
}

function ItemContent({ item }: { item: SearchItem }) {
  const { t } = useCatalogText();
  if (item.kind === 'package') return <PackageOption pkg={item.pkg} />;
  if (item.kind === 'recent') {
    return (
      <span className={styles.optionText}>
        <span className={styles.optionName}>{item.recent.name}</span>
        {item.recent.location ? <span className={styles.optionMeta}>{item.recent.location}</span> : null}
      </span>
    );
  }
  return (
    <span className={styles.optionText}>
      <span className={styles.optionName}>
        {item.term}
        {item.trending ? <span className={styles.trending}>{t('Trending')}</span> : null}
      </span>
    </span>
  );
}

/** The open panel: loading text, no-results copy, then the sections as one listbox. */
export function SearchDropdown({ id, state, sections, activeKey, onChoose }: SearchDropdownProps) {
  const { t } = useCatalogText();
  const noResults = state.mode === 'remote' && !state.loading && state.results.length === 0;
  return (
    <div className={styles.dropdown}>
      {state.mode === 'remote' && state.loading ? (
        <p className={styles.status} role="status">
          {t('Searching amazing destinations...')}
        </p>
      ) : null}
      {noResults ? (
        <div className={styles.noResults} role="status">
          <p className={styles.noResultsTitle}>
            {t('No results found for "{query}"', { query: state.searched || state.query.trim() })}
          </p>
          <p className={styles.hint}>{t('Try different keywords or check spelling and popular searches')}</p>
        </div>
      ) : null}
      <div id={id} role="listbox" aria-label={t('Search suggestions')} className={styles.sections}>
        {sections.map((section) => (
          <div
            key={section.id}
            role="group"
            aria-labelledby={`${id}-${section.id}`}
            className={styles.section}
          >
            <p id={`${id}-${section.id}`} className={styles.sectionTitle}>
              {section.title}
            </p>
            {section.items.map((item) => (
              <div
                key={item.key}
                id={optionId(id, item.key)}
                role="option"
                aria-selected={activeKey === item.key}
                className={activeKey === item.key ? `${styles.option} ${styles.active}` : styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(item)}
              >
                <ItemContent item={item} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
