import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
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
  const hash = createHash('sha256');
  for (const file of [...LOADER_MODULES, ...Object.values(CATALOG_FILE_NAMES).map((name) => path.join(dir, name))]) {
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      throw new CatalogFilesError(`catalog file missing: ${file}`);
    }
    hash.update(path.basename(file)).update('\0').update(bytes).update('\0');
  }
  return hash.digest('hex');
}
