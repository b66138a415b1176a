import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { clearStaffSession, staffSessionStore } from '@trippy/session';
import { http, isAxiosError } from '../http';
import { unwrap } from '../envelope';
import { filenameFrom } from '../lifecycle/invoices-api';

/** One page of a back-office list, as every `/api/operator` list answers. */
export interface OperatorPage<T> {
  items: T[];
  page: { page: number; pageSize: number; total: number };
}

type Method = 'get' | 'post' | 'put' | 'patch';

/** Sends the staff token (never the customer's); a 401 ends the back-office session. */
async function send<T>(
  method: Method,
  url: string,
  data?: unknown,
  config: AxiosRequestConfig = {},
): Promise<AxiosResponse<T>> {
  const { token } = staffSessionStore.getState();
  const headers = { ...(config.headers as Record<string, string> | undefined) };
  if (token) headers.Authorization = `Bearer ${token}`;
  else headers.Authorization = 'Bearer -';
  const withToken = { ...config, headers };
  try {
    if (method === 'get') return await http.get<T>(url, withToken);
    return await http[method]<T>(url, data, withToken);
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 401 && token) clearStaffSession();
    throw error;
  }
}

/** The back office's HTTP client: the envelope unwrapped, the staff token attached. */
export const operatorHttp = {
  async get<T>(url: string, params?: Record<string, unknown>): Promise<T> {
    return unwrap<T>(await send('get', url, undefined, { params }));
  },
  async page<T>(url: string, params?: Record<string, unknown>): Promise<OperatorPage<T>> {
    const response = await send<{ success: boolean; data?: T[]; page?: OperatorPage<T>['page'] }>(
      'get',
      url,
      undefined,
      { params },
    );
    const items = unwrap<T[]>(response);
    return { items, page: response.data.page ?? { page: 1, pageSize: items.length, total: items.length } };
  },
  async post<T>(url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    return unwrap<T>(await send('post', url, body ?? {}, headers ? { headers } : {}));
  },
  async put<T>(url: string, body: unknown): Promise<T> {
    return unwrap<T>(await send('put', url, body));
  },
  async patch<T>(url: string, body: unknown): Promise<T> {
    return unwrap<T>(await send('patch', url, body));
  },
  /** Raw bytes (an image upload) as the body, with their Content-Type. */
  async upload<T>(url: string, body: Blob, contentType: string): Promise<T> {
    return unwrap<T>(await send('post', url, body, { headers: { 'Content-Type': contentType } }));
  },
  /**
   * A CSV download with the staff token: its text, the BOM put back first (the browser's decoder drops it and
   * Excel needs it to read UTF-8), and the file name the server gave (or the fallback).
   */
  async csv(
    url: string,
    params: Record<string, unknown>,
    fallback: string,
  ): Promise<{ text: string; filename: string }> {
    const response = await send<string>('get', url, undefined, { params, responseType: 'text' });
    const text = String(response.data ?? '');
    const disposition = response.headers?.['content-disposition'] as string | undefined;
    return {
      text: text.startsWith('\ufeff') ? text : `\ufeff${text}`,
      filename: filenameFrom(disposition, fallback),
    };
  },
  /** Raw text (a CSV export) with the staff token. */
  async text(url: string): Promise<string> {
    const response = await send<string>('get', url, undefined, { responseType: 'text' });
    return response.data;
  },
};
