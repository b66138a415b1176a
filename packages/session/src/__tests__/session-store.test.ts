describe('the shared session store', () => {
  function load() {
    let session!: typeof import('../index');
    jest.isolateModules(() => {
      session = require('../index');
    });
    return session;
  }

  beforeEach(() => localStorage.clear());

  test('storeLogin keeps userId and token under the spec keys and announces the login', () => {
    const session = load();
    const events: string[] = [];
    window.addEventListener('account:logged-in', () => events.push('in'));
    session.storeLogin({ _id: 'b'.repeat(24), token: 'tok' });
    expect([localStorage.getItem('userId'), localStorage.getItem('token')]).toEqual(['b'.repeat(24), 'tok']);
    expect(session.sessionStore.getState().status).toBe('authenticated');
    expect(events).toEqual(['in']);
  });

  test('clearSession removes userId, token and customerData', () => {
    const session = load();
    session.storeLogin({ _id: 'b'.repeat(24), token: 'tok' });
    localStorage.setItem('customerData', '{}');
    session.clearSession();
    expect([
      localStorage.getItem('userId'),
      localStorage.getItem('token'),
      localStorage.getItem('customerData'),
    ]).toEqual([null, null, null]);
    expect(session.sessionStore.getState()).toMatchObject({
      status: 'unauthenticated',
      userId: null,
      customer: null,
    });
  });

  test('a page opened with stored credentials starts in the loading state', () => {
    localStorage.setItem('userId', 'c'.repeat(24));
    localStorage.setItem('token', 'tok');
    expect(load().sessionStore.getState().status).toBe('loading');
  });
});
