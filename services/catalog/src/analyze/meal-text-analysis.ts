import {
  DETAILED_NUTRIENT_KEYS,
  SEARCH_Q_MAX_LENGTH,
  SearchQuerySchema,
  invalidRequest,
  type AnalyzedComponent,
  type CatalogItem,
  type CatalogMatch,
  type DetailedNutrition,
  type AnalyzeTextEstimate,
  type AnalyzeTextEstimateInput,
} from '@shokuji/contracts';
import { createMealTextEngine, type ChainLookup, type MealEstimate, type MealTextEngine } from '@shokuji/meal-text';
import { roundMacros, sumMacros } from '@shokuji/nutrition';
import type { ShopRow } from '@shokuji/search-index';
import type { CatalogIndex } from '../catalog-index.lifecycle';

/** Catalog items shown per chain product the text names. */
const MATCHES_PER_LOOKUP = 3;

/**
 * POST /analyze-text's estimate (docs/analyze-text.md → What the caller does, steps 3-4): the
 * meal-text engine reads the description, and every chain product it names is looked up in the
 * catalog. The engine loads its tables (1-3 s of CPU) on the first analysis, not at service start:
 * most processes never analyse, and every test that starts a gateway would pay it. The catalog
 * running as its own process preloads it (main.ts), as the gateway's RPC timeout is shorter.
 */
export function createMealTextAnalysis(createEngine: () => Promise<MealTextEngine> = createMealTextEngine) {
  let engine: Promise<MealTextEngine> | null = null;
  // The engine reading the chains of each catalog's shops, so a reindexed or operator catalog
  // (CATALOG_DATA_DIR) is what chain detection knows; keyed by the loaded shop list, built once per catalog.
  const byShops = new WeakMap<readonly ShopRow[], MealTextEngine>();
  const engineFor = async (shops: readonly ShopRow[]): Promise<MealTextEngine> => {
    const found = byShops.get(shops);
    if (found) return found;
    const withShops = (await loadEngine()).withShops(shops);
    byShops.set(shops, withShops);
    return withShops;
  };
  const loadEngine = () => {
    // A failed load is not remembered: the next analysis tries again.
    engine ??= createEngine().catch((error: unknown) => {
      engine = null;
      throw error;
    });
    return engine;
  };

  return {
    /** Builds the engine now rather than on the first analysis. */
    async preload(): Promise<void> {
      await loadEngine();
    },

    async analyze(index: CatalogIndex, input: AnalyzeTextEstimateInput): Promise<AnalyzeTextEstimate> {
      if (input.shopId !== undefined && !index.store.shop(input.shopId)) {
        throw invalidRequest(`shopId: unknown shop ${input.shopId}; use an id from GET /shops`);
      }
      const estimate = (await engineFor(index.store.shops)).estimate({
        text: input.text,
        locale: input.locale,
        shopId: input.shopId,
        storeName: input.storeName,
      });
      if (estimate.kind === 'nothing_edible') {
        throw invalidRequest(estimate.message, {
          userMessage: estimate.userMessage,
          hint: 'Describe the foods eaten (names, amounts, cooking); for a chain product use GET /search and POST /meals productId.',
        });
      }
      // One search per distinct item and shop: a text that lists one food many times asks once.
      const searches = new Map<string, ReturnType<typeof searchFor>>();
      const matches = await Promise.all(
        estimate.chainLookups.map(async (lookup) => {
          const key = `${lookup.shopId}\u0000${lookup.term}`;
          if (!searches.has(key)) searches.set(key, searchFor(index, lookup));
          return matchOf(lookup, await searches.get(key)!);
        }),
      );
      return toAnalysis(estimate, matches, input, index.store.shops);
    },
  };
}

export type MealTextAnalysisService = ReturnType<typeof createMealTextAnalysis>;

/**
 * The chain's products named like the item. An item's words can run to the whole text, longer than
 * GET /search's q: such an item is searched by its first words.
 */
function searchFor(index: CatalogIndex, lookup: ChainLookup) {
  const q = Array.from(lookup.term).slice(0, SEARCH_Q_MAX_LENGTH).join('');
  return index.search.search(SearchQuerySchema.parse({ q, shop: lookup.shopId, include: 'products', limit: MATCHES_PER_LOOKUP }));
}

