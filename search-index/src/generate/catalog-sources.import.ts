import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { MEXT_BASE_COLUMNS, MEXT_NUTRIENT_COLUMNS, SOURCE_FILES, SOURCES_DIR } from './catalog-sources';

// Refreshes data/sources from the shared reference data (path in SHOKUJI_SHARED_DATA, default
// /work/shared/data). Run it only when the reference data changes, then `npm run generate`.
const sharedDir = process.env.SHOKUJI_SHARED_DATA ?? '/work/shared/data';

async function importSources(): Promise<void> {
  await mkdir(SOURCES_DIR, { recursive: true });
  await copyFile(path.join(sharedDir, 'chains', SOURCE_FILES.chains), path.join(SOURCES_DIR, SOURCE_FILES.chains));
  await copyFile(path.join(sharedDir, 'chain_products', SOURCE_FILES.chainProducts), path.join(SOURCES_DIR, SOURCE_FILES.chainProducts));
  const csv = await readFile(path.join(sharedDir, 'mext_food_composition', 'foods_mext_2023.csv'), 'utf8');
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const columns = [...MEXT_BASE_COLUMNS, ...Object.values(MEXT_NUTRIENT_COLUMNS)];
  // Only the needed columns; empty cells stay empty strings ("not measured", never 0).
  const lines = rows.map((row) => JSON.stringify(Object.fromEntries(columns.map((column) => [column, row[column] ?? '']))));
  await writeFile(path.join(SOURCES_DIR, SOURCE_FILES.mextFoods), `${lines.join('\n')}\n`);
  console.log(`imported ${rows.length} MEXT foods, chains and chain products into ${SOURCES_DIR}`);
}

void importSources();
