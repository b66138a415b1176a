import { dispatchOperatorEvent, onOperatorEvent, OPERATOR_BROWSER_EVENT } from '@trippy/contracts';

describe('operator browser events between remotes', () => {
  const event = { kind: 'lead.created' as const, id: 'a'.repeat(24), summary: 'New enquiry: Meera' };

  test('a valid event reaches the listener; the unsubscribe stops it', () => {
    const seen: unknown[] = [];
    const stop = onOperatorEvent((received) => seen.push(received));
    dispatchOperatorEvent(event);
    stop();
    dispatchOperatorEvent(event);
    expect(seen).toEqual([event]);
  });

  test('anything else under that name is ignored', () => {
    const seen: unknown[] = [];
    const stop = onOperatorEvent((received) => seen.push(received));
    for (const detail of [null, 'lead.created', { ...event, kind: 'hack' }, { ...event, id: 'x' }, {}])
      window.dispatchEvent(new CustomEvent(OPERATOR_BROWSER_EVENT, { detail }));
    stop();
    expect(seen).toEqual([]);
  });
});
