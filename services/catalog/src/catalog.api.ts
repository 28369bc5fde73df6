import type { CatalogApi } from '@shokuji/contracts';
import type { CatalogConfig } from './config';

/** The catalog service layer: what the gateway's routes and the MCP tools call. */
export function createCatalogApi(deps: { config: CatalogConfig }): CatalogApi {
  return {
    async health() {
      return { ok: true, engine: deps.config.SEARCH_ENGINE, items: 0 };
    },
  };
}
