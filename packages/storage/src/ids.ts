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
