import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { catalogFilesFingerprint, loadCatalogFiles, type CatalogFiles } from '@shokuji/search-index';
import { catalogIndexKey, writeFileAtomically } from './search/search-index.persist';

/**
 * The validated catalog files are kept beside the analyzed index (CATALOG_INDEX_DIR), so a restart
 * on unchanged files reads one binary file instead of parsing and validating every row (the largest
 * part of a start, and it grows with the catalog). The file name carries the files' fingerprint (their
 * bytes and the loader's code) and node's serializer version; the content starts with its own
 * SHA-256, so a truncated or damaged file is read as absent and the catalog is loaded again.
 */
const fileOf = (indexDir: string, fingerprint: string) =>
  join(indexDir, `catalog-files-${catalogIndexKey([fingerprint, process.versions.v8])}.v8`);

const DIGEST_BYTES = 32;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

async function readKeptCatalogFiles(file: string): Promise<CatalogFiles | null> {
  try {
    const kept = await readFile(file);
    const payload = kept.subarray(DIGEST_BYTES);
    if (kept.length <= DIGEST_BYTES || !sha256(payload).equals(kept.subarray(0, DIGEST_BYTES))) return null;
    return deserialize(payload) as CatalogFiles;
  } catch {
    return null;
  }
}

async function keepCatalogFiles(file: string, files: CatalogFiles): Promise<void> {
  const payload = serialize(files);
  await writeFileAtomically(file, Buffer.concat([sha256(payload), payload]));
}

/** loadCatalogFiles(dir), from the kept result when the files and the loader are unchanged. */
export async function loadCatalogFilesKept(dir: string, indexDir: string): Promise<{ files: CatalogFiles; kept: boolean }> {
  const file = fileOf(indexDir, await catalogFilesFingerprint(dir));
  const kept = await readKeptCatalogFiles(file);
  if (kept) return { files: kept, kept: true };
  const files = await loadCatalogFiles(dir);
  await keepCatalogFiles(file, files);
  return { files, kept: false };
}
