import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DetailedNutrientKey } from '../catalog-row.schema';
import { MEXT_NUTRIENT_COLUMNS, SOURCE_FILES, SOURCES_DIR } from './catalog-sources';

/** One MEXT food, values per 100 g of edible portion; an unmeasured nutrient is absent. */
export interface MextFood {
  foodNumber: string;
  nameJa: string;
  kcal: number;
  protein: number;
  fat: number;
  // carb_total_g (炭水化物, fibre included): the basis chain menus print, so dishes and products compare like with like.
  carbs: number;
  nutrients: Partial<Record<DetailedNutrientKey, number>>;
}

const toNumber = (text: string | undefined): number | undefined => (text === undefined || text === '' ? undefined : Number(text));

export function readMextFoods(dir: string = SOURCES_DIR): Map<string, MextFood> {
  const text = readFileSync(path.join(dir, SOURCE_FILES.mextFoods), 'utf8');
  const foods = new Map<string, MextFood>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const row = JSON.parse(line) as Record<string, string>;
    const nutrients: Partial<Record<DetailedNutrientKey, number>> = {};
    for (const [key, column] of Object.entries(MEXT_NUTRIENT_COLUMNS) as Array<[DetailedNutrientKey, string]>) {
      const value = toNumber(row[column]);
      if (value !== undefined) nutrients[key] = value;
    }
    const foodNumber = row.food_number ?? '';
    foods.set(foodNumber, {
      foodNumber,
      nameJa: row.name_ja ?? '',
      kcal: toNumber(row.energy_kcal) ?? 0,
      protein: toNumber(row.protein_g) ?? 0,
      fat: toNumber(row.fat_g) ?? 0,
      carbs: toNumber(row.carb_total_g) ?? 0,
      nutrients,
    });
  }
  return foods;
}
