import { DomainError, type Quota, type Tier } from '@shokuji/contracts';
import { jstDateOf, nextJstMidnight, nextUtcHour } from '@shokuji/clock';
import type { CounterStore } from '../store/platform-store';

export interface QuotaLimits {
  freePerDay: number;
  premiumPerHour: number;
  perIpPerMinute: number;
}

interface QuotaWindow {
  key: string;
  period: 'day' | 'hour';
  limit: number;
  resetAt: Date;
}

const MINUTE_MS = 60 * 1000;

/**
 * Call quotas (API-SPEC.md → Limits): Free 10 per JST day, Premium 100 per UTC hour, 60 per
 * minute per IP for every caller. Fixed windows keyed by their start, counted in the shared store
 * so several gateway processes stay exact.
 */
export function createQuotaService(counters: CounterStore, limits: QuotaLimits) {
  const windowFor = (userId: string, tier: Tier, now: Date): QuotaWindow =>
    tier === 'premium'
      ? {
          key: `quota:${userId}:hour:${now.toISOString().slice(0, 13)}`,
          period: 'hour',
          limit: limits.premiumPerHour,
          resetAt: nextUtcHour(now),
        }
      : { key: `quota:${userId}:day:${jstDateOf(now)}`, period: 'day', limit: limits.freePerDay, resetAt: nextJstMidnight(now) };

  const present = (window: QuotaWindow, used: number): Quota => ({
    period: window.period,
    limit: window.limit,
    used,
    remaining: Math.max(0, window.limit - used),
    resetAt: window.resetAt.toISOString(),
  });

  const retryAfterSec = (resetAt: Date, now: Date) => Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

  return {
    async current(userId: string, tier: Tier, now: Date): Promise<Quota> {
      const window = windowFor(userId, tier, now);
      return present(window, await counters.peek(window.key));
    },

    /** Takes `cost` units or throws 429 quota_exceeded carrying the quota object. */
    async consume(userId: string, tier: Tier, cost: number, now: Date): Promise<Quota> {
      const window = windowFor(userId, tier, now);
      if (cost === 0) return present(window, await counters.peek(window.key));
      const { allowed, used } = await counters.consume({
        key: window.key,
        limit: window.limit,
        cost,
        expiresAt: window.resetAt.toISOString(),
      });
      const quota = present(window, used);
      if (!allowed) {
        throw new DomainError('quota_exceeded', `${window.period === 'day' ? 'daily' : 'hourly'} call quota exceeded`, {
          quota,
          retryAfterSec: retryAfterSec(window.resetAt, now),
        });
      }
      return quota;
    },

    /** Per-IP limit for every caller, authenticated or not; throws 429 rate_limited. */
    async consumeIp(ip: string, now: Date): Promise<void> {
      const start = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
      const resetAt = new Date(start + MINUTE_MS);
      const { allowed, used } = await counters.consume({
        key: `ip:${ip}:minute:${start}`,
        limit: limits.perIpPerMinute,
        cost: 1,
        expiresAt: resetAt.toISOString(),
      });
      if (!allowed) {
        throw new DomainError('rate_limited', 'too many requests from this address', {
          quota: { used, limit: limits.perIpPerMinute, remaining: 0, period: 'minute', resetAt: resetAt.toISOString() },
          retryAfterSec: retryAfterSec(resetAt, now),
        });
      }
    },
  };
}

export type QuotaService = ReturnType<typeof createQuotaService>;

/** X-Quota-* headers on every data-endpoint response (API-SPEC.md → Limits). */
export function quotaHeaders(quota: Quota): Record<string, string> {
  return {
    'X-Quota-Used': String(quota.used),
    'X-Quota-Limit': String(quota.limit),
    'X-Quota-Remaining': String(quota.remaining),
    'X-Quota-Period': quota.period,
    'X-Quota-Reset': quota.resetAt,
  };
}
