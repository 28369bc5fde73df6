import { MEAL_TYPE_KCAL_CAP, searchFiltersProblem, type SearchFilters } from '@shokuji/contracts';
import { foldForReadingMatch } from '@shokuji/ja-text';
import type { AnalyzedQuery } from './catalog-text-analyzer';
import { computeThemes } from './catalog-themes';
import { foodKindWordsIn } from './food-kind-words';
import { MEAL_GENRES, mealTimeWordsIn, type MealTimeWords } from './meal-time-words';
import { fitAxes, hitsLast, namesNothing, NO_HITS, type EngineFilters, type NameSearch } from './name-matches.search';
import { energyTargetIn, nutritionWishIn, wishLabelsOf, type NutritionLimit, type WishLabel } from './nutrition-wishes';
import { createFiledUnderWord, type OwnFoodFirst } from './own-food-first.search';
import type { EngineResult, SearchHit, Theme } from './search-engine';
import { quotedWords } from './search-messages';

/**
 * How many of the items that best match the rest of q a wish for a kind of nutrition orders by its
 * theme: a page or two of what q names, not the whole catalog's zero-calorie drinks.
 */
const WISH_POOL = 60;
/** How many items of q's food, in a nutrient's order, are searched for its own rows when sets holding it as a side lead. */
const SIDE_SET_POOL = 600;
/** How many of q's food items with the fewest carbohydrates join a low-carb wish's pool (withLowCarbKinds). */
const LOW_CARB_REACH = 10;

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

/** Whether a name writes one of the words (folded as q's words are). */
const writesAny = (name: string | undefined, words: readonly string[]) => {
  const folded = name?.normalize('NFKC').toLowerCase() ?? '';
  return words.some((word) => folded.includes(word));
};

/** How the message names the order a hearty wish ranks its pool by. */
const MOST_ENERGY_ORDER = 'カロリーの高い順';

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

/**
 * A wish for a kind of nutrition, a time of eating, a kind of food or an energy amount in q (docs/catalog-search.md → A
 * wish for a kind of nutrition), and a food whose names match but none within the limits asked.
 */
