import { defineEndpoint } from '../endpoint';
import {
  NutritionDetailedQuerySchema,
  NutritionDetailedResponseSchema,
  NutritionQuerySchema,
  NutritionResponseSchema,
} from '../nutrition.schema';

/** API-SPEC.md → Endpoints → Nutrition. */
const nutrition = { tag: 'Nutrition', access: 'premium', feature: 'nutrition', quotaCost: 1 } as const;

export const getNutritionEndpoint = defineEndpoint({
  ...nutrition,
  operationId: 'getNutrition',
  method: 'get',
  path: '/nutrition',
  summary: 'Goal, consumed, remaining and exercise burn per day; a single day adds streak and slot budgets.',
  description:
    'query: date, or startDate and endDate (up to 90 days, both included); default today (JST). goal is the effective goal: the base goal, then the day override per axis (PUT /budgets/day), then + exerciseBurn on cal; null when no goal is set. remaining = goal − consumed. A single day adds streak and slots[] (the seven slots: meal = actuals, custom = PUT /budgets/slot, auto = meal ratio × effective goal, none = no allocation); an axis of goal, remaining or an auto slot is null where the day has no goal on it. Feed remaining, or one slot, to GET /search targetCal etc., leaving a null axis out.',
  query: NutritionQuerySchema,
  response: NutritionResponseSchema,
});

export const getNutritionDetailedEndpoint = defineEndpoint({
  ...nutrition,
  operationId: 'getNutritionDetailed',
  method: 'get',
  path: '/nutrition/detailed',
  summary: 'Totals of cal, PFC and the 26 detailed nutrients with DRI 2025 targets by sex and age.',
  description:
    'Same date rules as GET /nutrition; includeDaily=true adds the daily breakdown. Totals are rounded to 1 decimal; a detailed key is null when no meal measured it. missingDetailedCount counts meals without detailed nutrition (their cal and PFC still count). targets cover the whole period (per-day value × days); cal and PFC come from the personal goal; upperLimitAppliesTo says what each upper limit bounds (food totals are compared only with an all_intake one: the magnesium and folic-acid limits bound supplements and fortified foods, and those of vitamin A, niacin and B6 one form of the nutrient); targets is null with targetsUnavailable when the profile lacks gender or dateOfBirth (set them with PUT /goals) or the user is under 18.',
  query: NutritionDetailedQuerySchema,
  response: NutritionDetailedResponseSchema,
});

export const nutritionEndpoints = [getNutritionEndpoint, getNutritionDetailedEndpoint];
