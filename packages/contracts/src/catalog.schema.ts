import { z } from 'zod';
import { jstHourOf } from '@shokuji/clock';
import { CATALOG_GENRES } from './catalog-genres';
import {
  AMOUNT_MAX,
  boundedCount,
  boundedString,
  dataEnvelope,
  oneLineText,
  queryNumber,
  remainingAmount,
  textField,
} from './common.schema';

/** API-SPEC.md → Resources → Shop. */
export const ShopTypeSchema = z.enum(['RETAIL_STORE', 'RESTAURANT', 'FOOD_MANUFACTURER']);
export const ShopSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    nameEn: z.string().nullable(),
    type: ShopTypeSchema,
    category: z.string(),
    websiteUrl: z.string().nullable(),
    aliases: z.array(z.string()),
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof ShopSchema>;

export const CatalogComponentSchema = z.object({
  name: z.string().meta({ description: 'the amount is written in the name, e.g. "ご飯 200g"' }),
  cal: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
});
export type CatalogComponent = z.infer<typeof CatalogComponentSchema>;

/** The 26 detailed nutrient keys (API-SPEC.md → Detailed nutrition keys); absent means unmeasured. */
export const DETAILED_NUTRIENT_KEYS = [
  'salt',
  'sugar',
  'fiber',
  'saturatedFat',
  'unsaturatedFat',
  'transFat',
  'cholesterol',
  'sodium',
  'potassium',
  'calcium',
  'magnesium',
  'phosphorus',
  'iron',
  'zinc',
  'vitaminA',
  'vitaminB12',
  'vitaminD',
  'vitaminK',
  'folate',
  'vitaminB1',
  'vitaminB2',
  'vitaminB6',
  'vitaminC',
  'vitaminE',
  'niacin',
  'pantothenicAcid',
] as const;
export type DetailedNutrientKey = (typeof DETAILED_NUTRIENT_KEYS)[number];
/** The unit of each detailed key (API-SPEC.md → Detailed nutrition keys), as its schema describes it. */
export const DETAILED_NUTRIENT_UNITS: Record<DetailedNutrientKey, 'g' | 'mg' | 'ug'> = {
  salt: 'g',
  sugar: 'g',
  fiber: 'g',
  saturatedFat: 'g',
  unsaturatedFat: 'g',
  transFat: 'g',
  cholesterol: 'mg',
  sodium: 'mg',
  potassium: 'mg',
  calcium: 'mg',
  magnesium: 'mg',
  phosphorus: 'mg',
  iron: 'mg',
  zinc: 'mg',
  vitaminA: 'ug',
  vitaminB12: 'ug',
  vitaminD: 'ug',
  vitaminK: 'ug',
  folate: 'ug',
  vitaminB1: 'mg',
  vitaminB2: 'mg',
  vitaminB6: 'mg',
  vitaminC: 'mg',
  vitaminE: 'mg',
  niacin: 'mg',
  pantothenicAcid: 'mg',
};
const detailedNutritionOf = (amount: () => z.ZodNumber) =>
  z.strictObject(
    Object.fromEntries(
      DETAILED_NUTRIENT_KEYS.map((key) => [key, amount().optional().meta({ description: DETAILED_NUTRIENT_UNITS[key] })]),
    ) as Record<DetailedNutrientKey, z.ZodOptional<z.ZodNumber>>,
  );
export const DetailedNutritionSchema = detailedNutritionOf(() => z.number().min(0)).meta({
  id: 'DetailedNutrition',
  description: 'Whole-item amounts; a key not supplied means unmeasured, not 0.',
});
export type DetailedNutrition = z.infer<typeof DetailedNutritionSchema>;
/**
 * Detailed nutrition a request gives: each amount at most AMOUNT_MAX, so a day's sums stay finite.
 * Answers carry DetailedNutritionSchema: an estimate of a large amount (1 kg of salt is 390,000 mg
 * of sodium) may go past it.
 */
export const DetailedNutritionInputSchema = detailedNutritionOf(() => z.number().min(0).max(AMOUNT_MAX)).meta({
  id: 'DetailedNutritionInput',
  description: 'Whole-item amounts, each at most 100,000; a key not supplied means unmeasured, not 0.',
});

