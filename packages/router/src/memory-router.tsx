import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'wouter';
import { LocationExtrasContext, type LocationExtras } from './location';
import type { NavigateOptions } from './navigation';
import { localeBaseOf } from './locale';

export type MemoryEntry = string | { pathname: string; search?: string; hash?: string; state?: unknown };

interface Entry {
  path: string;
  search: string;
  hash: string;
  state: unknown;
}

const MEMORY_ORIGIN = 'http://memory.local';

function entryOf(target: MemoryEntry, state: unknown = null): Entry {
  if (typeof target !== 'string') {
    const { pathname, search = '', hash = '', state: entryState = state } = target;
    return { path: pathname, search: search.replace(/^\?/, ''), hash, state: entryState };
  }
  const url = new URL(target, MEMORY_ORIGIN);
  return { path: url.pathname, search: url.search.replace(/^\?/, ''), hash: url.hash, state };
}

/** A history kept in memory, for tests: entries, the current one, and listeners. */
function memoryHistory(initialEntries: MemoryEntry[]) {
  let entries = initialEntries.length ? initialEntries.map((entry) => entryOf(entry)) : [entryOf('/')];
  let current = entries[entries.length - 1] as Entry;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const navigate = (to: string, { replace = false, state = null }: NavigateOptions = {}) => {
    const url = new URL(to, `${MEMORY_ORIGIN}${current.path}`);
    const next = entryOf(`${url.pathname}${url.search}${url.hash}`, state);
    if (replace) entries[entries.indexOf(current)] = next;
    else entries = [...entries.slice(0, entries.indexOf(current) + 1), next];
    current = next;
    listeners.forEach((listener) => listener());
  };
  const useCurrent = () =>
    useSyncExternalStore(
      subscribe,
      () => current,
      () => current,
    );
  const useMemoryLocation = (): [string, typeof navigate] => [useCurrent().path, navigate];
  const useMemorySearch = () => useCurrent().search;
  const useExtras = (): LocationExtras => {
    const { hash, state } = useCurrent();
    return useMemo(() => ({ hash, state }), [hash, state]);
  };
  return { useMemoryLocation, useMemorySearch, useExtras };
}

/** A router over a history kept in memory (react-router's MemoryRouter), for tests of routed components. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: MemoryEntry[];
  children: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries));
  const [base] = useState(() => {
    const first = initialEntries[initialEntries.length - 1] ?? '/';
    return localeBaseOf(typeof first === 'string' ? first : first.pathname);
  });
  return (
    <LocationExtrasContext.Provider value={history.useExtras}>
      <Router base={base} hook={history.useMemoryLocation} searchHook={history.useMemorySearch}>
        {children}
      </Router>
    </LocationExtrasContext.Provider>
  );
}
