import type { SearchFilters } from '@shokuji/contracts';
import type { CatalogEntry, CatalogStore } from '../store/catalog-store';
import type { AnalyzedQuery, CatalogTextAnalyzer } from './catalog-text-analyzer';
import type { NameSearch } from './name-matches.search';
import { createOwnFoodFirst } from './own-food-first.search';
import type { EngineResult } from './search-engine';

/** Items by id and name; every name holding サラダ after the food is another food named after it (パスタサラダ). */
const NAMES: Record<string, string> = {
  p1: 'ミルクティー 2L',
  p2: 'ミルクティー サラダ',
  p3: 'ミルクティー',
  p4: 'ミルクティー 500ml',
  p5: 'ロイヤルミルクティー 1000ml',
  p6: 'ミルクティー',
};

/** ownFoodFirst over a store of NAMES that counts its reads, the engine's order being NAMES' order. */
function ownFoodFirstOver() {
  const reads: string[] = [];
  const store = {
    get: (id: string) => {
      reads.push(id);
      return id in NAMES ? ({ id, name: NAMES[id], category: 'ドリンク', productType: null } as unknown as CatalogEntry) : undefined;
    },
    categories: ['ドリンク'],
  } as unknown as CatalogStore;
  const analyzer = {
    wordsNameOnlyShops: () => false,
    foodNamedAfter: (name: string) => (name.includes('サラダ') ? 'サラダ' : null),
  } as unknown as CatalogTextAnalyzer;
  const ranked = Object.keys(NAMES).map((id, i) => ({ id, score: 10 - i }));
  const runQuery = async (_analyzed: AnalyzedQuery | null, _filters: SearchFilters, from: number, size: number): Promise<EngineResult> => ({
    total: ranked.length,
    hits: ranked.slice(from, from + size),
  });
  const { ownFoodFirst } = createOwnFoodFirst({ store, analyzer, runQuery } as unknown as NameSearch);
  const analyzed = { words: ['ミルクティー'], terms: [[]], excluded: [] } as unknown as AnalyzedQuery;
  const firstPage = (limit: number) =>
    ownFoodFirst(analyzed, { total: ranked.length, hits: ranked.slice(0, limit) }, {} as SearchFilters, 0, limit);
  return { firstPage, reads };
}

describe('a food typed alone: its own items first, bottles of several servings after them', () => {
  it('orders the first page: the own items, another food named after it, then the 2 L and 1000 ml bottles', async () => {
    const { firstPage } = ownFoodFirstOver();
    expect((await firstPage(3))!.hits.map((hit) => hit.id)).toEqual(['p3', 'p4', 'p6']);
    expect((await firstPage(6))!.hits.map((hit) => hit.id)).toEqual(['p3', 'p4', 'p6', 'p2', 'p1', 'p5']);
  });

  it('reads each hit from the store once a search, though the page is asked of again among the pool and each hit by several tests', async () => {
    const { firstPage, reads } = ownFoodFirstOver();
    await firstPage(3);
    expect([...reads].sort()).toEqual(Object.keys(NAMES));
  });
});