export function createNutritionWishSearch(names: NameSearch, ownFoodFirst: OwnFoodFirst) {
  const { store, analyzer, runQuery, categoriesOf } = names;
  const filedUnderWord = createFiledUnderWord(names);

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
    const wish = nutritionWishIn(mealTime ? mealTime.rest : q, (rest) => !analyzer.namesOnlyShops(rest));
    // A wish a name q matched writes is a label of those items, which answer as typed (減塩 チャーハン: チャーハン（減塩）; round 35).
    if (wish && exact.hits.some((hit) => writesAny(store.get(hit.id)?.name, wish.words))) return null;
    const unwished = wish ? wish.rest : mealTime ? mealTime.rest : q;
    // An energy amount with no bound beside a word (朝食 500kcal) is a target, unless the caller set one or an order.
    const energy = filters.targetCal === undefined && filters.sort === undefined ? energyTargetIn(unwished) : null;
    const kindWords = foodKindWordsIn(energy ? energy.rest : unwished);
    // A kind read only alone (noodles) is a word of the names beside a wish (low carb noodles: the names that write 麺).
    const kind = kindWords?.alone && !foodKindWordsIn(q)?.alone ? null : kindWords;
    if (!wish && !mealTime && !kind && !energy) return null;
    const restText = kind ? kind.rest : energy ? energy.rest : unwished;
    const namesFood = restText !== '' && !analyzer.namesOnlyShops(restText);
    const timed = withEnergyTarget(mealTime ? withMealTime(filters, mealTime, namesFood) : filters, energy);
    const kindGenres = kind && !timed.genre?.length ? kind.genres : undefined;
    // A low price and nothing else (cheap, 安い, セブン 安い: no food, time, kind, nutrition or genre) asks for a cheap meal, as
    // cheap lunch does (round 16): the cheapest items overall were dressings and a spoon of mayonnaise. A hearty one alone
    // (がっつり) asks for a big meal the same way (round 23), not the biggest drink or tub. So does one beside a time of eating
    // whose meal has no genres of its own (朝ごはん 安い listed dressings of 35 yen first, toppings the price order kept; round 25):
    // the time's filter (mealType) stays.
    const mealByOrder =
      (wish?.sort !== undefined || wish?.priceMax !== undefined) &&
      !wish.theme &&
      !wish.limits.length &&
      (!mealTime || !mealTime.mealGenres) &&
      !kind &&
      !energy &&
      !namesFood &&
      !timed.genre?.length &&
      timed.sort === undefined &&
      !fitAxes(timed).length;
    // A wish with no food named is for something to eat (セブン 低カロリー listed its 0 kcal coffees first).
    const foodGenres = !mealByOrder && !kindGenres && !namesFood && !timed.genre?.length ? wish?.genresAlone : undefined;
    const genres = kindGenres ?? (mealByOrder ? MEAL_GENRES : foodGenres);
    const readGenres = mealTime && mealTimeGenres(filters, mealTime, namesFood);
    // A lunch or a dinner with no food named is a meal by itself (round 14): healthy lunch under 500 calories listed a single
    // nigiri (84 kcal) and a 生ハム first. Its items hold at least a snack's cap (the snack slot's 250 kcal) where the limits
    // typed allow it, and only main dishes and sets are ranked (mealOnly: no side, drink, dessert or topping).
    const mealOnly = mealByOrder || (readGenres !== undefined && readGenres === mealTime?.mealGenres);
    const wished = withLimits(genres ? { ...timed, genre: [...genres] } : timed, wish?.limits ?? []);
    const floored = wished && mealOnly && wished.calMin === undefined ? withLimits(wished, [MEAL_FLOOR]) : null;
    // A wish for a low price (cheap lunch) is the order sort=price-asc sets, unless the caller set an order or a target.
    const unordered = floored ?? wished;
    const byWish = wish?.sort !== undefined && unordered !== null && unordered.sort === undefined && !fitAxes(unordered).length;
    const wishOrdered = byWish && wish.sort === 'price-asc';
    // A hearty one (がっつり 丼) ranks the pool of q's best matches by energy, the most first, as a theme does (round 23): the
    // order sort=cal-desc sets over every match put a five-meal pack of noodles and a table's yakiniku set first.
    const hearty = byWish && wish.sort === 'cal-desc';
    const ordered = wishOrdered ? { ...unordered, sort: wish.sort } : unordered;
    // A price cap typed (500円以下) keeps the items priced within it, whatever the order.
    const limited: EngineFilters | null = ordered && wish?.priceMax ? { ...ordered, priceMax: wish.priceMax.value } : ordered;
    if (!limited) return null;
    const rest = restText ? analyzer.analyzeQuery(restText) : null;
    if (rest && namesNothing(rest)) return null;
    // 低脂肪乳 is milk, not a wish for little fat: a word the names hold stays a name (asked last: an engine query).
    const gluedWords = [...(wish?.gluedWords ?? []), ...(mealTime?.gluedWords ?? []), ...(kind?.gluedWords ?? [])];
    for (const word of gluedWords) if ((await runQuery(analyzer.analyzeQuery(word), filters, 0, 1)).total > 0) return null;
    const callerOrdered = limited.sort !== undefined || fitAxes(limited).length > 0;
    const theme = callerOrdered
      ? undefined
      : wishedOrder(wish?.theme ? [wish.theme, ...(wish.otherThemes ?? [])] : mealTime?.theme && [mealTime.theme], hearty);
    // A limit with no food named and no order (500kcal以下, セブン 300kcal以下) lists food as a wish alone does: the most popular
    // items within it, no topping (round 46).
    const wholePool = theme || ((mealOnly || foodGenres !== undefined) && !callerOrdered);
    // The low-carb kinds added to the pool were met by their names (namedFirst below).
    const lowCarbKinds = new Set<string>();
    const found = wholePool
      ? byTheme(
          await withLowCarbKinds(rest, restText, limited, theme?.themes, lowCarbKinds),
          theme?.themes ?? [],
          foodGenres !== undefined,
          mealOnly,
          hearty,
        )
      : await runQuery(rest, limited, offset, limit);
    // Beside a time of eating alone, the food's own items first, as the food alone lists them (お昼 パスタ listed パスタサラダ
    // first). Within a wish's limits the rows kept are fewer, and the names' order stands (朝食 500kcal以下).
    const timeAlone = mealTime && !wish && !kind && !energy;
    const named =
      timeAlone && !wholePool && rest && namesFood ? ((await ownFoodFirst(rest, found, limited, offset, limit)) ?? found) : found;
    // A set named as a dish and the food q names (タンメンとおにぎり for おにぎり) holds that food as a side: たんぱく質 20g以上
    // おにぎり listed ramen and udon sets, as no onigiri holds 20 g. Within a wish's limits such sets are left out (round 14).
    // Under a theme, a set holding q's food follows the food's own items (高たんぱく おにぎり listed タンメンとおにぎり and three
    // 朝食セット おにぎり&豚汁 first, their protein the ramen's and the soup's; round 19).
    const themed = theme && namesFood && rest ? await namedFirst(rest, limited, ownItemsFirst(restText, found), lowCarbKinds) : named;
    // The rows whose names or categories state the wish lead the pool, within the same filters (round 48): 低糖質 listed a cheese
    // and 茶碗蒸し first and none of the sets filed under ロカボ, カロリーゼロ teas before the drinks named ゼロ.
    const labels = wish ? wishLabelsOf(wish) : [];
    const stated =
      theme && labels.length
        ? await statedFirst(labels, restText, limited, themed, theme.themes, foodGenres !== undefined, mealOnly)
        : null;
    const ranked = stated?.result ?? themed;
    const sides = wish?.limits.length && rest !== null ? sideSetsOf(restText, ranked.hits) : null;
    const pooled = Boolean(wholePool || sides);
    const result = sides ? await withoutSideSets(restText, rest!, limited, wholePool ? ranked : null) : ranked;
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
      ...(wishOrdered ? [`${quotedWords(wish!.sortWords ?? [])}は商品名ではなく価格の安い順（sort=price-asc）として読み、`] : []),
      ...(hearty ? [`${quotedWords(wish!.sortWords ?? [])}は商品名ではなく量の多い食事の希望として読み、`] : []),
      // Beside a low price, the appetite is read too, and the price sets the order (安い がっつり named 安い alone; round 25).
      ...(wishOrdered && wish!.heartyWords?.length
        ? [`${quotedWords(wish!.heartyWords)}は商品名ではなく量の多い食事の希望として読み（並びは価格の安い順を優先）、`]
        : []),
      ...(wish?.priceMax
        ? [
            `${quotedWords(wish.priceMax.words)}は商品名ではなく価格の上限（${wish.priceMax.value}円以下。価格のない一般的な料理は含みません）として読み、`,
          ]
        : []),
      ...(foodGenres ? ['飲み物・酒類・トッピングを除く食べ物から、'] : []),
      ...(mealByOrder ? [`食べ物の名前がないため食事になる分類（genre=${MEAL_GENRES.join(',')}）から、`] : []),
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
    const statedText = stated ? `名前・分類が希望を示す${stated.count}件を先に、` : '';
    const shown = pooled
      ? `${statedText}${meals}${restText ? `「${restText}」に一致する` : '人気の'}上位${result.total - (stated?.count ?? 0)}件を${theme ? `${theme.order}に` : ''}`
      : `${restText ? `「${restText}」の候補` : floored ? `${MEAL_FLOOR.value}kcal以上の食事` : '全体'}を${energy ? '目標に近い順に' : wishOrdered ? '価格の安い順に' : callerOrdered ? '指定の順に' : ''}`;
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
    // So is a kind of food typed alone that dishes name themselves by (noodles: the ramen and udon_soba genres, not 春雨炒め).
    if (foodKindWordsIn(q)?.alone) return searchByNutritionWish(q, NO_HITS, filters, offset, limit);
    const wish = nutritionWishIn(q);
    if (!wish || wish.rest !== '' || wish.limits.length || wish.words.some((word) => WISH_WORDS_NAMES_HOLD.has(word))) return null;
    return searchByNutritionWish(q, NO_HITS, filters, offset, limit);
  }

  /**
   * The pool with the rows that state the wish first (WishLabel: 糖質70％オフ and the category ロカボ for 低糖質, コーラ（ゼロ） for
   * カロリーゼロ), each a match of the rest of q beside one of the label's words, in the themes' order; then the pool's others as
   * they came; a topping left out as the pool leaves it. Null when no row states it. One engine query per label word, on a themed pool's path only (round 48).
   */
  async function statedFirst(
    labels: readonly WishLabel[],
    restText: string,
    filters: EngineFilters,
    ranked: EngineResult,
    themes: readonly Theme[],
    foodAlone: boolean,
    mealOnly: boolean,
  ): Promise<{ result: EngineResult; count: number } | null> {
    const stated = new Map<string, SearchHit>();
    for (const { search, states } of labels) {
      for (const word of search) {
        const analyzed = analyzer.analyzeQuery(restText ? `${word} ${restText}` : word);
        if (namesNothing(analyzed)) continue;
        for (const hit of (await runQuery(analyzed, filters, 0, WISH_POOL)).hits) {
          const entry = store.get(hit.id);
          if (entry && !stated.has(hit.id) && states.test(`${entry.name} ${entry.category ?? ''}`.normalize('NFKC').toLowerCase()))
            stated.set(hit.id, hit);
        }
      }
    }
    const first = byTheme({ total: stated.size, hits: [...stated.values()] }, themes, foodAlone, mealOnly);
    if (first.total === 0) return null;
    const others = ranked.hits.filter((hit) => !stated.has(hit.id));
    return { result: { total: first.total + others.length, hits: [...first.hits, ...others] }, count: first.total };
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

  /**
   * The hits with the items holding q's food as a part after its own items, each in the order they came: a set joining it with
   * another dish (sideSetsOf) or sold as a set (productType set: 朝食セット おにぎり&豚汁), and another food named after it
   * (foodNamedAfter: おにぎり弁当, パスタサラダ). Unchanged when q's rest is no single word or
   * no hit is one.
   */
  function ownItemsFirst(food: string, ranked: EngineResult): EngineResult {
    if (/\s/.test(food)) return ranked;
    const isSet = (hit: SearchHit) => {
      const entry = store.get(hit.id);
      if (!entry) return false;
      return entry.productType === 'set' || analyzer.foodNamedAfter(entry.name, food) !== null || sideSetsOf(food, [hit]) !== null;
    };
    const ordered = hitsLast(ranked.hits, isSet);
    return ordered ? { total: ranked.total, hits: ordered } : ranked;
  }

  /**
   * The themed pool with the items whose names meet q's food first, then those met through their category alone (夜食 うどん
   * listed the category うどん・そば's そば rows first, ranked by the theme like the udon; round 19), each in the order they came.
   * Unchanged when every item is met by its name, or a term of q has no clause but its category.
   */
  async function namedFirst(
    food: AnalyzedQuery,
    filters: EngineFilters,
    ranked: EngineResult,
    alsoNamed: ReadonlySet<string>,
  ): Promise<EngineResult> {
    const terms = food.terms.map((term) => term.filter((clause) => clause.field !== 'category'));
    if (terms.some((term) => term.length === 0)) return ranked;
    // Names rank above categories, so the pool's named items are among the names' best matches; twice the pool for ties.
    const byName = await runQuery({ ...food, terms }, filters, 0, 2 * WISH_POOL);
    const named = new Set(byName.hits.map((hit) => hit.id));
    const ordered = hitsLast(ranked.hits, (hit) => !named.has(hit.id) && !alsoNamed.has(hit.id));
    return ordered ? { total: ranked.total, hits: ordered } : ranked;
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
   * The WISH_POOL best matches of the rest of q, and, for a wish for few carbohydrates beside one food word, the food's
   * LOW_CARB_REACH items with the fewest carbohydrates whose names hold it as their own (not a food named after it): a
   * staple's low-carb kind (ローソン's NL ブランパン for 糖質オフ パン) is sold under a name that does not say so and less
   * often than the plain one, so it lay past the pool (past パン's first 400 matches) and the pool's fewest carbohydrates were
   * an あんパン 50g and the カレーパン rows (round 20). One engine query more, on this path only. Under any theme, a word that
   * names a category the pool holds no row of brings that category's rows instead (アイス 低カロリー; createFiledUnderWord).
   */
  async function withLowCarbKinds(
    rest: AnalyzedQuery | null,
    food: string,
    filters: EngineFilters,
    themes: readonly Theme[] | undefined,
    added: Set<string>,
  ): Promise<EngineResult> {
    const pool = await runQuery(rest, filters, 0, WISH_POOL);
    // A word that its items are filed under, none of which the pool holds (アイス 低カロリー ranked 60 iced teas and coffees,
    // アイスティー and アイスコーヒー, named after アイス, and no ice cream): the rows filed under it join the pool, as met by their
    // names (round 21).
    const filed = rest && themes?.length && filters.sort === undefined ? await filedUnderWord(rest, filters, WISH_POOL, pool.hits) : [];
    if (filed.length) {
      for (const hit of filed) added.add(hit.id);
      return { total: pool.total + filed.length, hits: [...pool.hits, ...filed] };
    }
    if (!rest || !themes?.includes('low-carb') || filters.sort !== undefined || rest.words.length !== 1 || /\s/.test(food)) return pool;
    const terms = rest.terms.map((term) => term.filter((clause) => clause.field !== 'category'));
    if (terms.some((term) => term.length === 0)) return pool;
    const fewest = await runQuery({ ...rest, terms }, { ...filters, sort: 'score-low-carb' }, 0, LOW_CARB_REACH);
    const inPool = new Set(pool.hits.map((hit) => hit.id));
    // The name writes the food itself (its reading met inside another word is no kind of it: 麺's めん in 明太), as its own; a
    // food typed in English by its Japanese names, which the names write (low carb bread: パン; round 21).
    const english = analyzer.japaneseNamesOf(food);
    const foods = (english.length ? english : [food]).map((name) => ({ name, typed: foldForReadingMatch(name) }));
    const kinds = fewest.hits.filter((hit) => {
      const entry = store.get(hit.id);
      if (inPool.has(hit.id) || entry === undefined) return false;
      const folded = foldForReadingMatch(entry.name);
      return foods.some(({ name, typed }) => folded.includes(typed) && analyzer.foodNamedAfter(entry.name, name) === null);
    });
    for (const hit of kinds) added.add(hit.id);
    return kinds.length ? { total: pool.total + kinds.length, hits: [...pool.hits, ...kinds] } : pool;
  }

  /**
   * The order of the themes q asks for: one theme's own (たんぱく質の多い順), several (低脂質 高たんぱく) ranked by all of
   * them together; undefined for none.
   */
  function wishedOrder(themes: readonly { theme: Theme; order: string }[] | undefined, mostEnergy = false) {
    if (!themes?.length && !mostEnergy) return undefined;
    const orders = [...(themes ?? []).map(({ order }) => order), ...(mostEnergy ? [MOST_ENERGY_ORDER] : [])];
    return { themes: (themes ?? []).map(({ theme }) => theme), order: orders.length > 1 ? `${orders.join('と')}を合わせた順` : orders[0]! };
  }

  /**
   * The hits in the themes' order (the product of their values as their score: an item must do well on each), ties in the
   * order they came; a topping left out for food alone. `mostEnergy` (a hearty wish) weighs each by its kcal too.
   */
  function byTheme(result: EngineResult, themes: readonly Theme[], foodAlone: boolean, mealOnly = false, mostEnergy = false): EngineResult {
    const valued = result.hits.flatMap((hit, rank) => {
      const entry = store.get(hit.id);
      // A topping is sold to go on a dish (紅しょうが, 和風ドレッシング, ジャム): no food to eat for a wish alone.
      if (!entry || (foodAlone && entry.productType === 'topping')) return [];
      // A meal with no food named is a main dish or a set (a dish has no productType: it is one).
      if (mealOnly && entry.productType !== null && !MEAL_PRODUCT_TYPES.has(entry.productType)) return [];
      const values = computeThemes(entry);
      const energy = mostEnergy ? entry.cal : 1;
      return [{ id: hit.id, score: themes.reduce((score, theme) => score * values[theme], energy), rank }];
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

  return { searchByNutritionWish, searchEnglishWishAlone, noneWithinLimits };
}

export type NutritionWishSearch = ReturnType<typeof createNutritionWishSearch>;
