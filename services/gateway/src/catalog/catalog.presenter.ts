import type { CatalogItem } from '@shokuji/contracts';

/**
 * Adds the links of a catalog item (API-SPEC.md → Catalog item): the product's web page
 * `{site}/<lang>/shops/<shop_id>/products/<product_id>/` and a generated public image.
 */
export function withCatalogLinks(item: CatalogItem, publicBaseUrl: string): CatalogItem {
  // Object.assign, not a leading spread plus more properties: docs/benchmarks.md → Object spread.
  return Object.assign(
    {},
    item,
    item.type === 'product' && item.shopId ? { pageUrl: `${publicBaseUrl}/ja/shops/${item.shopId}/products/${item.productId}/` } : {},
    { imageUrl: `${publicBaseUrl}/images/catalog/${item.id}.svg` },
  );
}
