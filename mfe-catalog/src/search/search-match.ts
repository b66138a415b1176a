import { QUICK_SUGGESTION_CAP, QUICK_TERMS } from './search-constants';

/**
 * Quick suggestions for 1-2 characters, matched here against a short list of terms (the server's, or the
 * built-in ones): words starting with the text first, at most 4. 3+ characters are searched by the server.
 */
export function quickSuggestions(query: string, terms: readonly string[] = QUICK_TERMS): string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const starts = terms.filter((term) =>
    term
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(needle)),
  );
  const contains = terms.filter((term) => !starts.includes(term) && term.toLowerCase().includes(needle));
  return [...starts, ...contains].slice(0, QUICK_SUGGESTION_CAP);
}
