import { loadCatalogFiles, type CatalogFiles } from '@shokuji/search-index';
import type { Logger } from '@shokuji/runtime';
import type { CatalogConfig } from './config';
import type { CatalogTextAnalyzer } from './search/catalog-text-analyzer';
import { buildSearchDocuments, createCatalogSearchService, type CatalogSearchService } from './search/catalog-search.service';
import type { SearchDocument, SearchEngine } from './search/search-engine';
import { catalogIndexDir, catalogIndexKey, persistDocuments, readPersistedDocuments } from './search/search-index.persist';
import { createCatalogStore, type CatalogStore } from './store/catalog-store';

export interface CatalogIndex {
  store: CatalogStore;
  search: CatalogSearchService;
  documents: number;
  /** Content key of the catalog and token design this index serves. */
  key: string;
}

export interface CatalogIndexDeps {
  config: Pick<CatalogConfig, 'DATA_DIR' | 'CATALOG_INDEX_DIR' | 'SEARCH_CACHE_ITEMS'>;
  /** The catalog directory to serve. */
  catalogDir: string;
  engine: SearchEngine;
  analyzer: CatalogTextAnalyzer;
  logger: Logger;
}

/** The key of the loaded catalog's content and the token design, for persisted and remote indexes. */
export function catalogDataKey(files: CatalogFiles, analyzer: CatalogTextAnalyzer): string {
  return catalogIndexKey([analyzer.version, files.contentDigest]);
}

/**
 * Loads the catalog files, analyzes them (or reuses the persisted analysis) and fills the engine.
 * Bad rows are logged with file, line and reason and left out; the reindex CLI is the strict path.
 */
export async function loadCatalogIndex(deps: CatalogIndexDeps): Promise<CatalogIndex> {
  const started = Date.now();
  const dataDir = deps.catalogDir;
  const files = await loadCatalogFiles(dataDir);
  for (const bad of files.badRows) deps.logger.warn({ ...bad }, 'catalog row left out');
  const store = createCatalogStore(files);
  const { analyzer } = deps;
  const key = catalogDataKey(files, analyzer);
  let documents: SearchDocument[] | null = await readPersistedDocuments(catalogIndexDir(deps.config), key);
  const reused = documents !== null;
  if (!documents) {
    documents = buildSearchDocuments(store, analyzer);
    await persistDocuments(catalogIndexDir(deps.config), key, documents);
  }
  await deps.engine.replaceAll(documents, key);
  deps.logger.info(
    { engine: deps.engine.name, documents: documents.length, reusedAnalysis: reused, ms: Date.now() - started },
    'catalog index ready',
  );
  return {
    store,
    search: createCatalogSearchService({ store, engine: deps.engine, analyzer, resultCacheItems: deps.config.SEARCH_CACHE_ITEMS }),
    documents: documents.length,
    key,
  };
}
