import { metrics } from '@shokuji/runtime';
import type { CatalogConfig } from '../config';
import type { SearchEngine } from './search-engine';
import { catalogIndexDir } from './search-index.persist';

/** Builds the configured engine, importing only the chosen backend; its searches are timed (shokuji_search_duration_seconds). */
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
    return timedSearches(
      createElasticsearchSearchEngine({
        url: config.ELASTICSEARCH_URL!,
        indexAlias: config.ELASTICSEARCH_INDEX,
        shards: config.ELASTICSEARCH_SHARDS,
        replicas: config.ELASTICSEARCH_REPLICAS,
      }),
    );
  }
  const { createEmbeddedSearchEngine } = await import('./embedded/embedded.engine');
  return timedSearches(createEmbeddedSearchEngine({ indexDir: catalogIndexDir(config) }));
}

function timedSearches(engine: SearchEngine): SearchEngine {
  const search = engine.search.bind(engine);
  const histogram = metrics.searchDuration.labels({ engine: engine.name });
  return {
    ...engine,
    search: async (query) => {
      const end = histogram.startTimer();
      try {
        return await search(query);
      } finally {
        end();
      }
    },
  };
}
