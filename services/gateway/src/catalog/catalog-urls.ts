/**
 * The public URLs of catalog items (API-SPEC.md → Catalog item): a generated image, and a product's
 * web page `{site}/<lang>/shops/<shop_id>/products/<product_id>/`, linked in Japanese. Search answers
 * (catalog.presenter.ts) and sets (sets.presenter.ts) link them here; mountCatalogPages serves them.
 */
export const catalogImageUrl = (publicBaseUrl: string, itemId: string): string => `${publicBaseUrl}/images/catalog/${itemId}.svg`;

export const productPageUrl = (publicBaseUrl: string, shopId: string, productId: number | undefined): string =>
  `${publicBaseUrl}/ja/shops/${shopId}/products/${productId}/`;
