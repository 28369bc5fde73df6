import {
  DETAILED_NUTRIENT_KEYS,
  SEARCH_Q_MAX_LENGTH,
  SearchQuerySchema,
  invalidRequest,
  unknownShops,
  type AnalyzedComponent,
  type CatalogItem,
  type CatalogMatch,
  type DetailedNutrition,
  type AnalyzeTextEstimate,
  type AnalyzeTextEstimateInput,
} from '@shokuji/contracts';
import { createMealTextEngine, mealConfidenceOf, type ChainLookup, type MealEstimate, type MealTextEngine } from '@shokuji/meal-text';
import { round1, roundMacros, sumMacros } from '@shokuji/nutrition';
import type { ShopRow } from '@shokuji/search-index';
import type { CatalogIndex } from '../catalog-index.lifecycle';

/** Catalog items shown per chain product the text names. */
const MATCHES_PER_LOOKUP = 3;
/** Products searched per lookup, so the one named by the words is found where others rank above it. */
const CANDIDATES_PER_LOOKUP = 10;
/**
 * The size a chain item named without one is sold in (からあげクン is からあげクン レギュラー, 釜玉うどん its
 * 並): a product named by the words and one of these is still named by the words.
 */
const REGULAR_SIZE_WORDS = ['', 'レギュラー', 'レギュラーサイズ', '並', '並盛', 'M', 'Mサイズ', '1ピース'];

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
        throw unknownShops('shopId', [input.shopId], undefined, index.store.shops);
      }
      const estimateAt = async (shopId: string | undefined) =>
        (await engineFor(index.store.shops)).estimate({ text: input.text, locale: input.locale, shopId, storeName: input.storeName });
      let estimate = await estimateAt(input.shopId);
      // Words no table reads may name one chain's product (ポンデリング1個): read again at that chain.
      const chain =
        estimate.kind === 'nothing_edible' && input.shopId === undefined ? await chainNamedBy(index, estimate.chainLookups) : null;
      if (chain) estimate = await estimateAt(chain);
      if (estimate.kind === 'nothing_edible') {
        throw invalidRequest(estimate.message, {
          userMessage: estimate.userMessage,
          hint: 'Describe the foods eaten (names, amounts, cooking); for a chain product use GET /search and POST /meals productId.',
        });
      }
      // One search per distinct item and shop: a text that lists one food many times asks once.
      const searches = new Map<string, ReturnType<typeof searchFor>>();
      const searched = (lookup: ChainLookup) => {
        const key = `${lookup.shopId ?? ''}\u0000${lookup.term}`;
        if (!searches.has(key)) searches.set(key, searchFor(index, lookup));
        return searches.get(key)!;
      };
      const found = await flavoursApart(
        estimate,
        input.text,
        await Promise.all(
          estimate.chainLookups.map(async (lookup) => {
            const products = productsFor(lookup, await searched(lookup));
            if (products.named) return products;
            const byName = await productByFoodName(lookup, searched);
            if (byName) return byName;
            const kind = async () =>
              chainKind(index.store.shop(lookup.shopId ?? '')?.category, await engineFor(index.store.shops), input.locale);
            return { ...products, ...(await productsOfRuns(lookup, searched, kind)) };
          }),
        ),
        searched,
      );
      const kinds = await macrosByKind(found, await engineFor(index.store.shops), input.locale);
      return toAnalysis(estimate, found, input, index.store.shops, kinds);
    },
  };
}

export type MealTextAnalysisService = ReturnType<typeof createMealTextAnalysis>;

/** The one chain whose products the lookups' words all name (ポンデリング: Mister Donut's ポン・デ・リング); null otherwise. */
async function chainNamedBy(index: CatalogIndex, lookups: ChainLookup[]): Promise<string | null> {
  if (lookups.length === 0) return null;
  // Every product each lookup's words name, from one chain only: a name several chains sell (フライドポテト) names none.
  const chains = await Promise.all(
    lookups.map(async (lookup) => (await searchFor(index, lookup)).items.filter(namedBy(lookup.term)).map((item) => item.shopId)),
  );
  const [first] = chains.flat();
  return first && chains.every((shops) => shops.length > 0 && shops.every((shop) => shop === first)) ? first : null;
}

/**
 * The chain's products named like the item (every chain's, when the text names none). An item's words
 * can run to the whole text, longer than GET /search's q: such an item is searched by its first words.
 * Japanese words written apart that no product holds each of (エンゼル フレンチ) are searched again as the
 * one word they are in the chain's name (エンゼルフレンチ), as a name is written with or without its space.
 */
async function searchFor(index: CatalogIndex, lookup: ChainLookup) {
  const search = (term: string) =>
    index.search.search(
      SearchQuerySchema.parse({
        q: Array.from(term).slice(0, SEARCH_Q_MAX_LENGTH).join(''),
        ...(lookup.shopId === null ? {} : { shop: lookup.shopId }),
        include: 'products',
        limit: CANDIDATES_PER_LOOKUP,
      }),
    );
  const found = await search(lookup.term);
  const joined = lookup.term.replace(JAPANESE_WORDS_APART, '$1');
  return found.items.length > 0 || joined === lookup.term ? found : search(joined);
}
// A space between two Japanese (non-latin, non-digit) letters.
const JAPANESE_WORDS_APART = /([^\s\p{ASCII}])\s+(?=[^\s\p{ASCII}])/gu;

