import type { DetailedNutrientKey } from '@shokuji/contracts';

// The MEXT columns behind each detailed nutrient key (PORTIONS.md: niacin as niacin equivalent, the
// basis the DRI states it in; vitamin A as RAE; vitamin E as α-tocopherol). `sugar` and `transFat`
// have no MEXT column for generic foods, so they are never produced.
export const MEXT_NUTRIENT_COLUMNS = {
  salt: 'salt_g',
  fiber: 'fiber_g',
  saturatedFat: 'saturated_fat_g',
  unsaturatedFat: 'unsaturated_fat_g',
  cholesterol: 'cholesterol_mg',
  sodium: 'sodium_mg',
  potassium: 'potassium_mg',
  calcium: 'calcium_mg',
  magnesium: 'magnesium_mg',
  phosphorus: 'phosphorus_mg',
  iron: 'iron_mg',
  zinc: 'zinc_mg',
  vitaminA: 'vitamin_a_rae_ug',
  vitaminB12: 'vitamin_b12_ug',
  vitaminD: 'vitamin_d_ug',
  vitaminK: 'vitamin_k_ug',
  folate: 'folate_ug',
  vitaminB1: 'vitamin_b1_mg',
  vitaminB2: 'vitamin_b2_mg',
  vitaminB6: 'vitamin_b6_mg',
  vitaminC: 'vitamin_c_mg',
  vitaminE: 'vitamin_e_alpha_tocopherol_mg',
  niacin: 'niacin_eq_mg',
  pantothenicAcid: 'pantothenic_acid_mg',
} as const satisfies Partial<Record<DetailedNutrientKey, string>>;

export type MeasuredNutrientKey = keyof typeof MEXT_NUTRIENT_COLUMNS;
export const MEASURED_NUTRIENT_KEYS = Object.keys(MEXT_NUTRIENT_COLUMNS) as MeasuredNutrientKey[];

/**
 * Identity and macro columns. Two carbohydrate columns, one per reader: `carbs_g` is 利用可能炭水化物,
 * the basis PORTIONS.md fixes for the meal estimator; `carb_total_g` is 炭水化物 (fibre included), the
 * basis chain menus print, which the catalog's dishes use so they compare like with like with products.
 */
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
  'carb_total_g',
] as const;

export const MEXT_FOODS_FILE = 'mext-foods.tsv';
