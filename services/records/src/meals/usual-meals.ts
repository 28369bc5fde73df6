import type { Shop, UsualMeal, UsualMealsQuery } from '@shokuji/contracts';
import { foldForPartialMatch } from '@shokuji/ja-text';
import { SLOT_ORDER } from '../nutrition/slot-allocation';
import type { MealNameSounds } from './meal-name-sound';
import { round4 } from './meal-rules';
import type { MealRecord, MealType } from './meals.repository';

/**
 * The keys that make records the same item: the catalog product or dish; else the my-food, and the
 * name at the same shop. A my-food record has both, so its item is one whichever way it was logged:
 * each manual record with detailedNutrition and each text analysis makes a new my-food, and
 * 自家製カレー logged so on three days has three foodIds but one name.
 */
function itemKeysOf(meal: MealRecord): string[] {
  if (meal.productId !== null) return [`p:${meal.productId}`];
  if (meal.dishId !== null) return [`g:${meal.dishId}`];
  const byName = `n:${foldForPartialMatch(meal.mealName.trim())}|${meal.shopId ?? ''}`;
  return meal.foodId !== null ? [`f:${meal.foodId}`, byName] : [byName];
}

/** Each record's item: records sharing any key are one item, also through a chain of records (union-find). */
function itemOfEach(meals: MealRecord[]): string[] {
  const parent = new Map<string, string>();
  const root = (key: string): string => {
    let at = key;
    while (parent.get(at) !== undefined && parent.get(at) !== at) at = parent.get(at)!;
    parent.set(key, at);
    return at;
  };
  const keys = meals.map(itemKeysOf);
  for (const [first, ...others] of keys) {
    if (!parent.has(first!)) parent.set(first!, first!);
    for (const other of others) parent.set(root(other), root(first!));
  }
  return keys.map(([first]) => root(first!));
}

/**
 * Whether a record's meal was eaten at or after another's: by date, then by the day's slots in time
 * order, then by when it was recorded. API-SPEC.md → Usual-meal item takes the values from "the most
 * recent occurrence": a dinner is after the same day's lunch, whichever was logged first (a day sent
 * as one batch in any order, or a dinner planned before lunch was logged).
 */
function occurredAtOrAfter(meal: MealRecord, other: MealRecord): boolean {
  if (meal.mealDate !== other.mealDate) return meal.mealDate > other.mealDate;
  if (meal.mealType !== other.mealType) return SLOT_ORDER.indexOf(meal.mealType) > SLOT_ORDER.indexOf(other.mealType);
  return meal.createdAt >= other.createdAt;
}

/** Whether a record names its item by an id a client can log again: a catalog product or dish, or a my-food. */
const hasItemId = (meal: MealRecord) => meal.productId !== null || meal.dishId !== null || meal.foodId !== null;

/** GET /meals/usual's basis: the records of the last 90 days, today included (API-SPEC.md → Endpoints → Meals, GET /meals/usual). */
export const USUAL_MEALS_DAYS = 90;

/**
 * GET /meals/usual (API-SPEC.md → Usual-meal item): over the given records (the last USUAL_MEALS_DAYS days),
 * items recorded on 2 or more days, top per slot, the same item across slots merged. Values,
 * mealType and lastDate come from the most recent occurrence, the id from the most recent one that
 * has one; recordedDays sums days over slots.
 */
