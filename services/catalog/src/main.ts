import express from 'express';
import { CATALOG_API_METHODS } from '@shokuji/contracts';
import { createRpcRouter } from '@shokuji/service-rpc';
import { createLogger, listeningPort, serveHttp } from '@shokuji/runtime';
import { loadCatalogConfig } from './config';
import { startCatalogService } from './index';

/** The catalog service as its own process; the gateway reaches it at CATALOG_URL. */
async function main(): Promise<void> {
  const config = loadCatalogConfig(process.env);
  const logger = createLogger({ level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV, name: 'catalog' });
  const catalog = await startCatalogService(process.env);
  const app = express();
  app.get('/healthz', async (_req, res) => {
    const health = await catalog.api.health({ requestId: 'healthz', now: new Date().toISOString() }, {}).catch(() => null);
    res.status(health?.ok ? 200 : 503).json({ status: health?.ok ? 'ok' : 'unavailable' });
  });
  app.use(createRpcRouter(catalog.api, CATALOG_API_METHODS));
  const server = await serveHttp(() => app, {
    port: config.CATALOG_PORT,
    host: config.CATALOG_HOST,
    logger,
    onClose: () => catalog.close(),
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  });
  logger.info({ port: listeningPort(server), host: config.CATALOG_HOST, engine: config.SEARCH_ENGINE }, 'catalog service listening');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
