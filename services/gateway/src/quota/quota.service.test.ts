import { randomUUID } from 'node:crypto';
import type { PlatformStore } from '../store/platform-store';
import { createQuotaService, rateLimitHeaders } from './quota.service';
import { createTempSqlitePlatformStore } from '../store/platform-store.factories';
import { refusalOf } from './refusal.factories';

/** API-SPEC.md → Limits: the windows, their resets and the refusals, on fixed instants and the real SQLite store. */
describe('quota service', () => {
  let store: PlatformStore;
  const limits = { freePerDay: 10, premiumPerHour: 100, perIpPerMinute: 60 };
  const quota = () => createQuotaService(store.counters, limits);
  const user = () => `u_${randomUUID()}`;

  beforeAll(() => {
    store = createTempSqlitePlatformStore('quota');
  });
  afterAll(async () => {
    await store.close();
  });

  it('counts Free calls per JST day: the 11th is refused until JST midnight (15:00 UTC)', async () => {
    const userId = user();
    const morning = new Date('2026-11-21T00:30:00.000Z'); // 09:30 JST
    for (let call = 1; call <= 10; call++) expect((await quota().consume(userId, 'free', 1, morning)).used).toBe(call);
    const error = await refusalOf(quota().consume(userId, 'free', 1, new Date('2026-11-21T14:59:59.000Z')));
    expect(error.code).toBe('quota_exceeded');
    expect(error.details).toMatchObject({
      retryAfterSec: 1,
      quota: { period: 'day', limit: 10, used: 10, remaining: 0, resetAt: '2026-11-21T15:00:00.000Z' },
    });
    expect(await quota().consume(userId, 'free', 1, new Date('2026-11-21T15:00:00.000Z'))).toMatchObject({ used: 1, remaining: 9 });
  });

  it('counts Premium calls per UTC hour', async () => {
    const userId = user();
    const at = new Date('2026-11-21T10:59:00.000Z');
    await quota().consume(userId, 'premium', 100, at);
    const error = await refusalOf(quota().consume(userId, 'premium', 1, at));
    expect(error.details).toMatchObject({ retryAfterSec: 60, quota: { period: 'hour', resetAt: '2026-11-21T11:00:00.000Z' } });
    expect((await quota().consume(userId, 'premium', 1, new Date('2026-11-21T11:00:00.000Z'))).used).toBe(1);
  });

  it('says in the refusal when the quota resets, the userMessage in JST: tomorrow 0:00 on Free, the next full hour on Premium', async () => {
    const free = user();
    const evening = new Date('2026-11-21T12:00:00.000Z'); // 21:00 JST
    await quota().consume(free, 'free', 10, evening);
    const daily = await refusalOf(quota().consume(free, 'free', 1, evening));
    expect(daily.message).toBe('daily call quota exceeded: 10 calls per JST day; resets at 2026-11-21T15:00:00.000Z (00:00 JST)');
    expect(daily.details.userMessage).toBe('本日の利用回数（10回）の上限に達しました。明日（日本時間0時以降）にもう一度お試しください。');
    const premium = user();
    const at = new Date('2026-11-21T14:20:00.000Z'); // 23:20 JST: the hour resets at 00:00 JST
    await quota().consume(premium, 'premium', 100, at);
    const hourly = await refusalOf(quota().consume(premium, 'premium', 1, at));
    expect(hourly.message).toBe('hourly call quota exceeded: 100 calls per hour; resets at 2026-11-21T15:00:00.000Z (00:00 JST)');
    expect(hourly.details.userMessage).toBe('1時間の利用回数（100回）の上限に達しました。日本時間0時以降にもう一度お試しください。');
    const morning = new Date('2026-11-21T01:05:00.000Z'); // 10:05 JST
    await quota().consume(premium, 'premium', 100, morning);
    const later = await refusalOf(quota().consume(premium, 'premium', 1, morning));
    expect(later.details.userMessage).toBe('1時間の利用回数（100回）の上限に達しました。日本時間11時以降にもう一度お試しください。');
  });

  it('takes nothing for a call that costs nothing, and reads the window as it stands', async () => {
    const userId = user();
    const at = new Date('2026-11-21T03:00:00.000Z');
    await quota().consume(userId, 'free', 2, at);
    expect(await quota().consume(userId, 'free', 0, at)).toMatchObject({ used: 2, remaining: 8 });
    expect(await quota().current(userId, 'free', at)).toMatchObject({ used: 2, remaining: 8 });
  });

  it('admits 60 calls a minute from one address, refuses the 61st until the next minute, and counts addresses apart', async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const at = new Date('2026-11-21T03:00:30.000Z');
    for (let call = 0; call < 60; call++) await quota().consumeIp(ip, at);
    const error = await refusalOf(quota().consumeIp(ip, at));
    expect(error.code).toBe('rate_limited');
    expect(error.details).toMatchObject({ retryAfterSec: 30, quota: { period: 'minute', used: 60, remaining: 0 } });
    expect((await quota().consumeIp('203.0.113.9', at)).used).toBe(1);
    expect((await quota().consumeIp(ip, new Date('2026-11-21T03:01:00.000Z'))).used).toBe(1);
  });

  it('writes the RateLimit fields, the per-IP policy first, with seconds to each reset', () => {
    const now = new Date('2026-11-21T03:00:30.000Z');
    const headers = rateLimitHeaders(
      {
        user: { used: 3, limit: 100, remaining: 97, period: 'hour', resetAt: '2026-11-21T04:00:00.000Z' },
        ip: { used: 1, limit: 60, remaining: 59, period: 'minute', resetAt: '2026-11-21T03:01:00.000Z' },
      },
      now,
    );
    expect(headers).toEqual({
      'RateLimit-Policy': '"ip";q=60;w=60, "user";q=100;w=3600',
      RateLimit: '"ip";r=59;t=30, "user";r=97;t=3570',
    });
    expect(rateLimitHeaders({}, now)).toEqual({});
  });

  it('writes one member for a single policy, and none for a window already past', () => {
    const now = new Date('2026-11-21T03:00:30.000Z');
    expect(
      rateLimitHeaders({ ip: { used: 1, limit: 60, remaining: 59, period: 'minute', resetAt: '2026-11-21T03:01:00.000Z' } }, now),
    ).toEqual({
      'RateLimit-Policy': '"ip";q=60;w=60',
      RateLimit: '"ip";r=59;t=30',
    });
    expect(
      rateLimitHeaders({ user: { used: 10, limit: 10, remaining: 0, period: 'day', resetAt: '2026-11-21T02:59:59.500Z' } }, now),
    ).toEqual({ 'RateLimit-Policy': '"user";q=10;w=86400', RateLimit: '"user";r=0;t=0' });
  });
});
