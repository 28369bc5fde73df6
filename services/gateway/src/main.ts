import { AdjustableClock } from '@shokuji/clock';
import { API_BASE_PATH } from '@shokuji/contracts';
import type { Express } from 'express';
import { createLogger, hostProblem, invalidConfiguration, listenHttp, listeningPort, serveHttp } from '@shokuji/runtime';
import { namedAtStart } from '@shokuji/service-rpc';
import { dataDirProblem, readableDirProblem } from '@shokuji/storage';
import { forgetClockSetting, restoreClockSetting } from './admin/kept-clock';
import { createGatewayApp } from './app';
import { connectCatalog, connectRecords } from './clients/service-clients';
import { loadGatewayConfig, publicBaseUrlOn, startupWarnings, type GatewayConfig } from './config';
import { createPlatformStore } from './store/platform-store.factory';

/** `npm start`: the gateway, with catalog and records in this process unless their URLs are set. */
async function main(): Promise<void> {
  const startedAt = process.hrtime.bigint();
  const config = loadGatewayConfig(process.env);
  await checkWhereItRuns(config, process.env);
  const logger = createLogger({ level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV, name: 'gateway', flushMs: config.LOG_FLUSH_MS });
  for (const warning of startupWarnings(config)) logger.warn(`SECURITY WARNING: ${warning}`);
  const clock = new AdjustableClock();
  // The test clock runs on from where it was set before a restart; without CLOCK_CONTROL, real time.
  if (config.CLOCK_CONTROL) await restoreClockSetting(config.DATA_DIR, clock);
  else await forgetClockSetting(config.DATA_DIR);
  // MONGODB_URL is named where the stores connect (one connection each), as a bad variable like those checked above.
  const store = await createPlatformStore(config).catch(namedAtStart('gateway'));
  const catalog = await connectCatalog(config, process.env);
  const records = await connectRecords(config, process.env, { catalog: catalog.api, clock }).catch(namedAtStart('gateway'));
  let adminApp: Express | null = null;
  const adminServer =
    config.ADMIN_PORT === undefined
      ? null
      : await listenHttp(config.ADMIN_PORT, config.ADMIN_HOST, { service: 'gateway', port: 'ADMIN_PORT', host: 'ADMIN_HOST' });
  const server = await serveHttp(
    (port) => {
      const publicBaseUrl = publicBaseUrlOn(config, port);
      const apps = createGatewayApp({
        config: { ...config, publicBaseUrl },
        clock,
        logger,
        store,
        catalog: catalog.api,
        records: records.api,
      });
      adminApp = apps.adminApp;
      return apps.app;
    },
    {
      port: config.PORT,
      host: config.HOST,
      variables: { service: 'gateway', port: 'PORT', host: 'HOST' },
      logger,
      shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      onClose: async () => {
        await adminServer?.close();
        await Promise.all([catalog.close(), records.close()]);
        await store.close();
      },
    },
  );
  const port = listeningPort(server);
  if (adminServer && adminApp) {
    adminServer.attach(adminApp);
    logger.info(
      { adminPort: listeningPort(adminServer.server), adminHost: config.ADMIN_HOST },
      'admin listener serving /admin/v1 and /metrics',
    );
  }
  logger.info(
    {
      port,
      api: `${publicBaseUrlOn(config, port)}${API_BASE_PATH}`,
      startupMs: Number(process.hrtime.bigint() - startedAt) / 1e6,
    },
    'gateway listening',
  );
}

/**
 * What the variables name outside the process, checked before any store opens and listed at once as the other bad
 * variables are (OPERATOR-API.md → Starting the service): the bind addresses resolve; DATA_DIR, where the gateway
 * keeps its embedded stores, the catalog index and the test clock's setting, and CATALOG_INDEX_DIR are directories it
 * can write; CATALOG_DATA_DIR is one it can read. A port in use is named when it is bound (serveHttp, listenHttp), and
 * MONGODB_URL when the stores connect (storage's connectMongoNamed: what was wrong, never its password), since only
 * binding and connecting tell; a start with problems here stops before it connects.
 */
async function checkWhereItRuns(config: GatewayConfig, env: NodeJS.ProcessEnv): Promise<void> {
  const keepsFiles = config.RECORDS_STORE === 'embedded' || config.CLOCK_CONTROL || (!config.CATALOG_URL && !env.CATALOG_INDEX_DIR);
  const problems = [
    await hostProblem('HOST', config.HOST),
    config.ADMIN_PORT === undefined ? null : await hostProblem('ADMIN_HOST', config.ADMIN_HOST),
    keepsFiles ? dataDirProblem('DATA_DIR', config.DATA_DIR) : null,
    // The catalog in this process keeps its index there and reads an operator's catalog from there.
    !config.CATALOG_URL && env.CATALOG_INDEX_DIR ? dataDirProblem('CATALOG_INDEX_DIR', env.CATALOG_INDEX_DIR) : null,
    !config.CATALOG_URL && env.CATALOG_DATA_DIR ? readableDirProblem('CATALOG_DATA_DIR', env.CATALOG_DATA_DIR) : null,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length) throw invalidConfiguration('gateway', problems);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
