import { describeSearchEngineContract } from './search-engine.contract';
import { createEmbeddedSearchEngine } from './embedded/embedded.engine';
import { createElasticsearchSearchEngine } from './elasticsearch/elasticsearch.engine';

describe('SearchEngine: embedded', () => {
  describeSearchEngineContract(async () => createEmbeddedSearchEngine());
});

// Runs against a real Elasticsearch whenever one is configured (test/engines/up.sh).
const elasticsearchUrl = process.env.ELASTICSEARCH_URL;
(elasticsearchUrl ? describe : describe.skip)(
  `SearchEngine: Elasticsearch${elasticsearchUrl ? '' : ' (skipped: ELASTICSEARCH_URL is not set)'}`,
  () => {
    describeSearchEngineContract(async () =>
      createElasticsearchSearchEngine({ url: elasticsearchUrl!, indexAlias: `contract-${Date.now()}`, timeoutMs: 10000 }),
    );
  },
);
