import {
  MEAL_TYPE_KCAL_CAP,
  SEARCH_RANGE_AXES,
  TARGET_KCAL_TOLERANCE,
  invalidRequest,
  unknownShops,
  type SearchFilters,
} from '@shokuji/contracts';
import type { CatalogStore } from '../store/catalog-store';
import type { AnalyzedQuery, CatalogTextAnalyzer } from './catalog-text-analyzer';
import type {
  EngineQuery,
  EngineResult,
  FitAxis,
  NumericField,
  SearchEngine,
  SearchFilter,
  SearchHit,
  SearchOrder,
  Theme,
} from './search-engine';
import { createSearchItemsPresenter } from './search-items.presenter';

/** Relevance is multiplied by 1 + this × ln(1 + popularity): popular items win among equal matches. */
const POPULARITY_FACTOR = 0.15;
/**
 * Below a page of items, a compound of known words (鮭おにぎり) is also looked for with its words apart
 * (手巻おにぎり 鮭, おむすび 鮭): shops name their items the other way round.
 */
const COMPOUND_PASS_BELOW = 20;

const FIELD_SORTS: Record<string, { field: NumericField; direction: 'asc' | 'desc' }> = {
  'protein-desc': { field: 'protein', direction: 'desc' },
  'cal-asc': { field: 'cal', direction: 'asc' },
  'cal-desc': { field: 'cal', direction: 'desc' },
  'price-asc': { field: 'price', direction: 'asc' },
  'popularity-desc': { field: 'popularity', direction: 'desc' },
  date: { field: 'releasedDay', direction: 'desc' },
};

/** A 2 g bucket for P/F/C targets (API-SPEC.md → GET /search: "granularity 2 g buckets for all plans"). */
const toBucket = (grams: number) => Math.round(grams / 2) * 2;

export function fitAxes(filters: SearchFilters): FitAxis[] {
  const axes: FitAxis[] = [];
  if (filters.targetCal !== undefined) {
    axes.push({ field: 'cal', origin: filters.targetCal, offset: 0, scale: Math.max(80, filters.targetCal * 0.25), decay: 0.5 });
  }
  for (const [field, target] of [
    ['protein', filters.targetProtein],
    ['fat', filters.targetFat],
    ['carbs', filters.targetCarbs],
  ] as const) {
    if (target !== undefined) axes.push({ field, origin: toBucket(target), offset: 1, scale: Math.max(6, target * 0.3), decay: 0.5 });
  }
  return axes;
}

export function orderOf(filters: SearchFilters, axes: FitAxis[]): SearchOrder {
  const sort = filters.sort;
  if (sort === 'fits-budget' || (sort === undefined && axes.length > 0)) return { kind: 'fit', axes };
  if (sort?.startsWith('score-')) return { kind: 'theme', theme: sort.slice('score-'.length) as Theme };
  if (sort && FIELD_SORTS[sort]) return { kind: 'field', ...FIELD_SORTS[sort] };
  return { kind: 'relevance' };
}

/** A q the analyzer keeps nothing of (symbols only: %, ・, U+FFFD) names nothing; run as it is, it would match the whole catalog. */
export const namesNothing = (analyzed: AnalyzedQuery) => analyzed.terms.length === 0 && analyzed.excluded.length === 0;
export const NO_HITS: EngineResult = { total: 0, hits: [] };

/**
 * The typo pass runs when the exact one finds fewer items than this (Typesense's
 * typo_tokens_threshold): a typo that happens to spell one or two unrelated names still gets its
 * corrections, which rank below those exact matches.
 */
export const TYPO_PASS_BELOW = 5;

/**
 * The hits with those `later` holds after the others, each part in the order they came (a food's own items before the sets
 * and other foods named after it); null when `later` holds none of them. `later` is asked once a hit.
 */
export function hitsLast(hits: readonly SearchHit[], later: (hit: SearchHit) => boolean): SearchHit[] | null {
  const first: SearchHit[] = [];
  const last: SearchHit[] = [];
  for (const hit of hits) (later(hit) ? last : first).push(hit);
  return last.length ? [...first, ...last] : null;
}

/**
 * The caller's filters and a cap on the price q typed (500円以下: round 16), which the public filters have no field for: the
 * wish pass adds it, and the engine keeps the items priced within it.
 */
export type EngineFilters = SearchFilters & { priceMax?: number };

export interface NameSearchDeps {
  store: CatalogStore;
  engine: SearchEngine;
  analyzer: CatalogTextAnalyzer;
}

/**
 * The engine query of q under the caller's filters, and the names that match q: what every pass of a search runs
 * (nutrition-wish.search.ts, relaxed-words.search.ts, loose-passes.search.ts) and the service's first answer.
 */
