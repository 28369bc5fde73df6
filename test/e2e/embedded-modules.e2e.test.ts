import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startGateway, tempDataDir, waitHealthy } from '../support/service-process';

/**
 * A gateway on the embedded defaults (SQLite, the embedded search engine) loads no driver of a
 * backend it does not use: each is ~0.1-0.2 s of every start (docs/benchmarks.md → Start-up).
 * The process records the packages it loaded (test/support/record-loaded-packages.js) and the test
 * reads them after it stopped.
 */
describe('a gateway on the embedded defaults', () => {
  it('starts healthy without loading the MongoDB or Elasticsearch drivers', async () => {
    const loadedFile = join(tempDataDir('loaded-packages'), 'packages.txt');
    const gateway = await startGateway({
      RECORDS_STORE: 'embedded',
      SEARCH_ENGINE: 'embedded',
      SERVICE_NODE_ARGS: `--require ${join(REPO_ROOT, 'test', 'support', 'record-loaded-packages.js')}`,
      LOADED_PACKAGES_FILE: loadedFile,
    });
    try {
      await waitHealthy(gateway.url);
    } finally {
      await gateway.stop();
    }
    const loaded = readFileSync(loadedFile, 'utf8').split('\n');
    // What the embedded stores do load, so an empty or broken record cannot pass.
    expect(loaded).toEqual(expect.arrayContaining(['better-sqlite3', 'express', 'kuromoji']));
    expect(loaded).not.toContain('mongodb');
    expect(loaded).not.toContain('@elastic/elasticsearch');
  });
});
