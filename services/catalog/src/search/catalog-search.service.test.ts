import type { SearchQuery } from '@shokuji/contracts';
import type { CatalogStore } from '../store/catalog-store';
import { createCatalogSearchService } from './catalog-search.service';
import type { CatalogTextAnalyzer } from './catalog-text-analyzer';
import type { EngineQuery, SearchEngine } from './search-engine';

/** The service's cache policy, seen from the engine: what reaches it again and what does not. */
function serviceWithCountingEngine() {
  const queries: EngineQuery[] = [];
  const engine: SearchEngine = {
    name: 'embedded',
    replaceAll: async () => undefined,
    restore: async () => false,
    search: async (query) => {
      queries.push(query);
      return { total: 0, hits: [] };
    },
    count: async () => 0,
    ping: async () => 'ok',
    close: async () => undefined,
  };
  // Browse and budget searches without q never reach the analyzer; an empty store knows no items.
  const store = { entries: [], get: () => undefined, categories: [], shops: [], shop: () => undefined, genres: [] } as CatalogStore;
  const analyzer = {} as CatalogTextAnalyzer;
  const service = createCatalogSearchService({ store, engine, analyzer, resultCacheItems: 100 });
  return { service, queries };
}

const browse = { sort: 'cal-asc', limit: 20, offset: 0 } as SearchQuery;

describe('catalog search service: recent answers', () => {
  it('answers a repeated shared search without the engine', async () => {
    const { service, queries } = serviceWithCountingEngine();
    const first = await service.search(browse);
    expect(await service.search({ ...browse })).toBe(first);
    expect(queries).toHaveLength(1);
  });

  it.each([{ targetCal: 500 }, { targetProtein: 20 }, { targetFat: 10 }, { targetCarbs: 60 }])(
    "asks the engine for every budget-fit search (%o): its targets are one caller's remaining amounts",
    async (target) => {
      const { service, queries } = serviceWithCountingEngine();
      const fit = { limit: 20, offset: 0, ...target } as SearchQuery;
      await service.search(fit);
      await service.search({ ...fit });
      expect(queries).toHaveLength(2);
      expect(queries[1]!.order.kind).toBe('fit');
    },
  );
});

describe('catalog search service: refused filters', () => {
  it.each([
    [
      { shop: ['nope', 'gone'] },
      'shop: unknown shop id(s) nope, gone; use an id from GET /shops',
      '店舗ID「nope」「gone」は見つかりません。GET /shops で確認してください。',
    ],
    [
      { genre: ['sushii'] },
      'genre: unknown genre id(s) sushii; see GET /help',
      'ジャンルID「sushii」は見つかりません。GET /help で確認してください。',
    ],
  ])('names the unknown ids %o in userMessage too, not only in error', async (filter, error, userMessage) => {
    const { service, queries } = serviceWithCountingEngine();
    await expect(service.search({ ...browse, ...filter } as SearchQuery)).rejects.toMatchObject({
      code: 'invalid_request',
      message: error,
      details: { userMessage },
    });
    expect(queries).toHaveLength(0);
  });
});
