import type { CatalogConfig } from '../config';
import type { SearchEngine } from './search-engine';
import { catalogIndexDir } from './search-index.persist';

/** Builds the configured engine, importing only the chosen backend. */
export async function createSearchEngine(
  config: Pick<
    CatalogConfig,
    | 'SEARCH_ENGINE'
    | 'ELASTICSEARCH_URL'
    | 'ELASTICSEARCH_INDEX'
    | 'ELASTICSEARCH_SHARDS'
    | 'ELASTICSEARCH_REPLICAS'
    | 'DATA_DIR'
    | 'CATALOG_INDEX_DIR'
  >,
): Promise<SearchEngine> {
  if (config.SEARCH_ENGINE === 'elasticsearch') {
    const { createElasticsearchSearchEngine } = await import('./elasticsearch/elasticsearch.engine');
    return createElasticsearchSearchEngine({
      url: config.ELASTICSEARCH_URL!,
      indexAlias: config.ELASTICSEARCH_INDEX,
      shards: config.ELASTICSEARCH_SHARDS,
      replicas: config.ELASTICSEARCH_REPLICAS,
    });
  }
  const { createEmbeddedSearchEngine } = await import('./embedded/embedded.engine');
  return createEmbeddedSearchEngine({ indexDir: catalogIndexDir(config) });
}
