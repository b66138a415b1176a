import { Value } from '@sinclair/typebox/value';
import { OperatorEventSchema, type OperatorEvent } from './realtime';

/**
 * Between remotes in the open back office: mfe-account holds the staff socket and re-dispatches each operator
 * event on `window` under this name (detail: an OperatorEvent); a screen of another remote (the leads inbox,
 * Today, bookings) listens and reloads its list.
 */
export const OPERATOR_BROWSER_EVENT = 'operator:event';

export function dispatchOperatorEvent(event: OperatorEvent): void {
  window.dispatchEvent(new CustomEvent(OPERATOR_BROWSER_EVENT, { detail: event }));
}

/** Calls `listener` with each valid operator event (anything else on that name is ignored); returns the unsubscribe. */
export function onOperatorEvent(listener: (event: OperatorEvent) => void): () => void {
  const handle = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (Value.Check(OperatorEventSchema, detail)) listener(detail);
  };
  window.addEventListener(OPERATOR_BROWSER_EVENT, handle);
  return () => window.removeEventListener(OPERATOR_BROWSER_EVENT, handle);
}
