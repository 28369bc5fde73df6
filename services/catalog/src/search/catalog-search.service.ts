import {
  invalidRequest,
  narrowsSearch,
  SEARCH_OFFSET_MAX,
  searchFiltersProblem,
  type MultiSearchBody,
  type MultiSearchResult,
  type SearchFilters,
  type SearchQuery,
  type SearchResult,
} from '@shokuji/contracts';
import type { CatalogStore } from '../store/catalog-store';
import type { CatalogTextAnalyzer } from './catalog-text-analyzer';
import { createChainKindSearch } from './chain-kind.search';
import { createClippedNamesSearch } from './clipped-names.search';
import { createLoosePasses } from './loose-passes.search';
import { createNameSearch, fitAxes, namesNothing, NO_HITS, TYPO_PASS_BELOW } from './name-matches.search';
import { createNutritionWishSearch } from './nutrition-wish.search';
import { createOwnFoodFirst } from './own-food-first.search';
import { createRelaxedWordsSearch } from './relaxed-words.search';
import type { EngineResult, SearchEngine } from './search-engine';
import { dishesCannotAnswer, exclusionsAlone, unrecognized } from './search-messages';
import { createSearchResultCache } from './search-result.cache';
import { createUnsoldDish } from './unsold-dish.search';

/*
 * GET and POST /search: the names q matches (name-matches.search.ts), then, below a few, the loose passes
 * (loose-passes.search.ts) over the wishes (nutrition-wish.search.ts) and the words left out or read otherwise
 * (relaxed-words.search.ts); the answers that list nothing are search-messages.ts's.
 */

export interface CatalogSearchServiceDeps {
  store: CatalogStore;
  engine: SearchEngine;
  analyzer: CatalogTextAnalyzer;
  /** How many result items recent GET /search answers may hold; 0 turns the cache off. */
  resultCacheItems: number;
}

