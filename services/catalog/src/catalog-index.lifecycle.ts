import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { filesDigest, keptKey } from '@shokuji/kept-file';
import type { CatalogFiles } from '@shokuji/search-index';
import { loadCatalogStoreKept } from './catalog-store.persist';
import type { Logger } from '@shokuji/runtime';
import type { CatalogConfig } from './config';
import type { CatalogTextAnalyzer } from './search/catalog-text-analyzer';
import { createCatalogSearchService, type CatalogSearchService } from './search/catalog-search.service';
import { buildSearchDocuments } from './search/search-documents';
import { THEMES, type SearchEngine } from './search/search-engine';
import { catalogIndexDir, persistDocuments, readPersistedDocuments } from './search/search-index.persist';
import type { CatalogStore } from './store/catalog-store';

export interface CatalogIndex {
  store: CatalogStore;
  search: CatalogSearchService;
  documents: number;
  /** Content key of the catalog and token design this index serves. */
  key: string;
  /** The catalog files' fingerprint (their bytes and the loader's code): what the store, and the sets derived from it, depend on. */
  filesFingerprint: string;
}

export interface CatalogIndexDeps {
  config: Pick<CatalogConfig, 'DATA_DIR' | 'CATALOG_INDEX_DIR' | 'SEARCH_CACHE_ITEMS'>;
  /** The catalog directory to serve. */
  catalogDir: string;
  engine: SearchEngine;
  analyzer: CatalogTextAnalyzer;
  logger: Logger;
}

/** ja-text's tables: the readings, synonyms, lexicons and chains every token is read through. */
const TEXT_TABLES_DIR = join(dirname(require.resolve('@shokuji/ja-text')), '..', 'data');

/**
 * A digest of the text tables in `dir`. A row added to them changes the tokens as much as new code does, and an index
 * kept under the same analyzer version after such a row was served stale (a search round's readings, tried from a
 * working tree, were then met by another tree's index); the key now holds the tables themselves.
 */
export async function textTablesDigest(dir = TEXT_TABLES_DIR): Promise<string> {
  const names = (await readdir(dir)).filter((name) => /\.(?:tsv|json)$/u.test(name)).sort();
  return filesDigest(names.map((name) => join(dir, name)));
}

/**
 * The key of the loaded catalog's content, the token design (the analyzer's version and the text tables it reads) and
 * the themes each document carries, for persisted and remote indexes: a theme added or dropped is another index.
 */
export function catalogDataKey(files: Pick<CatalogFiles, 'contentDigest'>, analyzer: CatalogTextAnalyzer, textTables: string): string {
  return keptKey([analyzer.version, textTables, files.contentDigest, THEMES.join(',')]);
}

/**
 * Loads the catalog store (from its kept parts when the files and the code are unchanged) and fills the engine: from the index it kept for this key if it has one,
 * else from the persisted analysis, else by analyzing the catalog (and persisting that analysis).
 * Bad rows are logged with file, line and reason and left out; the reindex CLI is the strict path.
 */
export async function loadCatalogIndex(deps: CatalogIndexDeps): Promise<CatalogIndex> {
  const started = Date.now();
  const dataDir = deps.catalogDir;
  const indexDir = catalogIndexDir(deps.config);
  const { store, badRows, contentDigest, kept, fingerprint } = await loadCatalogStoreKept(dataDir, indexDir);
  for (const bad of badRows) deps.logger.warn({ ...bad }, 'catalog row left out');
  const { analyzer, engine } = deps;
  const key = catalogDataKey({ contentDigest }, analyzer, await textTablesDigest());
  let from: 'kept index' | 'persisted analysis' | 'catalog analysis' = 'kept index';
  let documents: number;
  if (await engine.restore(key)) documents = await engine.count();
  else {
    let analyzed = await readPersistedDocuments(indexDir, key);
    from = analyzed ? 'persisted analysis' : 'catalog analysis';
    if (!analyzed) {
      analyzed = buildSearchDocuments(store, analyzer);
      await persistDocuments(indexDir, key, analyzed);
    }
    await engine.replaceAll(analyzed, key);
    documents = analyzed.length;
  }
  deps.logger.info(
    { engine: engine.name, documents, from, catalogFiles: kept ? 'kept' : 'read', ms: Date.now() - started },
    'catalog index ready',
  );
  return {
    store,
    search: createCatalogSearchService({ store, engine, analyzer, resultCacheItems: deps.config.SEARCH_CACHE_ITEMS }),
    documents,
    key,
    filesFingerprint: fingerprint,
  };
}
