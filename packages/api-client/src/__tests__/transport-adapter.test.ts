import axios from 'axios';
import type { TransportRequest, TransportResponse } from '@trippy/contracts';
import { errorMessage } from '../errors';
import { transportAdapter } from '../transport-adapter';

/** A client whose requests go to `answer` instead of the network, as on the page server. */
function clientAnswering(
  answer: (request: TransportRequest) => TransportResponse | Promise<TransportResponse>,
) {
  const seen: TransportRequest[] = [];
  const client = axios.create({
    baseURL: 'http://127.0.0.1:3000',
    timeout: 1_000,
    adapter: transportAdapter(async (request) => {
      seen.push(request);
      return answer(request);
    }),
  });
  return { client, seen };
}

const json = (status: number, body: unknown): TransportResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

test('a request carries its path, query and headers; the JSON answer is parsed as axios does', async () => {
  const { client, seen } = clientAnswering(() => json(200, { success: true, data: { name: 'Kedarnath' } }));
  const response = await client.get('/api/packages', { params: { category: 'treks', page: 2 } });
  expect(response.status).toBe(200);
  expect(response.data).toEqual({ success: true, data: { name: 'Kedarnath' } });
  expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/packages?category=treks&page=2' });
  expect(seen[0]?.headers.accept).toMatch(/application\/json/);
});

test('an error answer rejects as an axios error with the response, so messages read as over HTTP', async () => {
  const { client } = clientAnswering(() => json(404, { success: false, message: 'Package not found' }));
  const failure = await client.get('/api/packages/none').catch((error: unknown) => error);
  expect(axios.isAxiosError(failure)).toBe(true);
  expect((failure as { response?: { status: number } }).response?.status).toBe(404);
  expect(errorMessage(failure, 'fallback')).toBe('Package not found');
});

test('a transport that fails or never answers is a connection error, not a hang', async () => {
  const { client } = clientAnswering(() => Promise.reject(new Error('timeout of 1000ms exceeded')));
  const failure = await client.get('/api/packages').catch((error: unknown) => error);
  expect((failure as { code?: string }).code).toBe('ECONNABORTED');
});
