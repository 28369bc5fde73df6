import {
  invalidRequest,
  unknownShops,
  type SetItem,
  type SetsEmptyReason,
  type SetsResult,
  type SuggestSetsInput,
} from '@shokuji/contracts';
import type { ProductRow, ShopRow } from '@shokuji/search-index';
import { normalizeText } from '@shokuji/ja-text';
import {
  editionKeyOf,
  type EmptySetsReason,
  NO_HISTORY,
  optimizeSets,
  prepareSets,
  type PreparedSetTables,
  setCandidateOf,
  type RankedSet,
  type SetCandidateItem,
  type ShopHistory,
} from '@shokuji/set-optimizer';
import type { CatalogEntry, CatalogStore } from '../store/catalog-store';

/**
 * Each shop's optimizer items, built once per catalog version: the optimizer prepares a shop once per
 * items array (sorting, range tables, trees) and reuses it while the array lives (docs/sets.md → The
 * interface). Keyed by the store, so a reindex drops the old arrays with the old store.
 */
const itemsByStore = new WeakMap<CatalogStore, Map<string, SetCandidateItem[]>>();

const ALCOHOL_GENRE = 'alcohol';
const isAlcohol = (entry: CatalogEntry) => entry.genres.includes(ALCOHOL_GENRE);

/**
 * The entries of one shop a set may hold: products, never an alcoholic drink (a set is what to eat with the
 * rest of the budget) nor a product named after one of the shop's (築地銀だこ's たこ焼 ソース ハイボールセット is
 * filed as a set, its highball inside), nor one sold on the kids' menu (CatalogEntry.kidsMenu): docs/sets.md → Rules.
 */
function setProductsOf(entries: readonly CatalogEntry[]): CatalogEntry[] {
  const products = entries.filter((entry) => entry.type === 'product' && !entry.kidsMenu);
  const alcohol = products.filter(isAlcohol).map((entry) => editionKeyOf(entry.name, 'drink'));
  if (alcohol.length === 0) return products;
  return products.filter((entry) => {
    const name = normalizeText(entry.name);
    return !isAlcohol(entry) && !alcohol.some((key) => name.includes(key));
  });
}

const candidateOf = (entry: CatalogEntry, shopId: string) =>
  // A product's productType is one of the row schema's values (search-index → catalog-row.schema.ts).
  setCandidateOf({ ...entry, shopId, productType: entry.productType as ProductRow['productType'] });

function shopItems(store: CatalogStore, shopId: string): SetCandidateItem[] {
  let byShop = itemsByStore.get(store);
  if (!byShop) {
    byShop = new Map();
    itemsByStore.set(store, byShop);
  }
  let items = byShop.get(shopId);
  if (!items) {
    items = setProductsOf(store.entries.filter((entry) => entry.shopId === shopId)).map((entry) => candidateOf(entry, shopId));
    byShop.set(shopId, items);
  }
  return items;
}

const isStore = (shop: ShopRow) => shop.type === 'RETAIL_STORE' || shop.type === 'RESTAURANT';

/**
 * Every store's optimizer items and the tables prepareSets built for them, by shop id. It depends on
 * the catalog and the code only, so a start keeps it beside the index and the next start on the same
 * catalog reads it back instead of building it (store-sets.persist.ts).
 */
export type StoreSets = Map<string, { items: SetCandidateItem[]; tables: PreparedSetTables }>;

/**
 * Builds every store's items and the optimizer's tables for them, so that no request pays for a
 * shop's preparation (issue 25: the first request at a large convenience store took 100-180 ms,
 * against 20-56 ms for the next).
 */
export function buildStoreSets(store: CatalogStore): StoreSets {
  const byShop = new Map<string, CatalogEntry[]>(store.shops.filter(isStore).map((shop) => [shop.id, []]));
  for (const entry of store.entries) if (entry.shopId !== null) byShop.get(entry.shopId)?.push(entry);
  return new Map(
    [...byShop].map(([shopId, entries]) => {
      const items = setProductsOf(entries).map((entry) => candidateOf(entry, shopId));
      return [shopId, { items, tables: prepareSets(items, shopId, store.shop(shopId)?.category) }];
    }),
  );
}

/**
 * Makes these the store's sets, before health says ready, once per catalog version (docs/sets.md →
 * Start-up): each shop's items, prepared (built, or adopted from kept tables), then a few dropped
 * requests compile the optimizer's code. Returns what the catalog logs as `sets prepared`.
 */
