import type { ShopHistoryResult } from '@shokuji/contracts';
import type { ShopProductRecord } from './meals.repository';

/** docs/sets.md → History: 90 days of records, the basis of GET /meals/usual too. */
export const SHOP_HISTORY_DAYS = 90;
/** The strongest ties are what the optimizer needs, not the long tail. */
export const SHOP_HISTORY_LIMIT = 200;

const byDaysThenIds =
  <T extends { days: number }>(ids: (entry: T) => number[]) =>
  (a: T, b: T) => {
    if (a.days !== b.days) return b.days - a.days;
    const [x, y] = [ids(a), ids(b)];
    return x[0]! - y[0]! || (x[1] ?? 0) - (y[1] ?? 0);
  };

/**
 * Products and pairs of products with the number of distinct days they were recorded at the shop. A
 * meal is one (mealDate, mealType): two products in the same slot on the same day were eaten together.
 */
export function shopHistoryOf(records: readonly ShopProductRecord[]): ShopHistoryResult {
  const itemDays = new Map<number, Set<string>>();
  const pairDays = new Map<string, { productIds: [number, number]; dates: Set<string> }>();
  const meals = new Map<string, { mealDate: string; productIds: number[] }>();
  for (const { mealDate, mealType, productId } of records) {
    if (!itemDays.has(productId)) itemDays.set(productId, new Set());
    itemDays.get(productId)!.add(mealDate);
    const key = `${mealDate} ${mealType}`;
    if (!meals.has(key)) meals.set(key, { mealDate, productIds: [] });
    meals.get(key)!.productIds.push(productId);
  }
  for (const { mealDate, productIds } of meals.values()) {
    const distinct = [...new Set(productIds)].sort((a, b) => a - b);
    for (let i = 0; i < distinct.length; i++) {
      for (let j = i + 1; j < distinct.length; j++) {
        const productIds: [number, number] = [distinct[i]!, distinct[j]!];
        const key = productIds.join(' ');
        if (!pairDays.has(key)) pairDays.set(key, { productIds, dates: new Set() });
        pairDays.get(key)!.dates.add(mealDate);
      }
    }
  }
  const items = [...itemDays].map(([productId, dates]) => ({ productId, days: dates.size }));
  const pairs = [...pairDays.values()].map(({ productIds, dates }) => ({ productIds, days: dates.size }));
  return {
    items: items.sort(byDaysThenIds((entry) => [entry.productId])).slice(0, SHOP_HISTORY_LIMIT),
    pairs: pairs.sort(byDaysThenIds((entry) => entry.productIds)).slice(0, SHOP_HISTORY_LIMIT),
  };
}
