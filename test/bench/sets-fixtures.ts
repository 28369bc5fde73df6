import { createSeededRandom, loadCatalogFiles, type ProductRow, type ShopRow } from '@shokuji/search-index';
import type { Macros } from '@shokuji/nutrition';
import { setCandidateOf, type SetCandidateItem, type ShopHistory } from '@shokuji/set-optimizer';

/** The stores, targets and histories `bench:sets` and `bench:sets-sweep` ask the optimizer about. */
export interface Store {
  shop: ShopRow;
  items: SetCandidateItem[];
}

/** Every store of the catalog (RETAIL_STORE and RESTAURANT) with its products as set candidates, largest first. */
export async function loadStores(): Promise<Store[]> {
  const files = await loadCatalogFiles();
  const byShop = new Map<string, ProductRow[]>();
  for (const row of files.products) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row]);
  return files.shops
    .filter((shop) => shop.type === 'RETAIL_STORE' || shop.type === 'RESTAURANT')
    .map((shop) => ({ shop, items: (byShop.get(shop.id) ?? []).map((row) => setCandidateOf({ ...row, id: `p_${row.productId}` })) }))
    .sort((a, b) => b.items.length - a.items.length);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A remaining budget of 350-1,000 kcal with usual shares: protein 13-30 %, fat 20-35 %, carbohydrate the rest. */
export function seededTargets(count: number, seed: number): Macros[] {
  const random = createSeededRandom(seed);
  return Array.from({ length: count }, () => {
    const cal = random.int(350, 1000);
    const proteinShare = 0.13 + random.next() * 0.17;
    const fatShare = 0.2 + random.next() * 0.15;
    return {
      cal,
      protein: round1((cal * proteinShare) / 4),
      fat: round1((cal * fatShare) / 9),
      carbs: round1((cal * (1 - proteinShare - fatShare)) / 4),
    };
  });
}

/** A history of a few of the store's popular items and pairs, logged on 1-4 days, seeded by `seed + index`. */
export function seededHistory(items: SetCandidateItem[], index: number, seed: number): ShopHistory {
  const random = createSeededRandom(seed + index);
  const popular = [...items].sort((a, b) => b.popularity - a.popularity).slice(0, 30);
  const some = () => random.pick(popular).id;
  return {
    items: Array.from({ length: 4 }, () => ({ id: some(), days: random.int(1, 4) })),
    pairs: Array.from({ length: 2 }, () => ({ ids: [some(), some()] as [string, string], days: random.int(1, 4) })),
  };
}
