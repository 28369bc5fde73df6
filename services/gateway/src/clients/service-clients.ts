import { CATALOG_API_METHODS, RECORDS_API_METHODS, type CatalogApi, type RecordsApi } from '@shokuji/contracts';
import { createRpcClient } from '@shokuji/service-rpc';
import type { Clock } from '@shokuji/clock';
import type { GatewayConfig } from '../config';

export interface ServiceHandle<Api> {
  api: Api;
  close(): Promise<void>;
}

/**
 * The catalog: over HTTP when CATALOG_URL names a separate process, otherwise started in this
 * process. Only the service's public entry point is imported, never its internals.
 */
export async function connectCatalog(config: GatewayConfig, env: NodeJS.ProcessEnv): Promise<ServiceHandle<CatalogApi>> {
  if (config.CATALOG_URL) {
    const api = createRpcClient<CatalogApi>(CATALOG_API_METHODS, {
      baseUrl: config.CATALOG_URL,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      serviceName: 'catalog',
      secret: config.SERVICE_RPC_SECRET!,
    });
    return { api, close: async () => {} };
  }
  const { startCatalogService } = await import('@shokuji/catalog');
  return startCatalogService(env);
}

/** The records service, over HTTP at RECORDS_URL or in this process (on the gateway's clock). */
export async function connectRecords(
  config: GatewayConfig,
  env: NodeJS.ProcessEnv,
  deps: { catalog: CatalogApi; clock: Clock },
): Promise<ServiceHandle<RecordsApi>> {
  if (config.RECORDS_URL) {
    const api = createRpcClient<RecordsApi>(RECORDS_API_METHODS, {
      baseUrl: config.RECORDS_URL,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      serviceName: 'records',
      secret: config.SERVICE_RPC_SECRET!,
    });
    return { api, close: async () => {} };
  }
  const { startRecordsService } = await import('@shokuji/records');
  return startRecordsService(env, deps);
}
