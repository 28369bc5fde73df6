import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { filesDigest, keepValue, keptFile, readKeptValue } from '@shokuji/kept-file';
import { adoptKeptSetTables, keptSetTables, type KeptSetTables, type SetCandidateItem } from '@shokuji/set-optimizer';
import type { CatalogStore } from '../store/catalog-store';
import { buildStoreSets, serveStoreSets } from './catalog-sets.service';

/**
 * Every store's prepared set tables are kept beside the index (CATALOG_INDEX_DIR), so a restart on
 * the same catalog reads them instead of building them (at ×4 the bundled catalog, 2-3 s of a
 * restart's CPU and most of its garbage collection; docs/sets.md → Start-up). They depend on the
 * catalog files and on the code that turns them into tables: the file name carries a hash of the
 * files' fingerprint (their bytes and the loader's code, catalog-files.persist.ts), of that code (the optimizer package's modules, the wiring that makes its
 * items, ja-text's fold of their edition keys and its dishes' spellings, the catalog store that makes the entries) and of node's serializer version; a damaged file counts as absent (kept-file.ts).
 */
const OPTIMIZER_DIR = dirname(require.resolve('@shokuji/set-optimizer'));
// The items' edition keys are folded by ja-text's normalizeText, and a companion's family is its dish's group of
// spellings in ja-text's synonym table (docs/sets.md → Editions): those modules and that table are the items' code too.
const JA_TEXT_DIR = dirname(require.resolve('@shokuji/ja-text'));
const FOLD_MODULES = [
  ...['text.normalize.ts', 'kana-script.convert.ts', 'synonym.dictionary.ts', 'data-files.load.ts'].map((name) => join(JA_TEXT_DIR, name)),
  join(JA_TEXT_DIR, '..', 'data', 'sudachi_food_synonyms.tsv'),
];
const WIRING_MODULES = [require.resolve('./catalog-sets.service'), require.resolve('../store/catalog-store')];

async function codeFingerprint(): Promise<string> {
  const optimizerModules = (await readdir(OPTIMIZER_DIR))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => join(OPTIMIZER_DIR, name));
  return filesDigest([...optimizerModules, ...FOLD_MODULES, ...WIRING_MODULES]);
}

/** Every store's items and tables by shop id, in the form the optimizer keeps them (keptSetTables: the items by column). */
type KeptStoreSets = Map<string, KeptSetTables>;

/**
 * Makes every store's sets ready for this catalog (serveStoreSets): from the kept tables when the catalog
 * files (`filesFingerprint`, as loadCatalogFilesKept gives it) and the code are unchanged, their items made
 * from the kept columns, else built (buildStoreSets) and kept. Returns what the catalog logs as `sets prepared`.
 */
export async function prepareStoreSetsKept(
  store: CatalogStore,
  indexDir: string,
  filesFingerprint: string,
): Promise<{ stores: number; items: number; ms: number; warmUpMs: number; tables: 'kept' | 'built' }> {
  const started = performance.now();
  const file = keptFile(indexDir, 'store-sets', [filesFingerprint, await codeFingerprint()]);
  const kept = await readKeptValue<KeptStoreSets>(file);
  let byShop: Map<string, SetCandidateItem[]>;
  if (kept) byShop = new Map([...kept].map(([shopId, tables]) => [shopId, adoptKeptSetTables(tables, shopId)]));
  else {
    const sets = buildStoreSets(store);
    await keepValue(
      file,
      new Map([...sets].map(([shopId, { items, tables }]) => [shopId, keptSetTables(items, tables)])) satisfies KeptStoreSets,
    );
    byShop = new Map([...sets].map(([shopId, { items }]) => [shopId, items]));
  }
  const served = serveStoreSets(store, byShop);
  return { ...served, ms: Math.round(performance.now() - started), tables: kept ? 'kept' : 'built' };
}
