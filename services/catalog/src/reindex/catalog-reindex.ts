import { BUNDLED_CATALOG_DIR, loadCatalogFiles, type BadCatalogRow } from '@shokuji/search-index';
import { catalogDataKey, textTablesDigest } from '../catalog-index.lifecycle';
import { loadCatalogConfig } from '../config';
import { createJaCatalogAnalyzer } from '../search/ja-catalog-analyzer';
import { buildSearchDocuments } from '../search/search-documents';
import { createSearchEngine } from '../search/search-engine.factory';
import { catalogIndexDir, persistDocuments } from '../search/search-index.persist';
import { createCatalogStore } from '../store/catalog-store';
import { writeCatalogPointer } from './catalog-pointer';

export interface ReindexOptions {
  env: NodeJS.ProcessEnv;
  /** The catalog directory to load; default CATALOG_DATA_DIR or the bundled catalog. */
  dataDir?: string;
  /** Index the valid rows even when some rows are bad (they are still reported). */
  skipBadRows: boolean;
  onProgress?: (phase: 'analyze' | 'index', done: number, total: number) => void;
}

export interface ReindexSummary {
  engine: string;
  dataDir: string;
  shops: number;
  products: number;
  dishes: number;
  documents: number;
  badRows: BadCatalogRow[];
  key: string;
  ms: number;
}

export class BadCatalogRowsError extends Error {
  constructor(readonly badRows: BadCatalogRow[]) {
    super(`${badRows.length} bad catalog row(s); nothing was indexed (use --skip-bad-rows to index the valid ones)`);
  }
}

/**
 * Data files → the configured engine (`npm run reindex`). The engine switches to the new index in
 * one step, and the pointer tells running services to reload, so searches never see errors or an
 * empty catalog during a reindex.
 */
export async function reindexCatalog(options: ReindexOptions): Promise<ReindexSummary> {
  const started = Date.now();
  const config = loadCatalogConfig(options.env);
  const dataDir = options.dataDir ?? config.CATALOG_DATA_DIR ?? BUNDLED_CATALOG_DIR;
  const files = await loadCatalogFiles(dataDir);
  if (files.badRows.length && !options.skipBadRows) throw new BadCatalogRowsError(files.badRows);
  const analyzer = await createJaCatalogAnalyzer();
  const store = createCatalogStore(files);
  const documents = buildSearchDocuments(store, analyzer, (done, total) => options.onProgress?.('analyze', done, total));
  const key = catalogDataKey(files, analyzer, await textTablesDigest());
  await persistDocuments(catalogIndexDir(config), key, documents);
  const engine = await createSearchEngine(config);
  try {
    options.onProgress?.('index', 0, documents.length);
    await engine.replaceAll(documents, key);
    options.onProgress?.('index', documents.length, documents.length);
  } finally {
    await engine.close();
  }
  await writeCatalogPointer(config.DATA_DIR, { key, dataDir, reindexedAt: new Date().toISOString() });
  return {
    engine: engine.name,
    dataDir,
    shops: files.shops.length,
    products: files.products.length,
    dishes: files.dishes.length,
    documents: documents.length,
    badRows: files.badRows,
    key,
    ms: Date.now() - started,
  };
}
