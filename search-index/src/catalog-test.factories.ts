import type { DishRow, Genre, ProductRow, ShopRow } from './catalog-row.schema';

// Factories for catalog rows (docs/CONTRIBUTING.md → Tests).
export const buildShopRow = (overrides: Partial<ShopRow> = {}): ShopRow => ({
  id: 'test-shop',
  name: 'テスト食堂',
  nameEn: 'Test Diner',
  reading: 'てすとしょくどう',
  romaji: 'tesutoshokudo',
  type: 'RESTAURANT',
  category: 'teishoku',
  websiteUrl: 'https://example.com/',
  aliases: [],
  parentCompany: null,
  ...overrides,
});

export const buildGenre = (overrides: Partial<Genre> = {}): Genre => ({
  id: 'teishoku',
  nameJa: '定食',
  nameEn: 'Set meals',
  description: 'テスト',
  ...overrides,
});

export const buildProductRow = (overrides: Partial<ProductRow> = {}): ProductRow => ({
  productId: 1,
  shopId: 'test-shop',
  name: '生姜焼き定食',
  category: '定食',
  productType: 'set',
  genres: ['teishoku'],
  cal: 800,
  protein: 30,
  fat: 30,
  carbs: 102,
  nutrients: { salt: 3.2 },
  price: 890,
  breakfastOnly: false,
  releasedAt: '2025-04-01',
  popularity: 500,
  status: 'active',
  origin: 'real',
  source: { repo: 'owner/repo' },
  ...overrides,
});

export const buildDishRow = (overrides: Partial<DishRow> = {}): DishRow => ({
  dishId: 1,
  name: 'ご飯 並盛',
  category: '主食',
  genres: ['teishoku'],
  cal: 234,
  protein: 3.8,
  fat: 0.5,
  carbs: 55.7,
  nutrients: {},
  components: [{ name: 'ご飯 150g', foodNumber: '01088', grams: 150, cal: 234, protein: 3.8, fat: 0.5, carbs: 55.7 }],
  popularity: 100,
  status: 'active',
  origin: 'generated',
  generatorVersion: 'test',
  ...overrides,
});
