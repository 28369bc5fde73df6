import { MEAL_TYPE_KCAL_CAP, TARGET_KCAL_TOLERANCE } from '@shokuji/contracts';
import { partBit } from './set-piece-links';
import type { SetPool } from './set-pool';
import type { EmptySetsReason, SetCandidateItem, SetRequest } from './set-request';
import { FOOD_ROLES, ROLE_RULES } from './set-rules';

// Why no set fits (docs/sets.md → Why a list is empty). The spec's empty list means "no combination fits"; the
// reason says which part of the request no set could meet, from the pieces the request may use: read only when the
// list is empty, one pass over the shop's pieces.

/** Something to eat by itself: no soup, pickle or condiment, which owe it (docs/sets.md → Snack time). */
const eatenAlone = (pool: SetPool, i: number) => (pool.owedParts[i * pool.partWords]! & partBit('food')) === 0;

/** A piece a set may hold by itself: it owes no part beside it. */
const owesNothing = (pool: SetPool, i: number) =>
  pool.owedParts.subarray(i * pool.partWords, (i + 1) * pool.partWords).every((word) => word === 0);

/** A piece that may lead a set at this meal: a main or a set meal, at snack time anything to eat (docs/sets.md → Snack time). */
const leads = (pool: SetPool, item: SetCandidateItem, i: number) =>
  pool.snackTime ? FOOD_ROLES.has(item.role) && eatenAlone(pool, i) : ROLE_RULES[item.role].group === 'core';

/** Something to eat that is no main: what a snack-time set may hold instead of one. */
const isTreat = (pool: SetPool, item: SetCandidateItem, i: number) =>
  FOOD_ROLES.has(item.role) && ROLE_RULES[item.role].group !== 'core' && eatenAlone(pool, i);

/** The reason of an empty answer, from the request and its pool. */
export function emptyReasonOf(pool: SetPool, request: SetRequest): EmptySetsReason {
  const mealCapKcal = MEAL_TYPE_KCAL_CAP[request.options.mealType] ?? Infinity;
  const limitKcal = pool.capKcal;
  let lightest: number | undefined;
  let lightestTreat: number | undefined;
  let lightestAlone: number | undefined;
  for (let i = 0; i < pool.size; i++) {
    // A plate's lines of 2 and 3 plates are never lighter than its line of one.
    if (pool.excluded[i] === 1 || pool.quantity[i]! > 1) continue;
    const item = pool.items[i]!;
    const cal = pool.cal[i]!;
    if (leads(pool, item, i)) {
      if (lightest === undefined || cal < pool.cal[lightest]!) lightest = i;
      // What a set of one piece may be: a core, or at snack time a treat, that owes nothing beside it.
      if (owesNothing(pool, i) && cal <= limitKcal && (lightestAlone === undefined || cal < pool.cal[lightestAlone]!)) lightestAlone = i;
    }
    if (!pool.snackTime && isTreat(pool, item, i) && (lightestTreat === undefined || cal < pool.cal[lightestTreat]!)) lightestTreat = i;
  }
  const morningMenu = pool.breakfastOnly.some((only, i) => only === 1 && pool.excluded[i] === 0);
  const base = { limitKcal, mealCapKcal: Number.isFinite(mealCapKcal) ? mealCapKcal : null, morningMenu };
  if (lightest === undefined) return { ...base, reason: 'nothing_to_lead', lightest: null, lightestOwesRice: false, snackFits: false };
  const item = pool.items[lightest]!;
  const lightestOwesRice = (pool.owedParts[lightest * pool.partWords]! & partBit('rice')) !== 0;
  if (pool.cal[lightest]! > limitKcal) {
    // At a meal, a treat and a drink are the snack a client asks for with mealType snack: say so where one fits.
    const snackLimit = Math.min(pool.target.cal * TARGET_KCAL_TOLERANCE, MEAL_TYPE_KCAL_CAP.snack ?? Infinity);
    const snackFits = lightestTreat !== undefined && pool.cal[lightestTreat]! <= snackLimit;
    const reason = mealCapKcal <= pool.target.cal * TARGET_KCAL_TOLERANCE ? 'over_meal_cap' : 'over_target';
    return { ...base, reason, lightest: item, lightestOwesRice, snackFits };
  }
  if (pool.minItems > 1 && lightestAlone !== undefined)
    return { ...base, reason: 'too_few_pieces', lightest: pool.items[lightestAlone]!, lightestOwesRice: false, snackFits: false };
  return { ...base, reason: 'no_fit', lightest: item, lightestOwesRice, snackFits: false };
}