/**
 * The product the item's words name: its name is the words, or the words and the regular size
 * (docs/analyze-text.md → Chain products). Ranking alone does not decide it: チーズ牛丼 並盛 may rank
 * above 牛丼 並盛 for 牛丼, and オリジナルチキン is no 鶏もも.
 */
function productNamed(term: string, items: CatalogItem[]): CatalogItem | undefined {
  const named = items.find(namedBy(term)) ?? onePackNamedBy(term, items);
  if (named) return named;
  // チキンナゲット 5ピース（復刻） M: where no name is the words, a name that is the words but for a mark of how the product
  // is sold (a reissue, a limited time) names it, being the one the chain sells (モス ナゲット: its M is its reissue).
  const unmarked = items.map((item) => ({ ...item, name: item.name.replace(SALE_MARKS, ' ') }));
  const reissued = unmarked.find(namedBy(term)) ?? onePackNamedBy(term, unmarked);
  if (reissued) return items[unmarked.indexOf(reissued)];
  // ペンネアラビアータ（全粒粉）: where no name is the words even so, the one product whose name is the words and a note in
  // brackets (what it is made of or with) names it; two such (からあげクン（レッド）, （チーズ）) name none, the words telling
  // no one of them.
  const noted = items.filter((item) => item.type === 'product' && namedBy(term)({ ...item, name: item.name.replace(BRACKETED_NOTE, ' ') }));
  return noted.length === 1 ? noted[0] : undefined;
}
// A note in brackets after a product's name: （全粒粉）, （レッド）.
const BRACKETED_NOTE = /[（(][^）)]*[）)]/gu;
// Marks in a product's name of how it is sold, not of what it is (期間限定 before it, （復刻） after it): the food and the size
// are those of the name without them.
const SALE_MARKS = /^期間限定\s+|[（(](?:復刻|期間限定)[）)]/gu;

/**
 * チキンナゲット → チキンナゲット 5ピース M: where no product is named by the words, the one product named by them, the pieces
 * of the chain's pack and its regular size; two packs of other pieces name none. The pieces written (ナゲット 10ピース) count
 * servings of the engine's (5 pieces), and so packs.
 */
function onePackNamedBy(term: string, items: CatalogItem[]): CatalogItem | undefined {
  const keys = nameOrders(term).map(withoutRegularSize);
  const packs = items.filter(
    (item) =>
      item.type === 'product' &&
      nameOrders(item.name).some((name) =>
        keys.some(
          (key) =>
            name.startsWith(key) &&
            REGULAR_SIZE_KEYS.some((size) => PACK_OF_PIECES.test(name.slice(key.length, name.length - size.length)) && name.endsWith(size)),
        ),
      ),
  );
  return packs.length > 0 && packs.every((pack) => fold(pack.name) === fold(packs[0]!.name)) ? packs[0] : undefined;
}
// The pieces of a chain's pack, as its product's name writes them after the food (5ピース).
const PACK_OF_PIECES = /^\d+ピース$/u;

/** Whether an item is a product the words name (productNamed). */
function namedBy(term: string): (item: CatalogItem) => boolean {
  // The words in any order too: a size written after the name is the one the chain writes before it (シロノワール ミニ
  // names ミニシロノワール).
  const keys = nameOrders(term).map(withoutRegularSize);
  return (item) =>
    item.type === 'product' &&
    nameOrders(item.name).some((name) => keys.some((key) => REGULAR_SIZE_KEYS.some((size) => name === key + size)));
}

/**
 * A name or the words for one, compared width-, case-, space-, bracket- and middle-dot-blind: 牛めし（並盛）
 * is 牛めし並盛, ポン・デ・リング ポンデリング, 大盛り is 大盛; and without の, which the engine leaves out of the words
 * as a particle (小エビのサラダ is 小エビ サラダ).
 */
const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s()[\]【】・の]+/g, '')
    .replace(/盛り/g, '盛');

/** REGULAR_SIZE_WORDS folded once, longest first, so レギュラーサイズ is taken whole. */
const REGULAR_SIZE_KEYS = REGULAR_SIZE_WORDS.map(fold).sort((a, b) => b.length - a.length);

/** Folded words without the regular size written after them: 牛丼並 names 牛丼 並盛 as 牛丼 does. */
function withoutRegularSize(key: string): string {
  const size = REGULAR_SIZE_KEYS.find((word) => word && key.length > word.length && key.endsWith(word));
  return size ? key.slice(0, -size.length) : key;
}

/** Names with more words than this are matched in their own order only. */
const REORDERED_WORDS_MAX = 4;

/**
 * A product's name, folded, with its words in every order: 抹茶フラペチーノ M is フローズンドリンク 抹茶 M
 * (the words name the product whatever their order; the size word last, as the regular size is read).
 */
