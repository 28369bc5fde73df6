import { randomUUID } from 'node:crypto';
import type { PlatformStore } from '../store/platform-store';
import { createTempSqlitePlatformStore } from '../store/platform-store.factories';
import { refusalOf } from './refusal.factories';
import { createRollingMinuteLimit } from './rolling-minute-limit';

/** The rolling minute of the OAuth endpoints and of failed X-Admin-Token attempts, on fixed instants and the real SQLite store. */
describe('rolling minute limit', () => {
  let store: PlatformStore;
  const limit = () => createRollingMinuteLimit(store.counters, { name: `test-${randomUUID()}`, limitPerMinute: 3, refusal: 'slow down' });

  beforeAll(() => {
    store = createTempSqlitePlatformStore('rolling-minute');
  });
  afterAll(async () => {
    await store.close();
  });

  it('refuses the call over the limit with the quota object of every 429 body and the wait until a place frees', async () => {
    const minute = limit();
    await minute.consume('a', new Date('2026-11-21T03:00:05.000Z'));
    await minute.consume('a', new Date('2026-11-21T03:00:25.000Z'));
    await minute.consume('a', new Date('2026-11-21T03:00:26.000Z'));
    const error = await refusalOf(minute.consume('a', new Date('2026-11-21T03:00:40.000Z')));
    expect(error.code).toBe('rate_limited');
    // The bucket of 03:00:00-03:00:10 leaves the window at 03:01:00.
    expect(error.details).toMatchObject({
      retryAfterSec: 20,
      quota: { used: 3, limit: 3, remaining: 0, period: 'minute', resetAt: '2026-11-21T03:01:00.000Z' },
    });
    await minute.consume('a', new Date('2026-11-21T03:01:00.000Z'));
  });

  it('refuses a full minute the same way when it only looks (refuseWhenFull), counting recorded events', async () => {
    const failures = limit();
    for (let i = 0; i < 3; i++) await failures.record('b', new Date('2026-11-21T03:00:31.000Z'));
    const error = await refusalOf(failures.refuseWhenFull('b', new Date('2026-11-21T03:00:45.000Z')));
    expect(error.details).toMatchObject({
      retryAfterSec: 45,
      quota: { used: 3, limit: 3, remaining: 0, period: 'minute', resetAt: '2026-11-21T03:01:30.000Z' },
    });
    await expect(failures.refuseWhenFull('b', new Date('2026-11-21T03:01:30.000Z'))).resolves.toBeUndefined();
  });
});
