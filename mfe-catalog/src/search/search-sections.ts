import type { PackageSummary } from '@trippy/contracts';
import type { Translate } from '@trippy/i18n';
import { POPULAR_DESTINATIONS, TRENDING_COUNT } from './search-constants';
import type { SearchState } from './search-engine';
import { shownRecent, type RecentSearch } from './recent-searches';

export type SearchItem =
  | { kind: 'package'; key: string; pkg: PackageSummary }
  | { kind: 'recent'; key: string; recent: RecentSearch }
  | { kind: 'term'; key: string; term: string; trending?: boolean };

export interface SearchSection {
  id: 'suggestions' | 'results' | 'recent' | 'popular';
  title: string;
  items: SearchItem[];
}

// The key stays English: option ids are made of it (optionId keeps word characters only).
const popularSection = (t: Translate): SearchSection => ({
  id: 'popular',
  title: t('Popular Destinations'),
  items: POPULAR_DESTINATIONS.map((term, index) => ({
    kind: 'term',
    key: `popular-${term}`,
    term: t(term),
    trending: index < TRENDING_COUNT,
  })),
});

/** What the open panel lists for a state, in keyboard order, its titles and popular terms in `t`'s language. */
export function searchSections(
  state: SearchState,
  recent: readonly RecentSearch[],
  t: Translate,
): SearchSection[] {
  if (state.mode === 'quick') {
    const suggestions: SearchSection = {
      id: 'suggestions',
      title: t('Quick Suggestions'),
      items: state.suggestions.map((term) => ({ kind: 'term', key: `quick-${term}`, term })),
    };
    return state.suggestions.length > 0 ? [suggestions] : [popularSection(t)];
  }
  if (state.mode === 'remote') {
    if (state.loading) return [];
    if (state.results.length === 0) return [popularSection(t)];
    return [
      {
        id: 'results',
        title: t('Search Results ({count})', { count: state.results.length }),
        items: state.results.map((pkg) => ({ kind: 'package', key: `result-${pkg._id}`, pkg })),
      },
    ];
  }
  const sections: SearchSection[] = [];
  const recentShown = shownRecent(recent);
  if (recentShown.length > 0) {
    sections.push({
      id: 'recent',
      title: t('Recent Searches'),
      items: recentShown.map((item) => ({ kind: 'recent', key: `recent-${item._id}`, recent: item })),
    });
  }
  sections.push(popularSection(t));
  return sections;
}

/** Moves the highlighted option with the arrow keys, wrapping at both ends; -1 means none. */
export function moveActive(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
