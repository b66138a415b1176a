import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

type Reply = { status: number; data?: unknown } | 'network-error';

const CUSTOMER = {
  _id: 'a'.repeat(24),
  firstName: 'Asha',
  lastName: 'Rawat',
  email: 'asha@example.in',
  phone: '9876543210',
  address: 'Dehradun',
  isProfileComplete: true,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Loads fresh copies of the session and the client, answers the customer fetch with `reply`. */
async function startWith(stored: boolean, reply: Reply) {
  localStorage.clear();
  if (stored) {
    localStorage.setItem('userId', CUSTOMER._id);
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('customerData', JSON.stringify(CUSTOMER));
  }
  let modules!: {
    client: typeof import('../index');
    session: typeof import('@trippy/session');
    axios: typeof import('axios');
  };
  jest.isolateModules(() => {
    modules = { client: require('../index'), session: require('@trippy/session'), axios: require('axios') };
  });
  // Errors must be made by the same axios copy the client checks them against.
  const { AxiosError, AxiosHeaders } = modules.axios;
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    if (reply === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = {
      status: reply.status,
      statusText: '',
      data: reply.data,
      headers: new AxiosHeaders(),
      config,
    };
    if (reply.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  modules.client.http.defaults.adapter = adapter;
  await modules.client.startSession();
  return { state: modules.session.sessionStore.getState(), requests };
}

describe('auth start (spec section 4: Auth)', () => {
  test('without stored credentials the visitor is unauthenticated and nothing is fetched', async () => {
    const { state, requests } = await startWith(false, { status: 200 });
    expect(state.status).toBe('unauthenticated');
    expect(requests).toHaveLength(0);
  });

  test('stored credentials fetch the customer with the bearer token; success sets the user', async () => {
    const { state, requests } = await startWith(true, {
      status: 200,
      data: { success: true, data: CUSTOMER },
    });
    expect(requests[0]?.url).toBe(`/api/customers/${CUSTOMER._id}`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(state).toMatchObject({ status: 'authenticated', customer: CUSTOMER, isProfileComplete: true });
  });

  test('a response with success false clears the stored credentials and user', async () => {
    const { state } = await startWith(true, {
      status: 200,
      data: { success: false, message: 'No such customer' },
    });
    expect(state.status).toBe('unauthenticated');
    expect([
      localStorage.getItem('userId'),
      localStorage.getItem('token'),
      localStorage.getItem('customerData'),
    ]).toEqual([null, null, null]);
  });

  test('a 401 clears them', async () => {
    const { state } = await startWith(true, {
      status: 401,
      data: { success: false, message: 'Please login to continue' },
    });
    expect(state.status).toBe('unauthenticated');
    expect(localStorage.getItem('token')).toBeNull();
  });

  test.each([
    ['a network error', 'network-error' as const],
    ['a server error', { status: 503, data: { success: false } }],
  ])('%s keeps the credentials', async (_name, reply) => {
    const { state } = await startWith(true, reply);
    expect(state.status).toBe('authenticated');
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(state.customer).toEqual(CUSTOMER);
  });
});
