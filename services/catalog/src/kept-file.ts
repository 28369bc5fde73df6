import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import { writeFileAtomically } from './search/search-index.persist';

/**
 * A value a start derived from the catalog, kept in CATALOG_INDEX_DIR for the next start: node's
 * serialization behind its own SHA-256, so a truncated or damaged file reads as absent and the value
 * is derived again. The caller names the file after everything the value depends on (and node's
 * serializer version, process.versions.v8), so a stale file is never found.
 */
const DIGEST_BYTES = 32;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

export async function readKeptValue<T>(file: string): Promise<T | null> {
  try {
    const kept = await readFile(file);
    const payload = kept.subarray(DIGEST_BYTES);
    if (kept.length <= DIGEST_BYTES || !sha256(payload).equals(kept.subarray(0, DIGEST_BYTES))) return null;
    return deserialize(payload) as T;
  } catch {
    return null;
  }
}

export async function keepValue(file: string, value: unknown): Promise<void> {
  const payload = serialize(value);
  await writeFileAtomically(file, Buffer.concat([sha256(payload), payload]));
}