function nameOrders(name: string): string[] {
  const words = name.normalize('NFKC').split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > REORDERED_WORDS_MAX) return [fold(name)];
  const orders = (rest: string[]): string[][] =>
    rest.length <= 1
      ? [rest]
      : rest.flatMap((word, at) => orders([...rest.slice(0, at), ...rest.slice(at + 1)]).map((tail) => [word, ...tail]));
  return [...new Set(orders(words).map((order) => fold(order.join(''))))];
}

/**
 * What the catalog has for one lookup: the product named by its words, if any, and the best matches, that one first;
 * where no product is named by all the words, the products its words written apart name one each (productsApart).
 */
interface LookupProducts {
  lookup: ChainLookup;
  named: CatalogItem | undefined;
  items: CatalogItem[];
  parts?: CatalogItem[];
  /** Words beside `parts` that name a product the catalog does not list, estimated as the chain's kind of food (productsBesideKind). */
  unlisted?: UnlistedProduct[];
}

/** A product named by words the catalog lists no product for, estimated as the chain's kind of food (a doughnut). */
interface UnlistedProduct {
  words: string;
  /** The chain's kind of food, as many as were eaten: the last run of the words takes the count written after them. */
  kind: MealEstimate;
  count: number;
}
/** The chain's kind of food, `count` of it (ドーナツ, or donut x2 read by the engine). */
type KindOf = (count: number) => MealEstimate | undefined;

/**
 * マック ナゲットセット: where the words of a fast-food set's item (its nuggets, its fries and drink) name no product, the
 * product named by another of the lexicon's names for the food the item is read as (チキンナゲット, ポテト), tried in turn;
 * the words keep their lookup.
 */
async function productByFoodName(
  lookup: ChainLookup,
  searched: (lookup: ChainLookup) => ReturnType<typeof searchFor>,
): Promise<LookupProducts | undefined> {
  if (lookup.shopId === null) return undefined;
  for (const name of lookup.names ?? []) {
    const products = productsFor({ ...lookup, term: name }, await searched({ ...lookup, term: name }));
    if (products.named) return { ...products, lookup };
  }
  return undefined;
}

/** Lookups of more words than this are not tried as several products. */
const PARTS_WORDS_MAX = 4;

/** The product each run of a lookup's words names (productNamed), looked up once a run. */
function productNamedByRun(
  lookup: ChainLookup,
  searched: (lookup: ChainLookup) => ReturnType<typeof searchFor>,
): (term: string) => Promise<CatalogItem | undefined> {
  const named = new Map<string, Promise<CatalogItem | undefined>>();
  return (term) => {
    if (!named.has(term))
      named.set(
        term,
        searched({ ...lookup, term }).then((found) => productNamed(term, found.items)),
      );
    return named.get(term)!;
  };
}

/** One way to cut a lookup's words into runs, and the product each run names (undefined where it names none). */
interface RunsCut {
  terms: string[];
  products: Array<CatalogItem | undefined>;
}

/**
 * The products a lookup's words written apart name, in one walk over the ways to cut them into runs (cutsOf): the
 * products of the first cut whose every run names one, all of one chain (productsApart's answer); where no cut does,
 * the chain's products beside words it lists no product for (productsBesideKind, of the same cuts), where the chain
 * has a kind of food (`kind`, asked only then).
 */
async function productsOfRuns(
  lookup: ChainLookup,
  searched: (lookup: ChainLookup) => ReturnType<typeof searchFor>,
  kind: () => Promise<KindOf | undefined>,
): Promise<{ parts: CatalogItem[]; unlisted?: UnlistedProduct[] } | undefined> {
  const words = lookup.term.split(' ').filter(Boolean);
  if (words.length < 2 || words.length > PARTS_WORDS_MAX) return undefined;
  const productOf = productNamedByRun(lookup, searched);
  const cuts: RunsCut[] = [];
  for (const cut of cutsOf(words.length)) {
    const terms = cut.map(([start, end]) => words.slice(start, end).join(' '));
    const products = await Promise.all(terms.map(productOf));
    const apart = productsApart(terms, products);
    if (apart) return { parts: apart };
    cuts.push({ terms, products });
  }
  if (lookup.shopId === null) return undefined;
  const kindOf = await kind();
  return kindOf ? productsBesideKind(lookup, searched, cuts, kindOf) : undefined;
}

/**
 * サイゼ ミラノ風ドリア 辛味チキン: words written apart that no one product is named by may be several products, each
 * named by some of the words in their order (ミラノ風ドリア, then 辛味チキン), where the engine could not tell: it read the
 * item as one doria, the チキン its meat. The fewest such products, all of one chain, are the item (the first cut whose
 * every run names one: productsOfRuns walks the cuts fewest runs first); where some words name none (スープカレー
 * チキンレッグ: the leg is the curry's), the item stays the engine's.
 */
function productsApart(terms: string[], products: Array<CatalogItem | undefined>): CatalogItem[] | undefined {
  const found = products.filter((product): product is CatalogItem => product !== undefined);
  return found.length === terms.length && found.every((product) => product.shopId === found[0]!.shopId) ? found : undefined;
}

/**
 * The one food a chain's kind of shop is (ミスタードーナツ, donut: ドーナツ; a ramen chain's ラーメン), as the engine reads the
 * catalog's shop category alone; none for a shop of many kinds (a café, a convenience store, a family restaurant).
 */
