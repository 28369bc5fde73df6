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
 * added by the gateway; `detail` adds dish components and detailed nutrition. Each type's item is
 * one literal naming its properties in the order of the spec's item: a search presents 20 per
 * request, and a literal costs about half of setting them one by one (docs/benchmarks.md → A
 * catalog item's JSON made once). Every product has a shop (ProductRow); a null one is left out.
 */
export function presentCatalogEntry(entry: CatalogEntry, score: number, detail: boolean): CatalogItem {
  const rounded = Math.round(score * 1000) / 1000;
  const item: CatalogItem =
    entry.type === 'product'
      ? {
          id: entry.id,
          type: 'product',
          productId: entry.numericId,
          name: entry.name,
          nameEn: entry.nameEn,
          shopId: entry.shopId ?? undefined,
          shopName: entry.shopName ?? entry.shopId ?? undefined,
          cal: entry.cal,
          protein: entry.protein,
          fat: entry.fat,
          carbs: entry.carbs,
          price: entry.price,
          productType: entry.productType ?? 'main',
          category: entry.category,
          genres: entry.genres,
          imageUrl: null,
          score: rounded,
        }
      : {
          id: entry.id,
          type: 'dish',
          dishId: entry.numericId,
          name: entry.name,
          nameEn: entry.nameEn,
          cal: entry.cal,
          protein: entry.protein,
          fat: entry.fat,
          carbs: entry.carbs,
          category: entry.category,
          genres: entry.genres,
          imageUrl: null,
          score: rounded,
        };
  if (detail && entry.components) item.components = entry.components;
  if (detail && entry.detailedNutrition) item.detailedNutrition = entry.detailedNutrition;
  return item;
}