function matchOf(lookup: ChainLookup, found: Awaited<ReturnType<typeof searchFor>>): CatalogMatch {
  return {
    term: lookup.term,
    shopId: lookup.shopId,
    shopName: lookup.shopName,
    estimated: !lookup.unestimated,
    items: found.items.slice(0, MATCHES_PER_LOOKUP),
  };
}

/**
 * The engine's components, plus one serving of the best catalog product for each chain item the
 * engine could not estimate (its published values are the honest numbers for it); totals are the
 * components' sums. Nothing estimated and no product found is a 400, as for a text naming nothing.
 */
function toAnalysis(
  estimate: MealEstimate,
  matches: CatalogMatch[],
  input: AnalyzeTextEstimateInput,
  shops: ShopRow[],
): AnalyzeTextEstimate {
  const components: AnalyzedComponent[] = estimate.components.map((c) => ({
    name: c.name,
    nameJa: c.nameJa,
    nameEn: c.nameEn,
    grams: c.grams,
    foodNumber: c.foodNumber,
    cal: c.cal,
    protein: c.protein,
    fat: c.fat,
    carbs: c.carbs,
  }));
  const detailed: DetailedNutrition[] = estimate.components.length ? [estimate.detailedNutrition] : [];
  for (const match of matches) {
    const product = match.estimated ? undefined : match.items[0];
    if (!product) continue;
    components.push(productComponent(product, input.locale));
    detailed.push(product.detailedNutrition ?? {});
  }
  if (components.length === 0) {
    throw invalidRequest('nothing in the description could be estimated, and the catalog has none of the chain products it names', {
      userMessage: '説明から食品を推定できず、チェーンの商品も見つかりませんでした。GET /search で商品を探すか、手入力で記録してください。',
    });
  }
  return {
    mealName: estimate.mealName,
    mealNameEn: estimate.mealNameEn,
    shopId: input.shopId ?? (input.storeName ? chainNamedIn(input.storeName, shops) : null),
    ...roundMacros(sumMacros(components)),
    components,
    detailedNutrition: sumMeasured(detailed),
    confidence: estimate.confidence,
    items: estimate.items.map((item) => ({ text: item.text, name: item.name, confidence: item.confidence })),
    unknownWords: estimate.unknownWords,
    catalogMatches: matches,
  };
}

function productComponent(product: CatalogItem, locale: 'ja' | 'en'): AnalyzedComponent {
  const nameJa = `${product.name}（${product.shopName ?? ''}）1食`;
  const nameEn = `${product.nameEn ?? product.name} (${product.shopName ?? ''}) 1 serving`;
  return {
    name: locale === 'en' ? nameEn : nameJa,
    nameJa,
    nameEn,
    grams: null,
    foodNumber: null,
    productId: product.productId,
    cal: product.cal,
    // A chain that publishes only kcal: its macros are unknown, and count as 0 rather than invented.
    protein: product.protein ?? 0,
    fat: product.fat ?? 0,
    carbs: product.carbs ?? 0,
  };
}

/** A key is summed only when every part measures it (API-SPEC.md → Detailed nutrition keys: absent is unmeasured, never 0). */
function sumMeasured(parts: DetailedNutrition[]): DetailedNutrition {
  const sum: DetailedNutrition = {};
  if (parts.length === 0) return sum;
  for (const key of DETAILED_NUTRIENT_KEYS) {
    if (parts.every((part) => part[key] !== undefined)) {
      sum[key] = Math.round(parts.reduce((total, part) => total + part[key]!, 0) * 10000) / 10000;
    }
  }
  return sum;
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** The chain a store name names ("吉野家 新宿店" → yoshinoya): the longest shop name or alias inside it. */
function chainNamedIn(storeName: string, shops: ShopRow[]): string | null {
  const folded = fold(storeName);
  let best: { id: string; length: number } | null = null;
  for (const shop of shops) {
    for (const name of [shop.name, shop.nameEn, ...shop.aliases]) {
      const key = name ? fold(name) : '';
      if (key.length >= 2 && folded.includes(key) && key.length > (best?.length ?? 0)) best = { id: shop.id, length: key.length };
    }
  }
  return best?.id ?? null;
}
