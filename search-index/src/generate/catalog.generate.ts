import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadDishRecipes, loadMextFoods } from '@shokuji/food-data';
import { BUNDLED_CATALOG_DIR, CATALOG_FILE_NAMES } from '../catalog-files.load';
import { SOURCES_DIR } from './catalog-sources';
import { buildDishes } from './dishes.build';
import { buildGeneratedProducts } from './generated-products.build';
import { GENRES } from './genres.data';
import { buildRealProducts } from './real-products.build';
import { buildShops } from './shops.build';

// One JSON value per line keeps diffs readable and lets the loader stream the files.
const jsonLines = (rows: readonly unknown[]): string => `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;
const jsonArray = (rows: readonly unknown[]): string => `[\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n]\n`;

/** Writes shops, genres, products and dishes generated from `sourcesDir` into `outputDir`. */
export async function generateCatalog(
  outputDir: string = BUNDLED_CATALOG_DIR,
  sourcesDir: string = SOURCES_DIR,
): Promise<Record<string, number>> {
  const shops = buildShops();
  const realProducts = buildRealProducts(shops, sourcesDir);
  const products = [...realProducts, ...buildGeneratedProducts(shops, realProducts)];
  const dishes = buildDishes(loadMextFoods(), loadDishRecipes());
  await mkdir(outputDir, { recursive: true });
  await writeFile(path.join(outputDir, CATALOG_FILE_NAMES.shops), jsonArray(shops));
  await writeFile(path.join(outputDir, CATALOG_FILE_NAMES.genres), jsonArray(GENRES));
  await writeFile(path.join(outputDir, CATALOG_FILE_NAMES.products), jsonLines(products));
  await writeFile(path.join(outputDir, CATALOG_FILE_NAMES.dishes), jsonLines(dishes));
  return {
    shops: shops.length,
    genres: GENRES.length,
    realProducts: realProducts.length,
    products: products.length,
    dishes: dishes.length,
  };
}

if (require.main === module) {
  void generateCatalog().then((counts) => console.log('catalog generated', counts));
}
