// The AxiosError class the shared api-client checks errors against (mfe-account has no axios of its own).
type AxiosErrorCtor = new (
  message?: string,
  code?: string,
  config?: unknown,
  request?: unknown,
  response?: unknown,
) => Error;
declare const require: {
  (id: string): unknown;
  resolve(id: string, options?: { paths?: string[] }): string;
};
const apiClientDir = require.resolve('@trippy/api-client').replace(/[\\/][^\\/]*$/, '');
const axiosPath = require.resolve('axios', { paths: [apiClientDir] });
const { AxiosError } = require(axiosPath) as { AxiosError: AxiosErrorCtor };

export const timeoutError = (): Error => new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED');

export const httpError = (status: number, data: unknown): Error =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data,
    headers: {},
    config: {},
    statusText: '',
  });

export const networkError = (): Error => new AxiosError('Network Error', 'ERR_NETWORK');
