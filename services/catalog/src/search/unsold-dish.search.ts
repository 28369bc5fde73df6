import type { SearchResult } from '@shokuji/contracts';
import type { AnalyzedQuery } from './catalog-text-analyzer';
import type { EngineFilters, NameSearch } from './name-matches.search';
import type { EngineResult } from './search-engine';

/**
 * A dish the catalog sells no row of, whose names match another dish it ends with (鍋焼きうどん: 焼きうどん, a different dish,
 * met by the bigrams of a long reading): the answer says so (`semantic`, the message naming the dish the names hold) instead
 * of passing the other dish's rows for exact matches (round 23). The rows stay: they are the nearest the catalog has, and
 * the message lets the caller pick one or log the dish another way. Only for one Japanese word no dictionary knows whole
 * whose best match holds a dish it ends with and not the words before it (anotherDishNamed).
 */
export function createUnsoldDish(names: NameSearch) {
  const { store, analyzer, runQuery, categoriesOf } = names;

  return async function unsoldDish(
    analyzed: AnalyzedQuery,
    result: EngineResult,
    filters: EngineFilters,
    offset: number,
  ): Promise<NonNullable<SearchResult['fallback']> | null> {
    const [word] = analyzed.words;
    if (analyzed.words.length !== 1 || analyzed.terms.length !== 1 || !word || result.total === 0) return null;
    if (!analyzer.anotherDishNamed(word)) return null;
    // The best match of q decides for every page; a later page asks the engine for it (one hit).
    const [best] = offset === 0 ? result.hits : (await runQuery(analyzed, filters, 0, 1)).hits;
    const name = best && store.get(best.id)?.name;
    const other = name ? analyzer.anotherDishNamed(word, name) : null;
    if (!other) return null;
    const message = `「${word}」を名前に含む品目はありません。名前に「${other}」を含む別の料理の候補を表示しています。`;
    return { kind: 'semantic', message, relatedTerms: categoriesOf(result.hits) };
  };
}

export type UnsoldDish = ReturnType<typeof createUnsoldDish>;
