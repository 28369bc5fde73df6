import { appendFile, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as KeptFile from '@shokuji/kept-file';
import { CATALOG_FILE_NAMES, loadCatalogFiles } from '@shokuji/search-index';
import { writeSmallCatalogDir } from './__fixtures__/small-catalog-dir';
import type * as CatalogStorePersist from './catalog-store.persist';
import type * as EntryColumnsModule from './store/catalog-entries.columns';
import { loadCatalogStoreKept } from './catalog-store.persist';
import { createCatalogStore, type CatalogStore } from './store/catalog-store';

/** What a start gets, with the store as its parts (its lookups are functions, compared by what they find). */
async function load(catalogDir: string, indexDir: string, loader = loadCatalogStoreKept) {
  const { store, ...rest } = await loader(catalogDir, indexDir);
  return { ...rest, store: partsOf(store) };
}
const partsOf = (store: CatalogStore) => ({ entries: store.entries, shops: store.shops, genres: store.genres });

/**
 * loadCatalogStoreKept as a build whose catalog store code differs from this one (another entry shape)
 * loads it: the digest of that module is made to read differently, everything else as it is.
 */
function loaderWithOtherStoreCode(): typeof loadCatalogStoreKept {
  const storeModule = require.resolve('./store/catalog-store');
  let loader!: typeof loadCatalogStoreKept;
  jest.isolateModules(() => {
    jest.doMock('@shokuji/kept-file', () => {
      const actual = jest.requireActual<typeof KeptFile>('@shokuji/kept-file');
      return {
        ...actual,
        filesDigest: async (files: readonly string[]) =>
          `${await actual.filesDigest(files)}${files.includes(storeModule) ? ' with another entry shape' : ''}`,
      };
    });
    ({ loadCatalogStoreKept: loader } = jest.requireActual<typeof CatalogStorePersist>('./catalog-store.persist'));
  });
  return loader;
}

/** loadCatalogStoreKept with a count of the entry objects it has made from the kept columns so far. */
function loaderCountingEntries(): { loader: typeof loadCatalogStoreKept; made: () => number } {
  let made = 0;
  let loader!: typeof loadCatalogStoreKept;
  jest.isolateModules(() => {
    jest.doMock('./store/catalog-entries.columns', () => {
      const actual = jest.requireActual<typeof EntryColumnsModule>('./store/catalog-entries.columns');
      return {
        ...actual,
        entryOfColumns: (...args: Parameters<typeof actual.entryOfColumns>) => {
          made++;
          return actual.entryOfColumns(...args);
        },
      };
    });
    ({ loadCatalogStoreKept: loader } = jest.requireActual<typeof CatalogStorePersist>('./catalog-store.persist'));
  });
  return { loader, made: () => made };
}

describe('loadCatalogStoreKept', () => {
  let dir: string;
  let catalogDir: string;
  let indexDir: string;

  // A small real catalog: every shop and genre, the first rows of the bundled products and dishes, and a bad row at the end of each.
  beforeEach(async () => {
    ({ dir, catalogDir, indexDir } = await writeSmallCatalogDir('catalog-files-kept-', 200, '{not json\n'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const keptFiles = async () => (await readdir(indexDir)).filter((name) => name.startsWith('catalog-store-'));

  it('reads the catalog once, then returns the same store, bad rows and digest from the kept file', async () => {
    const files = await loadCatalogFiles(catalogDir);
    const first = await load(catalogDir, indexDir);
    expect(first.kept).toBe(false);
    expect(first.store).toStrictEqual(partsOf(createCatalogStore(files)));
    expect(first.badRows).toEqual(files.badRows);
    expect(first.badRows).toHaveLength(2);
    expect(first.contentDigest).toBe(files.contentDigest);

    const second = await loadCatalogStoreKept(catalogDir, indexDir);
    expect(second.kept).toBe(true);
    expect({ ...second, store: partsOf(second.store) }).toEqual({ ...first, kept: true });
    // Field by field, nulls and absent nested values included (the entries are kept by column).
    expect(partsOf(second.store)).toStrictEqual(first.store);
    expect(second.store.entries.some((entry) => entry.type === 'dish' && entry.components!.length > 0 && entry.price === null)).toBe(true);
    const [product] = files.products;
    expect(second.store.get(`p_${product!.productId}`)).toMatchObject({ name: product!.name, cal: product!.cal });
    expect(second.store.shop(product!.shopId)).toEqual(files.shops.find((shop) => shop.id === product!.shopId));
  });

  it('makes an entry of the kept columns when it is first asked for, the same one after, as the files would have made it', async () => {
    const files = await loadCatalogFiles(catalogDir);
    const built = createCatalogStore(files);
    await loadCatalogStoreKept(catalogDir, indexDir);
    const { loader, made } = loaderCountingEntries();

    const { store, kept } = await loader(catalogDir, indexDir);
    expect(kept).toBe(true);
    expect(made()).toBe(0);
    const [product] = files.products;
    const [dish] = files.dishes;
    const asked = store.get(`p_${product!.productId}`);
    expect(asked).toStrictEqual(built.get(`p_${product!.productId}`));
    expect(store.get(`g_${dish!.dishId}`)).toStrictEqual(built.get(`g_${dish!.dishId}`));
    expect(made()).toBe(2);
    expect(store.get(`p_${product!.productId}`)).toBe(asked);
    expect(store.get('p_0')).toBeUndefined();
    expect(store.categories).toEqual(built.categories);
    expect(new Set(store.categories)).toEqual(new Set(built.entries.map((entry) => entry.category)));
    expect(made()).toBe(2);

    expect(store.entries).toStrictEqual(built.entries);
    expect(store.entries).toBe(store.entries);
    expect(store.entries).toContain(asked);
    expect(made()).toBe(built.entries.length);
    for (const entry of built.entries) expect(store.get(entry.id)).toStrictEqual(entry);
    expect(made()).toBe(built.entries.length);
  });

  it('does not read a file kept by other catalog store code (another entry shape), and keeps its own beside it', async () => {
    const first = await load(catalogDir, indexDir);
    const otherCode = loaderWithOtherStoreCode();

    expect(await load(catalogDir, indexDir, otherCode)).toEqual({ ...first, kept: false });
    expect(await keptFiles()).toHaveLength(2);
    expect(await load(catalogDir, indexDir, otherCode)).toEqual({ ...first, kept: true });
    expect(await load(catalogDir, indexDir)).toEqual({ ...first, kept: true });
  });

  it('reads the catalog again when a file changed, and keeps the new result', async () => {
    const before = await load(catalogDir, indexDir);
    await appendFile(join(catalogDir, CATALOG_FILE_NAMES.products), '{still not json\n');

    const after = await load(catalogDir, indexDir);
    expect(after.kept).toBe(false);
    expect(after.badRows).toHaveLength(3);
    expect(after.contentDigest).not.toBe(before.contentDigest);
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(await load(catalogDir, indexDir)).toEqual({ ...after, kept: true });
  });

  it.each([
    ['truncated', (file: string) => truncate(file, 1000)],
    [
      'damaged',
      async (file: string) => {
        const bytes = await readFile(file);
        bytes.writeUInt8(bytes.readUInt8(bytes.length - 10) ^ 0xff, bytes.length - 10);
        await writeFile(file, bytes);
      },
    ],
    ['empty', (file: string) => truncate(file, 0)],
  ])('reads the catalog again when the kept file is %s', async (_, damage) => {
    const first = await load(catalogDir, indexDir);
    const [kept] = await keptFiles();
    await damage(join(indexDir, kept!));

    expect(await load(catalogDir, indexDir)).toEqual(first);
    expect(await load(catalogDir, indexDir)).toEqual({ ...first, kept: true });
  });
});
