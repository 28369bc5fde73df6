import { presentCatalogEntry } from './catalog.presenter';
import type { CatalogEntry } from './catalog-store';

const entry = (overrides: Partial<CatalogEntry>): CatalogEntry => ({
  id: 'p_1',
  type: 'product',
  numericId: 1,
  name: '牛丼 並盛',
  nameEn: 'Beef bowl',
  shopId: 'matsuya',
  shopName: '松屋',
  cal: 650,
  protein: 20,
  fat: 18,
  carbs: 90,
  price: 480,
  category: '丼',
  productType: null,
  genres: ['gyudon'],
  breakfastOnly: false,
  kidsMenu: false,
  releasedAt: null,
  popularity: 10,
  status: 'active',
  components: [{ name: 'ご飯', cal: 350, protein: 5, fat: 1, carbs: 80 }],
  detailedNutrition: undefined,
  ...overrides,
});

describe('presentCatalogEntry', () => {
  it('lists a product’s fields in the order of the spec’s item, with its shop, price and type', () => {
    const item = presentCatalogEntry(entry({}), 87.65432, false);
    expect(Object.keys(item)).toEqual([
      'id',
      'type',
      'productId',
      'name',
      'nameEn',
      'shopId',
      'shopName',
      'cal',
      'protein',
      'fat',
      'carbs',
      'price',
      'productType',
      'category',
      'genres',
      'imageUrl',
      'score',
    ]);
    expect(item).toMatchObject({ productId: 1, shopName: '松屋', price: 480, productType: 'main', imageUrl: null, score: 87.654 });
  });

  it('gives a dish without a shop no shop, price or product type, and its components only in detail', () => {
    const dish = entry({ id: 'g_2', type: 'dish', numericId: 2, shopId: null, shopName: null, price: null });
    expect(Object.keys(presentCatalogEntry(dish, 50, false))).toEqual([
      'id',
      'type',
      'dishId',
      'name',
      'nameEn',
      'cal',
      'protein',
      'fat',
      'carbs',
      'category',
      'genres',
      'imageUrl',
      'score',
    ]);
    expect(presentCatalogEntry(dish, 50, true).components).toEqual([{ name: 'ご飯', cal: 350, protein: 5, fat: 1, carbs: 80 }]);
  });

  it('names the shop by its id when the shop has no name', () => {
    expect(presentCatalogEntry(entry({ shopName: null }), 1, false).shopName).toBe('matsuya');
  });
});
