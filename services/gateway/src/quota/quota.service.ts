import { DomainError, type Quota, type QuotaInfo, type Tier } from '@shokuji/contracts';
import { jstDateOf, jstHourOf, nextJstMidnight, nextUtcHour } from '@shokuji/clock';
import type { CounterStore } from '../store/platform-store';
import { retryAfterSecUntil } from './retry-after';

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
      if (!allowed) throw quotaExceeded(window, quota, retryAfterSecUntil(window.resetAt, now));
      return quota;
    },

    /** Gives back what `consume` took at `now`: the call it paid for failed on the service's side (a 5xx). */
    async release(userId: string, tier: Tier, cost: number, now: Date): Promise<void> {
      if (cost > 0) await counters.release(windowFor(userId, tier, now).key, cost);
    },

    /** Per-IP limit for every caller, authenticated or not: the minute's usage, or 429 rate_limited carrying it. */
    async consumeIp(ip: string, now: Date): Promise<QuotaInfo> {
      const start = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
      const resetAt = new Date(start + MINUTE_MS);
      const { allowed, used } = await counters.consume({
        key: `ip:${ip}:minute:${start}`,
        limit: limits.perIpPerMinute,
        cost: 1,
        expiresAt: resetAt.toISOString(),
      });
      const usage: QuotaInfo = {
        used,
        limit: limits.perIpPerMinute,
        remaining: Math.max(0, limits.perIpPerMinute - used),
        period: 'minute',
        resetAt: resetAt.toISOString(),
      };
      if (!allowed) {
        throw new DomainError('rate_limited', 'too many requests from this address', {
          quota: usage,
          retryAfterSec: retryAfterSecUntil(resetAt, now),
        });
      }
      return usage;
    },
  };
}

export type QuotaService = ReturnType<typeof createQuotaService>;

/**
 * The call quota's 429. Its userMessage is shown to the user as is (API-SPEC.md → Errors), so it says
 * when to try again, in JST as the app does, where "after the reset time" left the user without the time.
 */
function quotaExceeded(window: QuotaWindow, quota: Quota, retryAfterSec: number): DomainError {
  const resetJstHour = jstHourOf(window.resetAt);
  const resets = `resets at ${window.resetAt.toISOString()} (${String(resetJstHour).padStart(2, '0')}:00 JST)`;
  return window.period === 'day'
    ? new DomainError('quota_exceeded', `daily call quota exceeded: ${window.limit} calls per JST day; ${resets}`, {
        quota,
        retryAfterSec,
        userMessage: `本日の利用回数（${window.limit}回）の上限に達しました。明日（日本時間0時以降）にもう一度お試しください。`,
      })
    : new DomainError('quota_exceeded', `hourly call quota exceeded: ${window.limit} calls per hour; ${resets}`, {
        quota,
        retryAfterSec,
        userMessage: `1時間の利用回数（${window.limit}回）の上限に達しました。日本時間${resetJstHour}時以降にもう一度お試しください。`,
      });
}

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

/** The two policies the service advertises: every caller's address, and the account's call quota. */
export type RateLimitPolicy = 'ip' | 'user';

const WINDOW_SEC: Record<QuotaInfo['period'], number> = { minute: 60, hour: 60 * 60, day: 24 * 60 * 60 };

/** One policy's member of `RateLimit-Policy`: its quota `q` and window `w` in seconds. */
const policyMember = (policy: RateLimitPolicy, usage: QuotaInfo) => `"${policy}";q=${usage.limit};w=${WINDOW_SEC[usage.period]}`;
/** One policy's member of `RateLimit`: its remaining units `r` and the seconds `t` until its window resets. */
const remainingMember = (policy: RateLimitPolicy, usage: QuotaInfo, nowMs: number) =>
  `"${policy}";r=${usage.remaining};t=${Math.max(0, Math.ceil((Date.parse(usage.resetAt) - nowMs) / 1000))}`;

/**
 * The IETF draft "RateLimit header fields for HTTP" (draft-ietf-httpapi-ratelimit-headers):
 * `RateLimit-Policy` lists each policy's quota `q` and window `w` in seconds, `RateLimit` its
 * remaining units `r` and the seconds `t` until the window resets; one list member per policy,
 * the per-IP limit first. Fixed windows, so `t` counts to the window's end on the service clock.
 * Written member by member, with no list of members: every answer gets these fields, most twice
 * (the per-IP step's, then the pipeline's with the account's quota), and the list built, mapped and
 * joined cost about three times as much (docs/benchmarks.md → Records: a day's macros kept).
 */
export function rateLimitHeaders(usages: Partial<Record<RateLimitPolicy, QuotaInfo>>, now: Date): Record<string, string> {
  const { ip, user } = usages;
  const nowMs = now.getTime();
  if (ip && user) {
    return {
      'RateLimit-Policy': `${policyMember('ip', ip)}, ${policyMember('user', user)}`,
      RateLimit: `${remainingMember('ip', ip, nowMs)}, ${remainingMember('user', user, nowMs)}`,
    };
  }
  const policy = ip ? 'ip' : 'user';
  const usage = ip ?? user;
  if (!usage) return {};
  return { 'RateLimit-Policy': policyMember(policy, usage), RateLimit: remainingMember(policy, usage, nowMs) };
}
