import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { MORE_LINKS } from './nav-items';
import { NavLink } from './nav-link';
import styles from './header.module.css';
import { useShellText } from '../messages';

/** The More menu: opens on click or keyboard, Escape closes and returns focus, arrows move between links. */
export function MoreMenu() {
  const [open, setOpen] = useState(false);
  const { t } = useShellText();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const links = () => Array.from(list.current?.querySelectorAll('a') ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
      requestAnimationFrame(() =>
        (links()[(next + items.length) % Math.max(items.length, 1)] ?? links()[0])?.focus(),
      );
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className={styles.more} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={styles.moreButton}
        aria-expanded={open}
        aria-controls="more-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {t('More')} ▾
      </button>
      {open ? (
        <ul id="more-menu" ref={list} className={styles.menu}>
          {MORE_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} onClick={() => close(false)}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
