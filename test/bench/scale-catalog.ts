import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_CATALOG_DIR, CATALOG_FILE_NAMES, createSeededRandom, loadCatalogFiles } from '@shokuji/search-index';

/**
 * Words a chain puts in front of a product name for another variant of it (size, taste, season).
 * A scaled catalog's copies carry one each, so their names read like real menu items and the
 * analyzer works on them as on the bundled names, instead of on exact duplicates.
 */
const VARIANT_WORDS = ['大盛り', '辛口', '期間限定', 'ミニ', 'チーズ入り', '特製', '塩', 'だし香る', '濃厚', '旨辛', '和風', '炙り'];

/** How many copies of the bundled catalog and which seed; copy 0 is the bundled catalog itself. */
export interface CatalogScale {
  factor: number;
  seed: number;
}

/**
 * Writes a catalog `factor` times the bundled one into `dir` (the files CATALOG_DATA_DIR takes):
 * every copy after the first adds a chain per bundled chain (its own id and name, no aliases of the
 * original), its products and the generic dishes, each renamed with a seeded variant word and
 * given new ids, so items, dishes and shops grow in proportion.
 */
export async function writeScaledCatalog(dir: string, scale: CatalogScale): Promise<{ products: number; dishes: number; shops: number }> {
  const bundled = await loadCatalogFiles(BUNDLED_CATALOG_DIR);
  const random = createSeededRandom(scale.seed);
  const productIdStep = Math.max(...bundled.products.map((row) => row.productId));
  const dishIdStep = Math.max(...bundled.dishes.map((row) => row.dishId));
  const copies = Array.from({ length: scale.factor }, (_, copy) => copy);
  const variant = (name: string, copy: number) => (copy === 0 ? name : `${random.pick(VARIANT_WORDS)}${name}`);
  const shops = copies.flatMap((copy) =>
    bundled.shops.map((shop) =>
      copy === 0
        ? shop
        : { ...shop, id: `${shop.id}-x${copy}`, name: `${shop.name} ${copy + 1}`, nameEn: `${shop.nameEn} ${copy + 1}`, aliases: [] },
    ),
  );
  const products = copies.flatMap((copy) =>
    bundled.products.map((row) => ({
      ...row,
      productId: row.productId + copy * productIdStep,
      shopId: copy === 0 ? row.shopId : `${row.shopId}-x${copy}`,
      name: variant(row.name, copy),
    })),
  );
  const dishes = copies.flatMap((copy) =>
    bundled.dishes.map((row) => ({ ...row, dishId: row.dishId + copy * dishIdStep, name: variant(row.name, copy) })),
  );
  mkdirSync(dir, { recursive: true });
  const jsonLines = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
  writeFileSync(join(dir, CATALOG_FILE_NAMES.shops), JSON.stringify(shops, null, 1));
  writeFileSync(join(dir, CATALOG_FILE_NAMES.genres), JSON.stringify(bundled.genres, null, 1));
  writeFileSync(join(dir, CATALOG_FILE_NAMES.products), jsonLines(products));
  writeFileSync(join(dir, CATALOG_FILE_NAMES.dishes), jsonLines(dishes));
  return { products: products.length, dishes: dishes.length, shops: shops.length };
}
