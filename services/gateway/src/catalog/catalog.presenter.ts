import { isSharedAnswer, shareAnswer, type CatalogItem, type SearchResult } from '@shokuji/contracts';
import { createCatalogItemJson } from './catalog-item-json';
import { catalogImageUrl, productPageUrl } from './catalog-urls';

/**
 * Catalog items whose JSON a gateway keeps (catalog-item-json.ts): ~1 KB each, ~8 MB in all. The
 * bench mix answers with ~6,600 distinct items; past the capacity the oldest are made again.
 */
const KEPT_ITEM_JSON = 8192;

interface CatalogLinks {
  pageUrl: string | undefined;
  imageUrl: string;
}

/** The links of a catalog item (API-SPEC.md → Catalog item): a product's web page and the generated public image. */
function catalogLinksOf(item: CatalogItem, publicBaseUrl: string): CatalogLinks {
  return {
    pageUrl: item.type === 'product' && item.shopId ? productPageUrl(publicBaseUrl, item.shopId, item.productId) : undefined,
    imageUrl: catalogImageUrl(publicBaseUrl, item.id),
  };
}

/** Adds the links of a catalog item to a copy of it. */
export function withCatalogLinks(item: CatalogItem, publicBaseUrl: string): CatalogItem {
  return setCatalogLinks(Object.assign({}, item), catalogLinksOf(item, publicBaseUrl));
}

/**
 * Links on the item itself, for an item this caller owns: a search answer that is not shared
 * (contracts → shared-answer.ts) was built for this call alone, and copying its 20 items cost a
 * copy each. The keys come in the copy's order: imageUrl already has its place (the catalog sends
 * it as null) and keeps it, and pageUrl is new and comes last.
 */
function setCatalogLinks(item: CatalogItem, links: CatalogLinks): CatalogItem {
  if (links.pageUrl !== undefined) item.pageUrl = links.pageUrl;
  item.imageUrl = links.imageUrl;
  return item;
}

/**
 * The links of the items one presenter linked, by id, beside the fields they were made from: an
 * item answers many searches, and its two links made anew for each answer were new strings that
 * the kept JSON's field check (catalog-item-json.ts) then compared character by character; kept,
 * they are made once and compared by reference (docs/benchmarks.md → stop 82). An item whose type,
 * shop or product changed gets new links. At most as many items as their kept JSON, all dropped
 * when full.
 */
function createKeptCatalogLinks(publicBaseUrl: string) {
  const kept = new Map<string, CatalogLinks & Pick<CatalogItem, 'type' | 'shopId' | 'productId'>>();
  return (item: CatalogItem): CatalogItem => {
    let entry = kept.get(item.id);
    if (entry === undefined || entry.type !== item.type || entry.shopId !== item.shopId || entry.productId !== item.productId) {
      const { pageUrl, imageUrl } = catalogLinksOf(item, publicBaseUrl);
      entry = { type: item.type, shopId: item.shopId, productId: item.productId, pageUrl, imageUrl };
      if (kept.size >= KEPT_ITEM_JSON) kept.clear();
      kept.set(item.id, entry);
    }
    return setCatalogLinks(item, entry);
  };
}

/** Catalog answers as the public API shows them: every item with its links. */
export function createCatalogPresenter(publicBaseUrl: string) {
  const linked = <T extends { items: CatalogItem[] }>(result: T): T =>
    Object.assign({}, result, { items: result.items.map((item) => withCatalogLinks(item, publicBaseUrl)) });
  // A shared answer (a cached search result) gets one reply, built once and shared too, so the
  // pipeline serializes it once. Only shared answers are keys: an entry keeps its answer alive
  // until a full collection (docs/benchmarks.md → WeakMap entries).
  const sharedReplies = new WeakMap<SearchResult, { data: SearchResult }>();
  const itemJson = createCatalogItemJson(KEPT_ITEM_JSON);
  const addCatalogLinks = createKeptCatalogLinks(publicBaseUrl);
  return {
    linked,
    /** A search reply's JSON as UTF-8 bytes, its items' text made once (catalog-item-json.ts). */
    searchReplyUtf8Json: itemJson.replyUtf8Json,
    searchReply(result: SearchResult): { data: SearchResult } {
      if (!isSharedAnswer(result)) {
        for (const item of result.items) addCatalogLinks(item);
        return { data: result };
      }
      let reply = sharedReplies.get(result);
      if (!reply) {
        reply = shareAnswer({ data: linked(result) });
        sharedReplies.set(result, reply);
      }
      return reply;
    },
  };
}
