import { MEXT_NUTRIENT_COLUMNS } from '@shokuji/search-index';

/**
 * The MEXT columns behind each detailed nutrient key, shared with the catalog generator (PORTIONS.md:
 * niacin as niacin equivalent, vitamin A as RAE, vitamin E as α-tocopherol). `sugar` and `transFat`
 * have no MEXT column for generic foods, so they are never produced.
 */
export const MEXT_DETAILED_COLUMNS = MEXT_NUTRIENT_COLUMNS;

export type MeasuredNutrientKey = keyof typeof MEXT_DETAILED_COLUMNS;
export const MEASURED_NUTRIENT_KEYS = Object.keys(MEXT_DETAILED_COLUMNS) as MeasuredNutrientKey[];

/** Identity and macro columns; carbs is 利用可能炭水化物 (PORTIONS.md), not the label's 炭水化物. */
export const MEXT_BASE_COLUMNS = [
  'food_number',
  'food_group',
  'food_group_en',
  'name_ja',
  'name_plain_ja',
  'aliases_ja',
  'energy_kcal',
  'protein_g',
  'fat_g',
  'carbs_g',
] as const;

export const MEXT_FOODS_FILE = 'mext-foods.tsv';
