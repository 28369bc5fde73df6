import { z } from 'zod';
import {
  elasticsearchUrlRequired,
  envInt,
  envOptionalString,
  envPort,
  parseServiceEnv,
  searchEngineEnv,
  serviceEnvBase,
} from '@shokuji/runtime';

/** Every variable the catalog service reads (.env.example). */
export const CatalogEnvSchema = z.object({
  ...serviceEnvBase,
  ...searchEngineEnv,
  CATALOG_PORT: envPort(8081),
  CATALOG_HOST: z.string().min(1).default('127.0.0.1'),
  /** The alias searches go through; each build is a new index behind it. */
  ELASTICSEARCH_INDEX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/)
    .default('shokuji-catalog'),
  /** Shards and replicas of each catalog index built; a cluster of three nodes runs 3 and 1 (deploy/). */
  ELASTICSEARCH_SHARDS: envInt({ min: 1, max: 64 }).default(1),
  ELASTICSEARCH_REPLICAS: envInt({ min: 0, max: 8 }).default(0),
  /** Where the analyzed catalog is kept for fast restarts; default DATA_DIR/catalog-index. */
  CATALOG_INDEX_DIR: envOptionalString,
  /** An operator's catalog directory (same files as search-index/data); default: the bundled catalog. */
  CATALOG_DATA_DIR: envOptionalString,
  /** Result items recent GET /search answers may hold (about 1 KB each); 0 turns the cache off. */
  SEARCH_CACHE_ITEMS: envInt({ min: 0 }).default(20000),
});

export type CatalogConfig = z.infer<typeof CatalogEnvSchema>;

export function loadCatalogConfig(env: NodeJS.ProcessEnv): CatalogConfig {
  return parseServiceEnv('catalog', CatalogEnvSchema, env, [elasticsearchUrlRequired]);
}
