import { CATALOG_API_METHODS } from '@shokuji/contracts';
import { serveServiceProcess } from '@shokuji/service-rpc';
import { createLogger, serviceRpcSecretOf } from '@shokuji/runtime';
import { loadCatalogConfig } from './config';
import { startCatalogService } from './index';

/** The catalog service as its own process; the gateway reaches it at CATALOG_URL. */
async function main(): Promise<void> {
  const config = loadCatalogConfig(process.env);
  const rpcSecret = serviceRpcSecretOf('catalog', process.env);
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