function chainKind(category: string | undefined, engine: MealTextEngine, locale: 'ja' | 'en'): KindOf | undefined {
  if (!category) return undefined;
  const word = category.replace(/_/gu, ' ');
  const read = (text: string): MealEstimate | undefined => {
    const estimate = engine.estimate({ text, locale });
    if (estimate.kind !== 'estimate' || estimate.cal <= 0 || estimate.items.length !== 1 || estimate.unknownWords.length > 0)
      return undefined;
    return estimate.items[0]!.match === 'unknown' ? undefined : estimate;
  };
  if (!read(word)) return undefined;
  return (count) => read(count === 1 ? word : `${word} x${count}`);
}

// A run of words long enough to be a product's whole name (エンゼルフレンチ), not a word of one (レッド, エンゼル).
const WHOLE_PRODUCT_NAME = /^[^\p{ASCII}]{5,}$/u;

/**
 * ミスド フレンチクルーラー エンゼルフレンチ: words written apart of which some name the chain's products and the rest a
 * product the catalog does not list. The rest were dropped (the item was the French cruller alone); each such run is now
 * the chain's kind of food (a doughnut at a doughnut chain), at a lower confidence, where it is a whole name of its own:
 * five letters or more, no ASCII, and held in no product's name of the chain (ポンデリング ストロベリー: a flavour of ポン・デ・
 * ストロベリー, not a product). The cut with the fewest such runs, then the fewest runs, is taken.
 */
async function productsBesideKind(
  lookup: ChainLookup,
  searched: (lookup: ChainLookup) => ReturnType<typeof searchFor>,
  cuts: RunsCut[],
  kindOf: KindOf,
): Promise<{ parts: CatalogItem[]; unlisted: UnlistedProduct[] } | undefined> {
  const ownName = async (term: string): Promise<boolean> => {
    if (!WHOLE_PRODUCT_NAME.test(term.replace(/\s+/gu, ''))) return false;
    const key = fold(term);
    return !(await searched({ ...lookup, term })).items.some((item) => fold(item.name).includes(key));
  };
  let best: { parts: CatalogItem[]; unlisted: UnlistedProduct[] } | undefined;
  for (const { terms, products } of cuts) {
    const parts = products.filter((product): product is CatalogItem => product !== undefined);
    if (parts.length === 0 || parts.length === terms.length || !parts.every((product) => product.shopId === lookup.shopId)) continue;
    const rest = terms.flatMap((term, at) =>
      products[at] ? [] : [{ words: term, count: at === terms.length - 1 ? lookup.count : lookup.eaten }],
    );
    if (best && rest.length >= best.unlisted.length) continue;
    if (!(await Promise.all(rest.map(({ words: term }) => ownName(term)))).every(Boolean)) continue;
    const unlisted = rest.flatMap(({ words: term, count }) => {
      const kind = kindOf(count);
      return kind ? [{ words: term, kind, count }] : [];
    });
    if (unlisted.length === rest.length) best = { parts, unlisted };
  }
  return best;
}

/**
 * ローソン からあげクン チーズ: a word written one space after a product the words name, that the engine read as a food of
 * its own, may be the product's flavour as the chain names it (からあげクン 北海道チーズ). Where the chain sells exactly one
 * product whose name is the first product's words followed by words holding that word, the two items are that product,
 * counted as the last one was written (からあげクン チーズ 2個: two); it was the regular からあげクン and a slice of
 * processed cheese. A word that names a product of its own, or more than one flavour (からあげクン レモン, if two
 * were sold), leaves the items as they were.
 */
async function flavoursApart(
  estimate: MealEstimate,
  text: string,
  found: LookupProducts[],
  searched: (lookup: ChainLookup) => ReturnType<typeof searchFor>,
): Promise<LookupProducts[]> {
  if (found.length < 2) return found;
  const written = fold(text.normalize('NFKC'));
  const result: LookupProducts[] = [];
  for (let at = 0; at < found.length; at++) {
    const product = found[at]!;
    const flavour = found[at + 1];
    const shopId = product.named?.shopId;
    if (
      !flavour ||
      !product.named ||
      flavour.named ||
      flavour.parts ||
      shopId === undefined ||
      (flavour.lookup.shopId !== null && flavour.lookup.shopId !== shopId) ||
      flavour.lookup.itemIndex !== product.lookup.itemIndex + 1 ||
      flavour.lookup.term.includes(' ') ||
      estimate.confidenceBasis.items[flavour.lookup.itemIndex] === null
    ) {
      result.push(product);
      continue;
    }
    // Written together, one space apart: no separator, count or other word between the two.
    const apart = [estimate.items[product.lookup.itemIndex]?.text, estimate.items[flavour.lookup.itemIndex]?.text];
    const together = apart.every((part) => part !== undefined) && written.includes(fold(apart.join('')));
    const head = withoutRegularSize(fold(product.lookup.term));
    const word = fold(flavour.lookup.term);
    const term = `${product.lookup.term} ${flavour.lookup.term}`;
    const candidates = together
      ? (await searched({ ...product.lookup, shopId, term })).items.filter((item) => {
          const name = fold(item.name);
          return item.type === 'product' && item.shopId === shopId && name.startsWith(head) && name.slice(head.length).includes(word);
        })
      : [];
    if (candidates.length !== 1) {
      result.push(product);
      continue;
    }
    const named = candidates[0]!;
    const count = flavour.lookup.count !== 1 ? flavour.lookup.count : product.lookup.count;
    result.push({
      lookup: { ...product.lookup, term, count, itemIndexes: [...product.lookup.itemIndexes, ...flavour.lookup.itemIndexes] },
      named,
      items: [named, ...product.items.filter((item) => item.productId !== named.productId)].slice(0, MATCHES_PER_LOOKUP),
    });
    at += 1;
  }
  return result;
}

