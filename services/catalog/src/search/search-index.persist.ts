import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '@shokuji/kept-file';
import { Readable } from 'node:stream';
import { createGzip, gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { SearchDocument } from './search-engine';

const gunzipAsync = promisify(gunzip);

/**
 * The analyzed documents are kept (CATALOG_INDEX_DIR, default DATA_DIR/catalog-index) so a restart skips the Japanese analysis;
 * the embedded engine keeps its built index beside them (embedded/embedded-index.snapshot.ts), so a
 * restart skips the build too (cold start ≤ 5 s). The file names carry a key of the catalog data, the
 * analyzer version and the text tables it reads (catalogDataKey), so new data or a new token design rebuilds both.
 */
const fileOf = (indexDir: string, key: string) => join(indexDir, `documents-${key}.json.gz`);

export async function readPersistedDocuments(indexDir: string, key: string): Promise<SearchDocument[] | null> {
  try {
    return JSON.parse((await gunzipAsync(await readFile(fileOf(indexDir, key)))).toString('utf8')) as SearchDocument[];
  } catch {
    return null;
  }
}

export async function persistDocuments(indexDir: string, key: string, documents: SearchDocument[]): Promise<void> {
  await writeFileAtomically(fileOf(indexDir, key), [Readable.from(documentsJson(documents)), createGzip()]);
}

const DOCUMENTS_A_PIECE = 500;

/**
 * The documents as one JSON array, in pieces: the whole text at once was a first start's largest
 * allocation (some 120 MB of heap, 58 million characters of two bytes), made beside the analysis and
 * the dictionary, and it took the start past the service's 512 MB old-generation cap.
 */
function* documentsJson(documents: SearchDocument[]): Generator<string> {
  yield '[';
  for (let at = 0; at < documents.length; at += DOCUMENTS_A_PIECE) {
    const piece = documents.slice(at, at + DOCUMENTS_A_PIECE).map((document) => JSON.stringify(document));
    yield `${at > 0 ? ',' : ''}${piece.join(',')}`;
  }
  yield ']';
}

/** The directory of persisted analyses for a configuration. */
export function catalogIndexDir(config: { DATA_DIR: string; CATALOG_INDEX_DIR?: string | undefined }): string {
  return config.CATALOG_INDEX_DIR ?? join(config.DATA_DIR, 'catalog-index');
}
