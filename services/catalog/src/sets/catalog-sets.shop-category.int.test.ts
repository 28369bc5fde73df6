import { loadCatalogFiles } from '@shokuji/search-index';
import { catalogStoreParts, storeOfParts, type CatalogStore } from '../store/catalog-store';
import { suggestSets } from './catalog-sets.service';

/**
 * The shop's category reaches the optimizer (docs/sets.md → Included parts): at a convenience store a coffee without its
 * machine's cup size is a chilled cup from the shelf, a glass, so at breakfast it stands beside no juice. Three of
 * ローソン's own rows, in a store whose shop is the bundled ローソン or the same shop filed as a café.
 */
describe('POST /sets reads the shop’s category', () => {
  let lawson: (category: string) => CatalogStore;
  beforeAll(async () => {
    const files = await loadCatalogFiles();
    const names = ['大きなおにぎり 鮭', 'ミルクたっぷり カフェラテ', 'アップルジュース（復刻） S'];
    const products = names.map((name) => files.products.find((row) => row.shopId === 'lawson' && row.name === name)!);
    expect(products.every(Boolean)).toBe(true);
    const shop = files.shops.find((row) => row.id === 'lawson')!;
    expect(shop.category).toBe('convenience');
    lawson = (category) => storeOfParts(catalogStoreParts({ ...files, shops: [{ ...shop, category }], products, dishes: [] }));
  });

  const breakfastOfThree = (store: CatalogStore) =>
    suggestSets(store, {
      shopId: 'lawson',
      target: { cal: 500, protein: 15, fat: 12, carbs: 80 },
      mealType: 'breakfast',
      minItems: 3,
      maxItems: 3,
      setLimit: 3,
      history: { items: [], pairs: [] },
    }).sets;

  it('at a convenience store, a shelf latte and a juice are two glasses: no set of the three', () => {
    expect(breakfastOfThree(lawson('convenience'))).toEqual([]);
  });

  it('filed as a café, the same latte is a cup poured at the counter: the three are a breakfast', () => {
    expect(breakfastOfThree(lawson('cafe'))).toHaveLength(1);
  });
});
