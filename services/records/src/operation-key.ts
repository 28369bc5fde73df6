import { createHash } from 'node:crypto';

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
