import { SEARCH_LIMIT_MAX, SEARCH_OFFSET_MAX } from '@shokuji/contracts';
import { NUMERIC_FIELDS, TEXT_FIELDS, THEMES } from '../search-engine';

/**
 * The catalog index template. Text arrives pre-analyzed (tokens joined by spaces), so only the core
 * `whitespace` analyzer is needed: no kuromoji, icu or analysis-common plugin (see test/engines).
 * One shard by default; a cluster sets more shards and replicas (ELASTICSEARCH_SHARDS /
 * ELASTICSEARCH_REPLICAS), and searches then score with index-wide term statistics
 * (dfs_query_then_fetch), so BM25 stays the embedded engine's.
 */
export const CATALOG_INDEX_SETTINGS = {
  number_of_shards: 1,
  number_of_replicas: 0,
  refresh_interval: '1s',
  // GET /search pages to offset 10,000 with up to 50 items, past Elasticsearch's default window (10,000).
  max_result_window: SEARCH_OFFSET_MAX + SEARCH_LIMIT_MAX,
};

export const CATALOG_INDEX_MAPPINGS = {
  dynamic: 'strict' as const,
  properties: {
    id: { type: 'keyword' as const },
    type: { type: 'keyword' as const },
    shopId: { type: 'keyword' as const },
    genres: { type: 'keyword' as const },
    breakfastOnly: { type: 'boolean' as const },
    numbers: { properties: Object.fromEntries(NUMERIC_FIELDS.map((field) => [field, { type: 'double' as const }])) },
    themes: { properties: Object.fromEntries(THEMES.map((theme) => [theme, { type: 'double' as const }])) },
    text: { properties: Object.fromEntries(TEXT_FIELDS.map((field) => [field, { type: 'text' as const, analyzer: 'whitespace' }])) },
  },
};
