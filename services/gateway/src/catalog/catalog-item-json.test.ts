import { CatalogItemSchema, type CatalogItem, type SearchResult } from '@shokuji/contracts';
import { createCatalogItemJson } from './catalog-item-json';
import { dishItem, productItem } from './catalog-item.factories';
import { withCatalogLinks } from './catalog.presenter';

const BASE = 'https://api.example.test';

/**
 * The fixtures linked as the gateway links them, with a name that needs escaping, characters of
 * two, three and four UTF-8 bytes and a lone surrogate (JSON.stringify escapes it), and a null nutrient.
 */
const product = (score = 100): CatalogItem =>
  withCatalogLinks({ ...productItem(), name: '牛丼 "並盛" \\ 改行\n é 🍙 \ud800', fat: null, genres: ['gyudon', 'donburi'], score }, BASE);
const dish = (score = 50): CatalogItem => withCatalogLinks({ ...dishItem(), nameEn: null, score }, BASE);

/** The text whose UTF-8 bytes a byte string holds (one character a byte). */
const textOf = (bytes: string) => {
  expect([...bytes].every((char) => char.charCodeAt(0) <= 0xff)).toBe(true);
  return Buffer.from(bytes, 'latin1').toString('utf8');
};

const reply = (items: CatalogItem[], extra: Partial<SearchResult> = {}) => ({
  data: { total: items.length, returned: items.length, limit: 20, offset: 0, hasMore: false, items, fallback: null, ...extra },
});

/** A value of the same kind that differs from `value` (a field that is absent gets one). */
function changed(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}x`;
  if (Array.isArray(value)) return [...(value as string[]), 'x'];
  if (value === null) return 1;
  return 'x';
}

describe('catalog item JSON', () => {
  it("writes the UTF-8 bytes of JSON.stringify's text, for items seen first and seen again with other scores", () => {
    const json = createCatalogItemJson(100);
    for (const [p, d] of [
      [100, 50],
      [12.345, 0],
      [-0, 99.999],
    ] as const) {
      const answer = reply([product(p), dish(d)]);
      expect(textOf(json.replyUtf8Json(answer))).toBe(JSON.stringify(answer));
    }
    expect(json.size).toBe(2);
  });

  it('keeps the reply fields in their order and leaves out an undefined one, as JSON.stringify does', () => {
    const json = createCatalogItemJson(100);
    const answer = reply([dish()], { fallback: undefined, offset: 20 });
    expect(textOf(json.replyUtf8Json(answer))).toBe(JSON.stringify(answer));
    expect(textOf(json.replyUtf8Json(reply([])))).toBe(JSON.stringify(reply([])));
    // The reply's own fields in Japanese (a fallback's message) come as their UTF-8 bytes too.
    const withFallback = reply([dish()], { fallback: { kind: 'typo', message: '「ぎゅうどm」に近い名前の候補', relatedTerms: ['丼'] } });
    expect(textOf(json.replyUtf8Json(withFallback))).toBe(JSON.stringify(withFallback));
  });

  it.each(Object.keys(CatalogItemSchema.shape).filter((key) => key !== 'score'))(
    'makes the text again when the item with the same id differs in %s',
    (key) => {
      for (const made of [product, dish]) {
        const json = createCatalogItemJson(100);
        json.replyUtf8Json(reply([made()]));
        const other = { ...made(), [key]: changed((made() as Record<string, unknown>)[key]) } as CatalogItem;
        expect(textOf(json.replyUtf8Json(reply([other])))).toBe(JSON.stringify(reply([other])));
        // And the new text is the one kept.
        expect(textOf(json.replyUtf8Json(reply([{ ...other, score: 7 }])))).toBe(JSON.stringify(reply([{ ...other, score: 7 }])));
      }
    },
  );

  it('writes a score that has no JSON number as null, as JSON.stringify does', () => {
    const json = createCatalogItemJson(100);
    json.replyUtf8Json(reply([dish()]));
    const answer = reply([dish(Number.NaN)]);
    expect(textOf(json.replyUtf8Json(answer))).toBe(JSON.stringify(answer));
  });

  it('keeps at most its capacity of items, dropping the oldest', () => {
    const json = createCatalogItemJson(3);
    const items = Array.from({ length: 5 }, (_, i) => ({ ...dish(i), id: `g_${i}`, dishId: i }) as CatalogItem);
    const answer = reply(items);
    expect(textOf(json.replyUtf8Json(answer))).toBe(JSON.stringify(answer));
    expect(json.size).toBe(3);
    expect(textOf(json.replyUtf8Json(answer))).toBe(JSON.stringify(answer));
    expect(json.size).toBe(3);
  });

  it('drops the least recently used item first, so an item still asked for keeps its text', () => {
    const json = createCatalogItemJson(2);
    const [a, b, c] = ['g_a', 'g_b', 'g_c'].map((id, i) => ({ ...dish(i), id, dishId: i }) as CatalogItem);
    json.replyUtf8Json(reply([a!, b!]));
    json.replyUtf8Json(reply([a!]));
    json.replyUtf8Json(reply([c!]));
    // a was used after b: c's text took b's place. An item made again costs one JSON.stringify more than the reply's shell.
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      json.replyUtf8Json(reply([a!]));
      expect(stringify).toHaveBeenCalledTimes(1);
      json.replyUtf8Json(reply([b!]));
      expect(stringify).toHaveBeenCalledTimes(3);
    } finally {
      stringify.mockRestore();
    }
  });
});