export function createNameSearch(deps: NameSearchDeps) {
  const { store, engine, analyzer } = deps;
  const genreIds = new Set(store.genres.map((genre) => genre.id));
  const { present, categoriesOf } = createSearchItemsPresenter(store);

  function engineFilter(filters: EngineFilters, axes: FitAxis[]): SearchFilter {
    const unknownShopIds = (filters.shop ?? []).filter((id) => !store.shop(id));
    if (unknownShopIds.length) throw unknownShops('shop', unknownShopIds, undefined, store.shops);
    const unknownGenres = (filters.genre ?? []).filter((id) => !genreIds.has(id));
    if (unknownGenres.length)
      throw invalidRequest(`genre: unknown genre id(s) ${unknownGenres.join(', ')}; see GET /help`, {
        userMessage: `ジャンルID「${unknownGenres.join('」「')}」は見つかりません。GET /help で確認してください。`,
      });
    const ranges: SearchFilter['ranges'] = {};
    for (const field of SEARCH_RANGE_AXES) {
      const min = filters[`${field}Min`];
      const max = filters[`${field}Max`];
      if (min !== undefined || max !== undefined)
        ranges[field] = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    }
    const mealCap = filters.mealType ? MEAL_TYPE_KCAL_CAP[filters.mealType] : undefined;
    const targetCap = filters.targetCal !== undefined ? filters.targetCal * TARGET_KCAL_TOLERANCE : undefined;
    const calCaps = [ranges.cal?.max, mealCap, targetCap].filter((cap): cap is number => cap !== undefined);
    if (calCaps.length) ranges.cal = { ...ranges.cal, max: Math.min(...calCaps) };
    // A P/F/C target or a P/F/C sort only ranks items that publish that value.
    for (const axis of axes) if (axis.field !== 'cal' && !ranges[axis.field]) ranges[axis.field] = { min: 0 };
    if (filters.sort === 'price-asc') ranges.price = { min: 0 };
    if (filters.priceMax !== undefined) ranges.price = { min: 0, max: filters.priceMax };
    return {
      ...(filters.include === 'products' ? { types: ['product'] } : filters.include === 'dishes' ? { types: ['dish'] } : {}),
      ...(filters.shop?.length ? { shopIds: filters.shop } : {}),
      ...(filters.genre?.length ? { genres: filters.genre } : {}),
      ranges,
      // Morning-only menus are not served at other times of day.
      excludeBreakfastOnly: filters.mealType !== undefined && filters.mealType !== 'breakfast',
    };
  }

  async function runQuery(analyzed: AnalyzedQuery | null, filters: EngineFilters, from: number, size: number) {
    const axes = fitAxes(filters);
    const query: EngineQuery = {
      terms: analyzed?.terms ?? [],
      excluded: analyzed?.excluded ?? [],
      filter: engineFilter(filters, axes),
      order: orderOf(filters, axes),
      popularityFactor: POPULARITY_FACTOR,
      from,
      size,
    };
    return engine.search(query);
  }

  /** The names that match q: its query, and below a page its compounds with their words apart too. */
  async function nameMatches(q: string, analyzed: AnalyzedQuery, filters: SearchFilters, offset: number, limit: number) {
    const whole = await runQuery(analyzed, filters, offset, limit);
    return whole.total < COMPOUND_PASS_BELOW ? withCompoundsApart(q, analyzed, whole, filters, offset, limit) : whole;
  }

  /**
   * The answer with q's compounds also matched by their words apart, when that finds more; else `exact`. Under relevance
   * the names matching q as typed lead, then the others its words apart meet (round 14: 焼き芋's words apart, 焼き and 芋,
   * found nine names, 山芋焼 first, and that answer replaced the two 焼きいも items q as typed had met, which the words
   * apart miss). The total counts a typed match the words apart also meet once, as far as their first page and the
   * typed matches reach.
   */
  async function withCompoundsApart(
    q: string,
    analyzed: AnalyzedQuery,
    exact: EngineResult,
    filters: SearchFilters,
    offset: number,
    limit: number,
  ) {
    const apart = analyzer.withCompoundsApart(q);
    if (!apart) return exact;
    const result = await runQuery(apart, filters, offset, limit);
    if (result.total <= exact.total) return exact;
    if (exact.total === 0 || orderOf(filters, fitAxes(filters)).kind !== 'relevance') return result;
    const typed = exact.hits.length === exact.total ? exact.hits : (await runQuery(analyzed, filters, 0, exact.total)).hits;
    const typedIds = new Set(typed.map((hit) => hit.id));
    const others = await runQuery(apart, filters, 0, offset + limit + typed.length);
    const metApart = new Set(others.hits.map((hit) => hit.id));
    const merged = [...typed, ...others.hits.filter((hit) => !typedIds.has(hit.id))];
    const total = result.total + typed.filter((hit) => !metApart.has(hit.id)).length;
    return { total, hits: merged.slice(offset, offset + limit) };
  }

  return { store, analyzer, runQuery, nameMatches, present, categoriesOf };
}

export type NameSearch = ReturnType<typeof createNameSearch>;