export function rankUsualMeals(meals: MealRecord[], shops: Shop[], query: UsualMealsQuery, sounds?: MealNameSounds): UsualMeal[] {
  const shopById = new Map(shops.map((shop) => [shop.id, shop]));
  const words = query.q ? foldForPartialMatch(query.q).split(/\s+/).filter(Boolean) : [];
  // A word also finds a meal name that sounds like it holds it (からあげ: 唐揚げ定食), as GET /meals/search finds it.
  const wordSounds = words.map((word) => sounds?.soundOf(word) ?? null);
  const soundsLikeWord = (name: string, at: number) => {
    const sound = wordSounds[at];
    return sounds !== undefined && sound != null && sounds.holds(name, sound);
  };
  const counted = query.mealType ? meals.filter((meal) => meal.mealType === query.mealType) : meals;
  const items = itemOfEach(counted);
  const groups = new Map<
    string,
    { latest: MealRecord; latestWithId: MealRecord | null; daysBySlot: Map<MealType, Set<string>>; days: Set<string> }
  >();
  for (const [index, meal] of counted.entries()) {
    const key = items[index]!;
    const group = groups.get(key) ?? { latest: meal, latestWithId: null, daysBySlot: new Map(), days: new Set() };
    if (occurredAtOrAfter(meal, group.latest)) group.latest = meal;
    if (hasItemId(meal) && (group.latestWithId === null || occurredAtOrAfter(meal, group.latestWithId))) group.latestWithId = meal;
    const slotDays = group.daysBySlot.get(meal.mealType) ?? new Set<string>();
    slotDays.add(meal.mealDate);
    group.daysBySlot.set(meal.mealType, slotDays);
    group.days.add(meal.mealDate);
    groups.set(key, group);
  }
  const candidates = [...groups.values()].filter((group) => {
    if (group.days.size < 2) return false;
    if (!words.length) return true;
    const shop = group.latest.shopId ? shopById.get(group.latest.shopId) : undefined;
    const haystack = foldForPartialMatch(
      [group.latest.mealName, shop?.name, shop?.nameEn, ...(shop?.aliases ?? []), group.latest.shopId].filter(Boolean).join(' '),
    );
    return words.every((word, at) => haystack.includes(word) || soundsLikeWord(group.latest.mealName, at));
  });
  // Rank within each slot, then take the best rank an item reaches in any slot: every slot's top comes first.
  const bestRank = new Map<(typeof candidates)[number], number>();
  const slots = new Set(candidates.flatMap((group) => [...group.daysBySlot.keys()]));
  for (const slot of slots) {
    const inSlot = candidates
      .filter((group) => (group.daysBySlot.get(slot)?.size ?? 0) > 0)
      .sort((a, b) => b.daysBySlot.get(slot)!.size - a.daysBySlot.get(slot)!.size || b.latest.mealDate.localeCompare(a.latest.mealDate));
    inSlot.forEach((group, rank) => bestRank.set(group, Math.min(rank, bestRank.get(group) ?? Infinity)));
  }
  const recordedDays = (group: (typeof candidates)[number]) => [...group.daysBySlot.values()].reduce((n, days) => n + days.size, 0);
  return candidates
    .sort(
      (a, b) =>
        bestRank.get(a)! - bestRank.get(b)! || recordedDays(b) - recordedDays(a) || b.latest.mealDate.localeCompare(a.latest.mealDate),
    )
    .slice(0, query.limit)
    .map((group) => {
      const meal = group.latest;
      const shop = meal.shopId ? shopById.get(meal.shopId) : undefined;
      // The id of the most recent occurrence that has one ("when any exists"): a my-food's item whose
      // latest record was written by hand without detail (no my-food) still names the food it is.
      const named = group.latestWithId;
      const ref =
        named === null
          ? {}
          : named.productId !== null
            ? { productId: named.productId }
            : named.dishId !== null
              ? { dishId: named.dishId }
              : { foodId: named.foodId! };
      return {
        name: meal.mealName,
        shopId: meal.shopId,
        shopName: shop?.name ?? null,
        mealType: meal.mealType,
        recordedDays: recordedDays(group),
        lastDate: meal.mealDate,
        cal: meal.cal,
        protein: meal.protein,
        fat: meal.fat,
        carbs: meal.carbs,
        // The whole multiplier: a legacy portionRatio was multiplied in, and POST /meals with this
        // quantity and the item's id records these values again.
        quantity: round4(meal.quantity * meal.portionRatio),
        catalogId: meal.productId !== null ? `p_${meal.productId}` : meal.dishId !== null ? `g_${meal.dishId}` : null,
        ...ref,
      };
    });
}
