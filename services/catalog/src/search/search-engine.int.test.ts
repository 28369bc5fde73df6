import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeSearchEngineContract } from './search-engine.contract';
import { createEmbeddedSearchEngine } from './embedded/embedded.engine';
import { createElasticsearchSearchEngine } from './elasticsearch/elasticsearch.engine';

describe('SearchEngine: embedded', () => {
  const indexDir = mkdtempSync(join(tmpdir(), 'shokuji-engine-contract-'));
  describeSearchEngineContract(async () => createEmbeddedSearchEngine({ indexDir }));
});

// Runs against a real Elasticsearch whenever one is configured (test/engines/up.sh).
const elasticsearchUrl = process.env.ELASTICSEARCH_URL;
(elasticsearchUrl ? describe : describe.skip)(
  `SearchEngine: Elasticsearch${elasticsearchUrl ? '' : ' (skipped: ELASTICSEARCH_URL is not set)'}`,
  () => {
    const indexAlias = `contract-${Date.now()}`;
    describeSearchEngineContract(async () => createElasticsearchSearchEngine({ url: elasticsearchUrl!, indexAlias, timeoutMs: 10000 }));
  },
);
