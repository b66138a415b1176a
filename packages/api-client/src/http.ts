import axios, { AxiosError } from 'axios';
import { clearSession, sessionStore } from '@trippy/session';

export const API_TIMEOUT_MS = 10_000;

/** The one HTTP client of the site: same-origin JSON, 10 s time-out, bearer token when stored. */
export const http = axios.create({ timeout: API_TIMEOUT_MS, headers: { Accept: 'application/json' } });

http.interceptors.request.use((config) => {
  const { token } = sessionStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // The browser must set the multipart boundary itself.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData)
    config.headers.delete('Content-Type');
  return config;
});

http.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    // The spec's 401 rule: any 401 clears userId, token and customerData when both were stored.
    if (error instanceof AxiosError && error.response?.status === 401) {
      const { userId, token } = sessionStore.getState();
      if (userId && token) clearSession();
    }
    return Promise.reject(error);
  },
);
