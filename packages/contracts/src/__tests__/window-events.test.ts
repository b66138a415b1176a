import {
  LOGGED_IN_EVENT,
  LOGGED_OUT_EVENT,
  onWindowEvent,
  OPEN_SEND_QUERY_EVENT,
  sendSiteEvent,
  SITE_EVENT,
} from '../browser-events';

// Node's global object is no EventTarget: lend it one, as a page's window is.
const target = new EventTarget();
beforeAll(() => {
  Object.assign(globalThis, {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  });
});

describe('window events between remotes', () => {
  test('a listener gets each event whose detail matches the contract', () => {
    const got: unknown[] = [];
    const stop = onWindowEvent(OPEN_SEND_QUERY_EVENT, (detail) => got.push(detail));
    sendSiteEvent(SITE_EVENT.openSendQuery, { tripType: 'chardham' });
    sendSiteEvent(SITE_EVENT.openSendQuery, null);
    stop();
    sendSiteEvent(SITE_EVENT.openSendQuery, { tripType: 'trek' });
    expect(got).toEqual([{ tripType: 'chardham' }, null]);
  });

  test('anything else on that name is ignored', () => {
    const got: unknown[] = [];
    const stop = onWindowEvent(LOGGED_IN_EVENT, (detail) => got.push(detail));
    globalThis.dispatchEvent(new CustomEvent(LOGGED_IN_EVENT.name, { detail: { userId: 'not-an-id' } }));
    globalThis.dispatchEvent(new CustomEvent(LOGGED_IN_EVENT.name));
    sendSiteEvent(SITE_EVENT.loggedIn, { userId: 'e'.repeat(24) });
    stop();
    expect(got).toEqual([{ userId: 'e'.repeat(24) }]);
  });

  test('logged out carries no detail', () => {
    const seen = jest.fn();
    const stop = onWindowEvent(LOGGED_OUT_EVENT, seen);
    sendSiteEvent(SITE_EVENT.loggedOut, null);
    stop();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
