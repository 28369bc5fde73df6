import { DomainError } from '@shokuji/contracts';
import type { CounterStore } from '../../store/platform-store';

const BUCKET_MS = 10 * 1000;
const WINDOW_BUCKETS = 6;

/**
 * The per-IP limit of the OAuth endpoints and pages (OPERATOR-API.md → MCP connector → Plans,
 * quotas: at least 60 per rolling minute on the service clock). Counted in 10-second buckets of
 * the shared counter store: a request is admitted while the current bucket and the five before it
 * hold fewer than the limit. Those buckets span at most the last 60 seconds, so a caller is never
 * refused with fewer than `limitPerMinute` requests in the past minute, and the count rolls
 * forward every 10 seconds instead of resetting at the top of a minute.
 */
export function createOAuthRateLimit(counters: CounterStore, limitPerMinute: number) {
  return {
    /** Counts one request from `ip`, or throws 429 rate_limited with the wait until a bucket leaves the window. */
    async consume(ip: string, now: Date): Promise<void> {
      const current = Math.floor(now.getTime() / BUCKET_MS);
      const keyOf = (bucket: number) => `oauth-ip:${ip}:${bucket}`;
      const previous = await Promise.all(
        Array.from({ length: WINDOW_BUCKETS - 1 }, (_, i) => current - WINDOW_BUCKETS + 1 + i).map(async (bucket) => ({
          bucket,
          used: await counters.peek(keyOf(bucket)),
        })),
      );
      const usedBefore = previous.reduce((sum, { used }) => sum + used, 0);
      const { allowed } = await counters.consume({
        key: keyOf(current),
        limit: Math.max(0, limitPerMinute - usedBefore),
        cost: 1,
        expiresAt: new Date((current + WINDOW_BUCKETS) * BUCKET_MS).toISOString(),
      });
      if (allowed) return;
      // Room opens when the oldest bucket holding requests leaves the window.
      const oldest = previous.find(({ used }) => used > 0)?.bucket ?? current;
      const retryAfterSec = Math.max(1, Math.ceil(((oldest + WINDOW_BUCKETS) * BUCKET_MS - now.getTime()) / 1000));
      throw new DomainError('rate_limited', 'too many sign-in and token requests from this address', { retryAfterSec });
    },
  };
}

export type OAuthRateLimit = ReturnType<typeof createOAuthRateLimit>;
