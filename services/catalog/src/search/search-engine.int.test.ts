import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@elastic/elasticsearch';
import { SEARCH_LIMIT_MAX, SEARCH_OFFSET_MAX } from '@shokuji/contracts';
import { baseQuery, describeSearchEngineContract } from './search-engine.contract';
import { createEmbeddedSearchEngine } from './embedded/embedded.engine';
import { createElasticsearchSearchEngine } from './elasticsearch/elasticsearch.engine';
import { CATALOG_INDEX_MAPPINGS } from './elasticsearch/elasticsearch.mapping';

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

    it('widens the result window of an index it restores that was built with the default one', async () => {
      const alias = `window-${Date.now()}`;
      const key = 'older';
      const client = new Client({ node: elasticsearchUrl! });
      const engine = createElasticsearchSearchEngine({ url: elasticsearchUrl!, indexAlias: alias, timeoutMs: 10000 });
      try {
        // As an index built before the window setting: today's mappings, Elasticsearch's default window.
        await client.indices.create({ index: `${alias}-${key}-1`, mappings: CATALOG_INDEX_MAPPINGS, aliases: { [alias]: {} } });
        expect(await engine.restore(key)).toBe(true);
        expect(await engine.search(baseQuery({ from: SEARCH_OFFSET_MAX, size: SEARCH_LIMIT_MAX }))).toEqual({ total: 0, hits: [] });
      } finally {
        await engine.close();
        await client.indices.delete({ index: `${alias}-*` });
        await client.close();
      }
    });
  },
);
