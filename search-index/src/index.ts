// Public surface of @shokuji/search-index: catalog row schemas and the catalog file loader.
export {
  CATALOG_STATUSES,
  DETAILED_NUTRIENT_KEYS,
  DetailedNutrientsSchema,
  DishComponentSchema,
  DishRowSchema,
  GenreSchema,
  PRODUCT_TYPES,
  ProductRowSchema,
  ROW_ORIGINS,
  SHOP_TYPES,
  ShopRowSchema,
  type CatalogStatus,
  type DetailedNutrientKey,
  type DetailedNutrients,
  type DishComponent,
  type DishRow,
  type Genre,
  type ProductRow,
  type ProductType,
  type ShopRow,
} from './catalog-row.schema';
export {
  BUNDLED_CATALOG_DIR,
  CATALOG_FILE_NAMES,
  CatalogFilesError,
  loadCatalogFiles,
  type BadCatalogRow,
  type CatalogFiles,
} from './catalog-files.load';
export { catalogFilesFingerprint } from './catalog-files.fingerprint';
// The generator's deterministic PRNG; the metabolism simulation draws from the same one.
export { createSeededRandom, hashSeed, type SeededRandom } from './generate/seeded-random';
