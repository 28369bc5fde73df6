import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { catalogItemsEndpoint, EndpointReply, ErrorBody, searchEndpoint } from '@shokuji/contracts';
import { useGateway, type TestUser } from '../support/api-fixtures';
import { operatorCatalog, operatorProduct } from '../support/operator-catalog';
import { REPO_ROOT, SHARED_CATALOG_INDEX_DIR } from '../support/service-process';

const run = promisify(execFile);

/** docs/catalog-search.md → Reindex and running services: the reindex CLI reports bad rows and swaps a new catalog in under live traffic. */
const NEW_PRODUCT = operatorProduct({ productId: 99999901, shopId: 'lawson', name: 'さいいんでっくすぷりん' });

// The CLI works on the gateway's engine and analysed-index directory (Elasticsearch under test:engines).
const reindex = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'services/catalog/src/reindex/reindex.cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 1 << 24,
  });

describe('npm run reindex', () => {
  const { gateway, admin } = useGateway({ QUOTA_PREMIUM_PER_HOUR: '100000' }, { healthy: true });
  let user: TestUser;
  /** When the gateway answered healthy, its catalog loaded. */
  let readyAt: number;

  beforeAll(async () => {
    readyAt = Date.now();
    user = await admin.buildUser({ plan: 'premium', lifetime: '24h' });
  });

  it('stops on a bad row with its file, line and reason, and indexes nothing', async () => {
    const dir = operatorCatalog({ productLines: [JSON.stringify({ ...NEW_PRODUCT, cal: -5 }), '{not json'] });
    const failure = await reindex({ ...gateway().env, CATALOG_INDEX_DIR: SHARED_CATALOG_INDEX_DIR }, '--data-dir', dir).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    const stderr = (failure as { stderr: string }).stderr;
    // The two rows appended after the bundled ones, named by their lines.
    const bundledRows = readFileSync(join(REPO_ROOT, 'search-index', 'data', 'products.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean).length;
    expect(stderr).toMatch(new RegExp(`products\\.jsonl:${bundledRows + 1}: .*cal`));
    expect(stderr).toMatch(new RegExp(`products\\.jsonl:${bundledRows + 2}: invalid JSON`));
    expect((await user.call<EndpointReply<typeof searchEndpoint>>('GET', '/search?q=さいいんでっくす')).body.data.total).toBe(0);
  }, 120000);

  // After the refused reindex (it writes no pointer), so that its seconds count toward the six waited here.
  it('loads the catalog once while no reindex has happened', async () => {
    // The pointer file is polled every 2 s; a missing one must not count as a change (it once
    // reloaded the whole catalog two seconds after every start). Six seconds since the load.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, readyAt + 6000 - Date.now())));
    expect(gateway().logs.filter((line) => line.includes('"catalog index ready"'))).toHaveLength(1);
  }, 30000);

  it('swaps a new catalog in while searches keep answering, and the new item becomes searchable', async () => {
    const dir = operatorCatalog({ productLines: [JSON.stringify(NEW_PRODUCT), '{not json'] });
    let stop = false;
    const statuses: number[] = [];
    const totals: number[] = [];
    const traffic = (async () => {
      while (!stop) {
        const res = await user.call<EndpointReply<typeof searchEndpoint> | ErrorBody>(
          'GET',
          '/search?q=%E3%81%8B%E3%82%89%E3%81%82%E3%81%92%E3%82%AF%E3%83%B3&limit=1',
        );
        statuses.push(res.status);
        totals.push('data' in res.body ? res.body.data.total : 0);
      }
    })();
    // The traffic stops with the reindex when that fails, so the failure is the reindex's, not a
    // search against a gateway already stopped.
    const { stdout } = await reindex(
      { ...gateway().env, CATALOG_INDEX_DIR: SHARED_CATALOG_INDEX_DIR },
      '--data-dir',
      dir,
      '--skip-bad-rows',
    ).catch(async (error: unknown) => {
      stop = true;
      await traffic;
      throw error;
    });
    expect(stdout).toMatch(/reindexed \d+ searchable items .* 1 bad row\(s\) skipped/);
    // The service polls the reindex pointer; wait until it serves the new item in search and by id.
    let found = 0;
    let byId: { name?: string } | undefined;
    for (let i = 0; i < 120 && (found === 0 || !byId); i++) {
      found = (
        await user.call<EndpointReply<typeof searchEndpoint>>(
          'GET',
          '/search?q=%E3%81%95%E3%81%84%E3%81%84%E3%82%93%E3%81%A7%E3%81%A3%E3%81%8F%E3%81%99',
        )
      ).body.data.total;
      byId = (await user.call<EndpointReply<typeof catalogItemsEndpoint>>('GET', `/catalog/items?ids=p_${NEW_PRODUCT.productId}`)).body.data
        .items[0];
      if (found === 0 || !byId) await new Promise((r) => setTimeout(r, 500));
    }
    stop = true;
    await traffic;
    expect(found).toBe(1);
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(totals.every((total) => total > 0)).toBe(true);
    expect(byId).toMatchObject({ name: NEW_PRODUCT.name, shopId: 'lawson', cal: 250 });
  }, 180000);
});