/** The ways to cut n words into two or more runs in their order, the fewest runs first: [[start, end], …] each. */
function cutsOf(n: number): Array<Array<[number, number]>> {
  const all: Array<Array<[number, number]>> = [];
  for (let mask = 1; mask < 1 << (n - 1); mask++) {
    const cuts: Array<[number, number]> = [];
    let start = 0;
    for (let at = 1; at < n; at++) {
      if (mask & (1 << (at - 1))) {
        cuts.push([start, at]);
        start = at;
      }
    }
    cuts.push([start, n]);
    all.push(cuts);
  }
  return all.sort((a, b) => a.length - b.length);
}

function productsFor(lookup: ChainLookup, found: Awaited<ReturnType<typeof searchFor>>): LookupProducts {
  const named = productNamed(lookup.term, found.items);
  const items = named ? [named, ...found.items.filter((item) => item !== named)] : found.items;
  return { lookup, named, items: items.slice(0, MATCHES_PER_LOOKUP) };
}

/** Protein, fat and carbohydrate per kcal of a product whose chain publishes its kcal only. */
type MacrosPerKcal = ReadonlyMap<CatalogItem, { protein: number; fat: number; carbs: number }>;

/**
 * サイゼリヤ 小エビのサラダ: a chain that publishes only kcal (its catalog rows have no protein, fat or carbs) gave the
 * product 0 g of each. Its macros are now those of the kind of food its name is, as the engine reads the name alone (小エビの
 * サラダ: a shrimp salad), in the same proportions scaled to the published kcal. A name the engine cannot read whole
 * (a word it does not know) tells no kind; its menu category may (kindOfCategory), else its macros stay 0, as unknown
 * rather than guessed from a part of it.
 */
async function macrosByKind(found: LookupProducts[], engine: MealTextEngine, locale: 'ja' | 'en'): Promise<MacrosPerKcal> {
  const byKind = new Map<CatalogItem, { protein: number; fat: number; carbs: number }>();
  for (const lookup of found) {
    for (const product of [lookup.named, ...(lookup.parts ?? []), lookup.items[0]]) {
      if (!product || byKind.has(product) || !kcalOnly(product)) continue;
      const byName = engine.estimate({ text: product.name, locale });
      const named = byName.kind === 'estimate' && byName.cal > 0 && readsKindOf(product.name, byName) ? byName : undefined;
      const category = kindOfCategory(product, engine, locale);
      // A name read in part (イカの墨入りセピアソース: squid and a sauce, 墨 and セピア unread) gives way to a category that
      // names a kind (パスタ), and so does a name read whole whose serving is further from the published kcal than the
      // category's (小エビのタラコソース, 594 kcal: a pasta, not 150 kcal of shrimp in sauce): the name says the sauce, the
      // category the dish. A category of no one kind leaves the name its kind.
      const nearer = (one: MealEstimate, other: MealEstimate): boolean =>
        Math.abs(Math.log(product.cal! / one.cal)) <= Math.abs(Math.log(product.cal! / other.cal));
      const read =
        named && (!category || (named.unknownWords.length === 0 && nearer(named, category)))
          ? named
          : (category ?? kindInBrackets(product, engine, locale));
      if (!read) continue;
      byKind.set(product, { protein: read.protein / read.cal, fat: read.fat / read.cal, carbs: read.carbs / read.cal });
    }
  }
  return byKind;
}

/**
 * Whether the engine's reading of a product's name tells its kind: the word that ends the name (Japanese puts the kind
 * last: ミラノ風ドリア is a doria, 辛味チキン chicken) was read, not left unknown (ポップコーンシュリンプ is no popcorn) and
 * not taken for a look-alike (キャンティ is no candy). Words in brackets only qualify the name.
 */
function readsKindOf(name: string, read: MealEstimate): boolean {
  const head = name
    .normalize('NFKC')
    .replace(/[(（【[][^)）】\]]*[)）】\]]/gu, ' ')
    .trim();
  return head !== '' && read.items.every((item) => item.match !== 'typo') && !read.unknownWords.some((word) => head.endsWith(word));
}

// How far a product's published kcal may be from the serving of its menu category's kind for that kind's proportions to stand.
const CATEGORY_KCAL_RATIO = { min: 0.5, max: 2 };

/**
 * サイゼリヤ ペンネアラビアータ（全粒粉）: a name that tells no kind may sit in a menu category that names one (パスタ); the
 * product is then of that kind, where the category, read alone, is one food read exactly and the product's kcal is within
 * half to twice that food's serving (たまねぎのズッパ, 228 kcal under スープ, is no 21 kcal consommé). A category of
 * several kinds (ライス・パン, 前菜・おつまみ, デザート) tells none.
 */
