import { isSharedAnswer, shareAnswer, type CatalogItem, type SearchResult } from '@shokuji/contracts';

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

/** Catalog answers as the public API shows them: every item with its links. */
export function createCatalogPresenter(publicBaseUrl: string) {
  const linked = <T extends { items: CatalogItem[] }>(result: T): T =>
    Object.assign({}, result, { items: result.items.map((item) => withCatalogLinks(item, publicBaseUrl)) });
  // A shared answer (a cached search result) gets one reply, built once and shared too, so the
  // pipeline serializes it once. Only shared answers are keys: an entry keeps its answer alive
  // until a full collection (docs/benchmarks.md → WeakMap entries).
  const sharedReplies = new WeakMap<SearchResult, { data: SearchResult }>();
  return {
    linked,
    searchReply(result: SearchResult): { data: SearchResult } {
      if (!isSharedAnswer(result)) return { data: linked(result) };
      let reply = sharedReplies.get(result);
      if (!reply) {
        reply = shareAnswer({ data: linked(result) });
        sharedReplies.set(result, reply);
      }
      return reply;
    },
  };
}
