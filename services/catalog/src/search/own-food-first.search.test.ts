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

/**
 * Items by id and name in a theme's order (sort=score-balance ranks by nutrition alone), the first two met by their name only as
 * another dish's side salad, the fourth through its category alone.
 */
const THEMED: Record<string, { name: string; category: string }> = {
  t1: { name: 'ロコモコ 特盛 味噌汁・サラダ付き', category: '丼' },
  t2: { name: 'ピラフ 大盛 サラダ付き', category: '洋食' },
  t3: { name: '海藻サラダ', category: 'サラダ' },
  t4: { name: 'コールスロー', category: 'サラダ' },
  t5: { name: 'ごぼうサラダ', category: 'サラダ' },
};

/** ownFoodFirst under sort=score-balance over THEMED: the engine keeps THEMED's order, and a q without its category clause meets the names. */
function themedOver() {
  const store = {
    get: (id: string) => (id in THEMED ? ({ id, ...THEMED[id], productType: null } as unknown as CatalogEntry) : undefined),
    categories: ['丼', '洋食', 'サラダ'],
  } as unknown as CatalogStore;
  const analyzer = { wordsNameOnlyShops: () => false, foodNamedAfter: () => null } as unknown as CatalogTextAnalyzer;
  const runQuery = async (analyzed: AnalyzedQuery | null, _filters: SearchFilters, from: number, size: number): Promise<EngineResult> => {
    const byCategory = analyzed!.terms.some((term) => term.some((clause) => clause.field === 'category'));
    const ranked = Object.keys(THEMED)
      .filter((id) => byCategory || THEMED[id]!.name.includes('サラダ'))
      .map((id, i) => ({ id, score: 1 - i / 10 }));
    return { total: ranked.length, hits: ranked.slice(from, from + size) };
  };
  const { ownFoodFirst } = createOwnFoodFirst({ store, analyzer, runQuery } as unknown as NameSearch);
  const clause = (field: string) => ({ field, tokens: ['さらだ'], minShould: 1, boost: 1 });
  const analyzed = { words: ['サラダ'], terms: [[clause('name'), clause('category')]], excluded: [] } as unknown as AnalyzedQuery;
  return async (offset: number, limit: number) => {
    const page = await runQuery(analyzed, {} as SearchFilters, offset, limit);
    const filters = { sort: 'score-balance' } as SearchFilters;
    return ((await ownFoodFirst(analyzed, page, filters, offset, limit)) ?? page).hits.map((hit) => hit.id);
  };
}

describe('a food typed alone under a theme order (round 43)', () => {
  it('ranks the food own items by the theme first, then the dishes with it as their side, then the rows met by category alone', async () => {
    const page = themedOver();
    expect(await page(0, 5)).toEqual(['t3', 't5', 't1', 't2', 't4']);
    expect(await page(0, 2)).toEqual(['t3', 't5']);
    expect(await page(2, 2)).toEqual(['t1', 't2']);
  });
});
