import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { CHAINS_FILE } from '@shokuji/ja-text';
import { SOURCE_FILES, SOURCES_DIR } from './catalog-sources';

// Refreshes data/sources (and the chains compilation @shokuji/ja-text keeps) from a checkout of the
// reference data, whose directory SHOKUJI_SHARED_DATA must name: the repo holds no default for a
// tree outside it. Run it only when the reference data changes, then `npm run generate`. The MEXT
// table has its one copy in @shokuji/food-data (its import-mext refreshes it).
async function importSources(sharedDir: string): Promise<void> {
  await mkdir(SOURCES_DIR, { recursive: true });
  await copyFile(path.join(sharedDir, 'chains', 'chains_jp.json'), CHAINS_FILE);
  await copyFile(path.join(sharedDir, 'chain_products', SOURCE_FILES.chainProducts), path.join(SOURCES_DIR, SOURCE_FILES.chainProducts));
  console.log(`imported chain products into ${SOURCES_DIR}, chains into ${CHAINS_FILE}`);
}

const sharedDir = process.env.SHOKUJI_SHARED_DATA;
if (!sharedDir) {
  console.error('SHOKUJI_SHARED_DATA: required, the directory of the reference data (chains/, chain_products/)');
  process.exitCode = 1;
} else void importSources(sharedDir);
