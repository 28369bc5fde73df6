import { LRUCache } from 'lru-cache';
import type { CatalogItem } from '@shokuji/contracts';

const SCORE_ZERO = '"score":0';
const EMPTY_ITEMS = '"items":[]';

/**
 * The JSON of a search reply with each catalog item's text made once, not at every reply: an item
 * answers many searches with the same fields and only its score changes, and JSON.stringify spent
 * its time on the items' names and numbers (docs/benchmarks.md → A catalog item's JSON made once).
 *
 * The reply comes as its UTF-8 bytes, one character a byte (a byte string, sent with the 'latin1'
 * encoding): exactly the bytes of JSON.stringify's text. A text with Japanese names in it is two
 * bytes a character in memory, and the socket write counted and transcoded every reply to UTF-8;
 * kept as bytes, the items' texts are joined and written as they are (docs/benchmarks.md → A search
 * reply written as its UTF-8 bytes).
 *
 * An item's text is kept by id beside the item it was made from, and used only for an item whose
 * every field but the score equals that one's (sameExceptScore): a changed catalog (a reindex) or
 * another transport's copy never gets stale text. The item kept is the reply's own, not a copy (a
 * copy's reads cost more): nothing changes a reply's items once it is written. At most `capacity`
 * items are kept, the least recently used dropped first.
 */
export function createCatalogItemJson(capacity: number) {
  const kept = new LRUCache<string, { item: CatalogItem; beforeScore: string; afterScore: string }>({ max: capacity });

  /** The item's text as byte strings [before the score's value, after it]. */
  const split = (item: CatalogItem): [string, string] => {
    const json = JSON.stringify({ ...item, score: 0 });
    // The copy always has the key, and only the key can read "score":0: a quote inside a string value is escaped.
    const at = json.indexOf(SCORE_ZERO);
    return [utf8Bytes(json.slice(0, at + SCORE_ZERO.length - 1)), utf8Bytes(json.slice(at + SCORE_ZERO.length))];
  };

  const itemJson = (item: CatalogItem): string => {
    // Items with a dish's components or detailed nutrition are not search results; they go whole.
    if (item.components !== undefined || item.detailedNutrition !== undefined || !Number.isFinite(item.score)) {
      return utf8Bytes(JSON.stringify(item));
    }
    let entry = kept.get(item.id);
    if (entry === undefined || !sameExceptScore(entry.item, item)) {
      const [beforeScore, afterScore] = split(item);
      entry = { item, beforeScore, afterScore };
      kept.set(item.id, entry);
    }
    // A number's text is ASCII: its bytes are its characters.
    return `${entry.beforeScore}${item.score}${entry.afterScore}`;
  };

  return {
    /** The UTF-8 bytes of JSON.stringify(reply) as a byte string, the items of `reply.data.items` from their kept text. */
    replyUtf8Json(reply: { data: { items: CatalogItem[] } }): string {
      // The reply without its items, then their texts put in: one JSON.stringify call on a small
      // object, and one join, so the text is written in few pieces. Only the key can read
      // "items":[] (a quote inside a string is escaped), and a search result has no other items.
      const shell = utf8Bytes(JSON.stringify({ data: { ...reply.data, items: [] } }));
      const at = shell.indexOf(EMPTY_ITEMS) + EMPTY_ITEMS.length - 1;
      const { items } = reply.data;
      const parts: string[] = [shell.slice(0, at)];
      for (let i = 0; i < items.length; i++) parts.push(i === 0 ? itemJson(items[i]!) : `,${itemJson(items[i]!)}`);
      parts.push(shell.slice(at));
      return parts.join('');
    },
    get size(): number {
      return kept.size;
    },
  };
}

/** A text's UTF-8 bytes as a byte string (one character a byte). */
const utf8Bytes = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

/**
 * Every field of a search result's catalog item but its score, compared one by one (a loop over
 * the keys cost more than the text saved). The test turns each key of CatalogItemSchema in turn
 * and fails when a change here would go unseen.
 */
function sameExceptScore(a: CatalogItem, b: CatalogItem): boolean {
  return (
    a.id === b.id &&
    a.type === b.type &&
    a.productId === b.productId &&
    a.dishId === b.dishId &&
    a.name === b.name &&
    a.nameEn === b.nameEn &&
    a.shopId === b.shopId &&
    a.shopName === b.shopName &&
    a.cal === b.cal &&
    a.protein === b.protein &&
    a.fat === b.fat &&
    a.carbs === b.carbs &&
    a.price === b.price &&
    a.category === b.category &&
    a.productType === b.productType &&
    a.pageUrl === b.pageUrl &&
    a.imageUrl === b.imageUrl &&
    sameTexts(a.genres, b.genres)
  );
}

function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
