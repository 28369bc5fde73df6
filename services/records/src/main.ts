import express from 'express';
import { CATALOG_API_METHODS, RECORDS_API_METHODS, type CatalogApi } from '@shokuji/contracts';
import { createRpcClient, createRpcRouter } from '@shokuji/service-rpc';
import { createLogger, listeningPort, serveHttp } from '@shokuji/runtime';
import { loadRecordsConfig } from './config';
import { startRecordsService } from './index';

/** The records service as its own process; the gateway reaches it at RECORDS_URL. */
async function main(): Promise<void> {
  const config = loadRecordsConfig(process.env);
  const logger = createLogger({ level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV, name: 'records' });
  if (!config.CATALOG_URL)
    throw new Error('Invalid records configuration:\n  CATALOG_URL: required when the records service runs as its own process');
  const catalog = createRpcClient<CatalogApi>(CATALOG_API_METHODS, {
    baseUrl: config.CATALOG_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    serviceName: 'catalog',
  });
  const records = await startRecordsService(process.env, { catalog });
  const app = express();
  app.get('/healthz', async (_req, res) => {
    try {
      await records.api.health({ requestId: 'healthz', now: new Date().toISOString() }, {});
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  app.use(createRpcRouter(records.api, RECORDS_API_METHODS));
  const server = await serveHttp(() => app, {
    port: config.RECORDS_PORT,
    host: config.RECORDS_HOST,
    logger,
    onClose: () => records.close(),
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  });
  logger.info({ port: listeningPort(server), host: config.RECORDS_HOST, store: config.RECORDS_STORE }, 'records service listening');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
