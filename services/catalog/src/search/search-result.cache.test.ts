import { isSharedAnswer, type SearchQuery, type SearchResult } from '@shokuji/contracts';
import { createSearchResultCache } from './search-result.cache';

const query = (q: string): SearchQuery => ({ q, limit: 20, offset: 0 }) as SearchQuery;
const answer = (items: number): SearchResult =>
  ({
    total: items,
    returned: items,
    limit: 20,
    offset: 0,
    hasMore: false,
    items: Array.from({ length: items }, (_, i) => ({ id: `p${i}` })),
    fallback: null,
  }) as unknown as SearchResult;

describe('createSearchResultCache', () => {
  it('answers an equal query from the cache and another query not', () => {
    const cache = createSearchResultCache(100);
    const kept = answer(3);
    cache.set(query('牛丼'), kept);
    expect(cache.get(query('牛丼'))).toBe(kept);
    expect(cache.get(query('うどん'))).toBeUndefined();
    expect(cache.get({ ...query('牛丼'), offset: 20 })).toBeUndefined();
  });

  it('shares what it keeps: frozen, so no caller can change it, and marked for callers that keep work derived from it', () => {
    const cache = createSearchResultCache(100);
    const fresh = answer(2);
    expect(isSharedAnswer(fresh)).toBe(false);
    cache.set(query('牛丼'), fresh);
    const shared = cache.get(query('牛丼'))!;
    expect(isSharedAnswer(shared)).toBe(true);
    expect(Object.isFrozen(shared)).toBe(true);
    expect(Object.isFrozen(shared.items)).toBe(true);
  });

  it('holds at most the configured number of items, dropping the least recently used', () => {
    const cache = createSearchResultCache(25);
    cache.set(query('a'), answer(10));
    cache.set(query('b'), answer(10));
    cache.get(query('a'));
    cache.set(query('c'), answer(10));
    expect(cache.get(query('a'))).toBeDefined();
    expect(cache.get(query('b'))).toBeUndefined();
    expect(cache.get(query('c'))).toBeDefined();
  });

  it("counts every KB of a query's key as an item, so long queries cannot outgrow the bound", () => {
    const cache = createSearchResultCache(25);
    const long = (name: string) => ({ ...query(name), shop: Array.from({ length: 1000 }, (_, i) => `shop-${i}`) }) as SearchQuery;
    // Each key is ~11 KB: two empty answers fill 24 of the 25, a third drops the first.
    cache.set(long('a'), answer(0));
    cache.set(long('b'), answer(0));
    expect(cache.get(long('a'))).toBeDefined();
    cache.set(long('c'), answer(0));
    expect(cache.get(long('b'))).toBeUndefined();
    expect(cache.get(long('a'))).toBeDefined();
    expect(cache.get(long('c'))).toBeDefined();
  });

  it('keeps nothing when turned off', () => {
    const cache = createSearchResultCache(0);
    cache.set(query('牛丼'), answer(1));
    expect(cache.get(query('牛丼'))).toBeUndefined();
  });
});