export function createCatalogSearchService(deps: CatalogSearchServiceDeps) {
  const { store, engine, analyzer } = deps;
  const recentAnswers = createSearchResultCache(deps.resultCacheItems);
  const names = createNameSearch({ store, engine, analyzer });
  const { runQuery, nameMatches, present } = names;
  const { ownFoodFirst } = createOwnFoodFirst(names);
  const wishes = createNutritionWishSearch(names, ownFoodFirst);
  const { searchByNutritionWish, searchEnglishWishAlone } = wishes;
  const { searchLoosely, noDataAnswer, compoundItemRows } = createLoosePasses(
    names,
    wishes,
    createRelaxedWordsSearch(names, ownFoodFirst),
    createClippedNamesSearch(names, ownFoodFirst),
  );
  const { chainKindFirst } = createChainKindSearch(names);
  const unsoldDish = createUnsoldDish(names);

  /** The filters' own contradictions (contracts' searchFiltersProblem), refused before any search runs. */
  function refuseContradictoryFilters(filters: SearchFilters): void {
    const problem = searchFiltersProblem(filters);
    if (problem) throw invalidRequest(problem);
  }

  return {
    /** GET /search. */
    async search(query: SearchQuery): Promise<SearchResult> {
      const { q, limit, offset, ...filters } = query;
      refuseContradictoryFilters(filters);
      // A budget-fit search carries the caller's own remaining amounts: it would rarely be asked
      // again and would only push shared answers out of the cache, so it is never kept.
      const shared = fitAxes(filters).length === 0;
      const cached = shared ? recentAnswers.get(query) : undefined;
      if (cached) return cached;
      const noDishes = dishesCannotAnswer(filters);
      const analyzed = q && !noDishes ? analyzer.analyzeQuery(q) : null;
      let result: EngineResult;
      let fallback: SearchResult['fallback'] = null;
      if (noDishes) {
        ({ result, fallback } = { result: NO_HITS, fallback: noDishes });
      } else if (q && analyzed && analyzed.terms.length === 0 && (namesNothing(analyzed) || !narrowsSearch(filters))) {
        // ヘルシー, カロリー控えめ: a wish alone is no word of a name.
        const wished = await searchByNutritionWish(q, NO_HITS, filters, offset, limit);
        const none = namesNothing(analyzed) ? unrecognized(q) : exclusionsAlone(q);
        ({ result, fallback } = wished ?? { result: NO_HITS, fallback: none });
      } else {
        // A wish typed alone in English (keto) is read before the names, whose matches are its romaji's coincidences.
        const wishAlone = q ? await searchEnglishWishAlone(q, filters, offset, limit) : null;
        if (wishAlone) ({ result, fallback } = wishAlone);
        else {
          result =
            q && analyzed ? await nameMatches(q, analyzed, filters, offset, limit) : await runQuery(analyzed, filters, offset, limit);
          if (q && analyzed && result.total < TYPO_PASS_BELOW) {
            ({ result, fallback } = await searchLoosely(q, analyzed, result, filters, offset, limit));
            // The few names q matched, kept as they are: the food's own items first there too (リンガーハット ちゃんぽん listed
            // its ちゃんぽん 定食 second, where リンガーハット ちゃんぽん 麺2倍 lists it after the ちゃんぽん rows).
            if (fallback === null && result.total > 0) result = (await ownFoodFirst(analyzed, result, filters, offset, limit)) ?? result;
          }
          // Many names met a question about allergens by its other words alone (egg free: フレッシュネス's エッグマフィン).
          else if (q) {
            ({ result, fallback } = noDataAnswer(q, result) ?? { result, fallback });
            // A compound item: its kind's rows (チーズ牛丼 listed おろしポン酢牛丼 after its own).
            if (fallback === null) result = (await compoundItemRows(q, result, filters, offset, limit)) ?? result;
            // A chain's name alone: the food it is named for first (ココイチ listed its ジンジャーエール first).
            if (analyzed && fallback === null) result = (await chainKindFirst(analyzed, result, filters, offset, limit)) ?? result;
            // One food word: its own items first (パスタ listed パスタサラダ, a salad, first).
            if (analyzed && fallback === null) result = (await ownFoodFirst(analyzed, result, filters, offset, limit)) ?? result;
            // A dish no row is, met as another it ends with (鍋焼きうどん: 焼きうどん), says so.
            if (analyzed && fallback === null) fallback = await unsoldDish(analyzed, result, filters, offset);
          }
        }
      }
      const items = present(result.hits);
      const answer = {
        total: result.total,
        returned: items.length,
        limit,
        offset,
        // More that paging can reach: past SEARCH_OFFSET_MAX the next page would be a 400.
        hasMore: offset + items.length < result.total && offset + items.length <= SEARCH_OFFSET_MAX,
        items,
        fallback,
      };
      if (shared) recentAnswers.set(query, answer);
      return answer;
    },

    /** POST /search: each term alone, with the same filters; terms without a hit go to notFound. */
    async searchTerms(body: MultiSearchBody): Promise<MultiSearchResult> {
      const { queries, limitPerQuery, ...filters } = body;
      refuseContradictoryFilters(filters);
      const noDishes = dishesCannotAnswer(filters);
      const results = await Promise.all(
        queries.map(async (term) => {
          if (noDishes) return { query: term, total: 0, returned: 0, items: [], fallback: noDishes };
          const analyzed = analyzer.analyzeQuery(term);
          // A term of exclusions alone (-牛丼) names nothing either: it had listed the whole catalog but that word.
          if (analyzed.terms.length === 0) return { query: term, total: 0, returned: 0, items: [], fallback: null };
          const exact = await nameMatches(term, analyzed, filters, 0, limitPerQuery);
          // A term without the amount it carries (バナナ 1本), a misspelled dish or an English dish phrase
          // still finds its items, and says how; unrelated items are never offered (notFound instead).
          // A question about allergens whose words the names met apart (egg free: エッグマフィン by egg and the shop's free) is
          // none of those items: the term goes to notFound, and says why.
          const noData = exact.total > 0 ? noDataAnswer(term, exact) : null;
          const { result, fallback } =
            noData ??
            (exact.total >= TYPO_PASS_BELOW
              ? {
                  result:
                    (await compoundItemRows(term, exact, filters, 0, limitPerQuery)) ??
                    (await chainKindFirst(analyzed, exact, filters, 0, limitPerQuery)) ??
                    (await ownFoodFirst(analyzed, exact, filters, 0, limitPerQuery)) ??
                    exact,
                  fallback: null,
                }
              : await searchLoosely(term, analyzed, exact, filters, 0, limitPerQuery, false));
          const ordered =
            fallback === null && result.total > 0 && exact.total < TYPO_PASS_BELOW
              ? ((await ownFoodFirst(analyzed, result, filters, 0, limitPerQuery)) ?? result)
              : result;
          const unsold = fallback === null && exact.total >= TYPO_PASS_BELOW ? await unsoldDish(analyzed, ordered, filters, 0) : null;
          const items = present(ordered.hits);
          return { query: term, total: ordered.total, returned: items.length, items, fallback: unsold ?? fallback };
        }),
      );
      return { limitPerQuery, notFound: results.filter((r) => r.total === 0).map((r) => r.query), results };
    },
  };
}

export type CatalogSearchService = ReturnType<typeof createCatalogSearchService>;
