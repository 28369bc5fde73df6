import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { filesDigest, keepValue, keptFile, readKeptValue } from '@shokuji/kept-file';
import type { CatalogStore } from '../store/catalog-store';
import { adoptShopSets, buildShopSets, buildStoreSets, serveStoreSets, type ShopItemsLoader, type ShopSets } from './catalog-sets.service';

/**
 * Every store's prepared set tables are kept beside the index (CATALOG_INDEX_DIR), so a restart on
 * the same catalog reads them instead of building them (at ×4 the bundled catalog, 2-3 s of a
 * restart's CPU and most of its garbage collection; docs/sets.md → Start-up). Each store has a file
 * of its own, read on the store's first request: a restart reads only the list of stores with their
 * item counts (reading and deserializing every store's tables had become the largest part of a ×4
 * restart, most of it for stores no request would ask for a while). They depend on the catalog files
 * and on the code that turns them into tables: the names carry a hash of the files' fingerprint
 * (their bytes and the loader's code, catalog-files.persist.ts), of that code (the optimizer
 * package's modules, the wiring that makes its items, ja-text's fold of their edition keys, the
 * catalog store that makes the entries, this module's layout) and of node's serializer version; a
 * damaged file counts as absent (kept-file.ts).
 */
const OPTIMIZER_DIR = dirname(require.resolve('@shokuji/set-optimizer'));
// The items' edition keys are folded by ja-text's normalizeText (docs/sets.md → Editions): its modules are the items' code too.
const JA_TEXT_DIR = dirname(require.resolve('@shokuji/ja-text'));
const FOLD_MODULES = ['text.normalize.ts', 'kana-script.convert.ts'].map((name) => join(JA_TEXT_DIR, name));
const WIRING_MODULES = [require.resolve('./catalog-sets.service'), require.resolve('../store/catalog-store'), __filename];

async function codeFingerprint(): Promise<string> {
  const optimizerModules = (await readdir(OPTIMIZER_DIR))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => join(OPTIMIZER_DIR, name));
  return filesDigest([...optimizerModules, ...FOLD_MODULES, ...WIRING_MODULES]);
}

/** A store's kept tables: in a directory named as the list's file, one file per store. */
const shopFile = (listFile: string, shopId: string) => join(listFile.replace(/\.v8$/, ''), `${encodeURIComponent(shopId)}.v8`);

/**
 * Makes every store's sets ready for this catalog (serveStoreSets): when the catalog files
 * (`filesFingerprint`, as loadCatalogFilesKept gives it) and the code are unchanged, the list of
 * kept stores, each read on its first request; else every store built, each kept in its file, and
 * the list kept last, so a list found means every store's file was written whole. A store's file
 * found damaged or gone on its first request is built again and kept. Returns what the catalog logs
 * as `sets prepared`.
 */
export async function prepareStoreSetsKept(
  store: CatalogStore,
  indexDir: string,
  filesFingerprint: string,
): Promise<{ stores: number; items: number; ms: number; warmUpMs: number; tables: 'kept' | 'built' }> {
  const started = performance.now();
  const listFile = keptFile(indexDir, 'store-sets', [filesFingerprint, await codeFingerprint()]);
  const keptList = await readKeptValue<Map<string, number>>(listFile);
  const readShop = async (shopId: string) => {
    const kept = await readKeptValue<ShopSets>(shopFile(listFile, shopId));
    if (kept) return adoptShopSets(shopId, kept);
    const built = buildShopSets(store, shopId);
    await keepValue(shopFile(listFile, shopId), built);
    return built.items;
  };
  const shops = new Map<string, { items: number; load: ShopItemsLoader }>();
  if (keptList) {
    for (const [shopId, items] of keptList) shops.set(shopId, { items, load: () => readShop(shopId) });
  } else {
    for (const [shopId, sets] of buildStoreSets(store)) {
      await keepValue(shopFile(listFile, shopId), sets);
      shops.set(shopId, { items: sets.items.length, load: async () => sets.items });
    }
    await keepValue(listFile, new Map([...shops].map(([shopId, shop]) => [shopId, shop.items])));
  }
  const served = await serveStoreSets(store, shops);
  return { ...served, ms: Math.round(performance.now() - started), tables: keptList ? 'kept' : 'built' };
}
