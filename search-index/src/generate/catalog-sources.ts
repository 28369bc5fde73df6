import path from 'node:path';

// Inputs of the generator, copied from the reference data by `npm run import-sources`, so the
// generator (and its byte-identical test) runs from the repo alone. The chains compilation is the
// one @shokuji/ja-text reads (CHAINS_FILE): one copy for the normalizer and the generator.
export const SOURCES_DIR = path.resolve(__dirname, '..', '..', 'data', 'sources');
export const SOURCE_FILES = {
  chainProducts: 'chain_products.csv',
  mextFoods: 'mext-foods.jsonl',
} as const;

// MEXT columns the dish builder needs, and the detailed nutrient key each one feeds.
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
  // The DRI states niacin in mg niacin equivalents, so the equivalent (NE) column is the comparable one.
  niacin: 'niacin_eq_mg',
  pantothenicAcid: 'pantothenic_acid_mg',
} as const;

export const MEXT_BASE_COLUMNS = ['food_number', 'name_ja', 'energy_kcal', 'protein_g', 'fat_g', 'carb_total_g'] as const;
