import path from 'node:path';
import { filesDigest } from '@shokuji/kept-file';
import { CATALOG_FILE_NAMES, CatalogFilesError } from './catalog-files.load';

// The modules whose code decides what loadCatalogFiles returns for given bytes: a change to either
// changes every fingerprint, so a result kept from older code is never reused.
const LOADER_MODULES = [require.resolve('./catalog-files.load'), require.resolve('./catalog-row.schema')];

/**
 * A key of what loadCatalogFiles(dir) would return, without parsing or validating a row: SHA-256 of
 * the four files' bytes and of the loader's and the row schemas' own code. A restart whose
 * fingerprint matches a kept result can reuse it instead of reading the catalog row by row.
 */
export async function catalogFilesFingerprint(dir: string): Promise<string> {
  const catalogFiles = Object.values(CATALOG_FILE_NAMES).map((name) => path.join(dir, name));
  try {
    return await filesDigest([...LOADER_MODULES, ...catalogFiles]);
  } catch (error) {
    throw new CatalogFilesError(`catalog file missing: ${(error as NodeJS.ErrnoException).path ?? dir}`);
  }
}
