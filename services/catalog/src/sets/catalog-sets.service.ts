import { invalidRequest, type SetItem, type SetsResult, type SuggestSetsInput } from '@shokuji/contracts';
import type { ProductRow } from '@shokuji/search-index';
import { optimizeSets, setCandidateOf, type RankedSet, type SetCandidateItem, type ShopHistory } from '@shokuji/set-optimizer';
import type { CatalogEntry, CatalogStore } from '../store/catalog-store';

/**
 * Each shop's optimizer items, built once per catalog version: the optimizer prepares a shop once per
 * items array (sorting, range tables) and reuses it while the array lives (docs/sets.md → The
 * interface). Keyed by the store, so a reindex drops the old arrays with the old store.
 */
const itemsByStore = new WeakMap<CatalogStore, Map<string, SetCandidateItem[]>>();

function shopItems(store: CatalogStore, shopId: string): SetCandidateItem[] {
  let byShop = itemsByStore.get(store);
  if (!byShop) {
    byShop = new Map();
    itemsByStore.set(store, byShop);
  }
  let items = byShop.get(shopId);
  if (!items) {
    items = store.entries
      .filter((entry) => entry.type === 'product' && entry.shopId === shopId)
      // A product's productType is one of the row schema's values (search-index → catalog-row.schema.ts).
      .map((entry) => setCandidateOf({ ...entry, shopId, productType: entry.productType as ProductRow['productType'] }));
    byShop.set(shopId, items);
  }
  return items;
}

/** API-SPEC.md → Sets: a nonexistent shop or a FOOD_MANUFACTURER is a 400 whose reason says which. */
function storeShop(store: CatalogStore, shopId: string) {
  const shop = store.shop(shopId);
  if (!shop) {
    throw invalidRequest(`shopId ${shopId} is not a shop: use an id of GET /shops`, {
      reason: 'unknown_shop',
      userMessage: `店舗ID「${shopId}」は見つかりません。GET /shops で確認してください。`,
    });
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

/** POST /sets where the catalog lives: validate the shop, run the optimizer on its items, present. */
export function suggestSets(store: CatalogStore, input: SuggestSetsInput): SetsResult {
  const shop = storeShop(store, input.shopId);
  const { mealType, minItems, maxItems, setLimit, target } = input;
  const result = optimizeSets({
    shopId: shop.id,
    items: shopItems(store, shop.id),
    target,
    history: historyOf(input.history),
    options: { mealType, minItems, maxItems, setLimit },
  });
  return {
    sets: result.sets.map((set) => presentSet(store, shop, set)),
    target,
    mealType,
    candidatesEvaluated: result.candidatesEvaluated,
    algorithm: result.algorithm,
  };
}
