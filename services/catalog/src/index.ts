import type { CatalogApi } from '@shokuji/contracts';
import { createCatalogApi } from './catalog.api';
import { loadCatalogConfig } from './config';

export interface CatalogServiceHandle {
  api: CatalogApi;
  close(): Promise<void>;
}

/** Starts the catalog service inside the caller's process (the one-process `npm start`). */
export async function startCatalogService(env: NodeJS.ProcessEnv): Promise<CatalogServiceHandle> {
  const config = loadCatalogConfig(env);
  return { api: createCatalogApi({ config }), close: async () => {} };
}
