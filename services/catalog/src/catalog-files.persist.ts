import { catalogFilesFingerprint, loadCatalogFiles, type CatalogFiles } from '@shokuji/search-index';
import { keepValue, keptFile, readKeptValue } from '@shokuji/kept-file';

/**
 * The validated catalog files are kept beside the analyzed index (CATALOG_INDEX_DIR), so a restart
 * on unchanged files reads one binary file instead of parsing and validating every row (the largest
 * part of a start, and it grows with the catalog). The file name carries the files' fingerprint (their
 * bytes and the loader's code); a truncated or damaged file is read as absent and the catalog is
 * loaded again (kept-file.ts).
 *
 * loadCatalogFiles(dir), from the kept result when the files and the loader are unchanged, with the
 * fingerprint it was found by (what a value derived from the files can be named after).
 */
export async function loadCatalogFilesKept(
  dir: string,
  indexDir: string,
): Promise<{ files: CatalogFiles; kept: boolean; fingerprint: string }> {
  const fingerprint = await catalogFilesFingerprint(dir);
  const file = keptFile(indexDir, 'catalog-files', [fingerprint]);
  const kept = await readKeptValue<CatalogFiles>(file);
  if (kept) return { files: kept, kept: true, fingerprint };
  const files = await loadCatalogFiles(dir);
  await keepValue(file, files);
  return { files, kept: false, fingerprint };
}
