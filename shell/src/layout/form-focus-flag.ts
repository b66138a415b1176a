/** The controls that float over the page (WhatsApp, the Send Query tab) carry `data-floating-control`. */
const FIELDS = 'input, select, textarea, button';

/**
 * Keeps `data-form-focus` on <html> while focus is on a field or button of a form, so that on a phone
 * (shell.css) the floating controls step aside and never cover what the visitor is filling in (WCAG 2.2,
 * 2.4.11 focus not obscured). Returns the uninstall.
 */
export function installFormFocusFlag(doc: Document = document): () => void {
  const root = doc.documentElement;
  const update = () => {
    const active = doc.activeElement;
    const inForm = active instanceof HTMLElement && active.matches(FIELDS) && active.closest('form') !== null;
    if (inForm) root.setAttribute('data-form-focus', '');
    else root.removeAttribute('data-form-focus');
  };
  // On focusout the next element has not been focused yet: look once the move is done.
  const later = () => setTimeout(update, 0);
  doc.addEventListener('focusin', update);
  doc.addEventListener('focusout', later);
  return () => {
    doc.removeEventListener('focusin', update);
    doc.removeEventListener('focusout', later);
    root.removeAttribute('data-form-focus');
  };
}
