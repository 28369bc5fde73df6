import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SearchQuerySchema } from '@shokuji/contracts';
import { createLogger } from '@shokuji/runtime';
import { BUNDLED_CATALOG_DIR } from '@shokuji/search-index';
import { loadCatalogIndex } from '@shokuji/catalog/src/catalog-index.lifecycle';
import { createEmbeddedSearchEngine } from '@shokuji/catalog/src/search/embedded/embedded.engine';
import { createJaCatalogAnalyzer } from '@shokuji/catalog/src/search/ja-catalog-analyzer';
import type { EngineQuery, SearchEngine } from '@shokuji/catalog/src/search/search-engine';
import { readPersistedDocuments } from '@shokuji/catalog/src/search/search-index.persist';
import { searchMix } from './search-mix';

/**
 * `npm run bench:engine`: the embedded engine alone, in process. The engine queries are the ones
 * the catalog search service sends for the bench:search mix; each is replayed ROUNDS times and the
 * mean per query kind printed, with the memory the built index holds. Prints figures; asserts nothing.
 * BENCH_ROUNDS (default 30) changes the repetitions. Run with --expose-gc for the memory figures.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
/** Kept between runs so only the first run pays for the Japanese analysis. */
const INDEX_DIR = join(tmpdir(), 'shokuji-engine-bench');

type QueryKind = 'text' | 'browse' | 'fit' | 'theme';

const kindOf = (query: EngineQuery): QueryKind =>
  query.terms.length > 0 ? 'text' : query.order.kind === 'fit' ? 'fit' : query.order.kind === 'theme' ? 'theme' : 'browse';

/** Records the engine queries the service sends while passing them on. */
function recording(engine: SearchEngine, queries: EngineQuery[]): SearchEngine {
  return { ...engine, search: (query) => (queries.push(query), engine.search(query)) };
}

const gc = (globalThis as { gc?: () => void }).gc;
/**
 * Live heap and array buffer bytes: the least of a few readings after full collections, as V8
 * releases the buffers of collected typed arrays in the background, some time later.
 */
async function liveMemory(): Promise<{ heapUsed: number; arrayBuffers: number }> {
  const readings: NodeJS.MemoryUsage[] = [];
  for (let reading = 0; reading < 5; reading++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
    readings.push(process.memoryUsage());
  }
  return {
    heapUsed: Math.min(...readings.map((r) => r.heapUsed)),
    arrayBuffers: Math.min(...readings.map((r) => r.arrayBuffers)),
  };
}
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Builds the engine from the persisted documents, which are garbage once this returns. */
async function buildFromPersisted(engine: SearchEngine, key: string): Promise<{ buildMs: number; documentCount: number }> {
  const documents = await readPersistedDocuments(INDEX_DIR, key);
  if (!documents) throw new Error(`no persisted documents in ${INDEX_DIR}`);
  const started = performance.now();
  await engine.replaceAll(documents, key);
  return { buildMs: performance.now() - started, documentCount: documents.length };
}

async function main(): Promise<void> {
  const logger = createLogger({ level: 'warn', nodeEnv: 'production', name: 'engine-bench', flushMs: 0 });
  const queries: EngineQuery[] = [];
  const catalog = await loadCatalogIndex({
    // The result cache off: every mix query reaches the engine once.
    config: { DATA_DIR: INDEX_DIR, CATALOG_INDEX_DIR: INDEX_DIR, SEARCH_CACHE_ITEMS: 0 },
    catalogDir: BUNDLED_CATALOG_DIR,
    engine: recording(createEmbeddedSearchEngine(), queries),
    analyzer: await createJaCatalogAnalyzer(),
    logger,
  });
  for (const queryString of searchMix()) {
    await catalog.search.search(SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString))));
  }

  const engine = createEmbeddedSearchEngine();
  const { buildMs, documentCount } = await buildFromPersisted(engine, catalog.key);

  for (const query of queries) await engine.search(query); // warm-up
  const totals = new Map<QueryKind, { count: number; ns: bigint }>();
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const start = process.hrtime.bigint();
      await engine.search(query);
      const elapsed = process.hrtime.bigint() - start;
      const total = totals.get(kindOf(query)) ?? { count: 0, ns: 0n };
      totals.set(kindOf(query), { count: total.count + 1, ns: total.ns + elapsed });
    }
  }
  const wallMs = performance.now() - started;

  // The index's memory once searches have run (the documents it was built from are gone): what an empty index frees.
  const withIndex = await liveMemory();
  await engine.replaceAll([], 'empty');
  const withoutIndex = await liveMemory();

  console.log(`bench:engine — ${documentCount} documents, ${queries.length} engine queries × ${ROUNDS} rounds, node ${process.version}`);
  console.log(
    `index build ${buildMs.toFixed(0)} ms; index memory ${gc ? '' : '(no --expose-gc, rough) '}heap ${mb(withIndex.heapUsed - withoutIndex.heapUsed)}, arrayBuffers ${mb(withIndex.arrayBuffers - withoutIndex.arrayBuffers)}`,
  );
  console.log(`${'kind'.padEnd(8)} ${'queries'.padStart(8)} ${'µs/query'.padStart(10)}`);
  let allCount = 0;
  let allNs = 0n;
  for (const kind of ['text', 'browse', 'fit', 'theme'] as const) {
    const total = totals.get(kind);
    if (!total) continue;
    allCount += total.count;
    allNs += total.ns;
    console.log(
      `${kind.padEnd(8)} ${String(total.count / ROUNDS).padStart(8)} ${(Number(total.ns / BigInt(total.count)) / 1000).toFixed(1).padStart(10)}`,
    );
  }
  console.log(
    `${'all'.padEnd(8)} ${String(allCount / ROUNDS).padStart(8)} ${(Number(allNs / BigInt(allCount)) / 1000).toFixed(1).padStart(10)}  (${wallMs.toFixed(0)} ms wall)`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
