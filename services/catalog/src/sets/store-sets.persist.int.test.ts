import { appendFile, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SuggestSetsInput } from '@shokuji/contracts';
import { CATALOG_FILE_NAMES } from '@shokuji/search-index';
import { writeSmallCatalogDir } from '../__fixtures__/small-catalog-dir';
import { loadCatalogStoreKept } from '../catalog-store.persist';
import type { CatalogStore } from '../store/catalog-store';
import { suggestSets } from './catalog-sets.service';
import { prepareStoreSetsKept } from './store-sets.persist';

describe('prepareStoreSetsKept', () => {
  let dir: string;
  let catalogDir: string;
  let indexDir: string;

  // A small real catalog: every shop and genre, the first rows of the bundled products and dishes.
  beforeEach(async () => {
    ({ dir, catalogDir, indexDir } = await writeSmallCatalogDir('store-sets-kept-', 1500));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A fresh store of the catalog, as a new process has, and the fingerprint its files were loaded by. */
  const loadStore = async () => {
    const { store, fingerprint } = await loadCatalogStoreKept(catalogDir, indexDir);
    return { store, fingerprint };
  };
  const prepare = async () => {
    const { store, fingerprint } = await loadStore();
    return { store, prepared: await prepareStoreSetsKept(store, indexDir, fingerprint) };
  };
  const keptFiles = async () => (await readdir(indexDir)).filter((name) => name.startsWith('store-sets-'));

  /** POST /sets at every store that has items: two targets, with and without a history. */
  const answersOf = (store: CatalogStore) =>
    store.shops
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

  it('builds every store’s tables once, then reads them back, and POST /sets answers exactly as with tables built', async () => {
    const first = await prepare();
    expect(first.prepared).toMatchObject({ tables: 'built' });
    expect(first.prepared.stores).toBeGreaterThan(5);
    expect(first.prepared.items).toBeGreaterThan(100);
    expect(await keptFiles()).toHaveLength(1);

    const second = await prepare();
    expect(second.prepared).toMatchObject({ tables: 'kept', stores: first.prepared.stores, items: first.prepared.items });
    const answers = answersOf(second.store);
    expect(answers.some((answer) => answer.sets.length > 0)).toBe(true);
    expect(answers).toEqual(answersOf(first.store));
  });

  it('builds the tables again when a catalog file changed, and keeps the new ones', async () => {
    await prepare();
    const [product] = (await readFile(join(catalogDir, CATALOG_FILE_NAMES.products), 'utf8')).split('\n');
    const row = JSON.parse(product!) as { id: number };
    await appendFile(join(catalogDir, CATALOG_FILE_NAMES.products), `${JSON.stringify({ ...row, id: 99_999_999 })}\n`);

    expect((await prepare()).prepared).toMatchObject({ tables: 'built' });
    expect((await prepare()).prepared).toMatchObject({ tables: 'kept' });
    expect(await keptFiles()).toHaveLength(2);
  });

  it.each([
    ['truncated', (file: string) => truncate(file, 1000)],
    [
      'damaged in the middle (one flipped byte of the tables)',
      async (file: string) => {
        const bytes = await readFile(file);
        const at = Math.floor(bytes.length / 2);
        bytes.writeUInt8(bytes.readUInt8(at) ^ 0x40, at);
        await writeFile(file, bytes);
      },
    ],
    ['empty', (file: string) => truncate(file, 0)],
  ])('builds the tables again when the kept file is %s', async (_, damage) => {
    const first = await prepare();
    const [kept] = await keptFiles();
    await damage(join(indexDir, kept!));

    const again = await prepare();
    expect(again.prepared).toMatchObject({ tables: 'built', stores: first.prepared.stores, items: first.prepared.items });
    expect(answersOf(again.store)).toEqual(answersOf(first.store));
    expect((await prepare()).prepared).toMatchObject({ tables: 'kept' });
  });
});