/**
 * API-SPEC.md → Resources → Catalog item. Catalog ids are p_<productId> and g_<dishId>. Products
 * whose chain publishes only kcal have null protein/fat/carbs rather than invented numbers.
 */
export const CatalogItemSchema = z
  .object({
    id: z.string().meta({ example: 'p_123' }),
    type: z.enum(['product', 'dish']),
    productId: z.number().int().optional(),
    dishId: z.number().int().optional(),
    name: z.string(),
    nameEn: z.string().nullable().optional(),
    shopId: z.string().optional(),
    shopName: z.string().optional(),
    cal: z.number(),
    protein: z.number().nullable(),
    fat: z.number().nullable(),
    carbs: z.number().nullable(),
    price: z.number().nullable().optional().meta({ description: 'yen, tax included (products)' }),
    category: z.string(),
    productType: z.string().optional(),
    genres: z.array(z.string()),
    pageUrl: z.string().optional(),
    imageUrl: z.string().nullable(),
    score: z.number().meta({ description: 'relative within one response' }),
    /** Dishes: the standard components (GET /catalog/items and meal route B). */
    components: z.array(CatalogComponentSchema).optional(),
    detailedNutrition: DetailedNutritionSchema.optional(),
  })
  .meta({ id: 'CatalogItem' });
export type CatalogItem = z.infer<typeof CatalogItemSchema>;

export const CATALOG_SORTS = [
  'score',
  'fits-budget',
  'protein-desc',
  'cal-asc',
  'cal-desc',
  'price-asc',
  'popularity-desc',
  'date',
  'score-protein',
  'score-low-cal',
  'score-low-fat',
  'score-low-carb',
  'score-balance',
  'score-night',
  'score-morning',
] as const;
export const CatalogSortSchema = z.enum(CATALOG_SORTS);

/** OPERATOR-API.md → mealType of /search and /sets: the seven slots of POST /meals plus `snack`. */
export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'early_morning', 'mid_morning', 'afternoon', 'late_night'] as const;
export const MealSlotSchema = z.enum(MEAL_SLOTS);
export const SearchMealTypeSchema = z.enum([...MEAL_SLOTS, 'snack']);
export type SearchMealType = z.infer<typeof SearchMealTypeSchema>;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** The slot a meal logged or planned now falls in: hours 4-10 breakfast, 11-15 lunch, 16 to 3 the next day dinner (JST). */
export function defaultMealType(now: Date): MealSlot {
  const hour = jstHourOf(now);
  if (hour >= 4 && hour <= 10) return 'breakfast';
  if (hour >= 11 && hour <= 15) return 'lunch';
  return 'dinner';
}

/**
 * API-SPEC.md → GET /search mealType, read the same way by POST /sets: breakfast ≤ 600 kcal; snack
 * and the four between-meal slots ≤ 250 kcal (OPERATOR-API.md → mealType of /search, /sets).
 */
export const MEAL_TYPE_KCAL_CAP: Partial<Record<SearchMealType, number>> = {
  breakfast: 600,
  snack: 250,
  early_morning: 250,
  mid_morning: 250,
  afternoon: 250,
  late_night: 250,
};
/** What fits the remaining budget: a target search never proposes, and a set never totals, more than 5 % over its kcal. */
export const TARGET_KCAL_TOLERANCE = 1.05;

const csvParts = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
/**
 * A comma-separated list of ids as sent: one line of text, as each of its ids is (idOf), so the document's pattern refuses
 * what the ids' check refuses (a control or bidirectional character: an id's U+008E was a 400 the document allowed).
 */
const idListText = () => oneLineText().min(1, 'give at least one id');
/**
 * The bound of an id list's count, said in ids: a list sent as one comma-separated string was told
 * `expected array to have <=10 items`, of an array it never sent (stop 84).
 */
const atMostIds = (max: number) => ({
  error: (issue: { input?: unknown }) => `at most ${max} ids, received ${(issue.input as unknown[]).length}`,
});
const csv = (description: string, example?: string) =>
  idListText()
    .transform(csvParts)
    .meta({ description, ...(example === undefined ? {} : { example }) });
/** The most ids a shop or genre filter takes (the bundled catalog has 95 shops; an operator's may have more). */
export const FILTER_IDS_MAX = 1000;
/** An id as sent: no catalog id or shop id comes near it. */
const ID_MAX_LENGTH = 100;
/**
 * One line of text, as a sets `shopId` is (docs/security.md → Text input): a control character or a
 * bidirectional control in a catalog id went back as sent in `notFound`, where a client shows it.
 */
