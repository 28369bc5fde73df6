import { shareAnswer, type SearchResult } from '@shokuji/contracts';
import { dishItem, productItem } from './catalog-item.factories';
import { createCatalogPresenter, withCatalogLinks } from './catalog.presenter';

const BASE = 'https://api.example.test';

const answer = (): SearchResult => ({
  total: 2,
  returned: 2,
  limit: 20,
  offset: 0,
  hasMore: false,
  items: [productItem(), dishItem()],
  fallback: null,
});

describe('catalog presenter: searchReply', () => {
  const present = createCatalogPresenter(BASE);

  it('links every item of an answer built for this call, in the same bytes as a linked copy', () => {
    const expected = JSON.stringify({ data: { ...answer(), items: answer().items.map((item) => withCatalogLinks(item, BASE)) } });
    const reply = present.searchReply(answer());
    expect(JSON.stringify(reply)).toBe(expected);
    expect(reply.data.items[0]).toMatchObject({
      pageUrl: `${BASE}/ja/shops/matsuya/products/1/`,
      imageUrl: `${BASE}/images/catalog/p_1.svg`,
    });
    expect(reply.data.items[1]).not.toHaveProperty('pageUrl');
    expect(reply.data.items[1]!.imageUrl).toBe(`${BASE}/images/catalog/g_2.svg`);
  });

  it('links an item by its fields as they are now: a product moved to another shop links its new page (a guard of the kept links)', () => {
    expect(present.searchReply(answer()).data.items[0]!.pageUrl).toBe(`${BASE}/ja/shops/matsuya/products/1/`);
    const moved = answer();
    moved.items[0]!.shopId = 'sukiya';
    expect(present.searchReply(moved).data.items[0]!.pageUrl).toBe(`${BASE}/ja/shops/sukiya/products/1/`);
    const renumbered = answer();
    renumbered.items[0]!.productId = 2;
    expect(present.searchReply(renumbered).data.items[0]!.pageUrl).toBe(`${BASE}/ja/shops/matsuya/products/2/`);
    expect(present.searchReply(answer()).data.items[1]).not.toHaveProperty('pageUrl');
  });

  it('never changes a shared answer: its reply is a linked copy, the same object on every call', () => {
    const shared = shareAnswer(answer());
    const reply = present.searchReply(shared);
    expect(shared.items[0]!.imageUrl).toBeNull();
    expect(shared.items[0]).not.toHaveProperty('pageUrl');
    expect(reply.data.items[0]!.imageUrl).toBe(`${BASE}/images/catalog/p_1.svg`);
    expect(present.searchReply(shared)).toBe(reply);
  });
});

describe('withCatalogLinks', () => {
  it('leaves the item it links unchanged', () => {
    const item = productItem();
    const linked = withCatalogLinks(item, BASE);
    expect(item.imageUrl).toBeNull();
    expect(item).not.toHaveProperty('pageUrl');
    expect(linked.pageUrl).toBe(`${BASE}/ja/shops/matsuya/products/1/`);
  });
});
