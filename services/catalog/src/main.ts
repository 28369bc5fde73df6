import { CATALOG_API_METHODS } from '@shokuji/contracts';
import { serveServiceProcess } from '@shokuji/service-rpc';
import { createLogger, hostProblem, invalidConfiguration, serviceRpcSecretOf } from '@shokuji/runtime';
import { dataDirProblem, readableDirProblem } from '@shokuji/storage';
import { loadCatalogConfig, type CatalogConfig } from './config';
import { startCatalogService } from './index';

/** The catalog service as its own process; the gateway reaches it at CATALOG_URL. */
async function main(): Promise<void> {
  const config = loadCatalogConfig(process.env);
  const rpcSecret = serviceRpcSecretOf('catalog', process.env);
  await checkWhereItRuns(config);
  const logger = createLogger({ level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV, name: 'catalog', flushMs: config.LOG_FLUSH_MS });
  const catalog = await startCatalogService(process.env);
  // The gateway's calls time out after UPSTREAM_TIMEOUT_MS (2 s): the first analysis must not wait for the engine's build.
  await catalog.preloadMealText();
  await serveServiceProcess({
    name: 'catalog',
    api: catalog.api,
    methods: CATALOG_API_METHODS,
    healthy: async (ctx) => (await catalog.api.health(ctx, {})).ok,
    port: config.CATALOG_PORT,
    host: config.CATALOG_HOST,
    variables: { service: 'catalog', port: 'CATALOG_PORT', host: 'CATALOG_HOST' },
    logger,
    onClose: () => catalog.close(),
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    rpcSecret,
    describe: { engine: config.SEARCH_ENGINE },
  });
}

/**
 * What the variables name on the machine, checked before the index loads and listed at once, as the gateway checks the
 * catalog it runs in its own process (its main.ts) and the records service its own: CATALOG_HOST resolves; the index is
 * kept in CATALOG_INDEX_DIR, or DATA_DIR/catalog-index without it, a directory the service can write; CATALOG_DATA_DIR
 * is one it can read. Until 2026-12-06 the catalog run alone retried its build every few seconds for good on a bad
 * directory (EEXIST, `catalog file missing: …/shops.json`) while its /healthz answered 503, and named a bad host only
 * with the resolver's message. CATALOG_PORT in use is named when it is bound (serveServiceProcess).
 */
async function checkWhereItRuns(config: CatalogConfig): Promise<void> {
  const problems = [
    await hostProblem('CATALOG_HOST', config.CATALOG_HOST),
    config.CATALOG_INDEX_DIR ? dataDirProblem('CATALOG_INDEX_DIR', config.CATALOG_INDEX_DIR) : dataDirProblem('DATA_DIR', config.DATA_DIR),
    config.CATALOG_DATA_DIR ? readableDirProblem('CATALOG_DATA_DIR', config.CATALOG_DATA_DIR) : null,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length) throw invalidConfiguration('catalog', problems);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
