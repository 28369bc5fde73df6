import type { AnalyzedQuery } from './catalog-text-analyzer';
import { fitAxes, hitsLast, orderOf, type EngineFilters, type NameSearch } from './name-matches.search';
import type { EngineResult, SearchHit } from './search-engine';

/** How many of q's best matches are ordered with the food's own items first: the first pages, where the order is read. */
const OWN_FOOD_POOL = 60;
const LATIN = /[a-z]/i;

/**
 * One food word typed (パスタ): among its best matches, the items that are the food before those whose names write it glued
 * before another food they are a kind of (パスタサラダ is a salad, カレーパン a bread), each in relevance order (round 19).
 */
export function createOwnFoodFirst(names: NameSearch) {
  const { store, analyzer, runQuery } = names;

  /**
   * The page of q's matches with the food's own items first; null when q is no single Japanese food word, the order is not
   * relevance, the page lies past OWN_FOOD_POOL, or (on a first page) no hit of it is another food. A first page whose hits
   * are all the food's own is the same page either way, so only a later page reads the pool to place its rows.
   */
  async function ownFoodFirst(
    analyzed: AnalyzedQuery,
    result: EngineResult,
    filters: EngineFilters,
    offset: number,
    limit: number,
  ): Promise<EngineResult | null> {
    const [food] = analyzed.words;
    if (analyzed.words.length !== 1 || !food || LATIN.test(food) || offset + limit > OWN_FOOD_POOL) return null;
    if (orderOf(filters, fitAxes(filters)).kind !== 'relevance') return null;
    const anotherFood = (hit: SearchHit) => {
      const entry = store.get(hit.id);
      return entry !== undefined && analyzer.foodNamedAfter(entry.name, food) !== null;
    };
    if ((offset === 0 && !result.hits.some(anotherFood)) || analyzer.wordsNameOnlyShops(analyzed.words)) return null;
    const pool = await runQuery(analyzed, filters, 0, OWN_FOOD_POOL);
    const ordered = hitsLast(pool.hits, anotherFood);
    return ordered && { total: result.total, hits: ordered.slice(offset, offset + limit) };
  }

  return { ownFoodFirst };
}

export type OwnFoodFirst = ReturnType<typeof createOwnFoodFirst>['ownFoodFirst'];
