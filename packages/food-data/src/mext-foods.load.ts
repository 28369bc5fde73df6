import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { FOOD_DATA_DIR } from './food-data-dir';
import { MEXT_FOODS_FILE } from './mext-columns';
import { MextFoodRowSchema, type MextFood } from './mext-food.schema';

/** The MEXT table (data/mext-foods.tsv) by food number, every row checked; a bad row names its line. */
export function loadMextFoods(file: string = join(FOOD_DATA_DIR, MEXT_FOODS_FILE)): Map<string, MextFood> {
  const rows = parse(readFileSync(file, 'utf8'), { delimiter: '\t', columns: true, quote: false, skip_empty_lines: true }) as unknown[];
  const foods = new Map<string, MextFood>();
  rows.forEach((row, index) => {
    const parsed = MextFoodRowSchema.safeParse(row);
    if (!parsed.success)
      throw new Error(
        `${file} line ${index + 2}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
      );
    if (foods.has(parsed.data.foodNumber)) throw new Error(`${file} line ${index + 2}: food ${parsed.data.foodNumber} listed twice`);
    foods.set(parsed.data.foodNumber, parsed.data);
  });
  return foods;
}
