import type { CatalogItem } from '@shokuji/contracts';

/** A product as the catalog answers it: every product field, no links yet (imageUrl null, no pageUrl). */
export const productItem = (): CatalogItem =>
  ({
    id: 'p_1',
    type: 'product',
    productId: 1,
    name: '牛丼 並盛',
    nameEn: 'Beef bowl',
    shopId: 'matsuya',
    shopName: '松屋',
    cal: 650,
    protein: 20,
    fat: 18,
    carbs: 90,
    price: 480,
    productType: 'main',
    category: '丼',
    genres: ['gyudon'],
    imageUrl: null,
    score: 100,
  }) as CatalogItem;

/** A dish as the catalog answers it, no links yet. */
export const dishItem = (): CatalogItem =>
  ({
    id: 'g_2',
    type: 'dish',
    dishId: 2,
    name: '肉じゃが',
    nameEn: 'Nikujaga',
    cal: 300,
    protein: 12,
    fat: 10,
    carbs: 40,
    category: '煮物',
    genres: [],
    imageUrl: null,
    score: 50,
  }) as CatalogItem;
