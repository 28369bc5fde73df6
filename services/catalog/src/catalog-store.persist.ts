import { catalogFilesFingerprint, loadCatalogFiles, type CatalogFiles } from '@shokuji/search-index';
import { filesDigest, keepValue, keptFile, readKeptValue } from '@shokuji/kept-file';
import { entriesToColumns, type EntryColumns } from './store/catalog-entries.columns';
import { storeOfColumns } from './store/catalog-store.columns';
import { catalogStoreParts, type CatalogStore, type CatalogStoreParts } from './store/catalog-store';

/**
 * The catalog store's parts (its entries, shops and genres), with the bad rows and the content
 * digest, are kept beside the analyzed index (CATALOG_INDEX_DIR), so a restart on unchanged files
 * reads one binary file instead of parsing and validating every row (the largest part of a start,
 * and it grows with the catalog). The entries are kept rather than the rows they are made from: the
 * rows are needed by nothing else after a start, and reading them back only to copy each into an entry
 * doubled what a restart deserialized and the garbage it then collected. The entries are kept by
 * column, so their numbers are mapped rather than deserialized and each string is read once.
 *
 * The file name carries the files' fingerprint (their bytes and the loader's code) and the digest of
 * the code that turns rows into what is kept (CODE_MODULES), so a file written by an older entry shape
 * is never found; a truncated or damaged file is read as absent and the catalog is loaded again (kept-file.ts).
 */
const CODE_MODULES = [
  require.resolve('./store/catalog-store'),
  require.resolve('./store/catalog-entries.columns'),
  require.resolve('./store/catalog-store.columns'),
  __filename,
];

/** The entries by column (catalog-entries.columns.ts), the shops and genres as they are. */
interface KeptCatalog {
  parts: Omit<CatalogStoreParts, 'entries'> & { entries: EntryColumns };
  badRows: CatalogFiles['badRows'];
  contentDigest: string;
}

/**
 * The store of the catalog in `dir`, from the kept parts when the files and the code are unchanged,
 * with the files' bad rows and content digest, and the fingerprint the files were found by (what a
 * value derived from the files can be named after).
 */
export async function loadCatalogStoreKept(
  dir: string,
  indexDir: string,
): Promise<{ store: CatalogStore; badRows: CatalogFiles['badRows']; contentDigest: string; kept: boolean; fingerprint: string }> {
  const fingerprint = await catalogFilesFingerprint(dir);
  const file = keptFile(indexDir, 'catalog-store', [fingerprint, await filesDigest(CODE_MODULES)]);
  let catalog = await readKeptValue<KeptCatalog>(file);
  const kept = catalog !== null;
  if (!catalog) {
    const files = await loadCatalogFiles(dir);
    const parts = catalogStoreParts(files);
    catalog = { parts: { ...parts, entries: entriesToColumns(parts.entries) }, badRows: files.badRows, contentDigest: files.contentDigest };
    await keepValue(file, catalog);
  }
  return {
    store: storeOfColumns(catalog.parts),
    badRows: catalog.badRows,
    contentDigest: catalog.contentDigest,
    kept,
    fingerprint,
  };
}
