import {
  invalidRequest,
  narrowsSearch,
  MEAL_TYPE_KCAL_CAP,
  SEARCH_OFFSET_MAX,
  SEARCH_RANGE_AXES,
  searchFiltersProblem,
  TARGET_KCAL_TOLERANCE,
  type MultiSearchBody,
  type MultiSearchResult,
  type SearchFilters,
  type SearchQuery,
  type SearchResult,
} from '@shokuji/contracts';
import type { CatalogStore } from '../store/catalog-store';
import { presentCatalogEntry } from '../store/catalog.presenter';
import type { AnalyzedQuery, CatalogTextAnalyzer } from './catalog-text-analyzer';
import { createSearchResultCache } from './search-result.cache';
import { computeThemes } from './catalog-themes';
import { foodKindWordsIn } from './food-kind-words';
import { noDataWordsIn } from './no-data-words';
import { coreName } from './ja-catalog-analyzer';
import { mealTimeWordsIn, type MealTimeWords } from './meal-time-words';
import { energyTargetIn, nutrientNamesIn, nutritionWishIn, type NutritionLimit } from './nutrition-wishes';
import type {
  EngineQuery,
  EngineResult,
  SearchHit,
  FitAxis,
  NumericField,
  SearchDocument,
  SearchEngine,
  SearchFilter,
  SearchOrder,
  Theme,
} from './search-engine';

/** Relevance is multiplied by 1 + this × ln(1 + popularity): popular items win among equal matches. */
const POPULARITY_FACTOR = 0.15;
/**
 * The typo pass runs when the exact one finds fewer items than this (Typesense's
 * typo_tokens_threshold): a typo that happens to spell one or two unrelated names still gets its
 * corrections, which rank below those exact matches.
 */
const TYPO_PASS_BELOW = 5;
/**
 * Below a page of items, a compound of known words (鮭おにぎり) is also looked for with its words apart
 * (手巻おにぎり 鮭, おむすび 鮭): shops name their items the other way round.
 */
const COMPOUND_PASS_BELOW = 20;
/**
 * How many of the items that best match the rest of q a wish for a kind of nutrition orders by its
 * theme: a page or two of what q names, not the whole catalog's zero-calorie drinks.
 */
const WISH_POOL = 60;
/** How many items of q's food, in a nutrient's order, are searched for its own rows when sets holding it as a side lead. */
const SIDE_SET_POOL = 600;
/** How many best matches of an item typed in a size it is not sold in are searched for its rows (rowsOfItem). */
const SIZED_ITEM_POOL = 60;