function kindOfCategory(product: CatalogItem, engine: MealTextEngine, locale: 'ja' | 'en'): MealEstimate | undefined {
  const read = engine.estimate({ text: product.category, locale });
  if (read.kind !== 'estimate' || read.cal <= 0 || read.items.length !== 1 || read.unknownWords.length > 0) return undefined;
  if (read.items[0]!.match !== 'exact') return undefined;
  const ratio = product.cal! / read.cal;
  return ratio >= CATEGORY_KCAL_RATIO.min && ratio <= CATEGORY_KCAL_RATIO.max ? read : undefined;
}

/**
 * サイゼリヤ アロスティチーニ（ラムの串焼き）, チョリソー（辛味ソーセージ）: a foreign name the engine does not read, whose
 * brackets say in Japanese what it is, is of the kind the brackets name, where the engine reads their last word (the kind)
 * and the category tells none. Brackets that only qualify a name the engine reads (ペンネアラビアータ（全粒粉）) are not
 * looked at: the name, or its category, tells its kind first.
 */
function kindInBrackets(product: CatalogItem, engine: MealTextEngine, locale: 'ja' | 'en'): MealEstimate | undefined {
  const inside = /[(（]([^)）]+)[)）]/u.exec(product.name.normalize('NFKC'))?.[1]?.trim();
  if (!inside) return undefined;
  const read = engine.estimate({ text: inside, locale });
  return read.kind === 'estimate' && read.cal > 0 && readsKindOf(inside, read) ? read : undefined;
}

/** What a kcal-only product's name adds where its macros stay unknown (counted as 0 in the sums). */
const UNPUBLISHED_MACROS = { ja: '（たんぱく質・脂質・炭水化物は非公表）', en: ' (protein, fat and carbs not published)' };

/** A product whose chain publishes its kcal and none of protein, fat and carbs. */
const kcalOnly = (product: CatalogItem): boolean =>
  product.cal !== null && product.cal > 0 && product.protein === null && product.fat === null && product.carbs === null;

/** The confidence of an item a chain's kind of food stands in for (a product the catalog does not list): a guess of its kind. */
const UNLISTED_PRODUCT_CONFIDENCE = 0.5;

interface Supplier {
  /**
   * One product, or the products the item's words written apart name (productsApart), each with its count: a count
   * written after the words is the last one's, a share written (半分, 3人で) every one's.
   */
  products: Array<{ product: CatalogItem; count: number }>;
  /** The words name the product (else it is the chain's best match for words nobody could read). */
  named: boolean;
  /** Products beside them the catalog does not list, each the chain's kind of food, counted. */
  unlisted?: UnlistedProduct[];
}

/**
 * The product that supplies an item's values: the one its words name, or, for a chain item the engine
 * could not read at all, the chain's best match; either counted as written (2ピース, 2個) and by the share
 * eaten (セブンの弁当半分: half of it, where the best match was whole). An item looked up in every chain takes
 * only a product its words name.
 */
function supplierOf({ lookup, named, items, parts, unlisted }: LookupProducts): Supplier | undefined {
  if (named) return { products: [{ product: named, count: lookup.count }], named: true };
  if (parts) {
    // The count written after the words is the last run's, whether a product or one the catalog does not list.
    const lastListed = (unlisted ?? []).every((product) => !lookup.term.endsWith(product.words));
    const counts = parts.map((product, at) => ({ product, count: lastListed && at === parts.length - 1 ? lookup.count : lookup.eaten }));
    return { products: counts, named: true, ...(unlisted ? { unlisted } : {}) };
  }
  if (lookup.unestimated && lookup.shopId !== null && items[0])
    return { products: [{ product: items[0], count: lookup.count }], named: false };
  return undefined;
}

/**
 * The confidence of an item the engine left to the catalog, once the product its words name fills
 * it: the chain's published values, counted as written; below an item the engine read at
 * PORTIONS.md's amounts (1), since the words were matched to a name, not read.
 */
const NAMED_PRODUCT_CONFIDENCE = 0.95;

function matchOf(found: LookupProducts, supplied: boolean, locale: 'ja' | 'en'): CatalogMatch | undefined {
  const named = found.named ?? found.parts?.[0];
  const shopId = found.lookup.shopId ?? named?.shopId;
  if (shopId === undefined) return undefined;
  // The products the words name apart come first, as the one named by all of them does.
  const items = found.parts ? [...found.parts, ...found.items.filter((item) => !found.parts!.includes(item))] : found.items;
  return {
    term: found.lookup.term,
    shopId,
    shopName: found.lookup.shopName ?? named?.shopName ?? shopId,
    estimated: !supplied,
    ...(supplied ? {} : sizeNotListedNote(found, locale)),
    items: items.slice(0, Math.max(MATCHES_PER_LOOKUP, found.parts?.length ?? 0)),
  };
}

