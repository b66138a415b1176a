import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { pathInLocale } from '@trippy/contracts';
import { optionId, SearchDropdown } from './search-dropdown';
import { CloseIcon, MicIcon, SearchIcon } from './search-icons';
import { moveActive, searchSections, type SearchItem } from './search-sections';
import { readRecent, rememberRecent, type RecentSearch } from './recent-searches';
import { useSearchEngine, useSearchState } from './use-search-engine';
import { useHydrated } from '@trippy/ui';
import { useVoiceSearch } from './use-voice-search';
import { useCatalogText } from '../messages';
import styles from './search-panel.module.css';

export type SearchPanelVariant = 'header' | 'inline';

export interface SearchPanelProps {
  variant?: SearchPanelVariant;
  /** What the field shows at first (the listing's search, `?q=`); searched when the visitor comes to it. */
  initialQuery?: string;
}

/** Search across packages: quick suggestions, remote results, recent and popular searches, voice input. */
export function SearchPanel({ variant = 'header', initialQuery = '' }: SearchPanelProps) {
  const { t, locale } = useCatalogText();
  const engine = useSearchEngine(locale, initialQuery);
  const state = useSearchState(engine);
  const [open, setOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Read after hydration: the server has no recent searches, and the first render must match its HTML.
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  useEffect(() => setRecent(readRecent()), []);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = `search-${useId().replace(/:/g, '')}`;

  const sections = searchSections(state, recent, t);
  const items = sections.flatMap((section) => section.items);
  const activeItem = items[active];

  const runQuery = (text: string) => {
    engine.setQuery(text);
    setActive(-1);
    setOpen(true);
  };
  // The field's first text (initialQuery) is searched only once the visitor comes to it.
  const openField = () => {
    const current = engine.getState();
    if (current.mode === 'empty' && current.query.trim()) engine.setQuery(current.query);
    setOpen(true);
  };
  const voice = useVoiceSearch(runQuery);
  // Server-rendered, and in the header its code loads only at the first interaction: until it has arrived
  // the buttons do nothing (a click on them is played back by the deferred widget), but the field and the
  // buttons stay focusable, so a keyboard user's Tab order does not change under them.
  const hydrated = useHydrated();
  const untilHydrated = hydrated ? undefined : true;
  // What was typed before the code arrived: React keeps it in the field when it hydrates; search it.
  useEffect(() => {
    const field = input.current;
    if (field?.value && field.value !== initialQuery) runQuery(field.value);
    else if (field && document.activeElement === field) openField();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration: later values come by onChange
  }, []);

  const close = () => {
    setOpen(false);
    setPhoneOpen(false);
    setActive(-1);
    if (voice.listening) voice.stop();
  };

  useEffect(() => {
    if (!open && !phoneOpen) return;
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  });

  const choose = (item: SearchItem) => {
    if (item.kind === 'term') {
      runQuery(item.term);
      input.current?.focus();
      return;
    }
    const target = item.kind === 'package' ? item.pkg : item.recent;
    setRecent(rememberRecent(target));
    engine.clear();
    close();
    input.current?.blur();
    navigateToUrl(pathInLocale(`/packages/${target.slug}`, locale));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(current, items.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      // Without a highlight Enter opens the first result, never the first popular term shown for no match.
      const target = activeItem ?? (state.results.length > 0 ? items[0] : undefined);
      if (target) {
        event.preventDefault();
        choose(target);
      }
    }
  };

  // Escape closes from anywhere in the panel: the input, the voice button or the listening banner's Stop.
  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
    input.current?.blur();
  };

  const openPhone = () => {
    setPhoneOpen(true);
    setOpen(true);
    setTimeout(() => input.current?.focus(), 0);
  };

  const rootClass = [styles.root, styles[variant], phoneOpen ? styles.phoneOpen : ''].join(' ');
  const expanded = open || voice.listening;
  return (
    <div className={rootClass} ref={root} data-search-panel={variant} onKeyDown={onRootKeyDown}>
      {variant === 'header' ? (
        <button
          type="button"
          className={styles.phoneTrigger}
          aria-label={t('Open search')}
          onClick={openPhone}
          aria-disabled={untilHydrated}
        >
          <SearchIcon />
        </button>
      ) : null}
      <div className={styles.box}>
        <div className={styles.field}>
          <span className={styles.fieldIcon}>
            <SearchIcon />
          </span>
          <input
            ref={input}
            // type=text, not type=search: ARIA in HTML allows role=combobox on a text field only; the
            // keyboard still offers its search key (inputMode, enterKeyHint).
            type="text"
            inputMode="search"
            className={styles.input}
            placeholder={t('Search treks, temples, places...')}
            aria-label={t('Search destinations and packages')}
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem ? optionId(listId, activeItem.key) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            value={state.query}
            onFocus={openField}
            onChange={(event) => runQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {state.query ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('Clear search')}
              onClick={() => {
                engine.clear();
                setActive(-1);
                input.current?.focus();
              }}
            >
              <CloseIcon />
            </button>
          ) : null}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('Search by voice')}
            aria-pressed={voice.listening}
            aria-disabled={untilHydrated}
            onClick={voice.listening ? voice.stop : voice.start}
          >
            <MicIcon />
          </button>
        </div>
        {phoneOpen ? (
          <button type="button" className={styles.phoneClose} onClick={close}>
            {t('Close')}
          </button>
        ) : null}
        {expanded ? (
          <div className={styles.panel}>
            {voice.listening ? (
              <div className={styles.listening} role="status">
                <span className={styles.pulse} aria-hidden="true" />
                <span>{t('Listening... Speak now')}</span>
                <button type="button" className={styles.stop} onClick={voice.stop}>
                  {t('Stop')}
                </button>
              </div>
            ) : null}
            <SearchDropdown
              id={listId}
              state={state}
              sections={sections}
              activeKey={activeItem?.key ?? null}
              onChoose={choose}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
