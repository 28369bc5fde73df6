import { z } from 'zod';
import { MEASURED_NUTRIENT_KEYS, MEXT_NUTRIENT_COLUMNS, type MeasuredNutrientKey } from './mext-columns';

// A row of data/mext-foods.tsv as text cells. A number cell is decimal or empty; empty means "not
// measured", never 0.
const decimal = z.string().regex(/^(-?\d+(\.\d+)?)?$/, 'a decimal number or empty');
const toNumber = (text: string | undefined): number | undefined => (text === undefined || text === '' ? undefined : Number(text));

export const MextFoodRowSchema = z
  .object({
    food_number: z.string().regex(/^\d{5}$/, 'five-digit MEXT food number'),
    food_group: z.string().regex(/^\d{2}$/),
    food_group_en: z.string().min(1),
    name_ja: z.string().min(1),
    name_plain_ja: z.string().min(1),
    aliases_ja: z.string(),
    energy_kcal: decimal,
    protein_g: decimal,
    fat_g: decimal,
    carbs_g: decimal,
    carb_total_g: decimal,
    ...(Object.fromEntries(Object.values(MEXT_NUTRIENT_COLUMNS).map((column) => [column, decimal])) as Record<
      (typeof MEXT_NUTRIENT_COLUMNS)[MeasuredNutrientKey],
      typeof decimal
    >),
  })
  .strict()
  .transform((row) => {
    const nutrients: Partial<Record<MeasuredNutrientKey, number>> = {};
    for (const key of MEASURED_NUTRIENT_KEYS) {
      const value = toNumber(row[MEXT_NUTRIENT_COLUMNS[key]]);
      if (value !== undefined) nutrients[key] = value;
    }
    return {
      foodNumber: row.food_number,
      group: row.food_group,
      groupEn: row.food_group_en,
      nameJa: row.name_ja,
      namePlainJa: row.name_plain_ja,
      aliasesJa: row.aliases_ja.split('|').filter(Boolean),
      // Cut wakame (09059 broth) lacks protein and fat; a macro MEXT leaves empty counts as 0 in sums.
      kcal: toNumber(row.energy_kcal) ?? 0,
      protein: toNumber(row.protein_g) ?? 0,
      fat: toNumber(row.fat_g) ?? 0,
      carbs: toNumber(row.carbs_g) ?? 0,
      carbsTotal: toNumber(row.carb_total_g) ?? 0,
      nutrients,
    };
  });

/**
 * One MEXT food, values per 100 g of edible portion; an unmeasured nutrient is absent, never 0.
 * `carbs` is 利用可能炭水化物 (the meal estimator's basis, PORTIONS.md); `carbsTotal` is 炭水化物 with
 * fibre (the catalog dishes' basis, the one chain menus print).
 */
export type MextFood = z.output<typeof MextFoodRowSchema>;
