import { DishRowSchema, GenreSchema, ProductRowSchema, ShopRowSchema } from './catalog-row.schema';
import { buildDishRow, buildGenre, buildProductRow, buildShopRow } from './catalog-test.factories';

describe('catalog row schemas', () => {
  it('accepts well-formed rows', () => {
    expect(ShopRowSchema.safeParse(buildShopRow()).success).toBe(true);
    expect(GenreSchema.safeParse(buildGenre()).success).toBe(true);
    expect(ProductRowSchema.safeParse(buildProductRow()).success).toBe(true);
    expect(DishRowSchema.safeParse(buildDishRow()).success).toBe(true);
  });

  it('accepts a product without P/F/C or price (Saizeriya publishes kcal only)', () => {
    expect(ProductRowSchema.safeParse(buildProductRow({ protein: null, fat: null, carbs: null, price: null })).success).toBe(true);
  });

  it('requires a generator version on generated rows', () => {
    expect(ProductRowSchema.safeParse(buildProductRow({ origin: 'generated' })).success).toBe(false);
    expect(DishRowSchema.safeParse(buildDishRow({ generatorVersion: undefined })).success).toBe(false);
  });

  it('refuses 0 or more than 3 genres, negative numbers and unknown nutrient keys', () => {
    expect(ProductRowSchema.safeParse(buildProductRow({ genres: [] })).success).toBe(false);
    expect(ProductRowSchema.safeParse(buildProductRow({ genres: ['a', 'b', 'c', 'd'] })).success).toBe(false);
    expect(ProductRowSchema.safeParse(buildProductRow({ cal: -1 })).success).toBe(false);
    expect(ProductRowSchema.safeParse({ ...buildProductRow(), nutrients: { caffeine: 1 } }).success).toBe(false);
  });

  it('refuses unknown fields, statuses and malformed ids', () => {
    expect(ProductRowSchema.safeParse({ ...buildProductRow(), pageUrl: 'https://example.com' }).success).toBe(false);
    expect(ProductRowSchema.safeParse({ ...buildProductRow(), status: 'deleted' }).success).toBe(false);
    expect(ShopRowSchema.safeParse(buildShopRow({ id: 'Bad Id' })).success).toBe(false);
    expect(DishRowSchema.safeParse(buildDishRow({ components: [] })).success).toBe(false);
  });
});
