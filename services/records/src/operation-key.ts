import { createHash } from 'node:crypto';
import { IDEMPOTENCY_WINDOW_MS } from '@shokuji/contracts';

/**
 * The id a record written under an operation key (RequestContext.operationKey) takes: a digest of the key, the same on
 * every attempt of that write, so the retry of an attempt the gateway gave up on finds the first attempt's record
 * instead of writing a second. `generation` counts the writes of the same key and body after each 24 hours (the key's
 * window), each a new write with new ids; the first keeps the key alone as its seed.
 */
export function keyedRecordId(prefix: string, operationKey: string, length: number, generation = 0): string {
  const seed = generation === 0 ? operationKey : `${operationKey}:${generation}`;
  return `${prefix}_${createHash('sha256').update(seed).digest('base64url').slice(0, length)}`;
}

/**
 * The ids of a write under an operation key, and the records an earlier attempt of it wrote (null when none did), over the
 * generations of `idsOf`: an earlier attempt's records stand for the write within the key's 24 hours on the service clock;
 * after them the same key and body is a new request (OPERATOR-API.md → Safe retries), whose records take the next
 * generation's ids. Some but not all of a generation's records present (one deleted since) gives those ids: the insert is
 * refused, as any race's is.
 */
export async function keyedGeneration<T extends { createdAt: string }>(
  idsOf: (generation: number) => string[],
  find: (id: string) => Promise<T | null>,
  now: string,
): Promise<{ ids: string[]; earlier: T[] | null }> {
  for (let generation = 0; ; generation++) {
    const ids = idsOf(generation);
    const earlier = (await Promise.all(ids.map(find))).filter((record): record is Awaited<T> => record !== null);
    if (earlier.length < ids.length) return { ids, earlier: null };
    if (earlier.every((record) => Date.parse(now) - Date.parse(record.createdAt) < IDEMPOTENCY_WINDOW_MS)) return { ids, earlier };
  }
}
