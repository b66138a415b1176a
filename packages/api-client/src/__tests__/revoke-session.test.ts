import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

type Reply = { status: number } | 'network-error';

/** Fresh copies of the session and the client whose requests are answered with `reply`. */
function clientAnswering(reply: Reply) {
  let modules!: {
    client: typeof import('../index');
    session: typeof import('@trippy/session');
    axios: typeof import('axios');
  };
  jest.isolateModules(() => {
    modules = { client: require('../index'), session: require('@trippy/session'), axios: require('axios') };
  });
  const { AxiosError, AxiosHeaders } = modules.axios;
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    if (reply === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { status: reply.status, statusText: '', data: {}, headers: new AxiosHeaders(), config };
    if (reply.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  modules.client.http.defaults.adapter = adapter;
  return { ...modules, requests };
}

beforeEach(() => localStorage.clear());

describe('revokeSession (logout on the server)', () => {
  test('posts /api/customers/logout with the given token, waiting at most 3 s', async () => {
    const { client, requests } = clientAnswering({ status: 200 });
    await client.revokeSession('token-1');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'post', url: '/api/customers/logout', timeout: 3000 });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(client.LOGOUT_WAIT_MS).toBe(3000);
  });

  test.each([
    ['a network error', 'network-error' as const],
    ['a server error', { status: 503 }],
    ['an already revoked token (401)', { status: 401 }],
  ])('%s never throws', async (_name, reply) => {
    const { client } = clientAnswering(reply);
    await expect(client.revokeSession('token-1')).resolves.toBeUndefined();
  });

  test('the token it was given is sent even when the session is already cleared', async () => {
    const { client, session, requests } = clientAnswering({ status: 200 });
    session.storeLogin({ _id: 'a'.repeat(24), token: 'token-2' });
    session.clearSession();
    await client.revokeSession('token-2');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-2');
  });
});
