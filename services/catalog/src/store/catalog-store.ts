import type { CatalogItem } from '@shokuji/contracts';
import type { CatalogFiles, DishRow, Genre, ProductRow, ShopRow } from '@shokuji/search-index';

/**
 * One catalog entry, product or dish, in the form every engine indexes and every response is
 * presented from. Catalog ids are p_<productId> and g_<dishId> (API-SPEC.md → Catalog item).
 */
export interface CatalogEntry {
  id: string;
  type: 'product' | 'dish';
  numericId: number;
  name: string;
  nameEn: string | null;
  shopId: string | null;
  shopName: string | null;
  cal: number;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
  price: number | null;
  category: string;
  productType: string | null;
  genres: string[];
  breakfastOnly: boolean;
  /**
   * Sold on the chain's kids' menu, as the place of its official page says (松のや's マミー, whose name has no kids'
   * word, is on /menu/okosama/): a set is what the user eats with the rest of their own budget, so sets leave it out.
   */
  kidsMenu: boolean;
  releasedAt: string | null;
  popularity: number;
  status: 'active' | 'discontinued' | 'hidden';
  components: CatalogItem['components'];
  detailedNutrition: CatalogItem['detailedNutrition'];
}

export interface CatalogStore {
  /** Every entry, active or not (hidden and discontinued ones are never searchable). */
  readonly entries: CatalogEntry[];
  get(id: string): CatalogEntry | undefined;
  /** Every category an entry is filed under, each once, in the order of its first entry. */
  readonly categories: readonly string[];
  shops: ShopRow[];
  shop(id: string): ShopRow | undefined;
  genres: Genre[];
}

/** A page on a kids' menu: a path segment okosama, kids or kodomo (お子様, キッズ, こども), whole or before a name. */
const KIDS_MENU_PAGE = /\/(?:okosama|kids|kodomo)(?:[/_.-]|$)/i;
const onKidsMenu = (row: ProductRow) => {
  const url = row.source?.officialUrl;
  return url !== undefined && KIDS_MENU_PAGE.test(new URL(url).pathname);
};

const productEntry = (row: ProductRow, shop: ShopRow | undefined): CatalogEntry => ({
  id: `p_${row.productId}`,
  type: 'product',
  numericId: row.productId,
  name: row.name,
  nameEn: row.nameEn ?? null,
  shopId: row.shopId,
  shopName: shop?.name ?? null,
  cal: row.cal,
  protein: row.protein,
  fat: row.fat,
  carbs: row.carbs,
  price: row.price,
  category: row.category,
  productType: row.productType,
  genres: row.genres,
  breakfastOnly: row.breakfastOnly,
  kidsMenu: onKidsMenu(row),
  releasedAt: row.releasedAt,
  popularity: row.popularity,
  status: row.status,
  components: undefined,
  detailedNutrition: Object.keys(row.nutrients).length ? row.nutrients : undefined,
});

const dishEntry = (row: DishRow): CatalogEntry => ({
  id: `g_${row.dishId}`,
  type: 'dish',
  numericId: row.dishId,
  name: row.name,
  nameEn: row.nameEn ?? null,
  shopId: null,
  shopName: null,
  cal: row.cal,
  protein: row.protein,
  fat: row.fat,
  carbs: row.carbs,
  price: null,
  category: row.category,
  productType: null,
  genres: row.genres,
  breakfastOnly: false,
  kidsMenu: false,
  releasedAt: null,
  popularity: row.popularity,
  status: row.status,
  components: row.components.map(({ name, cal, protein, fat, carbs }) => ({ name, cal, protein, fat, carbs })),
  detailedNutrition: Object.keys(row.nutrients).length ? row.nutrients : undefined,
});

/**
 * What a store is made of: its entries, shops and genres. A restart keeps these (catalog-store.persist.ts)
 * rather than the catalog rows they are made from, so it deserializes one set of objects, not the rows and then their copies.
 */
export type CatalogStoreParts = Pick<CatalogStore, 'entries' | 'shops' | 'genres'>;

/** Every product and dish of loaded files as an entry, with the files' shops and genres. */
export function catalogStoreParts(files: Pick<CatalogFiles, 'shops' | 'genres' | 'products' | 'dishes'>): CatalogStoreParts {
  const shopById = new Map(files.shops.map((shop) => [shop.id, shop]));
  const entries = [...files.products.map((row) => productEntry(row, shopById.get(row.shopId))), ...files.dishes.map(dishEntry)];
  return { entries, shops: files.shops, genres: files.genres };
}

/** The in-memory catalog over its parts (made from files, or read back from a kept file). */
export function storeOfParts({ entries, shops, genres }: CatalogStoreParts): CatalogStore {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const shopById = new Map(shops.map((shop) => [shop.id, shop]));
  let categories: string[] | undefined;
  return {
    entries,
    get: (id) => byId.get(id),
    get categories() {
      return (categories ??= [...new Set(entries.map((entry) => entry.category))]);
    },
    shops,
    shop: (id) => shopById.get(id),
    genres,
  };
}

/** Builds the in-memory catalog from loaded files (bundled data or an operator's directory). */
export const createCatalogStore = (files: Pick<CatalogFiles, 'shops' | 'genres' | 'products' | 'dishes'>): CatalogStore =>
  storeOfParts(catalogStoreParts(files));
