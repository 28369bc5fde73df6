import { LRUCache } from 'lru-cache';
import { shareAnswer, type SearchQuery, type SearchResult } from '@shokuji/contracts';

/**
 * Recent GET /search answers of one catalog load (a reload builds a new search service, so a
 * reindex never serves stale answers). App traffic repeats names, shop pages and browse orders
 * far more than it invents new ones; the search service decides which answers are worth keeping.
 * Bounded by the number of items held (about 1 KB each), a key's every KB counted as one more.
 */
export interface SearchResultCache {
  get(query: SearchQuery): SearchResult | undefined;
  set(query: SearchQuery, result: SearchResult): void;
}

export function createSearchResultCache(maxItems: number): SearchResultCache {
  if (maxItems === 0) return { get: () => undefined, set: () => undefined };
  // A key's every KB counts as an item too, so no query's length can make the cache outgrow its bound.
  const answers = new LRUCache<string, SearchResult>({
    maxSize: maxItems,
    sizeCalculation: (result, key) => result.items.length + 1 + Math.floor(key.length / 1024),
  });
  // The parsed query's keys come in schema order, so equal queries give equal keys.
  const keyOf = (query: SearchQuery) => JSON.stringify(query);
  return {
    get: (query) => answers.get(keyOf(query)),
    set: (query, result) => {
      // Shared between callers from now on: nobody may change it.
      Object.freeze(result.items);
      answers.set(keyOf(query), shareAnswer(result));
    },
  };
}