const idOf = boundedString(ID_MAX_LENGTH, 1);
/**
 * The ids a search filter takes, each once: a repeated id widens nothing, and kept it would only
 * lengthen the query (and the key of its cached answer). Every id must still be known, so a
 * filter's list is at most the catalog's shops or genres; the count is bounded before that check.
 * An empty list (`shop=,`) is refused: unfiltered, it answered the whole catalog to a filter.
 */
const filterIdList = z
  .array(idOf)
  .min(1, 'give at least one id (a list of commas names none)')
  .max(FILTER_IDS_MAX, atMostIds(FILTER_IDS_MAX))
  .transform((ids) => [...new Set(ids)]);
const filterIds = (description: string) => idListText().transform(csvParts).pipe(filterIdList).meta({ description });
/**
 * An array of ids reads each as the comma-separated string does: trimmed, and a blank one names
 * none (`[" sukiya "]` is sukiya, as `" sukiya "` and `shop= sukiya` are).
 */
const filterIdArray = z
  .array(idOf)
  .min(1, 'give at least one id')
  .max(FILTER_IDS_MAX, atMostIds(FILTER_IDS_MAX))
  .transform((ids) => ids.map((id) => id.trim()).filter(Boolean))
  .pipe(filterIdList);
/**
 * The refusal of a filter the body sends as an array or a string is that form's own (`give at least
 * one id` for `[]`, `[" "]` or `","`): a union's refusal said only "Invalid input" (stop 83); any
 * other type is told the two forms it may take.
 */
type UnionIssue = { input?: unknown; errors?: readonly (readonly { message: string; path?: readonly PropertyKey[] }[])[] };
const formRefusal = (issue: UnionIssue): string => {
  const form = Array.isArray(issue.input) ? 0 : typeof issue.input === 'string' ? 1 : null;
  const first = form === null ? undefined : issue.errors?.[form]?.[0];
  if (!first)
    return `expected an array of ids or one comma-separated string, received ${issue.input === null ? 'null' : typeof issue.input}`;
  return first.path?.length ? `id ${first.path.join('.')}: ${first.message}` : first.message;
};
const filterIdsOrArray = (description: string) =>
  z.union([filterIdArray, filterIds(description)], { error: (issue) => formRefusal(issue as UnionIssue) }).meta({ description });
/**
 * The filters GET /search takes, and POST /search applies to every term. Query values are text and
 * coerced; body values are JSON numbers and not (a JSON null or "12" is a 400, not 0 or 12).
 */
function searchFilterShape(from: 'query' | 'body') {
  const bound = from === 'query' ? queryNumber(z.coerce.number().min(0).max(AMOUNT_MAX)) : z.number().min(0).max(AMOUNT_MAX);
  /** A range's ends; comparing them is beyond a parameter's schema, so the description says it. */
  const rangeEnd = (axis: string, unit: string, end: 'Min' | 'Max') =>
    bound.optional().meta({
      description: `${unit}, ${end === 'Min' ? `at least; not above ${axis}Max` : `at most; not below ${axis}Min`} (400 otherwise)`,
    });
  /** A day's `remaining` as GET /nutrition gives it: below 0 (over budget) counts as 0. */
  const target = (unit: string) =>
    (from === 'query' ? queryNumber(remainingAmount(z.coerce.number())) : remainingAmount(z.number()))
      .optional()
      .meta({ description: `${unit} left, e.g. a day's remaining of GET /nutrition; below 0 (over budget) counts as 0` });
  return {
    shop: filterIds('shop ids, comma-separated; each one of GET /shops (400 otherwise)').optional(),
    genre: filterIds(
      `genre ids, comma-separated, each one of: ${CATALOG_GENRES.map((genre) => `${genre.id} (${genre.nameJa})`).join(', ')} (400 otherwise; GET /help describes them)`,
    ).optional(),
    calMin: rangeEnd('cal', 'kcal', 'Min'),
    calMax: rangeEnd('cal', 'kcal', 'Max'),
    proteinMin: rangeEnd('protein', 'g', 'Min'),
    proteinMax: rangeEnd('protein', 'g', 'Max'),
    fatMin: rangeEnd('fat', 'g', 'Min'),
    fatMax: rangeEnd('fat', 'g', 'Max'),
    carbsMin: rangeEnd('carbs', 'g', 'Min'),
    carbsMax: rangeEnd('carbs', 'g', 'Max'),
    targetCal: target('kcal'),
    targetProtein: target('g'),
    targetFat: target('g'),
    targetCarbs: target('g'),
    mealType: SearchMealTypeSchema.optional().meta({ description: 'breakfast: ≤ 600 kcal; snack and the between-meal slots: ≤ 250 kcal' }),
    sort: CatalogSortSchema.optional().meta({ description: 'fits-budget needs at least one target (400 otherwise)' }),
    include: z.enum(['all', 'products', 'dishes']).default('all'),
  };
}

