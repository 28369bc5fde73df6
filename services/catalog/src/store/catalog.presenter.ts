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
 * added by the gateway; `detail` adds dish components and detailed nutrition. Properties are set
 * one by one, in the order of the spec's item: a search presents 20 per request, and spreading a
 * small object per optional group cost a copy each.
 */
export function presentCatalogEntry(entry: CatalogEntry, score: number, detail: boolean): CatalogItem {
  const item: CatalogItem = { id: entry.id, type: entry.type } as CatalogItem;
  if (entry.type === 'product') item.productId = entry.numericId;
  else item.dishId = entry.numericId;
  item.name = entry.name;
  item.nameEn = entry.nameEn;
  if (entry.shopId) {
    item.shopId = entry.shopId;
    item.shopName = entry.shopName ?? entry.shopId;
  }
  item.cal = entry.cal;
  item.protein = entry.protein;
  item.fat = entry.fat;
  item.carbs = entry.carbs;
  if (entry.type === 'product') {
    item.price = entry.price;
    item.productType = entry.productType ?? 'main';
  }
  item.category = entry.category;
  item.genres = entry.genres;
  item.imageUrl = null;
  item.score = Math.round(score * 1000) / 1000;
  if (detail && entry.components) item.components = entry.components;
  if (detail && entry.detailedNutrition) item.detailedNutrition = entry.detailedNutrition;
  return item;
}
