import type { SearchFilters } from '@shokuji/contracts';
import type { CatalogEntry, CatalogStore } from '../store/catalog-store';
import type { AnalyzedQuery } from './catalog-text-analyzer';
import { createChainKindSearch } from './chain-kind.search';
import type { NameSearch } from './name-matches.search';
import type { EngineResult } from './search-engine';

/** A chain-kind search over a store whose entries are `shopOf` ids' shops, counting the store's reads and the engine's queries. */
function chainKindOver(shopOf: Record<string, string | null>, namesOnlyShops = true) {
  const reads: string[] = [];
  const queries: SearchFilters[] = [];
  const store = {
    get: (id: string) => {
      reads.push(id);
      return id in shopOf ? ({ id, shopId: shopOf[id] } as CatalogEntry) : undefined;
    },
    shop: (id: string) => ({ id, category: id === 'coco' ? 'curry' : 'convenience' }),
  } as unknown as CatalogStore;
  const analyzer = { wordsNameOnlyShops: () => namesOnlyShops };
  const runQuery = async (_analyzed: AnalyzedQuery | null, filters: SearchFilters): Promise<EngineResult> => {
    queries.push(filters);
    return { total: 1, hits: [{ id: 'a', score: 1 }] };
  };
  const { chainKindFirst } = createChainKindSearch({ store, analyzer, runQuery } as unknown as NameSearch);
  const page = (ids: string[]) =>
    chainKindFirst(
      { words: ['ココイチ'] } as unknown as AnalyzedQuery,
      { total: ids.length, hits: ids.map((id) => ({ id, score: 1 })) },
      {} as SearchFilters,
      0,
      20,
    );
  return { page, reads, queries };
}

describe('chain kind first: the one chain of a page', () => {
  it('asks for the kind of a page whose hits are all one chain named for a food', async () => {
    const { page, queries } = chainKindOver({ a: 'coco', b: 'coco', c: 'coco' });
    await page(['a', 'b', 'c']);
    expect(queries[0]).toEqual({ genre: ['curry'] });
  });

  it.each([
    ['a second chain', { a: 'coco', b: 'seven', c: 'coco' }, ['a', 'b', 'c']],
    ['a hit of no shop', { a: 'coco', b: null, c: 'coco' }, ['a', 'b', 'c']],
    ['a hit the store does not hold', { a: 'coco', c: 'coco' }, ['a', 'b', 'c']],
    ['a first hit of no shop', { a: null, b: null }, ['a', 'b']],
    ['a chain of no food kind', { a: 'seven', b: 'seven' }, ['a', 'b']],
  ])('asks nothing more for a page with %s', async (_case, shops, ids) => {
    const { page, queries } = chainKindOver(shops);
    expect(await page(ids)).toBeNull();
    expect(queries).toEqual([]);
  });

  it('reads a page only until a hit of another shop: a food fills most pages from several chains', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `i${i}`);
    const { page, reads } = chainKindOver(Object.fromEntries(ids.map((id, i) => [id, i % 2 ? 'seven' : 'coco'])));
    expect(await page(ids)).toBeNull();
    expect(reads).toEqual(['i0', 'i1']);
  });

  it('asks nothing more when q names more than shops', async () => {
    const { page, queries } = chainKindOver({ a: 'coco', b: 'coco' }, false);
    expect(await page(['a', 'b'])).toBeNull();
    expect(queries).toEqual([]);
  });
});