const FILTER_KEYS = Object.keys(searchFilterShape('query')).filter((key) => key !== 'include' && key !== 'mealType');
/** The filters alone make a search (a shop, a genre, a range, a target or a sort), as GET /search without q needs. */
export const narrowsSearch = (filters: Partial<Record<string, unknown>>): boolean => FILTER_KEYS.some((key) => filters[key] !== undefined);

/** The axes a search filter takes a range on: `${axis}Min`, `${axis}Max`. */
export const SEARCH_RANGE_AXES = ['cal', 'protein', 'fat', 'carbs'] as const;
type SearchFilterFields = Partial<
  Record<`${(typeof SEARCH_RANGE_AXES)[number]}${'Min' | 'Max'}` | `target${'Cal' | 'Protein' | 'Fat' | 'Carbs'}`, number>
> & {
  sort?: string;
};

/**
 * What the filters of one search say against each other: a range whose Min is above its Max, or
 * sort=fits-budget without a target; null when nothing. The filters alone decide it, so the schemas
 * apply it with the other parameters (a refused request costs no quota: docs/decisions.md → Does a
 * refused call cost quota?), and the catalog service again for its own callers.
 */
export function searchFiltersProblem(filters: SearchFilterFields): string | null {
  for (const axis of SEARCH_RANGE_AXES) {
    const min = filters[`${axis}Min`];
    const max = filters[`${axis}Max`];
    if (min !== undefined && max !== undefined && min > max) return `${axis}Min is greater than ${axis}Max`;
  }
  const targets = [filters.targetCal, filters.targetProtein, filters.targetFat, filters.targetCarbs];
  if (filters.sort === 'fits-budget' && targets.every((target) => target === undefined)) {
    return 'sort=fits-budget needs at least one target (targetCal, targetProtein, targetFat, targetCarbs)';
  }
  return null;
}