const FIELD_SORTS: Record<string, { field: NumericField; direction: 'asc' | 'desc' }> = {
  'protein-desc': { field: 'protein', direction: 'desc' },
  'cal-asc': { field: 'cal', direction: 'asc' },
  'cal-desc': { field: 'cal', direction: 'desc' },
  'price-asc': { field: 'price', direction: 'asc' },
  'popularity-desc': { field: 'popularity', direction: 'desc' },
  date: { field: 'releasedDay', direction: 'desc' },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The documents an engine indexes: active entries only (discontinued and hidden never appear). */
export function buildSearchDocuments(
  store: CatalogStore,
  analyzer: CatalogTextAnalyzer,
  onProgress?: (done: number, total: number) => void,
): SearchDocument[] {
  const active = store.entries.filter((entry) => entry.status === 'active');
  return active.map((entry, i) => {
    if (onProgress && (i % 500 === 0 || i === active.length - 1)) onProgress(i + 1, active.length);
    const numbers: SearchDocument['numbers'] = { cal: entry.cal, popularity: entry.popularity };
    if (entry.protein !== null) numbers.protein = entry.protein;
    if (entry.fat !== null) numbers.fat = entry.fat;
    if (entry.carbs !== null) numbers.carbs = entry.carbs;
    if (entry.price !== null) numbers.price = entry.price;
    if (entry.releasedAt) numbers.releasedDay = Math.floor(Date.parse(`${entry.releasedAt}T00:00:00Z`) / DAY_MS);
    return {
      id: entry.id,
      type: entry.type,
      shopId: entry.shopId,
      genres: entry.genres,
      breakfastOnly: entry.breakfastOnly,
      numbers,
      themes: computeThemes(entry),
      text: analyzer.documentText(entry, entry.shopId ? store.shop(entry.shopId) : undefined),
    };
  });
}

/** A 2 g bucket for P/F/C targets (API-SPEC.md → GET /search: "granularity 2 g buckets for all plans"). */
const toBucket = (grams: number) => Math.round(grams / 2) * 2;

function fitAxes(filters: SearchFilters): FitAxis[] {
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

function orderOf(filters: SearchFilters, axes: FitAxis[]): SearchOrder {
  const sort = filters.sort;
  if (sort === 'fits-budget' || (sort === undefined && axes.length > 0)) return { kind: 'fit', axes };
  if (sort?.startsWith('score-')) return { kind: 'theme', theme: sort.slice('score-'.length) as Theme };
  if (sort && FIELD_SORTS[sort]) return { kind: 'field', ...FIELD_SORTS[sort] };
  return { kind: 'relevance' };
}

/** The caller's filters with a wish's limits (the narrower bound wins); null when together they contradict. */
function withLimits(filters: SearchFilters, limits: NutritionLimit[]): SearchFilters | null {
  const merged = { ...filters };
  for (const { field, bound, value } of limits) {
    const key = `${field}${bound === 'min' ? 'Min' : 'Max'}` as const;
    const current = merged[key];
    merged[key] = current === undefined ? value : bound === 'min' ? Math.max(current, value) : Math.min(current, value);
  }
  return searchFiltersProblem(merged) ? null : merged;
}

/**
 * The genres a time of eating names, where the caller set none: its own (おやつ: sweets, snack), else its meal's when q
 * names no food beside it (コンビニ 昼ごはん: the dishes of a lunch); undefined otherwise.
 */
const mealTimeGenres = (filters: SearchFilters, { genres, mealGenres }: MealTimeWords, namesFood: boolean): string[] | undefined =>
  filters.genre?.length ? undefined : (genres ?? (namesFood ? undefined : mealGenres));

/** The caller's filters with the meal type and genres a time of eating names, where the caller set none. */
function withMealTime(filters: SearchFilters, mealTime: MealTimeWords, namesFood: boolean): SearchFilters {
  const genres = mealTimeGenres(filters, mealTime, namesFood);
  return { ...filters, mealType: filters.mealType ?? mealTime.mealType, ...(genres ? { genre: genres } : {}) };
}

/** A meal's least energy: a snack slot's cap (MEAL_TYPE_KCAL_CAP, 250 kcal), the most a snack holds. */
const MEAL_FLOOR: NutritionLimit = { field: 'cal', bound: 'min', value: MEAL_TYPE_KCAL_CAP.snack ?? 250 };
/** The product types that make a meal by themselves (a main dish, a set), as a lunch or a dinner with no food named asks. */
const MEAL_PRODUCT_TYPES: ReadonlySet<string> = new Set(['main', 'set']);

/** The caller's filters with an energy amount q typed with no bound as the calorie target (朝食 500kcal: targetCal=500). */
const withEnergyTarget = (filters: SearchFilters, energy: { value: number } | null): SearchFilters =>
  energy ? { ...filters, targetCal: energy.value } : filters;

/** Wish words the English lexicon gives a Japanese name the names hold (protein: プロテイン飲料), so they stay names alone. */
const WISH_WORDS_NAMES_HOLD = new Set(['protein']);
/** A q of latin words alone (keto, low carb): what searchEnglishWishAlone reads. */
const LATIN_WORDS = /^[a-z][a-z\s-]*$/i;

/** Words as a fallback message names them: each in 「」, joined by ・. */
const quotedWords = (words: readonly string[]): string => words.map((word) => `「${word}」`).join('・');

const LIMIT_LABELS: Record<NutritionLimit['field'], [string, string]> = {
  cal: ['カロリー', 'kcal'],
  protein: ['たんぱく質', 'g'],
  fat: ['脂質', 'g'],
  carbs: ['炭水化物', 'g'],
};
const limitText = ({ field, bound, value }: NutritionLimit) =>
  `${LIMIT_LABELS[field][0]}${value}${LIMIT_LABELS[field][1]}${bound === 'max' ? '以下' : '以上'}`;

/**
 * The filters that leave items out: the hard ranges, a meal type's cap (breakfast 600 kcal, a snack slot 250), and a
 * calorie target's (5 % over it, Fit ordering).
 */
const LIMIT_FILTERS = [
  'calMin',
  'calMax',
  'proteinMin',
  'proteinMax',
  'fatMin',
  'fatMax',
  'carbsMin',
  'carbsMax',
  'mealType',
  'targetCal',
] as const;

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
  const genreIds = new Set(store.genres.map((genre) => genre.id));

  function engineFilter(filters: SearchFilters, axes: FitAxis[]): SearchFilter {
    const unknownShops = (filters.shop ?? []).filter((id) => !store.shop(id));
    // The ids named in userMessage too, as every refused input is: a user shown it knows what to correct.
    if (unknownShops.length)
      throw invalidRequest(`unknown shop id(s): ${unknownShops.join(', ')}; see GET /shops`, {
        userMessage: `店舗ID「${unknownShops.join('」「')}」は見つかりません。GET /shops で確認してください。`,
      });
    const unknownGenres = (filters.genre ?? []).filter((id) => !genreIds.has(id));
    if (unknownGenres.length)
      throw invalidRequest(`unknown genre id(s): ${unknownGenres.join(', ')}; see GET /help`, {
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
    return {
      ...(filters.include === 'products' ? { types: ['product'] } : filters.include === 'dishes' ? { types: ['dish'] } : {}),
      ...(filters.shop?.length ? { shopIds: filters.shop } : {}),
      ...(filters.genre?.length ? { genres: filters.genre } : {}),
      ranges,
      // Morning-only menus are not served at other times of day.
      excludeBreakfastOnly: filters.mealType !== undefined && filters.mealType !== 'breakfast',
    };
  }

  /** The filters' own contradictions (contracts' searchFiltersProblem), refused before any search runs. */
  function refuseContradictoryFilters(filters: SearchFilters): void {
    const problem = searchFiltersProblem(filters);
    if (problem) throw invalidRequest(problem);
  }

  async function runQuery(analyzed: AnalyzedQuery | null, filters: SearchFilters, from: number, size: number) {
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

  function present(hits: { id: string; score: number }[]) {
    const top = Math.max(...hits.map((hit) => hit.score), Number.MIN_VALUE);
    return hits.flatMap((hit) => {
      const entry = store.get(hit.id);
      return entry ? [presentCatalogEntry(entry, (hit.score / top) * 100, false)] : [];
    });
  }

  /** A q the analyzer keeps nothing of (symbols only: %, ・, U+FFFD) names nothing; run as it is, it would match the whole catalog. */
  const namesNothing = (analyzed: AnalyzedQuery) => analyzed.terms.length === 0 && analyzed.excluded.length === 0;
  const NO_HITS: EngineResult = { total: 0, hits: [] };
  const unrecognized = (q: string) => ({
    kind: 'none' as const,
    message: `「${q}」は料理名・食材・分類・店名として認識できる語を含まないため、候補はありません。`,
    relatedTerms: [],
  });

  /**
   * A q asking for what no item records (gluten free, 卵アレルギー パン, halal: NO_DATA_WORDS) gets no items, and the message
   * says what the catalog holds and what it can do instead, rather than that a word matched no name or a list of foods that
   * may hold what was to be avoided (round 15). Null when q holds no such word.
   */
  function noDataFor(q: string) {
    const asked = noDataWordsIn(q);
    if (!asked) return null;
    const named = asked.rest && !namesNothing(analyzer.analyzeQuery(asked.rest)) ? asked.rest : null;
    // Beside an allergy (卵アレルギー) the food named is the one to avoid; beside gluten free it is the one wanted.
    const avoided = named && asked.allergy ? named : null;
    const food = avoided ? null : named;
    const message =
      `${quotedWords(asked.words)}には答えられません。カタログの項目は名前・店・分類・栄養の値（cal・protein・fat・carbs）・価格を持ち、` +
      '原材料やアレルゲン（小麦・乳・卵など）の情報を持たないため、含まないものを選べないからです。' +
      `できること: 名前に出る食材の除外（例: 「${food ?? 'サンドイッチ'} -${avoided ?? '卵'}」のように除く語の前に - を付ける。名前に出ない原材料は除けません）、` +
      '栄養の値・価格での絞り込み。' +
      (food ? `「${food}」だけで検索すれば、その候補（原材料は未確認）を表示できます。` : '');
    return { kind: 'none' as const, message, relatedTerms: [] };
  }

  /**
   * A q of exclusions alone (-牛丼) with no filter that makes a search of its own names nothing to look for: it had listed the
   * whole catalog but those words. Beside a shop, a genre, a range, a target or a sort it leaves those words out of what the
   * filters list (すき家 without 牛丼: shop=sukiya&q=-牛丼).
   */
  const exclusionsAlone = (q: string) => ({
    kind: 'none' as const,
    message: `「${q}」は除外する語（-語）だけで、探す料理名・商品名を含まないため、候補はありません。「カレー -牛丼」のように探す語と一緒に入力してください。`,
    relatedTerms: [],
  });

  /**
   * Filters under which no generic dish can be listed: include=dishes with a shop (a dish is sold at no shop) or with
   * sort=price-asc (a dish has no price). A 200 with no items, as API-SPEC lets the filters combine; the message says why,
   * where the passes for a miss had blamed q's words (すき家 牛丼 with include=dishes: 「牛丼」に名前・材料・分類が一致する項目は
   * ありません, though 牛丼 dishes exist). Null when the filters can list dishes.
   */
  function dishesCannotAnswer(filters: SearchFilters) {
    if (filters.include !== 'dishes') return null;
    const reasons = [
      ...(filters.shop?.length
        ? ['料理（include=dishes）はどの店舗でも販売されていない一般的な料理のため、店舗（shop）で絞り込むと候補はありません']
        : []),
      ...(filters.sort === 'price-asc'
        ? ['料理（include=dishes）には価格がないため、価格順（sort=price-asc）で並べられる候補はありません']
        : []),
    ];
    if (!reasons.length) return null;
    return {
      kind: 'none' as const,
      message: `${reasons.join('。また、')}。店舗の商品は include=products または include=all で検索してください。`,
      relatedTerms: [],
    };
  }

  const sizesAlone = (q: string) => ({
    kind: 'none' as const,
    message: `「${q}」はサイズの指定だけで料理名・商品名を含まず、このサイズの商品はありません。`,
    relatedTerms: [],
  });

  const categoriesOf = (hits: { id: string }[]) => [...new Set(hits.flatMap((hit) => store.get(hit.id)?.category ?? []))].slice(0, 5);

  /**
   * An English phrase no name matches (pork cutlet bowl, shrimp tempura): the dish its parts compose,
   * else its head noun with fewer modifiers (docs/catalog-search.md → English phrases); null when
   * none of them finds anything or q is no English phrase.
   */
  async function searchEnglishPhrase(q: string, filters: SearchFilters, offset: number, limit: number) {
    for (const { head, apart, query } of analyzer.analyzeEnglishPhraseFallbacks(q)) {
      const result = await runQuery(query, filters, offset, limit);
      if (result.total === 0) continue;
      const message = apart
        ? `「${q}」に名前が一致する項目がないため、${apart.map((word) => `「${word}」`).join('')}をそれぞれ含む候補を表示しています。`
        : head
          ? `「${q}」に名前が一致する項目がないため、主な語「${head}」の候補を表示しています。`
          : `「${q}」に名前が一致する項目がないため、各語の和名を組み合わせた料理名の候補を表示しています。`;
      return { result, fallback: { kind: 'semantic' as const, message, relatedTerms: categoriesOf(result.hits) } };
    }
    return null;
  }
  /**
   * A long Japanese term no name holds whole, by the dish word it ends with (プレミアム牛めし → 牛めし:
   * the catalog names 松屋's product 牛めし); null when q has no such term or that finds nothing too.
   */
  async function searchHeadWords(q: string, filters: SearchFilters, offset: number, limit: number) {
    const cut = analyzer.withHeadWords(q);
    if (!cut) return null;
    const result = await runQuery(cut.query, filters, offset, limit);
    if (result.total === 0) return null;
    const message = `「${q}」に名前が一致する項目がないため、主な語「${cut.heads.join('・')}」の候補を表示しています。`;
    return { result, fallback: { kind: 'semantic' as const, message, relatedTerms: categoriesOf(result.hits) } };
  }

  /**
   * q with the amount, count and size words a meal log adds (バナナ 1本, おにぎり2個, 牛丼 大), when the
   * names match few items with them and more without: the food's items, and the fallback says which
   * words were left out (docs/catalog-search.md → When nothing matches). Null otherwise.
   */
  async function searchWithoutAmounts(
    q: string,
    analyzed: AnalyzedQuery,
    relaxed: ReturnType<CatalogTextAnalyzer['withoutAmounts']>,
    exact: EngineResult,
    filters: SearchFilters,
    offset: number,
    limit: number,
    /** The item q names, sold in other sizes only (sizedRowsOfBestItem): its rows replace the sized ones. */
    otherSizesOf: string | null = null,
  ) {
    if (!relaxed) return null;
    const unsized = analyzer.analyzeQuery(relaxed.q);
    const result = otherSizesOf
      ? await rowsOfItem(otherSizesOf, unsized, filters, offset, limit)
      : await typedRowsFirst(q, analyzed, exact, unsized, filters, offset, limit);
    if (result.total <= exact.total && !otherSizesOf) return null;
    const notSold = relaxed.sizesNotSold;
    const reason = notSold
      ? `${notSold.chains.join('・')}には${quotedWords(notSold.sizes)}のサイズがない`
      : otherSizesOf
        ? `「${otherSizesOf}」には${quotedWords(relaxed.amounts)}のサイズがない`
        : `「${q}」に名前が一致する項目が${exact.total === 0 ? 'ない' : '少ない'}`;
    // The rows q matched with its amounts lead the answer (typedRowsFirst): the others are shown too.
    const also = exact.total > 0 && !otherSizesOf ? 'も' : 'を';
    const message = `${reason}ため、量・サイズの指定（${relaxed.amounts.join('・')}）を除いた「${relaxed.q}」の候補${also}表示しています。`;
    return { result, fallback: { kind: 'relaxed' as const, message, relatedTerms: categoriesOf(result.hits) } };
  }

  /**
   * A page of q's matches without its amounts (`unsized`), the few rows that matched q with them (`exact`) first, ranked
   * above the others, under the relevance order: they are what was typed. ケンタ オリジナルチキン 2ピース listed the plain
   * オリジナルチキン before オリジナルチキン 2ピース, たこやき 8個 two 銀だこ rows before ローソン's たこ焼(8個入り). An order the
   * caller chose (a sort, a budget target) stays the order of the page.
   */
  async function typedRowsFirst(
    q: string,
    analyzed: AnalyzedQuery,
    exact: EngineResult,
    unsized: AnalyzedQuery,
    filters: SearchFilters,
    offset: number,
    limit: number,
  ): Promise<EngineResult> {
    if (exact.total === 0 || orderOf(filters, fitAxes(filters)).kind !== 'relevance') return runQuery(unsized, filters, offset, limit);
    const typed = exact.hits.length === exact.total ? exact.hits : (await nameMatches(q, analyzed, filters, 0, exact.total)).hits;
    const ids = new Set(typed.map((hit) => hit.id));
    const pool = await runQuery(unsized, filters, 0, offset + limit + ids.size);
    const others = pool.hits.filter((hit) => !ids.has(hit.id));
    const top = Math.max(0, ...others.map((hit) => hit.score));
    const leading = typed.map((hit) => ({ ...hit, score: Math.max(hit.score, top) }));
    // Every term of q without its amounts is one of q's, so the rows q matched are among its matches.
    return { total: Math.max(pool.total, ids.size), hits: [...leading, ...others].slice(offset, offset + limit) };
  }

  /** Whether a hit's name without its size holds the item (プレミアムチーズ牛丼 大盛 holds チーズ牛丼). */
  const holdsItem = (hit: { id: string }, item: string) => {
    const entry = store.get(hit.id);
    return entry !== undefined && coreName(entry.name).includes(item);
  };

  /**
   * A page of the item's rows among the SIZED_ITEM_POOL best matches of `query` (q without its sizes), the others left out
   * (すき家 チーズ牛丼 大盛 listed おろしポン酢牛丼 rows from the fifth row, met by bigrams across ポン酢|牛丼); the plain page
   * when none of them holds it.
   */
  async function rowsOfItem(item: string, query: AnalyzedQuery, filters: SearchFilters, offset: number, limit: number) {
    const pool = await runQuery(query, filters, 0, SIZED_ITEM_POOL);
    const held = pool.hits.filter((hit) => holdsItem(hit, item));
    if (!held.length) return runQuery(query, filters, offset, limit);
    return { total: held.length, hits: held.slice(offset, offset + limit) };
  }

  /**
   * The sized rows against the best match of q without its sizes (`unsized`), by its name without a size: those whose
   * name holds it (a kind of it, プレミアムチーズ牛丼 大盛 for チーズ牛丼, is it in that size), else the item, sold in other
   * sizes only (スタバ アイスカフェラテ トール listed アイス抹茶ラテ M, its words met apart, where スターバックス sells
   * アイスカフェラテ at L only). Null when the sized answer is longer than its page (`exact` holds one page).
   */
  async function sizedRowsOfBestItem(unsized: string, exact: EngineResult, filters: SearchFilters) {
    if (exact.hits.length < exact.total) return null;
    const best = (await runQuery(analyzer.analyzeQuery(unsized), filters, 0, 1)).hits[0];
    const bestEntry = best && store.get(best.id);
    if (!bestEntry) return null;
    const item = coreName(bestEntry.name);
    const holding = exact.hits.filter((hit) => holdsItem(hit, item));
    return holding.length
      ? { sized: { total: holding.length, hits: holding }, soldInOtherSizesOnly: null }
      : { sized: null, soldInOtherSizesOnly: item };
  }

  /**
   * q holding a wish for a kind of nutrition (セブン 低カロリー, 低カロリー 弁当, high protein, 弁当
   * 500kcal以下), a time of eating (高たんぱく おやつ, 夜食) or a kind of food filed by genre (カロリーゼロ 飲み物),
   * when the names match few items with it. Its limits join the caller's ranges (the narrower bound wins); a time
   * of eating is the caller's mealType and a kind its genres unless the caller set them. With a theme (the wish's, else the time of day's) and no order
   * or budget target of the caller's: the WISH_POOL items that best match the rest of q (the most
   * popular when the wish was all of it), in the theme's order, so the wish ranks what q asks for rather
   * than listing every 0 kcal tea first; otherwise the rest of q in the order asked. The fallback says
   * how q was read (docs/catalog-search.md → A wish for a kind of nutrition). Null when q holds no wish,
   * its limits contradict the caller's, the rest names nothing, or it finds no more than q did.
   */
  async function searchByNutritionWish(q: string, exact: EngineResult, filters: SearchFilters, offset: number, limit: number) {
    const timeWords = mealTimeWordsIn(q);
    // 朝食 is a time of eating beside a chain (マクドナルド 朝食, or shop=) that files its breakfast otherwise; elsewhere it is the
    // names' word (朝食 500kcal以下: the 朝食 rows within 500 kcal, not the morning theme's 60 most popular items).
    const mealTime =
      timeWords?.namesHold &&
      !filters.shop?.length &&
      !timeWords.rest.split(/\s+/).some((word) => word !== '' && analyzer.namesOnlyShops(word))
        ? null
        : timeWords;
    const wish = nutritionWishIn(mealTime ? mealTime.rest : q);
    const unwished = wish ? wish.rest : mealTime ? mealTime.rest : q;
    // An energy amount with no bound beside a word (朝食 500kcal) is a target, unless the caller set one or an order.
    const energy = filters.targetCal === undefined && filters.sort === undefined ? energyTargetIn(unwished) : null;
    const kind = foodKindWordsIn(energy ? energy.rest : unwished);
    if (!wish && !mealTime && !kind && !energy) return null;
    const restText = kind ? kind.rest : energy ? energy.rest : unwished;
    const namesFood = restText !== '' && !analyzer.namesOnlyShops(restText);
    const timed = withEnergyTarget(mealTime ? withMealTime(filters, mealTime, namesFood) : filters, energy);
    const kindGenres = kind && !timed.genre?.length ? kind.genres : undefined;
    // A wish with no food named is for something to eat (セブン 低カロリー listed its 0 kcal coffees first).
    const foodGenres = !kindGenres && !namesFood && !timed.genre?.length ? wish?.genresAlone : undefined;
    const genres = kindGenres ?? foodGenres;
    const readGenres = mealTime && mealTimeGenres(filters, mealTime, namesFood);
    // A lunch or a dinner with no food named is a meal by itself (round 14): healthy lunch under 500 calories listed a single
    // nigiri (84 kcal) and a 生ハム first. Its items hold at least a snack's cap (the snack slot's 250 kcal) where the limits
    // typed allow it, and only main dishes and sets are ranked (mealOnly: no side, drink, dessert or topping).
    const mealOnly = readGenres !== undefined && readGenres === mealTime?.mealGenres;
    const wished = withLimits(genres ? { ...timed, genre: [...genres] } : timed, wish?.limits ?? []);
    const floored = wished && mealOnly && wished.calMin === undefined ? withLimits(wished, [MEAL_FLOOR]) : null;
    // A wish for a low price (cheap lunch) is the order sort=price-asc sets, unless the caller set an order or a target.
    const unordered = floored ?? wished;
    const priced = wish?.sort !== undefined && unordered !== null && unordered.sort === undefined && !fitAxes(unordered).length;
    const limited = priced ? { ...unordered, sort: wish.sort } : unordered;
    if (!limited) return null;
    const rest = restText ? analyzer.analyzeQuery(restText) : null;
    if (rest && namesNothing(rest)) return null;
    // 低脂肪乳 is milk, not a wish for little fat: a word the names hold stays a name (asked last: an engine query).
    const gluedWords = [...(wish?.gluedWords ?? []), ...(mealTime?.gluedWords ?? []), ...(kind?.gluedWords ?? [])];
    for (const word of gluedWords) if ((await runQuery(analyzer.analyzeQuery(word), filters, 0, 1)).total > 0) return null;
    const callerOrdered = limited.sort !== undefined || fitAxes(limited).length > 0;
    const theme = callerOrdered
      ? undefined
      : wishedOrder(wish?.theme ? [wish.theme, ...(wish.otherThemes ?? [])] : mealTime?.theme && [mealTime.theme]);
    const wholePool = theme || (mealOnly && !callerOrdered);
    const found = wholePool
      ? byTheme(await runQuery(rest, limited, 0, WISH_POOL), theme?.themes ?? [], foodGenres !== undefined, mealOnly)
      : await runQuery(rest, limited, offset, limit);
    // A set named as a dish and the food q names (タンメンとおにぎり for おにぎり) holds that food as a side: たんぱく質 20g以上
    // おにぎり listed ramen and udon sets, as no onigiri holds 20 g. Within a wish's limits such sets are left out (round 14).
    const sides = wish?.limits.length && rest !== null ? sideSetsOf(restText, found.hits) : null;
    const pooled = Boolean(wholePool || sides);
    const result = sides ? await withoutSideSets(restText, rest!, limited, wholePool ? found : null) : found;
    if (sides && result.total === 0) {
      const none = await ownItemsNearestLimits(restText, rest!, filters, wish!.limits, offset, limit);
      if (none) return none;
    }
    const reads = [
      ...(wish?.words.length ? [`${quotedWords(wish.words)}は商品名ではなく栄養の希望として読み、`] : []),
      ...(mealTime
        ? [
            `${quotedWords(mealTime.words)}は商品名ではなく食べる時間（mealType=${limited.mealType}${readGenres ? `、genre=${readGenres.join(',')}` : ''}）として読み、`,
          ]
        : []),
      ...(kindGenres ? [`${quotedWords(kind!.words)}は商品名ではなく分類（genre=${kindGenres.join(',')}）として読み、`] : []),
      ...(energy ? [`${quotedWords(energy.words)}は商品名ではなく目標のカロリー（targetCal=${energy.value}）として読み、`] : []),
      ...(priced ? [`${quotedWords(wish!.sortWords ?? [])}は商品名ではなく価格の安い順（sort=price-asc）として読み、`] : []),
      ...(foodGenres ? ['飲み物・酒類・トッピングを除く食べ物から、'] : []),
    ];
    if (result.total <= exact.total) {
      // A food the names hold, none of it within the wish's limits or the caller's beside a wish (ゼロカロリー ゼリー: every
      // ゼリー holds more than 25 kcal; 低カロリー 牛丼 with calMax=300), is said so with its lightest, as a caller's own
      // limits are; it said the wish's words and the food matched no name.
      const outside = exact.total === 0 && rest ? await noneWithinLimits(restText, rest, limited) : null;
      return outside && { result: exact, fallback: { ...outside, message: `${reads.join('')}${outside.message}` } };
    }
    const page = pooled ? { total: result.total, hits: result.hits.slice(offset, offset + limit) } : result;
    const narrowed = wish?.limits.length ? `${wish.limits.map(limitText).join('・')}に絞って` : '';
    const meals = mealOnly ? `${floored ? `${MEAL_FLOOR.value}kcal以上の` : ''}主食・セットの` : '';
    const shown = pooled
      ? `${meals}${restText ? `「${restText}」に一致する` : '人気の'}上位${result.total}件を${theme ? `${theme.order}に` : ''}`
      : `${restText ? `「${restText}」の候補` : '全体'}を${energy ? '目標に近い順に' : priced ? '価格の安い順に' : callerOrdered ? '指定の順に' : ''}`;
    const message = `${reads.join('')}${narrowed}${shown}表示しています。`;
    return { result: page, fallback: { kind: 'relaxed' as const, message, relatedTerms: categoriesOf(page.hits) } };
  }

  /**
   * A wish typed alone in English (keto, low carb): the names it meets are its romaji's coincidences (keto met 舞茸と霜降り
   * ひらたけ and たらの煮付け by け|と), since no name writes the English wish, so it is read as the wish however many names
   * it meets (round 15); a wish in Japanese alone (ヘルシー) is left to the names that write it. Null for any other q.
   */
  async function searchEnglishWishAlone(q: string, filters: SearchFilters, offset: number, limit: number) {
    if (!LATIN_WORDS.test(q)) return null;
    const wish = nutritionWishIn(q);
    if (!wish || wish.rest !== '' || wish.limits.length || wish.words.some((word) => WISH_WORDS_NAMES_HOLD.has(word))) return null;
    return searchByNutritionWish(q, NO_HITS, filters, offset, limit);
  }

  /**
   * A nutrient named beside a food (牛丼 カロリー, 牛丼のカロリー, チーズケーキ 糖質): q asks what the food holds, which
   * each item's values answer, so the food's own answer (its typo or related passes included), and the fallback says how
   * q was read. No name holds the nutrient's word, so q as typed found nothing. Null when q names none beside a food, or
   * the food finds nothing either.
   */
  async function searchWithoutNutrientNames(
    q: string,
    filters: SearchFilters,
    offset: number,
    limit: number,
    offerRelated: boolean,
  ): Promise<{ result: EngineResult; fallback: SearchResult['fallback'] } | null> {
    const named = nutrientNamesIn(q);
    if (!named?.rest) return null;
    const food = analyzer.analyzeQuery(named.rest);
    if (namesNothing(food)) return null;
    const exact = await nameMatches(named.rest, food, filters, offset, limit);
    const { result, fallback } =
      exact.total < TYPO_PASS_BELOW
        ? await searchLoosely(named.rest, food, exact, filters, offset, limit, offerRelated)
        : { result: exact, fallback: null };
    if (result.total === 0) return null;
    const read = `${quotedWords(named.words)}は商品名ではなく、各項目が持つ栄養の値（cal・protein・fat・carbs）として読み`;
    const message = fallback ? `${read}ました。${fallback.message}` : `${read}、「${named.rest}」の候補を表示しています。`;
    return {
      result,
      fallback: {
        kind: fallback?.kind ?? ('relaxed' as const),
        message,
        relatedTerms: fallback?.relatedTerms ?? categoriesOf(result.hits),
      },
    };
  }

  /**
   * The hits whose names join another dish and the food q names with と (タンメンとおにぎり, 肉うどん 大盛とおにぎり for おにぎり): a set
   * holding it as a side. Null when q's rest is no single word or no hit is one.
   */
  function sideSetsOf(food: string, hits: readonly SearchHit[]): Set<string> | null {
    if (/\s/.test(food)) return null;
    const sides = hits.filter((hit) => store.get(hit.id)?.name.normalize('NFKC').toLowerCase().includes(`と${food}`));
    return sides.length ? new Set(sides.map((hit) => hit.id)) : null;
  }

  /** The wish's answer without the sets holding q's food as a side, from the WISH_POOL best matches (or the ranked pool given). */
  async function withoutSideSets(food: string, rest: AnalyzedQuery, filters: SearchFilters, ranked: EngineResult | null) {
    const pool = ranked ?? (await runQuery(rest, filters, 0, WISH_POOL));
    const hits = pool.hits.filter((hit) => sideSetsOf(food, [hit]) === null);
    return { total: hits.length, hits };
  }

  /**
   * q's food itself within none of a wish's limits (たんぱく質 20g以上 おにぎり: only sets with an onigiri hold 20 g): the food's
   * own items nearest the limit (the most protein first for a floor on it, the fewest kcal for a cap on energy), and the
   * fallback says none is within it. Null when the limit has no such order or the food has no item of its own.
   */
  async function ownItemsNearestLimits(
    food: string,
    rest: AnalyzedQuery,
    filters: SearchFilters,
    limits: readonly NutritionLimit[],
    offset: number,
    limit: number,
  ) {
    const first = limits[0]!;
    const sort =
      first.field === 'protein' && first.bound === 'min'
        ? 'protein-desc'
        : first.field === 'cal' && first.bound === 'max'
          ? 'cal-asc'
          : null;
    if (!sort) return null;
    // The sets may fill the first pages of that order (58 of おにぎり's 60 richest in protein): a wider pool, on this rare path.
    const pool = await runQuery(rest, { ...filters, sort }, 0, SIDE_SET_POOL);
    const hits = pool.hits.filter((hit) => sideSetsOf(food, [hit]) === null);
    const nearest = hits[0] && store.get(hits[0].id);
    if (!nearest) return null;
    const value = first.field === 'protein' ? `たんぱく質${nearest.protein ?? 0}g` : `${nearest.cal}kcal`;
    const message = `${limits.map(limitText).join('・')}の「${food}」はありません（名前が一致するのは「${food}」を添えたセットのみ）。${food}そのものを${sort === 'protein-desc' ? 'たんぱく質の多い順' : 'カロリーの低い順'}に表示しています（最上位は${nearest.shopName ? `${nearest.shopName}の` : ''}${nearest.name}、${value}）。`;
    return {
      result: { total: hits.length, hits: hits.slice(offset, offset + limit) },
      fallback: { kind: 'relaxed' as const, message, relatedTerms: categoriesOf(hits.slice(offset, offset + limit)) },
    };
  }

  /**
   * The order of the themes q asks for: one theme's own (たんぱく質の多い順), several (低脂質 高たんぱく) ranked by all of
   * them together; undefined for none.
   */
  function wishedOrder(themes: readonly { theme: Theme; order: string }[] | undefined) {
    if (!themes?.length) return undefined;
    const orders = themes.map(({ order }) => order);
    return { themes: themes.map(({ theme }) => theme), order: orders.length > 1 ? `${orders.join('と')}を合わせた順` : orders[0]! };
  }

  /**
   * The hits in the themes' order (the product of their values as their score: an item must do well on each), ties in the
   * order they came; a topping left out for food alone.
   */
  function byTheme(result: EngineResult, themes: readonly Theme[], foodAlone: boolean, mealOnly = false): EngineResult {
    const valued = result.hits.flatMap((hit, rank) => {
      const entry = store.get(hit.id);
      // A topping is sold to go on a dish (紅しょうが, 和風ドレッシング, ジャム): no food to eat for a wish alone.
      if (!entry || (foodAlone && entry.productType === 'topping')) return [];
      // A meal with no food named is a main dish or a set (a dish has no productType: it is one).
      if (mealOnly && entry.productType !== null && !MEAL_PRODUCT_TYPES.has(entry.productType)) return [];
      const values = computeThemes(entry);
      return [{ id: hit.id, score: themes.reduce((score, theme) => score * values[theme], 1), rank }];
    });
    valued.sort((a, b) => b.score - a.score || a.rank - b.rank);
    return { total: valued.length, hits: valued.map(({ id, score }) => ({ id, score })) };
  }

  /**
   * q's names match items, but none within the caller's nutrient limits, meal type or calorie target (牛丼
   * with calMax=250, mealType=late_night or targetCal=250): the fallback says so, with the lightest match, where the
   * loose passes had listed whatever fits the limits through a word of 牛丼's ingredients (梅酒 by
   * the 酒 it is cooked with, 牛乳 by 牛). Null when the caller set no such limit, or q's names match
   * nothing without them either.
   */
  async function noneWithinLimits(q: string, analyzed: AnalyzedQuery, filters: SearchFilters) {
    const limits = LIMIT_FILTERS.filter((key) => filters[key] !== undefined);
    if (limits.length === 0) return null;
    // The lightest match, ordered by kcal alone: a P/F/C target would order by its fit instead.
    const { targetProtein: _protein, targetFat: _fat, targetCarbs: _carbs, ...unranked } = filters;
    const unlimited: SearchFilters = { ...unranked, sort: 'cal-asc' };
    for (const key of limits) delete unlimited[key];
    const lightest = await runQuery(analyzed, unlimited, 0, 1);
    const entry = lightest.hits[0] && store.get(lightest.hits[0].id);
    if (!entry) return null;
    const conditions = limits.map((key) => `${key}=${filters[key]}`).join('・');
    // The lightest match says how far a cap is from the food; below a floor it says nothing.
    const capped = limits.includes('calMax') || limits.includes('mealType') || limits.includes('targetCal');
    const nearest = capped
      ? `最もカロリーの低いものは${entry.shopName ? `${entry.shopName}の` : ''}${entry.name}（${entry.cal}kcal）です。`
      : '';
    const message = `「${q}」に名前が一致する${lightest.total}件はどれも条件（${conditions}）を満たしません。${nearest}`;
    return { kind: 'none' as const, message, relatedTerms: [] };
  }

  /**
   * A chain named beside a food it sells none of in the catalog (なか卯 天丼, 丸亀 とり天): the food's
   * items at other shops and the dishes, and the fallback names the chain left out. Null when q names
   * no chain beside a food, or the food finds nothing without it either.
   */
  async function searchWithoutChains(q: string, filters: SearchFilters, offset: number, limit: number) {
    const relaxed = analyzer.withoutChains(q);
    if (!relaxed) return null;
    // The chain may name the food by its short form (サブウェイ's サンド, not サンドイッチ): its own rows before other shops'.
    const short = analyzer.withShortForms(q);
    const atChain = short ? await runQuery(short.query, filters, offset, limit) : NO_HITS;
    if (short && atChain.total > 0) {
      const message = `「${q}」に名前が一致する項目がないため、${quotedWords(short.typed)}を${quotedWords(short.shortForms)}として読んだ候補を表示しています。`;
      return { result: atChain, fallback: { kind: 'relaxed' as const, message, relatedTerms: categoriesOf(atChain.hits) } };
    }
    const message = `「${q}」に一致する${relaxed.chains.join('・')}の商品がないため、店名を除いた「${relaxed.query.words.join(' ')}」の候補を表示しています。`;
    return relaxedAnswer(relaxed.query, message, filters, offset, limit);
  }

  /**
   * q with a loanword the names write in Japanese read as their words (ソイラテ, スタバ ソイラテ, soy latte: 豆乳 カフェラテ,
   * the cafés' カフェラテ（豆乳）), and the fallback says how. Null when q has none, or that finds nothing either.
   */
  async function searchLoanwordsInJapanese(q: string, filters: SearchFilters, offset: number, limit: number) {
    const read = analyzer.withLoanwordsInJapanese(q);
    if (!read) return null;
    const message = `${quotedWords(read.typed)}に名前が一致する項目がないため、「${read.query.words.join(' ')}」として読んだ候補を表示しています。`;
    return relaxedAnswer(read.query, message, filters, offset, limit);
  }

  /** A relaxed query's items with the fallback that says how q was read; null when it finds nothing either. */
  async function relaxedAnswer(query: AnalyzedQuery, message: string, filters: SearchFilters, offset: number, limit: number) {
    const result = await runQuery(query, filters, offset, limit);
    if (result.total === 0) return null;
    return { result, fallback: { kind: 'relaxed' as const, message, relatedTerms: categoriesOf(result.hits) } };
  }

  /**
   * A word beside a food that says which one no name says so: an adjective (温かい そば: the names write ホット
   * for drinks and 温 in a note) or a menu's letter (ドトール ミラノサンド A: the names say ハム). The food's items,
   * and the fallback names the words left out. Null when q has none beside a food, or the food finds nothing
   * without them either.
   */
  async function searchWithoutQualifiers(q: string, filters: SearchFilters, offset: number, limit: number) {
    const relaxed = analyzer.withoutQualifiers(q);
    if (!relaxed) return null;
    const qualifiers = quotedWords(relaxed.qualifiers);
    const message = `${qualifiers}を名前に含む「${relaxed.query.words.join(' ')}」がないため、${qualifiers}を除いた候補を表示しています。`;
    return relaxedAnswer(relaxed.query, message, filters, offset, limit);
  }

  /**
   * A food typed as not wanted in a word no name holds (肉なし ラーメン, 玉ねぎ抜き カレー: the names hold 骨なし and 汁なし,
   * which the exact query meets): the other words' items without that food, as if typed -肉; alone, none and what to type.
   * Null when q has none, or the rest finds nothing.
   */
  async function searchWithoutUnwanted(q: string, filters: SearchFilters, offset: number, limit: number) {
    const relaxed = analyzer.withoutUnwanted(q);
    if (!relaxed) return null;
    const unwanted = quotedWords(relaxed.unwanted);
    // No item says what it is made of: only the names that say the food can be left out, and the answer says so.
    const namesOnly = `品目のデータは材料を持たず、${unwanted}を含むかどうかは名前からしか分からない`;
    // Alone it names no dish (肉なし went to the typo pass and listed 汁なし noodles, ベジタリアン related ベジタブルチップス);
    // the names cannot say which dishes hold no meat (牛丼, ハンバーグ), so nothing is listed, and the answer says what to type.
    if (relaxed.query.terms.length === 0) {
      const message = `${quotedWords(relaxed.typed)}は${unwanted}を含まない料理の希望ですが、${namesOnly}ため、候補はありません。「${relaxed.typed[0]} ラーメン」のように料理名と一緒に入力すると、名前に${unwanted}を含まないものに絞って表示します。`;
      return { result: NO_HITS, fallback: { kind: 'none' as const, message, relatedTerms: [] } };
    }
    const message = `${quotedWords(relaxed.typed)}を${unwanted}を含まない希望として読み、${unwanted}を名前に含まない「${relaxed.query.words.join(' ')}」の候補を表示しています。${namesOnly}ため、名前にない${unwanted}（だし・具など）を含むものもあります。`;
    return relaxedAnswer(relaxed.query, message, filters, offset, limit);
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

  /**
   * Several words that each match alone and together no name (牛丼 カレー, 牛丼、カレー): several dishes in one q stay a miss
   * (API-SPEC), and the answer says how to look each up, one term per dish in POST /search (it had said nothing).
   */
  const severalNames = (q: string, words: readonly string[]) => ({
    kind: 'none' as const,
    message: `「${q}」の語をすべて含む名前はありません。${quotedWords(words)}はそれぞれ一致します。複数の料理は、POST /search の queries に料理ごとに1件ずつ指定して検索してください。`,
    relatedTerms: [],
  });

  /**
   * Several words that together match nothing, some of which match nothing even alone (seven layer: no
   * name holds layer): no items, and the message names those words, so the caller knows which to change.
   * When each word matches alone, several dish names in one q stay a miss (API-SPEC), and the message says to send each
   * dish as a term of its own through POST /search (severalNames).
   */
  async function wordsMatchingNothing(q: string, analyzed: AnalyzedQuery, filters: SearchFilters) {
    const totals = await Promise.all(
      analyzed.words.map(async (word) => (await runQuery(analyzer.analyzeQuery(word), filters, 0, 1)).total),
    );
    const missing = analyzed.words.filter((_word, at) => totals[at] === 0);
    if (!missing.length) return severalNames(q, analyzed.words);
    const message = `「${q}」に一致する項目はありません。${quotedWords(missing)}はどの名前にも一致しません。`;
    return { kind: 'none' as const, message, relatedTerms: [] };
  }

  /**
   * When no name matches q as typed (docs/catalog-search.md → When nothing matches): names a typo
   * away; then, for one term, items related to the food words it names through ingredients and
   * categories (API-SPEC.md → GET /search: several dish names in one q stay a miss); otherwise
   * nothing, and the fallback says why. Related items come only from something recognized in q, so
   * gibberish never answers with the catalog. A POST /search term (`offerRelated` false) stops
   * before the related items: a term without a hit goes to notFound, never to invented numbers.
   */
  async function searchLoosely(
    q: string,
    analyzed: AnalyzedQuery,
    exact: EngineResult,
    filters: SearchFilters,
    offset: number,
    limit: number,
    offerRelated = true,
  ) {
    // Size words alone (トール, ベンティ) name no food and are no typos of one: the rows of that size, or
    // none, and the answer says why; the typo pass listed メンチ for ベンティ.
    if (analyzer.sizesOnly(q)) return { result: exact, fallback: exact.total > 0 ? null : sizesAlone(q) };
    // A question about allergens is none the items can answer (gluten free said gluten matched no name).
    const noData = offerRelated && exact.total === 0 ? noDataFor(q) : null;
    if (noData) return { result: exact, fallback: noData };
    // A wish for a kind of nutrition is no name and no typo of one (セブン 低カロリー had found nothing).
    const wished = offerRelated ? await searchByNutritionWish(q, exact, filters, offset, limit) : null;
    if (wished) return wished;
    // Nor is a nutrient named beside a food (牛丼 カロリー found nothing and said カロリー matches no name).
    const asked = exact.total === 0 ? await searchWithoutNutrientNames(q, filters, offset, limit, offerRelated) : null;
    if (asked) return asked;
    const amounts = analyzer.withoutAmounts(q);
    // Only sizes typed, and rows of that size found: a chain sells an item in a size once or twice
    // (スタバ ドリップコーヒー トール), so those rows are the whole answer, neither every size nor near spellings; those of
    // the item q names when some are (なか卯 チーズ牛丼 大盛 listed three おろしポン酢牛丼 大盛 rows, met by bigrams across
    // ポン酢|牛丼, after プレミアムチーズ牛丼 大盛).
    const bestItem = amounts?.onlySizes && exact.total > 0 ? await sizedRowsOfBestItem(amounts.q, exact, filters) : null;
    const otherSizes = bestItem?.soldInOtherSizesOnly ?? null;
    if (amounts?.onlySizes && exact.total > 0 && !otherSizes) return { result: bestItem?.sized ?? exact, fallback: null };
    // An amount is no typo: 牛乳 200ml is milk, not a 500ml drink one edit away.
    const relaxed = await searchWithoutAmounts(q, analyzed, amounts, exact, filters, offset, limit, otherSizes);
    if (relaxed) return relaxed;
    // A chain's name is no typo either: its food elsewhere, before names a typo away at the chain.
    const elsewhere = exact.total === 0 ? await searchWithoutChains(q, filters, offset, limit) : null;
    if (elsewhere) return elsewhere;
    // Nor is an adjective or a menu's letter no name says (温かい そば, ドトール ミラノサンド A found nothing).
    const plain = exact.total === 0 ? await searchWithoutQualifiers(q, filters, offset, limit) : null;
    if (plain) return plain;
    // Nor a food typed as not wanted (肉なし ラーメン went to the typo pass and listed 汁なし noodles).
    const without = exact.total === 0 ? await searchWithoutUnwanted(q, filters, offset, limit) : null;
    if (without) return without;
    // Nor a loanword the names write in Japanese (ソイラテ: their 豆乳 and カフェラテ; it listed チャイティーラテ as related items).
    const inJapanese = exact.total === 0 ? await searchLoanwordsInJapanese(q, filters, offset, limit) : null;
    if (inJapanese) return inJapanese;
    // Names that match but none within the caller's limits are no typo and relate nothing either.
    const outside = exact.total === 0 ? await noneWithinLimits(q, analyzed, filters) : null;
    if (outside) return { result: exact, fallback: outside };
    const typoQuery = analyzer.analyzeTypoTolerantQuery(q);
    // Known words and chains get no typo clauses: the typo query would be the exact one again, unless a
    // word was read as the nickname it misspells (starbucks frapuccino), which changes the words.
    const hasTypoClauses =
      typoQuery.terms.some((term) => term.some((clause) => clause.fuzzy)) || typoQuery.words.join(' ') !== analyzed.words.join(' ');
    const typo = hasTypoClauses ? await runQuery(typoQuery, filters, offset, limit) : exact;
    if (typo.total > exact.total) {
      const message =
        exact.total === 0
          ? `「${q}」に名前が一致する項目がないため、綴りの近い名前の候補を表示しています。`
          : `「${q}」に名前が一致する項目が少ないため、綴りの近い名前の候補も表示しています。`;
      return { result: typo, fallback: { kind: 'typo' as const, message, relatedTerms: categoriesOf(typo.hits) } };
    }
    // Then q without its amounts, which no name holds (starbucks caramel frappuccino venti: the chain sells no caramel
    // one, and the size left out alone found nothing either, so the message blamed venti).
    for (const text of exact.total === 0 ? [q, ...(amounts ? [amounts.q] : [])] : []) {
      const phrase = await searchEnglishPhrase(text, filters, offset, limit);
      if (phrase) return phrase;
      const head = await searchHeadWords(text, filters, offset, limit);
      if (head) return head;
    }
    if (offerRelated && exact.total === 0 && analyzed.terms.length > 1)
      return { result: exact, fallback: await wordsMatchingNothing(q, analyzed, filters) };
    if (!offerRelated || exact.total > 0 || analyzed.terms.length !== 1) return { result: exact, fallback: null };
    const relatedQuery = analyzer.analyzeRelatedQuery(q);
    if (!relatedQuery) return { result: typo, fallback: unrecognized(q) };
    // No term left (its words relate nothing) would match every item.
    const related = relatedQuery.terms.length ? await runQuery(relatedQuery, filters, offset, limit) : NO_HITS;
    if (related.total === 0) {
      const message = `「${q}」（${relatedQuery.words.join('・')}）に名前・材料・分類が一致する項目はありません。`;
      return { result: related, fallback: { kind: 'none' as const, message, relatedTerms: [] } };
    }
    const message = `「${q}」に名前が一致する項目がないため、材料・分類が関連する候補を表示しています。`;
    return { result: related, fallback: { kind: 'semantic' as const, message, relatedTerms: categoriesOf(related.hits) } };
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
        result = q && analyzed ? await nameMatches(q, analyzed, filters, offset, limit) : await runQuery(analyzed, filters, offset, limit);
        const wishAlone = q && result.total >= TYPO_PASS_BELOW ? await searchEnglishWishAlone(q, filters, offset, limit) : null;
        if (wishAlone) ({ result, fallback } = wishAlone);
        else if (q && analyzed && result.total < TYPO_PASS_BELOW)
          ({ result, fallback } = await searchLoosely(q, analyzed, result, filters, offset, limit));
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
          const { result, fallback } =
            exact.total >= TYPO_PASS_BELOW
              ? { result: exact, fallback: null }
              : await searchLoosely(term, analyzed, exact, filters, 0, limitPerQuery, false);
          const items = present(result.hits);
          return { query: term, total: result.total, returned: items.length, items, fallback };
        }),
      );
      return { limitPerQuery, notFound: results.filter((r) => r.total === 0).map((r) => r.query), results };
    },
  };
}

export type CatalogSearchService = ReturnType<typeof createCatalogSearchService>;
