import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { clearSession, sessionStore } from '@trippy/session';
import { LOCALE_TAGS, localeOfPath } from '@trippy/contracts/src/locale';

export const API_TIMEOUT_MS = 10_000;

/**
 * Settings applied to every request, read when the request is made (so a caller or a test may change them
 * at any time): the server's base URL, an adapter, headers for every request.
 */
export interface HttpDefaults {
  baseURL?: string;
  adapter?: AxiosRequestConfig['adapter'];
  headers: { common: Record<string, string> };
}

/** An axios error (checked by its marker, so this module never needs axios's code to tell). */
export function isAxiosError(error: unknown): error is AxiosError {
  return (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;
}

function createClient(axios: typeof import('axios').default): AxiosInstance {
  const client = axios.create({ timeout: API_TIMEOUT_MS, headers: { Accept: 'application/json' } });
  client.interceptors.request.use((config) => {
    const { token } = sessionStore.getState();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    // The page's language, not the browser's: the API answers its error messages in it.
    if (typeof window !== 'undefined' && !config.headers.has('Accept-Language'))
      config.headers.set('Accept-Language', LOCALE_TAGS[localeOfPath(window.location.pathname)]);
    // The browser must set the multipart boundary itself.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData)
      config.headers.delete('Content-Type');
    return config;
  });
  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      // The spec's 401 rule: any 401 clears userId, token and customerData when both were stored.
      // Only a 401 to a request that carried the customer's token says that token is dead (a back-office
      // request carries the staff token and must not sign the customer out).
      if (isAxiosError(error) && error.response?.status === 401) {
        const { userId, token } = sessionStore.getState();
        const sent = error.config?.headers?.Authorization as string | undefined;
        if (userId && token && (sent === undefined || sent === `Bearer ${token}`)) clearSession();
      }
      return Promise.reject(error);
    },
  );
  return client;
}

let client: Promise<AxiosInstance> | null = null;

/** axios is fetched with the first request: a page that asks nothing of the API never downloads it. */
function loadClient(): Promise<AxiosInstance> {
  client ??= import('axios').then((module) => createClient(module.default));
  client.catch(() => (client = null));
  return client;
}

const defaults: HttpDefaults = { headers: { common: {} } };

function withDefaults(config: AxiosRequestConfig = {}): AxiosRequestConfig {
  return {
    ...config,
    baseURL: config.baseURL ?? defaults.baseURL,
    adapter: config.adapter ?? defaults.adapter,
    headers: { ...defaults.headers.common, ...(config.headers as Record<string, string> | undefined) },
  };
}

/** The one HTTP client of the site: same-origin JSON, 10 s time-out, bearer token when stored. */
/* eslint-disable @typescript-eslint/no-explicit-any -- the same default as axios: callers type what they unwrap */
export const http = {
  defaults,
  async get<T = any>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await loadClient()).get<T>(url, withDefaults(config));
  },
  async post<T = any>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await loadClient()).post<T>(url, data, withDefaults(config));
  },
  async put<T = any>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await loadClient()).put<T>(url, data, withDefaults(config));
  },
  async patch<T = any>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await loadClient()).patch<T>(url, data, withDefaults(config));
  },
  async delete<T = any>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await loadClient()).delete<T>(url, withDefaults(config));
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */
