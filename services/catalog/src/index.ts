import { watchFile, unwatchFile } from 'node:fs';
import type { CatalogApi } from '@shokuji/contracts';
import { createLogger } from '@shokuji/runtime';
import { BUNDLED_CATALOG_DIR } from '@shokuji/search-index';
import { createMealTextAnalysis } from './analyze/meal-text-analysis';
import { createCatalogApi } from './catalog.api';
import { loadCatalogIndex, type CatalogIndex } from './catalog-index.lifecycle';
import { loadCatalogConfig } from './config';
import { catalogPointerFile, readCatalogPointer } from './reindex/catalog-pointer';
import { createJaCatalogAnalyzer } from './search/ja-catalog-analyzer';
import { prepareStoreSetsKept } from './sets/store-sets.persist';
import { catalogIndexDir } from './search/search-index.persist';
import { createSearchEngine } from './search/search-engine.factory';

export interface CatalogServiceHandle {
  api: CatalogApi;
  /** Resolves once the index serves searches. */
  ready: Promise<void>;
  /** Builds the meal-text engine of POST /analyze-text now instead of on the first analysis. */
  preloadMealText(): Promise<void>;
  close(): Promise<void>;
}

const RETRY_MS = 2000;
const POINTER_POLL_MS = 2000;

/**
 * Starts the catalog service inside the caller's process (the one-process `npm start`). The index
 * is built in the background; until then health says not ready and searches answer 503. A failure
 * (an engine not up yet) is retried until it succeeds or the service closes. A reindex (the
 * pointer file in DATA_DIR) is picked up while running: the old index serves until the new one is
 * complete.
 */
export async function startCatalogService(env: NodeJS.ProcessEnv): Promise<CatalogServiceHandle> {
  const config = loadCatalogConfig(env);
  const logger = createLogger({ level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV, name: 'catalog', flushMs: config.LOG_FLUSH_MS });
  const engine = await createSearchEngine(config);
  // An engine that does not answer at start is named once, with why (the retries below log the client's message alone).
  // Imported here, as the engine is, so the embedded default never loads the Elasticsearch client.
  const elasticsearchUrl = config.SEARCH_ENGINE === 'elasticsearch' ? config.ELASTICSEARCH_URL : undefined;
  if (elasticsearchUrl)
    void import('./elasticsearch-reach')
      .then(({ elasticsearchUrlProblem }) => elasticsearchUrlProblem('ELASTICSEARCH_URL', elasticsearchUrl))
      .then((problem) => {
        if (problem) logger.warn(`${problem}; the catalog builds its index once the engine answers, and is not ready until then`);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'ELASTICSEARCH_URL: the start-up probe of its nodes failed'));
  const analyzer = createJaCatalogAnalyzer();
  let index: CatalogIndex | null = null;
  // The reindex pointer the serving index came from (null: the configured catalog, no pointer).
  let servedPointerKey: string | null = null;
  let closed = false;

  const load = async () => {
    const pointer = await readCatalogPointer(config.DATA_DIR);
    const wanted = pointer?.key ?? null;
    // watchFile also calls back once for a pointer file that does not exist: that changes nothing.
    if (index && (wanted === servedPointerKey || wanted === index.key)) return;
    const catalogDir = pointer?.dataDir ?? config.CATALOG_DATA_DIR ?? BUNDLED_CATALOG_DIR;
    const next = await loadCatalogIndex({ config, catalogDir, engine, analyzer: await analyzer, logger });
    // POST /sets: every store's tables are built or read back before health says ready (docs/sets.md → Start-up).
    logger.info(await prepareStoreSetsKept(next.store, catalogIndexDir(config), next.filesFingerprint), 'sets prepared');
    index = next;
    servedPointerKey = wanted;
  };

  const ready = (async () => {
    while (!closed) {
      try {
        await load();
        return;
      } catch (error) {
        logger.error({ err: error }, 'catalog index failed to load; retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
  })();

  const mealText = createMealTextAnalysis();
  const pointerFile = catalogPointerFile(config.DATA_DIR);
  watchFile(pointerFile, { interval: POINTER_POLL_MS, persistent: false }, () => {
    void ready
      .then(load)
      .catch((error: unknown) => logger.error({ err: error }, 'catalog reload failed; the previous index keeps serving'));
  });

  return {
    api: createCatalogApi({ engine, currentIndex: () => index, mealText }),
    ready,
    preloadMealText: () => mealText.preload(),
    close: async () => {
      closed = true;
      unwatchFile(pointerFile);
      await engine.close();
    },
  };
}

export { BadCatalogRowsError, reindexCatalog } from './reindex/catalog-reindex';
export type { ReindexOptions, ReindexSummary } from './reindex/catalog-reindex';
