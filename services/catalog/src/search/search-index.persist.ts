import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { SearchDocument } from './search-engine';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * The analyzed documents are kept (CATALOG_INDEX_DIR, default DATA_DIR/catalog-index) so a restart skips the Japanese analysis;
 * the embedded engine keeps its built index beside them (embedded/embedded-index.snapshot.ts), so a
 * restart skips the build too (cold start ≤ 5 s). The file names carry a key of the catalog data and
 * the analyzer version, so new data or a new token design rebuilds both.
 */
export function catalogIndexKey(parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}

const fileOf = (indexDir: string, key: string) => join(indexDir, `documents-${key}.json.gz`);

export async function readPersistedDocuments(indexDir: string, key: string): Promise<SearchDocument[] | null> {
  try {
    return JSON.parse((await gunzipAsync(await readFile(fileOf(indexDir, key)))).toString('utf8')) as SearchDocument[];
  } catch {
    return null;
  }
}

let temporaries = 0;

/** Written to a temporary name and renamed, so a reader never sees half a file. */
export async function writeFileAtomically(target: string, data: Uint8Array): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}-${++temporaries}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}

export async function persistDocuments(indexDir: string, key: string, documents: SearchDocument[]): Promise<void> {
  await writeFileAtomically(fileOf(indexDir, key), await gzipAsync(JSON.stringify(documents)));
}

/** The directory of persisted analyses for a configuration. */
export function catalogIndexDir(config: { DATA_DIR: string; CATALOG_INDEX_DIR?: string | undefined }): string {
  return config.CATALOG_INDEX_DIR ?? join(config.DATA_DIR, 'catalog-index');
}