const refuseContradictoryFilters = (filters: SearchFilterFields, ctx: z.RefinementCtx) => {
  const problem = searchFiltersProblem(filters);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** The longest query text GET /search takes, and each term of POST /search. */
export const SEARCH_Q_MAX_LENGTH = 100;
/** The largest page GET /search serves. */
export const SEARCH_LIMIT_MAX = 50;
/** The deepest page GET /search serves: an order's first 10,050 items (at most 50 from offset 10,000). */
export const SEARCH_OFFSET_MAX = 10_000;

export const SearchQuerySchema = z
  .strictObject({
    q: textField(SEARCH_Q_MAX_LENGTH).optional().meta({
      description:
        'product, shop or dish name; kana and romaji accepted; -word excludes; a wish for a kind of nutrition no name holds (低カロリー, high protein, 500kcal以下) is read as an order or a range, and fallback says so',
    }),
    ...searchFilterShape('query'),
    limit: queryNumber(boundedCount(z.coerce.number(), 1, SEARCH_LIMIT_MAX)).default(20),
    offset: queryNumber(boundedCount(z.coerce.number(), 0, SEARCH_OFFSET_MAX))
      .default(0)
      .meta({
        description: `paging, at most ${SEARCH_OFFSET_MAX}; hasMore is false where the next page (offset + returned) would pass it`,
      }),
  })
  .refine((query) => query.q !== undefined || narrowsSearch(query), {
    message: 'give at least one of q, shop, genre, a range, a target or sort',
  })
  .superRefine(refuseContradictoryFilters);
export type SearchQuery = z.infer<typeof SearchQuerySchema>;
export type SearchFilters = Omit<SearchQuery, 'q' | 'limit' | 'offset'>;

export const SearchFallbackSchema = z.object({
  kind: z.enum(['typo', 'relaxed', 'semantic', 'none']).meta({
    description:
      'typo: no name matched as typed, items whose names are a typo away are shown; relaxed: the names did not carry the amount, count or size words of q (1本, 200ml, 大), the items of the food without them are shown, or the chain named beside a food has none of it, items of the food elsewhere are shown, or q held a wish for a kind of nutrition (低カロリー, high protein, 低糖質, 500kcal以下), the rest of q is shown within the limits it states, its best matches in the order of the theme it names; semantic: items related through the ingredients or categories of a food word the query names; none: nothing was found, and the message says why (the query names no known food, nothing relates to it, or its names match only items outside the nutrient ranges or mealType set: the message then names the lightest of them)',
  }),
  message: z.string(),
  /** Categories of the items shown (empty for none). */
  relatedTerms: z.array(z.string()),
});

export const SearchResultSchema = z.object({
  total: z.number().int(),
  returned: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  hasMore: z.boolean(),
  items: z.array(CatalogItemSchema),
  /** Present when no name matched the query as typed: what was shown instead, or why nothing was. */
  fallback: SearchFallbackSchema.nullable(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchResponseSchema = dataEnvelope(SearchResultSchema);

/** POST /search: several terms, one quota unit; Free may send 3 terms, Premium 10. */
export const MAX_SEARCH_TERMS = { free: 3, premium: 10 } as const;
export const MultiSearchBodySchema = z
  .strictObject({
    queries: z
      .array(textField(SEARCH_Q_MAX_LENGTH))
      .min(1)
      .max(MAX_SEARCH_TERMS.premium)
      .meta({
        description: `the terms, one food each, each as GET /search's q (up to ${SEARCH_Q_MAX_LENGTH} chars); at most ${MAX_SEARCH_TERMS.free} on Free (400 otherwise)`,
      }),
    limitPerQuery: boundedCount(z.number(), 1, 10).default(5),
    ...searchFilterShape('body'),
    shop: filterIdsOrArray('shop ids, an array or one comma-separated string; each one of GET /shops (400 otherwise)').optional(),
    genre: filterIdsOrArray(
      'genre ids, an array or one comma-separated string; each one of those GET /help lists (400 otherwise)',
    ).optional(),
  })
  .superRefine(refuseContradictoryFilters);
export type MultiSearchBody = z.infer<typeof MultiSearchBodySchema>;
export const MultiSearchResultSchema = z.object({
  limitPerQuery: z.number().int(),
  notFound: z.array(z.string()),
  results: z.array(
    z.object({
      query: z.string(),
      total: z.number().int(),
      returned: z.number().int(),
      items: z.array(CatalogItemSchema),
      fallback: SearchFallbackSchema.nullable().meta({
        description:
          'null when names matched the term as typed; else how its items were found (typo, relaxed, or semantic for an English dish phrase), as GET /search says; a term without a hit is in notFound',
      }),
    }),
  ),
});
export type MultiSearchResult = z.infer<typeof MultiSearchResultSchema>;
export const MultiSearchResponseSchema = dataEnvelope(MultiSearchResultSchema);

/** API-SPEC.md → Limits: catalog items, ids at most 10. */
export const CATALOG_ITEMS_MAX = 10;
export const CatalogItemsQuerySchema = z.strictObject({
  // The example is two items of the bundled catalog (牛丼 並盛 at 吉野家, a 唐揚げ定食), so try-it answers both as it opens.
  ids: csv('comma-separated catalog ids (p_<id>, g_<id>), at most 10', 'p_23398,g_1606').pipe(
    z.array(idOf).min(1, 'give at least one id (a list of commas names none)').max(CATALOG_ITEMS_MAX, atMostIds(CATALOG_ITEMS_MAX)),
  ),
});
export const CatalogItemsResultSchema = z.object({ items: z.array(CatalogItemSchema), notFound: z.array(z.string()) });
export type CatalogItemsResult = z.infer<typeof CatalogItemsResultSchema>;
export const CatalogItemsResponseSchema = dataEnvelope(CatalogItemsResultSchema);

export const ShopsResponseSchema = dataEnvelope(z.object({ count: z.number().int(), shops: z.array(ShopSchema) }));