/**
 * The engine's components, with the catalog product standing in for each item a product supplies
 * (its published values are the honest numbers for it: the whole item, a 定食's rice and soup
 * included, is replaced); totals are the components' sums. A part neither could read stays out, named in
 * unknownWords with the confidence it costs (docs/analyze-text.md → Confidence).
 */
function toAnalysis(
  estimate: MealEstimate,
  found: LookupProducts[],
  input: AnalyzeTextEstimateInput,
  shops: ShopRow[],
  kinds: MacrosPerKcal,
): AnalyzeTextEstimate {
  const supplied = new Map<number, Supplier>();
  const replaced = new Set<number>();
  const matches: CatalogMatch[] = [];
  for (const lookup of found) {
    const supplier = supplierOf(lookup);
    const match = matchOf(lookup, supplier !== undefined, input.locale);
    if (match) matches.push(match);
    if (!supplier || replaced.has(lookup.lookup.itemIndex)) continue;
    supplied.set(lookup.lookup.itemIndex, supplier);
    lookup.lookup.itemIndexes.forEach((itemIndex) => replaced.add(itemIndex));
  }
  // The items a product named by their words supplies: their words named something after all (からあげクン's クン,
  // ミラノ風ドリア's ミラノ), so they are no unknown words and cost the meal no confidence.
  const named = new Set(
    found.filter((lookup) => supplied.get(lookup.lookup.itemIndex)?.named === true).flatMap((lookup) => lookup.lookup.itemIndexes),
  );
  // An item the engine could not read, filled by the product its words name, is read after all.
  const filled = new Map(
    [...supplied]
      .filter(([itemIndex, supplier]) => supplier.named && estimate.confidenceBasis.items[itemIndex] === null)
      .map(([itemIndex, { products, unlisted = [] }]) => {
        const listed = products.reduce((sum, { product, count }) => sum + product.cal * count, 0);
        const guessed = unlisted.reduce((sum, { kind }) => sum + kind.cal, 0);
        const confidence =
          listed + guessed > 0 ? (NAMED_PRODUCT_CONFIDENCE * listed + UNLISTED_PRODUCT_CONFIDENCE * guessed) / (listed + guessed) : 0;
        return [itemIndex, { confidence: Math.round(confidence * 100) / 100, kcal: listed + guessed }];
      }),
  );
  const kept = estimate.components.filter((c) => !replaced.has(c.itemIndex));
  const components: AnalyzedComponent[] = [];
  const items: AnalyzeTextEstimate['items'] = [];
  const names: Array<{ ja: string; en: string }> = [];
  estimate.items.forEach((item, itemIndex) => {
    const supplier = supplied.get(itemIndex);
    if (supplier) {
      const parts = supplier.products.map(({ product, count }) => productComponent(product, count, input.locale, kinds.get(product)));
      components.push(...parts);
      // A product the catalog does not list is the chain's kind of food, named after the words (ドーナツ（エンゼルフレンチ）).
      const unlisted = (supplier.unlisted ?? []).map(({ words, kind, count }) => {
        components.push(...kind.components.map(engineComponent));
        const counted = count === 1 ? '' : `×${count}`;
        return { ja: `${kind.mealNameJa}（${words}）${counted}`, en: `${kind.mealNameEn} (${words})${counted ? ` ${counted}` : ''}` };
      });
      const partNames = [...parts.map((part) => ({ ja: part.nameJa, en: part.nameEn })), ...unlisted];
      const name = partNames.map((part) => (input.locale === 'en' ? part.en : part.ja)).join(input.locale === 'en' ? ', ' : '、');
      items.push({ text: item.text, name, confidence: filled.get(itemIndex)?.confidence ?? item.confidence });
      names.push(...partNames);
      return;
    }
    if (replaced.has(itemIndex)) return;
    components.push(...estimate.components.filter((c) => c.itemIndex === itemIndex).map(engineComponent));
    items.push({ text: item.text, name: item.name, confidence: item.confidence });
    if (item.match !== 'unknown') names.push({ ja: item.nameJa, en: item.nameEn });
  });
  if (components.length === 0) {
    throw invalidRequest('nothing in the description could be estimated, and the catalog has none of the chain products it names', {
      userMessage: '説明から食品を推定できず、チェーンの商品も見つかりませんでした。GET /search で商品を探すか、手入力で記録してください。',
    });
  }
  const macros = roundMacros(sumMacros(components));
  const detailed: DetailedNutrition[] = kept.length ? [withoutReplaced(estimate, replaced)] : [];
  for (const { products, unlisted = [] } of supplied.values()) {
    for (const { product, count } of products) detailed.push(scaled(product.detailedNutrition ?? {}, count));
    for (const { kind } of unlisted) detailed.push(kind.detailedNutrition);
  }
  const mealNameJa = names.map((name) => name.ja).join('、');
  const mealNameEn = names.map((name) => name.en).join(', ');
  return {
    mealName: input.locale === 'en' ? mealNameEn : mealNameJa,
    mealNameEn,
    shopId: input.shopId ?? (input.storeName ? chainNamedIn(input.storeName, shops) : null) ?? onlyChainOf(matches),
    ...macros,
    components,
    detailedNutrition: sumMeasured(detailed),
    confidence: filled.size || named.size ? mealConfidenceOf(estimate.confidenceBasis, macros.cal, filled, named) : estimate.confidence,
    items,
    unknownWords: estimate.items.flatMap((item, itemIndex) => (named.has(itemIndex) ? [] : item.unknownWords)),
    catalogMatches: matches,
  };
}

