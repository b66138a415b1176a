import { useCallback, useEffect, useRef, useState } from 'react';
import { FocusTrap } from 'focus-trap-react';
import { toast } from '@trippy/ui';
import { OPEN_SEND_QUERY_EVENT, onWindowEvent } from '@trippy/contracts';
import { useContentText } from '../messages';
import { useLeadForms } from './lead-forms-content';
import { SendQueryForm } from './send-query-form';
import styles from './send-query.module.css';

/** The Send Query tab at the screen edge and its slide-in Plan Your Trip panel (mounted by the shell). */
export function SendQueryTab() {
  const { t } = useContentText();
  const copy = useLeadForms().sendQuery;
  const [open, setOpen] = useState(false);
  const [tripType, setTripType] = useState('');
  const [round, setRound] = useState(0);
  const tabRef = useRef<HTMLButtonElement>(null);

  const show = useCallback((type: string) => {
    setTripType(type);
    setRound((n) => n + 1);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  // Another remote opens the panel (OPEN_SEND_QUERY_EVENT in @trippy/contracts), maybe with a trip type.
  useEffect(() => onWindowEvent(OPEN_SEND_QUERY_EVENT, (detail) => show(detail?.tripType ?? '')), [show]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);

  const sent = () => {
    toast.success(copy.success);
    close();
  };

  return (
    <>
      <button
        ref={tabRef}
        type="button"
        className={styles.tab}
        // The shell hides floating controls on phones while a form field has focus (shell.css).
        data-floating-control=""
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => show('')}
      >
        {copy.tab}
      </button>
      {open ? (
        <FocusTrap
          focusTrapOptions={{
            allowOutsideClick: true,
            onDeactivate: () => tabRef.current?.focus(),
            tabbableOptions: { displayCheck: 'none' },
          }}
        >
          <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && close()}>
            <aside
              className={styles.panel}
              role="dialog"
              aria-modal="true"
              aria-labelledby="send-query-title"
            >
              <div className={styles.head}>
                <h2 id="send-query-title" className={styles.title}>
                  {copy.title}
                </h2>
                <button type="button" className={styles.close} onClick={close} aria-label={t('Close')}>
                  ×
                </button>
              </div>
              <p className={styles.intro}>{copy.intro}</p>
              <SendQueryForm key={round} idPrefix="send-query" initialTripType={tripType} onSent={sent} />
            </aside>
          </div>
        </FocusTrap>
      ) : null}
    </>
  );
}