export function serveStoreSets(
  store: CatalogStore,
  byShop: Map<string, SetCandidateItem[]>,
): { stores: number; items: number; warmUpMs: number } {
  let items = 0;
  for (const shopItems of byShop.values()) items += shopItems.length;
  itemsByStore.set(store, byShop);
  const started = performance.now();
  const largest = [...byShop].sort(([, a], [, b]) => b.length - a.length)[0];
  if (largest) warmUpOptimizer(largest[0], store.shop(largest[0])?.category, largest[1]);
  return { stores: byShop.size, items, warmUpMs: Math.round(performance.now() - started) };
}

/** Targets of the warm-up requests (measured in a fresh process: after 30 warm-up requests at one store, the first requests at four other large stores took 8-16 ms of CPU instead of 34-78 ms). */
const WARM_UP_TARGETS_KCAL = [350, 450, 550, 650, 750, 850, 950, 1000];

/**
 * Runs a few requests at the largest store and drops their answers: a fresh process runs the search
 * interpreted at first, which made the first requests after start 3-8× slower than the same requests
 * later, whatever the store (docs/sets.md → Start-up). The optimizer keeps nothing per request, so
 * this changes no answer. Every other request carries a history (its most popular items and a pair), so
 * that path is warm too. The default shape only (2-3 pieces): a request for 4-5 pieces cost as much as
 * all of these together at start-up.
 */
function warmUpOptimizer(shopId: string, shopCategory: string | undefined, items: SetCandidateItem[]): void {
  const popular = [...items].sort((a, b) => b.popularity - a.popularity).slice(0, 3);
  const history: ShopHistory = {
    items: popular.map((item) => ({ id: item.id, days: 2 })),
    pairs: popular.length >= 2 ? [{ ids: [popular[0]!.id, popular[1]!.id], days: 2 }] : [],
  };
  WARM_UP_TARGETS_KCAL.forEach((cal, index) =>
    optimizeSets({
      shopId,
      shopCategory,
      items,
      // Usual shares of a remaining budget: protein 20 %, fat 28 %, carbohydrate the rest.
      target: { cal, protein: (cal * 0.2) / 4, fat: (cal * 0.28) / 9, carbs: (cal * 0.52) / 4 },
      history: index % 2 === 0 ? NO_HISTORY : history,
      options: { mealType: 'lunch', minItems: 2, maxItems: 3, setLimit: 3 },
    }),
  );
}

/** API-SPEC.md → Sets: a nonexistent shop or a FOOD_MANUFACTURER is a 400 whose reason says which. */
function storeShop(store: CatalogStore, shopId: string) {
  const shop = store.shop(shopId);
  if (!shop) {
    throw unknownShops('shopId', [shopId], { reason: 'unknown_shop' }, store.shops);
  }
  if (shop.type === 'FOOD_MANUFACTURER') {
    throw invalidRequest(`shopId ${shopId} is a food manufacturer, not a store: sets come from a RETAIL_STORE or RESTAURANT`, {
      reason: 'not_a_store',
      userMessage: `「${shop.name}」は食品メーカーのため、セットを提案できません。コンビニや飲食店を指定してください。`,
    });
  }
  return shop;
}

const historyOf = (input: SuggestSetsInput['history']): ShopHistory => ({
  items: input.items.map(({ productId, days }) => ({ id: `p_${productId}`, days })),
  pairs: input.pairs.map(({ productIds: [a, b], days }) => ({ ids: [`p_${a}`, `p_${b}`], days })),
});

/** A set as POST /sets shows it; the gateway adds the links (imageUrl, more.pageUrl) as it does for catalog items. */
function presentSet(store: CatalogStore, shop: { id: string; name: string }, set: RankedSet) {
  const items: SetItem[] = set.lines.map((line) => {
    const entry = store.get(line.item.id) as CatalogEntry;
    return {
      id: line.item.id,
      name: line.item.name,
      cal: line.cal,
      protein: line.protein,
      fat: line.fat,
      carbs: line.carbs,
      imageUrl: null,
      more: {
        productId: entry.numericId,
        quantity: line.quantity,
        // The optimizer never takes an item without published P/F/C.
        perPiece: { cal: entry.cal, protein: entry.protein ?? 0, fat: entry.fat ?? 0, carbs: entry.carbs ?? 0 },
        role: line.item.role,
        productType: entry.productType ?? '',
        price: entry.price,
        pageUrl: null,
      },
    };
  });
  return { shopId: shop.id, shopName: shop.name, score: set.score, usual: set.usual, totals: set.totals, items };
}

