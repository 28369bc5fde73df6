import type { CatalogItem, Shop } from '@shokuji/contracts';
import type { ShopRow } from '@shokuji/search-index';
import type { CatalogEntry } from './catalog-store';

/** API-SPEC.md → Shop: the public fields only. */
export function presentShop(shop: ShopRow): Shop {
  return {
    id: shop.id,
    name: shop.name,
    nameEn: shop.nameEn,
    type: shop.type,
    category: shop.category,
    websiteUrl: shop.websiteUrl,
    aliases: shop.aliases,
  };
}

/**
 * API-SPEC.md → Catalog item. Links (pageUrl, imageUrl) depend on the public base URL and are
 * added by the gateway; `detail` adds dish components and detailed nutrition.
 */
export function presentCatalogEntry(entry: CatalogEntry, score: number, detail: boolean): CatalogItem {
  return {
    id: entry.id,
    type: entry.type,
    ...(entry.type === 'product' ? { productId: entry.numericId } : { dishId: entry.numericId }),
    name: entry.name,
    nameEn: entry.nameEn,
    ...(entry.shopId ? { shopId: entry.shopId, shopName: entry.shopName ?? entry.shopId } : {}),
    cal: entry.cal,
    protein: entry.protein,
    fat: entry.fat,
    carbs: entry.carbs,
    ...(entry.type === 'product' ? { price: entry.price, productType: entry.productType ?? 'main' } : {}),
    category: entry.category,
    genres: entry.genres,
    imageUrl: null,
    score: Math.round(score * 1000) / 1000,
    ...(detail && entry.components ? { components: entry.components } : {}),
    ...(detail && entry.detailedNutrition ? { detailedNutrition: entry.detailedNutrition } : {}),
  };
}
