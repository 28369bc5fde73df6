import { randomBytes, randomFillSync } from 'node:crypto';

// Random bytes are drawn 4 KB at a time, as randomUUID does: each draw is a native crypto job
// object the collector has to finalize, one per id when drawn per call (docs/benchmarks.md).
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

function takeRandomBytes(count: number): Buffer {
  if (count > POOL_BYTES) return randomBytes(count);
  if (used + count > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  used += count;
  return pool.subarray(used - count, used);
}

/** A random, URL-safe id with a readable prefix (`u_…`, `tok_…`, `m_…`). */
export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${takeRandomBytes(bytes).toString('base64url')}`;
}

/**
 * A random id (as `newId`) led by the time it was drawn: the milliseconds of the process's clock in
 * nine base-36 digits, which sort as they count until the year 5138. Ids drawn close together then
 * sit side by side in a store's primary-key index, so a group of new records dirties one leaf of it
 * instead of one leaf each (a random id lands anywhere), which is fewer pages to write and sync per
 * commit (docs/benchmarks.md → Records: the request path, fifth pass). The time only places the id;
 * nothing reads it back, so it is the real clock and not the service clock, which tests may freeze.
 */
export function newTimeOrderedId(prefix: string, bytes = 12): string {
  return `${prefix}_${Date.now().toString(36).padStart(9, '0')}${takeRandomBytes(bytes).toString('base64url')}`;
}
