import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { CHAINS_FILE } from '@shokuji/ja-text';
import { MEXT_BASE_COLUMNS, MEXT_NUTRIENT_COLUMNS, SOURCE_FILES, SOURCES_DIR } from './catalog-sources';

// Refreshes data/sources (and the chains compilation @shokuji/ja-text keeps) from a checkout of the
// reference data, whose directory SHOKUJI_SHARED_DATA must name: the repo holds no default for a
// tree outside it. Run it only when the reference data changes, then `npm run generate`.
async function importSources(sharedDir: string): Promise<void> {
  await mkdir(SOURCES_DIR, { recursive: true });
  await copyFile(path.join(sharedDir, 'chains', 'chains_jp.json'), CHAINS_FILE);
  await copyFile(path.join(sharedDir, 'chain_products', SOURCE_FILES.chainProducts), path.join(SOURCES_DIR, SOURCE_FILES.chainProducts));
  const csv = await readFile(path.join(sharedDir, 'mext_food_composition', 'foods_mext_2023.csv'), 'utf8');
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const columns = [...MEXT_BASE_COLUMNS, ...Object.values(MEXT_NUTRIENT_COLUMNS)];
  // Only the needed columns; empty cells stay empty strings ("not measured", never 0).
  const lines = rows.map((row) => JSON.stringify(Object.fromEntries(columns.map((column) => [column, row[column] ?? '']))));
  await writeFile(path.join(SOURCES_DIR, SOURCE_FILES.mextFoods), `${lines.join('\n')}\n`);
  console.log(`imported ${rows.length} MEXT foods and chain products into ${SOURCES_DIR}, chains into ${CHAINS_FILE}`);
}

const sharedDir = process.env.SHOKUJI_SHARED_DATA;
if (!sharedDir) {
  console.error('SHOKUJI_SHARED_DATA: required, the directory of the reference data (chains/, chain_products/, mext_food_composition/)');
  process.exitCode = 1;
} else void importSources(sharedDir);
