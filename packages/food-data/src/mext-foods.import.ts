import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { MEXT_BASE_COLUMNS, MEXT_FOODS_FILE, MEXT_NUTRIENT_COLUMNS } from './mext-columns';
import { FOOD_DATA_DIR } from './food-data-dir';

// Refreshes data/mext-foods.tsv from a checkout of the reference data, whose directory
// SHOKUJI_SHARED_DATA must name (the repo names no directory outside itself). Run it only when that
// table changes; every reader uses this one copy.
const sharedDir = process.env.SHOKUJI_SHARED_DATA;
if (!sharedDir) {
  console.error('SHOKUJI_SHARED_DATA: required, the directory of the reference data (mext_food_composition/)');
  process.exitCode = 1;
} else {
  const csv = readFileSync(join(sharedDir, 'mext_food_composition', 'foods_mext_2023.csv'), 'utf8');
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const columns = [...MEXT_BASE_COLUMNS, ...Object.values(MEXT_NUTRIENT_COLUMNS)];
  // Tab-separated: no MEXT name holds a tab; an empty cell stays empty ("not measured", never 0).
  const lines = [columns.join('\t'), ...rows.map((row) => columns.map((column) => (row[column] ?? '').replace(/\t/g, ' ')).join('\t'))];
  writeFileSync(join(FOOD_DATA_DIR, MEXT_FOODS_FILE), `${lines.join('\n')}\n`);
  console.log(`imported ${rows.length} MEXT foods`);
}
