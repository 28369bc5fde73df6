import { DomainError, type QuotaInfo } from '@shokuji/contracts';
import type { CounterStore } from '../store/platform-store';
import { retryAfterSecUntil } from './retry-after';

const BUCKET_MS = 10 * 1000;
const WINDOW_BUCKETS = 6;

export interface RollingMinuteLimitOptions {
  /** Counter key prefix: one limit's buckets never mix with another's. */
  name: string;
  limitPerMinute: number;
  /** The 429's message. */
  refusal: string;
}

/**
 * A per-key limit per rolling minute on the service clock, counted in 10-second buckets of the
 * shared counter store (so several gateways share it). A request is admitted while the current
 * bucket and the five before it hold fewer than the limit. Those buckets span at most the last 60
 * seconds, so a caller is never refused with fewer than `limitPerMinute` counted in the past
 * minute, and the count rolls forward every 10 seconds instead of resetting at the top of a minute.
 * Used by the OAuth endpoints (OPERATOR-API.md → MCP connector → Plans, quotas: at least 60 per
 * minute) and by failed X-Admin-Token attempts.
 */
export function createRollingMinuteLimit(counters: CounterStore, options: RollingMinuteLimitOptions) {
  const { name, limitPerMinute, refusal } = options;
  const keyOf = (id: string, bucket: number) => `${name}:${id}:${bucket}`;
  const expiryOf = (bucket: number) => new Date((bucket + WINDOW_BUCKETS) * BUCKET_MS).toISOString();

  /** The five buckets before the current one, oldest first, with their counts. */
  const previousBuckets = async (id: string, current: number) =>
    Promise.all(
      Array.from({ length: WINDOW_BUCKETS - 1 }, (_, i) => current - WINDOW_BUCKETS + 1 + i).map(async (bucket) => ({
        bucket,
        used: await counters.peek(keyOf(id, bucket)),
      })),
    );

  /**
   * 429 rate_limited with the wait until the oldest bucket holding counts leaves the window, and the
   * `quota` object every 429 body carries (API-SPEC.md → Errors): the minute's count, when a place frees.
   */
  const refuse = (buckets: { bucket: number; used: number }[], current: number, now: Date): never => {
    const oldest = buckets.find(({ used }) => used > 0)?.bucket ?? current;
    const resetAt = new Date((oldest + WINDOW_BUCKETS) * BUCKET_MS);
    const used = buckets.reduce((sum, bucket) => sum + bucket.used, 0);
    const quota: QuotaInfo = { used, limit: limitPerMinute, remaining: 0, period: 'minute', resetAt: resetAt.toISOString() };
    throw new DomainError('rate_limited', refusal, { quota, retryAfterSec: retryAfterSecUntil(resetAt, now) });
  };

  const currentBucket = (now: Date) => Math.floor(now.getTime() / BUCKET_MS);

  return {
    /** Counts one request of `id`, or throws 429 when the minute is full. */
    async consume(id: string, now: Date): Promise<void> {
      const current = currentBucket(now);
      const previous = await previousBuckets(id, current);
      const usedBefore = previous.reduce((sum, { used }) => sum + used, 0);
      const { allowed, used } = await counters.consume({
        key: keyOf(id, current),
        limit: Math.max(0, limitPerMinute - usedBefore),
        cost: 1,
        expiresAt: expiryOf(current),
      });
      if (!allowed) refuse([...previous, { bucket: current, used }], current, now);
    },

    /** Throws 429 when `id` already has the minute's limit counted; counts nothing. */
    async refuseWhenFull(id: string, now: Date): Promise<void> {
      const current = currentBucket(now);
      const buckets = [...(await previousBuckets(id, current)), { bucket: current, used: await counters.peek(keyOf(id, current)) }];
      if (buckets.reduce((sum, { used }) => sum + used, 0) >= limitPerMinute) refuse(buckets, current, now);
    },

    /** Counts one event of `id` (a failed attempt), whatever the count. */
    async record(id: string, now: Date): Promise<void> {
      const current = currentBucket(now);
      await counters.consume({ key: keyOf(id, current), limit: Number.MAX_SAFE_INTEGER, cost: 1, expiresAt: expiryOf(current) });
    },
  };
}

export type RollingMinuteLimit = ReturnType<typeof createRollingMinuteLimit>;
