import { DETAILED_NUTRIENT_KEYS, invalidRequest, mealRouteOf, type MealInput, type MealRoute } from '@shokuji/contracts';
import { sumMacros, type Macros } from '@shokuji/nutrition';

/**
 * The rules of a meal record that need no storage (API-SPEC.md → POST /meals, PUT /meals/:id).
 * Pure functions, unit-tested without I/O.
 */

/** API-SPEC.md → Limits: 30 records per day (per meal date). */
export const MEALS_PER_DAY = 30;

/** API-SPEC.md → POST /meals rules: a meal over any cap is a 400 (also on PUT). */
export const MEAL_CAPS: Macros = { cal: 10_000, protein: 1_000, fat: 1_000, carbs: 2_000 };

/** The record's route (MEAL_ROUTES, contracts' mealRouteOf), or a 400 naming where the record is and what is wrong. */
export function resolveMealRoute(input: MealInput, where = 'body'): MealRoute {
  const route = mealRouteOf(input);
  if ('problem' in route)
    throw invalidRequest(`${where}: ${route.problem}`, { userMessage: `記録の指定に誤りがあります: ${route.problem}` });
  return route;
}

export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * Effective values for the recorded amount: base × quantity × portionRatio, kept to 4 decimals like
 * the detailed keys. Not to 1: stored values are not rounded (API-SPEC.md → GET /nutrition), so three
 * meals of 100.04 kcal make a day of 300.1, and a meal of 10,000.01 kcal is over the cap.
 */
export function scaleMacros(base: Macros, factor: number): Macros {
  return macrosTo4Decimals({ cal: base.cal * factor, protein: base.protein * factor, fat: base.fat * factor, carbs: base.carbs * factor });
}

/**
 * The four values to 4 decimals, as a meal keeps them. A my-food's values are stored as sent or as
 * its rows' sum, so they are answered through this: rows of 55.7 g and 0.1 g of carbs sum to
 * 55.800000000000004 in binary floating point, which is noise, not a measured value.
 */
export function macrosTo4Decimals(values: Macros): Macros {
  return { cal: round4(values.cal), protein: round4(values.protein), fat: round4(values.fat), carbs: round4(values.carbs) };
}

export function scaleDetailed(base: Record<string, number> | null, factor: number): Record<string, number> | null {
  if (!base) return null;
  return Object.fromEntries(Object.entries(base).map(([key, value]) => [key, round4(value * factor)]));
}

/**
 * Whether component rows add up to the kcal of the values they stand for, within 1 kcal: a dish's
 * standard rows are kept on this rule (route B), and a meal's detailed nutrients, measured for its
 * values at creation, describe rows that still add up to them. No per-row detail is kept
 * (API-SPEC.md → POST /meals detailedNutrition), so rows of another kcal have none that is known.
 */
export function rowsAddUpTo(rows: readonly Macros[], kcal: number): boolean {
  return Math.abs(sumMacros(rows).cal - kcal) <= 1;
}

/** Stored to 4 decimals (API-SPEC.md → Detailed nutrition keys); only the 26 keys exist. */
export function normalizeDetailed(detailed: Record<string, number | undefined>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of DETAILED_NUTRIENT_KEYS) {
    const value = detailed[key];
    if (value !== undefined) out[key] = round4(value);
  }
  return out;
}

/** A meal total over 10,000 kcal, 1,000 g protein, 1,000 g fat or 2,000 g carbs is a 400. */
export function assertWithinMealCaps(totals: Macros, where = 'body'): void {
  const over = (Object.keys(MEAL_CAPS) as (keyof Macros)[]).filter((axis) => totals[axis] > MEAL_CAPS[axis]);
  if (over.length) {
    const detail = over.map((axis) => `${axis} ${totals[axis]} > ${MEAL_CAPS[axis]}`).join(', ');
    throw invalidRequest(`${where}: the meal total is over the meal cap (${detail})`, {
      userMessage: `1食の上限（10,000 kcal、たんぱく質・脂質 1,000 g、炭水化物 2,000 g）を超えています: ${detail}`,
    });
  }
}

/** quantity (default 1) × portionRatio (default 1) (API-SPEC.md → POST /meals: the two are multiplied). */
export function amountFactor(quantity: number, portionRatio: number): number {
  return quantity * portionRatio;
}
