import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATALOG_FILE_NAMES, CatalogFilesError, loadCatalogFiles } from './catalog-files.load';
import { buildDishRow, buildGenre, buildProductRow, buildShopRow } from './catalog-test.factories';

describe('loadCatalogFiles', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'catalog-files-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const write = (file: string, text: string): Promise<void> => writeFile(path.join(dir, file), text);
  const lines = (...rows: unknown[]): string => `${rows.map((row) => (typeof row === 'string' ? row : JSON.stringify(row))).join('\n')}\n`;

  async function writeCatalog(products: string, dishes: string): Promise<void> {
    await write(CATALOG_FILE_NAMES.shops, JSON.stringify([buildShopRow(), { ...buildShopRow({ id: 'second' }), type: 'SPACESHIP' }]));
    await write(CATALOG_FILE_NAMES.genres, JSON.stringify([buildGenre()]));
    await write(CATALOG_FILE_NAMES.products, products);
    await write(CATALOG_FILE_NAMES.dishes, dishes);
  }

  it('returns valid rows and reports every refused row with file, line and reason', async () => {
    await writeCatalog(
      lines(
        buildProductRow({ productId: 1 }),
        '{not json',
        buildProductRow({ productId: 3, cal: -5 }),
        '',
        buildProductRow({ productId: 5, shopId: 'nowhere' }),
        buildProductRow({ productId: 1, name: '重複' }),
        buildProductRow({ productId: 7, genres: ['ramen'] }),
      ),
      lines(buildDishRow({ dishId: 1 }), buildDishRow({ dishId: 2, genres: ['nope'] })),
    );

    const catalog = await loadCatalogFiles(dir);

    expect(catalog.shops.map((shop) => shop.id)).toEqual(['test-shop']);
    expect(catalog.products.map((product) => product.productId)).toEqual([1]);
    expect(catalog.dishes.map((dish) => dish.dishId)).toEqual([1]);
    expect(catalog.badRows).toEqual([
      { file: 'shops.json', line: null, item: 2, reason: expect.stringContaining('type') },
      { file: 'products.jsonl', line: 2, item: null, reason: expect.stringContaining('invalid JSON') },
      { file: 'products.jsonl', line: 3, item: null, reason: expect.stringContaining('cal') },
      { file: 'products.jsonl', line: 5, item: null, reason: 'unknown shopId "nowhere"' },
      { file: 'products.jsonl', line: 6, item: null, reason: 'duplicate productId 1' },
      { file: 'products.jsonl', line: 7, item: null, reason: 'unknown genre "ramen"' },
      { file: 'dishes.jsonl', line: 2, item: null, reason: 'unknown genre "nope"' },
    ]);
  });

  it('names what it read with a digest that changes with any file and with a line moved between files', async () => {
    const product = buildProductRow({ productId: 1 });
    const dish = buildDishRow({ dishId: 1 });
    await writeCatalog(lines(product), lines(dish));
    const first = (await loadCatalogFiles(dir)).contentDigest;
    expect((await loadCatalogFiles(dir)).contentDigest).toBe(first);
    await writeCatalog(lines(product, buildProductRow({ productId: 2 })), lines(dish));
    const withProduct = (await loadCatalogFiles(dir)).contentDigest;
    expect(withProduct).not.toBe(first);
    await writeCatalog(lines(product), lines(buildProductRow({ productId: 2 }), dish));
    expect((await loadCatalogFiles(dir)).contentDigest).not.toBe(withProduct);
  });

  it('fails loudly when a catalog file is missing rather than serving half a catalog', async () => {
    await write(CATALOG_FILE_NAMES.shops, '[]');
    await expect(loadCatalogFiles(dir)).rejects.toBeInstanceOf(CatalogFilesError);
  });
});
