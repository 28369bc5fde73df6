import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUNDLED_CATALOG_DIR, CATALOG_FILE_NAMES } from '@shokuji/search-index';

/**
 * A small real catalog in a fresh temporary directory (`dir`): every shop and genre, the first
 * `lines` rows of the bundled products and dishes, then `trailer` (e.g. a bad row) after each;
 * `catalogDir` holds the files and `indexDir` is where a test keeps what the catalog derives.
 */
export async function writeSmallCatalogDir(prefix: string, lines: number, trailer = '') {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const catalogDir = join(dir, 'catalog');
  await mkdir(catalogDir);
  for (const file of [CATALOG_FILE_NAMES.shops, CATALOG_FILE_NAMES.genres]) {
    await writeFile(join(catalogDir, file), await readFile(join(BUNDLED_CATALOG_DIR, file)));
  }
  for (const file of [CATALOG_FILE_NAMES.products, CATALOG_FILE_NAMES.dishes]) {
    const rows = (await readFile(join(BUNDLED_CATALOG_DIR, file), 'utf8')).split('\n').slice(0, lines);
    await writeFile(join(catalogDir, file), `${rows.join('\n')}\n${trailer}`);
  }
  return { dir, catalogDir, indexDir: join(dir, 'index') };
}
