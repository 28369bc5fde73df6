import { loadCatalogConfig } from './config';

describe('catalog service configuration', () => {
  it('reads its number variables only as decimal digits, as the gateway does (2026-12-06)', () => {
    for (const name of ['CATALOG_PORT', 'ELASTICSEARCH_SHARDS', 'ELASTICSEARCH_REPLICAS', 'SEARCH_CACHE_ITEMS']) {
      for (const bad of [' ', '0x2', '1e1', '2.0']) {
        expect(() => loadCatalogConfig({ [name]: bad })).toThrow(
          new RegExp(`Invalid catalog configuration:[\\s\\S]*${name}: must be a whole number`),
        );
      }
    }
    expect(
      loadCatalogConfig({ CATALOG_PORT: '', ELASTICSEARCH_SHARDS: '3', ELASTICSEARCH_REPLICAS: '1', SEARCH_CACHE_ITEMS: '0' }),
    ).toMatchObject({
      CATALOG_PORT: 8081,
      ELASTICSEARCH_SHARDS: 3,
      ELASTICSEARCH_REPLICAS: 1,
      SEARCH_CACHE_ITEMS: 0,
    });
  });
});
