import { AdjustableClock } from '@shokuji/clock';
import { CATALOG_API_METHODS, RECORDS_API_METHODS, type CatalogApi } from '@shokuji/contracts';
import { createRpcClient, namedAtStart, serveServiceProcess } from '@shokuji/service-rpc';
import { createLogger, hostProblem, invalidConfiguration, serviceRpcSecretOf } from '@shokuji/runtime';
import { dataDirProblem } from '@shokuji/storage';
import { loadRecordsConfig } from './config';
import { startRecordsService } from './index';

/** The records service as its own process; the gateway reaches it at RECORDS_URL. */
async function main(): Promise<void> {
  const config = loadRecordsConfig(process.env);
  const rpcSecret = serviceRpcSecretOf('records', process.env);
  const logger = createLogger({ level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV, name: 'records', flushMs: config.LOG_FLUSH_MS });
  // Named with the other start-up problems, before the store opens (the gateway's checks, main.ts there).
  const problems = [
    config.CATALOG_URL ? null : 'CATALOG_URL: required when the records service runs as its own process',
    await hostProblem('RECORDS_HOST', config.RECORDS_HOST),
    config.RECORDS_STORE === 'embedded' ? dataDirProblem('DATA_DIR', config.DATA_DIR) : null,
  ].filter((problem): problem is string => problem !== null);
  // The second test is the first problem's, written again so that CATALOG_URL is known to be set below.
  if (problems.length || !config.CATALOG_URL) throw invalidConfiguration('records', problems);
  const catalog = createRpcClient<CatalogApi>(CATALOG_API_METHODS, {
    baseUrl: config.CATALOG_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    serviceName: 'catalog',
    secret: rpcSecret,
  });
  // MONGODB_URL is named where the store connects (one connection), as a bad variable like those above.
  // The nightly recompute runs on the clock of the gateway's latest call (test clock included), as in one process;
  // before the first call, on real time (docs/decisions.md → The split path from outside).
  const clock = new AdjustableClock();
  const records = await startRecordsService(process.env, { catalog, clock }).catch(namedAtStart('records'));
  await serveServiceProcess({
    name: 'records',
    api: records.api,
    methods: RECORDS_API_METHODS,
    healthy: async (ctx) => (await records.api.health(ctx, {})).ok,
    port: config.RECORDS_PORT,
    host: config.RECORDS_HOST,
    variables: { service: 'records', port: 'RECORDS_PORT', host: 'RECORDS_HOST' },
    logger,
    onClose: () => records.close(),
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    rpcSecret,
    followClock: clock,
    describe: { store: config.RECORDS_STORE },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