/**
 * すき家 牛丼 中盛, マック ポテトL: why an item at a named chain has the engine's generic serving and not the chain's values,
 * where that is known: the words without a size at their end name one of the chain's products, so the size is one the
 * products are not listed in. Nothing is said otherwise (the words may name a food not bought there, or a product the
 * lookup missed).
 */
function sizeNotListedNote({ lookup, items }: LookupProducts, locale: 'ja' | 'en'): { note?: string } {
  const words = lookup.term.normalize('NFKC');
  const sized = SIZE_WRITTEN_LAST.exec(words);
  const rest = sized ? words.slice(0, sized.index) : '';
  if (!sized || !rest || !productNamed(rest, items)) return {};
  const shop = lookup.shopName ?? lookup.shopId ?? '';
  const size = sized[1]!;
  return {
    note:
      locale === 'en'
        ? `${shop} lists no ${size} size of ${rest}: estimated as a generic serving`
        : `${shop}の${rest}に「${size}」のサイズは商品一覧にないため、一般的な量で推定`,
  };
}
// A size word written at the end of an item's words, glued or apart (ポテトL, 牛丼 中盛).
const SIZE_WRITTEN_LAST =
  /\s*(特盛り?|大盛り?|中盛り?|小盛り?|並盛り?|メガ|ミニ|ハーフ|ジャンボ|LL|XL|[SML]|ラージ|ミディアム|スモール|大|中|小|並)(?:サイズ)?$/iu;

function engineComponent(c: MealEstimate['components'][number]): AnalyzedComponent {
  return {
    name: c.name,
    nameJa: c.nameJa,
    nameEn: c.nameEn,
    grams: c.grams,
    foodNumber: c.foodNumber,
    cal: c.cal,
    protein: c.protein,
    fat: c.fat,
    carbs: c.carbs,
  };
}

/**
 * The engine's detailed nutrients without the items a product replaced: a key the engine summed is
 * the sum over its components (a minor condiment it did not measure counting 0), so theirs come off.
 */
function withoutReplaced(estimate: MealEstimate, replaced: Set<number>): DetailedNutrition {
  const rest: DetailedNutrition = { ...estimate.detailedNutrition };
  const gone = estimate.components.filter((c) => replaced.has(c.itemIndex));
  for (const key of DETAILED_NUTRIENT_KEYS) {
    if (rest[key] === undefined) continue;
    rest[key] = Math.max(0, rest[key] - gone.reduce((sum, c) => sum + (c.detailedNutrition[key] ?? 0), 0));
  }
  return rest;
}

function scaled(detailed: DetailedNutrition, count: number): DetailedNutrition {
  const result: DetailedNutrition = {};
  for (const key of DETAILED_NUTRIENT_KEYS) if (detailed[key] !== undefined) result[key] = detailed[key] * count;
  return result;
}

/**
 * The chain of a meal whose text names one (ケンタッキー…, からあげクン): the shop it was eaten at, as a
 * productId sets it on POST /meals; none when it names several or none (docs/analyze-text.md → Chain products).
 */
function onlyChainOf(matches: CatalogMatch[]): string | null {
  const chains = new Set(matches.map((match) => match.shopId));
  return chains.size === 1 ? [...chains][0]! : null;
}

/**
 * One or more servings of a product (2ピース of オリジナルチキン: count 2), at its published values;
 * its name is the product's, ×2 when counted (the count may be pieces, packs or servings).
 */
function productComponent(
  product: CatalogItem,
  count: number,
  locale: 'ja' | 'en',
  byKind?: { protein: number; fat: number; carbs: number },
): AnalyzedComponent {
  const counted = count === 1 ? '' : `×${count}`;
  // サイゼ ミニフィセル: macros its chain does not publish and no kind of food supplies are unknown, not measured as 0 g,
  // and the component's name says so (the meal component has no other field for it: API-SPEC.md → Meal component).
  const unpublished = byKind === undefined && kcalOnly(product);
  const nameJa = `${product.name}（${product.shopName ?? ''}）${counted}${unpublished ? UNPUBLISHED_MACROS.ja : ''}`;
  const nameEn = `${product.nameEn ?? product.name} (${product.shopName ?? ''})${counted ? ` ${counted}` : ''}${unpublished ? UNPUBLISHED_MACROS.en : ''}`;
  const times = (value: number | null, perKcal?: number) =>
    round1((value ?? (perKcal === undefined || product.cal === null ? 0 : perKcal * product.cal)) * count);
  return {
    name: locale === 'en' ? nameEn : nameJa,
    nameJa,
    nameEn,
    grams: null,
    foodNumber: null,
    productId: product.productId,
    cal: times(product.cal),
    // A chain that publishes only kcal: its macros are those of the kind of food its name is (macrosByKind), else
    // unknown and counted as 0.
    protein: times(product.protein, byKind?.protein),
    fat: times(product.fat, byKind?.fat),
    carbs: times(product.carbs, byKind?.carbs),
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
