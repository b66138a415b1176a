import { Value } from '@sinclair/typebox/value';
import { OperatorEventSchema, type OperatorEvent } from './realtime';

/**
 * Between remotes in the open back office: mfe-account holds the staff socket and re-dispatches each operator
 * event on `window` under this name (detail: an OperatorEvent); a screen of another remote (the leads inbox,
 * Today, bookings) listens and reloads its list.
 */
export const OPERATOR_BROWSER_EVENT = 'operator:event';

/** The event when `value` is one (a socket payload, a browser event's detail), else undefined. */
export function asOperatorEvent(value: unknown): OperatorEvent | undefined {
  return Value.Check(OperatorEventSchema, value) ? value : undefined;
}

/** The page's window, typed without the DOM library (this package is compiled for Node too). */
const page = (): EventTarget => globalThis as unknown as EventTarget;

export function dispatchOperatorEvent(event: OperatorEvent): void {
  page().dispatchEvent(new CustomEvent(OPERATOR_BROWSER_EVENT, { detail: event }));
}

/** Calls `listener` with each valid operator event (anything else on that name is ignored); returns the unsubscribe. */
export function onOperatorEvent(listener: (event: OperatorEvent) => void): () => void {
  const handle = (event: Event) => {
    const detail = asOperatorEvent((event as CustomEvent<unknown>).detail);
    if (detail) listener(detail);
  };
  page().addEventListener(OPERATOR_BROWSER_EVENT, handle);
  return () => page().removeEventListener(OPERATOR_BROWSER_EVENT, handle);
}
