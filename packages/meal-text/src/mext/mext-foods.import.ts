import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { MEXT_BASE_COLUMNS, MEXT_DETAILED_COLUMNS, MEXT_FOODS_FILE } from './mext-columns';

// Refreshes data/mext-foods.tsv from the shared reference data (SHOKUJI_SHARED_DATA, default
// /work/shared/data). Run it only when that table changes; the package reads only its own copy.
const sharedDir = process.env.SHOKUJI_SHARED_DATA ?? '/work/shared/data';
const csv = readFileSync(join(sharedDir, 'mext_food_composition', 'foods_mext_2023.csv'), 'utf8');
const rows = parse(csv, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
const columns = [...MEXT_BASE_COLUMNS, ...Object.values(MEXT_DETAILED_COLUMNS)];
// Tab-separated: no MEXT name holds a tab; an empty cell stays empty ("not measured", never 0).
const lines = [columns.join('\t'), ...rows.map((row) => columns.map((column) => (row[column] ?? '').replace(/\t/g, ' ')).join('\t'))];
writeFileSync(join(__dirname, '..', '..', 'data', MEXT_FOODS_FILE), `${lines.join('\n')}\n`);
console.log(`imported ${rows.length} MEXT foods`);