// To a tenth: a limit is the target's + 5 %, often half a kcal (472.5 at 450), and rounded to a whole kcal it may read as the
// lightest main it is under ("朝定食 納豆 (473 kcal), over the target's 450 kcal + 5 % (473 kcal)", stop 83).
const kcal = (value: number) => `${Math.round(value * 10) / 10} kcal`;

/**
 * Why the list is empty, in a sentence that says what a client may ask instead (docs/sets.md → Why a list is empty).
 * The spec's empty list means no combination fits: the reason says which part of the request none could meet.
 */
export function presentEmptyReason(
  shop: { name: string },
  input: Pick<SuggestSetsInput, 'mealType' | 'minItems' | 'maxItems' | 'target'>,
  empty: EmptySetsReason,
): SetsEmptyReason {
  const { mealType, minItems, maxItems } = input;
  const lead = mealType === 'breakfast' || mealType === 'lunch' || mealType === 'dinner' ? 'main or set meal' : 'item to eat';
  // "a set of 3 items" where minItems and maxItems agree, never "3 to 3 items".
  const sizes = minItems === maxItems ? `${minItems} item${minItems === 1 ? '' : 's'}` : `${minItems} to ${maxItems} items`;
  // With minItems 3 or more a set of fewer items may fit too: say so before the one item alone.
  const fewer = minItems > 2 ? `a lower minItems asks for fewer (minItems 1: one ${lead} alone)` : `minItems 1 asks for one ${lead} alone`;
  const lightest = empty.lightest && `${empty.lightest.name} (${kcal(empty.lightest.cal)})`;
  // At breakfast at a shop with no morning menu, that is the first thing to say (CoCo壱番屋 at 600 kcal).
  const lightestIs =
    mealType === 'breakfast' && !empty.morningMenu
      ? `${shop.name} lists no morning menu, and its lightest ${lead} is ${lightest}`
      : `the lightest ${lead} of ${shop.name} at ${mealType} is ${lightest}`;
  // Where the meal's cap is under the target (500 kcal asked late at night), the limit is the cap: name it, or the user reads
  // "fits 250 kcal" against the 500 asked as a mistake.
  const limit =
    empty.mealCapKcal !== null && empty.limitKcal === empty.mealCapKcal
      ? `${kcal(empty.limitKcal)} (the ${mealType} cap)`
      : kcal(empty.limitKcal);
  let message: string;
  switch (empty.reason) {
    case 'nothing_to_lead':
      message = `${shop.name} sells no ${lead} a set may hold at ${mealType}`;
      break;
    case 'over_meal_cap':
      message = `${lightestIs}, over the ${mealType} cap of ${kcal(empty.mealCapKcal ?? 0)}`;
      break;
    case 'over_target':
      message =
        `${lightestIs}, over the target's ${kcal(input.target.cal)} + 5 % (${kcal(empty.limitKcal)}), and the catalog lists none lighter` +
        (empty.snackFits ? `; with mealType snack or afternoon, a set of up to 250 kcal needs no main (a treat and a drink)` : '');
      break;
    case 'too_few_pieces':
      message = `${lightest} fits alone, but no set of ${sizes} of ${shop.name} fits ${limit} and the set rules; ${fewer}`;
      break;
    case 'no_fit':
      message =
        `no set of ${sizes} of ${shop.name} fits ${limit} and the set rules, though its lightest ${lead}, ${lightest}, is under it` +
        // A dish sold without its rice (やよい軒's …おかずのみ) leads a set only beside the shop's rice: say why it stands in none.
        (empty.lightestOwesRice ? `; that dish is sold without its rice, and no such set holds it with the shop's rice` : '');
      break;
  }
  return {
    reason: empty.reason,
    message,
    limitKcal: Math.round(empty.limitKcal * 10) / 10,
    lightest: empty.lightest && { id: empty.lightest.id, name: empty.lightest.name, cal: empty.lightest.cal },
  };
}

/** POST /sets where the catalog lives: validate the shop, run the optimizer on its items, present. */
export function suggestSets(store: CatalogStore, input: SuggestSetsInput): SetsResult {
  const shop = storeShop(store, input.shopId);
  const { mealType, minItems, maxItems, setLimit, target } = input;
  const result = optimizeSets({
    shopId: shop.id,
    shopCategory: shop.category,
    items: shopItems(store, shop.id),
    target,
    history: historyOf(input.history),
    options: { mealType, minItems, maxItems, setLimit },
  });
  return {
    sets: result.sets.map((set) => presentSet(store, shop, set)),
    emptyReason: result.emptyReason && presentEmptyReason(shop, input, result.emptyReason),
    target,
    mealType,
    candidatesEvaluated: result.candidatesEvaluated,
    algorithm: result.algorithm,
  };
}
