import { appendFile, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SuggestSetsInput } from '@shokuji/contracts';
import { CATALOG_FILE_NAMES } from '@shokuji/search-index';
import { writeSmallCatalogDir } from '@shokuji/catalog/src/__fixtures__/small-catalog-dir';
import { loadCatalogStoreKept } from '@shokuji/catalog/src/catalog-store.persist';
import { suggestSets } from '@shokuji/catalog/src/sets/catalog-sets.service';
import { prepareStoreSetsKept } from '@shokuji/catalog/src/sets/store-sets.persist';
import type { CatalogStore } from '@shokuji/catalog/src/store/catalog-store';

/**
 * The scenarios of store-sets.persist.int.test.ts (prepareStoreSetsKept, services/catalog/src/sets), run in a node process of their own (runInNode,
 * test/support/run-in-node.ts) and answering what the test asserts on: building every store's tables and answering
 * POST /sets are tight loops of the optimizer, about twice as slow in jest's vm as in node. Each runs on its own small
 * real catalog (every shop and genre, the first 1,500 rows of the bundled products and dishes), removed after.
 */
type Prepared = Awaited<ReturnType<typeof prepareStoreSetsKept>>;
type Answers = ReturnType<typeof suggestSets>[];

/** How a kept file is damaged before the next start. */
export const KEPT_FILE_DAMAGES = {
  truncated: (file: string) => truncate(file, 1000),
  'damaged in the middle (one flipped byte of the tables)': async (file: string) => {
    const bytes = await readFile(file);
    const at = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(at) ^ 0x40, at);
    await writeFile(file, bytes);
  },
  empty: (file: string) => truncate(file, 0),
};
export type KeptFileDamage = keyof typeof KEPT_FILE_DAMAGES;

/** POST /sets at every store that has items: two targets, with and without a history. */
function answersOf(store: CatalogStore): Answers {
  return store.shops
    .filter((shop) => shop.type !== 'FOOD_MANUFACTURER')
    .flatMap((shop) => {
      const products = store.entries.filter((entry) => entry.type === 'product' && entry.shopId === shop.id);
      if (products.length === 0) return [];
      const [a, b] = products.map((entry) => entry.numericId);
      const history: SuggestSetsInput['history'] = {
        items: [{ productId: a!, days: 3 }],
        pairs: b === undefined ? [] : [{ productIds: [a!, b], days: 2 }],
      };
      return [450, 800].flatMap((cal) =>
        [{ items: [], pairs: [] }, history].map((withHistory) =>
          suggestSets(store, {
            shopId: shop.id,
            target: { cal, protein: (cal * 0.2) / 4, fat: (cal * 0.28) / 9, carbs: (cal * 0.52) / 4 },
            mealType: 'lunch',
            minItems: 2,
            maxItems: 3,
            setLimit: 3,
            history: withHistory,
          }),
        ),
      );
    });
}

/** One small catalog: `prepare` starts as a new process does (a fresh store of the files, its tables prepared). */
async function withCatalog<T>(
  run: (catalog: {
    catalogDir: string;
    prepare: () => Promise<{ store: CatalogStore; prepared: Prepared }>;
    keptFiles: () => Promise<string[]>;
    indexDir: string;
  }) => Promise<T>,
): Promise<T> {
  const { dir, catalogDir, indexDir } = await writeSmallCatalogDir('store-sets-kept-', 1500);
  try {
    const prepare = async () => {
      const { store, fingerprint } = await loadCatalogStoreKept(catalogDir, indexDir);
      return { store, prepared: await prepareStoreSetsKept(store, indexDir, fingerprint) };
    };
    const keptFiles = async () => (await readdir(indexDir)).filter((name) => name.startsWith('store-sets-'));
    return await run({ catalogDir, indexDir, prepare, keptFiles });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Two starts on one catalog: the first builds, the second reads back; POST /sets answered on each. */
export function builtThenKept() {
  return withCatalog(async ({ prepare, keptFiles }) => {
    const first = await prepare();
    const keptAfterFirst = await keptFiles();
    const second = await prepare();
    return {
      first: first.prepared,
      keptAfterFirst,
      second: second.prepared,
      answersFirst: answersOf(first.store),
      answersSecond: answersOf(second.store),
    };
  });
}

/** A start, a catalog file changed, then two more starts. */
export function afterACatalogChange() {
  return withCatalog(async ({ catalogDir, prepare, keptFiles }) => {
    await prepare();
    const [product] = (await readFile(join(catalogDir, CATALOG_FILE_NAMES.products), 'utf8')).split('\n');
    const row = JSON.parse(product!) as { id: number };
    await appendFile(join(catalogDir, CATALOG_FILE_NAMES.products), `${JSON.stringify({ ...row, id: 99_999_999 })}\n`);
    const changed = (await prepare()).prepared;
    const again = (await prepare()).prepared;
    return { changed, again, kept: await keptFiles() };
  });
}

/** A start, its kept file damaged, then two more starts; POST /sets answered after the first and the second. */
export function afterADamagedKeptFile(damage: KeptFileDamage) {
  return withCatalog(async ({ indexDir, prepare, keptFiles }) => {
    const first = await prepare();
    const [kept] = await keptFiles();
    await KEPT_FILE_DAMAGES[damage](join(indexDir, kept!));
    const again = await prepare();
    const third = (await prepare()).prepared;
    return {
      first: first.prepared,
      again: again.prepared,
      third,
      answersFirst: answersOf(first.store),
      answersAgain: answersOf(again.store),
    };
  });
}

/** Every scenario the test asserts on, one after the other in one process; the damages in KEPT_FILE_DAMAGES's order. */
export async function storeSetsKeptScenarios() {
  const damaged: [KeptFileDamage, Awaited<ReturnType<typeof afterADamagedKeptFile>>][] = [];
  for (const damage of Object.keys(KEPT_FILE_DAMAGES) as KeptFileDamage[]) damaged.push([damage, await afterADamagedKeptFile(damage)]);
  return { builtThenKept: await builtThenKept(), afterACatalogChange: await afterACatalogChange(), afterADamagedKeptFile: damaged };
}
