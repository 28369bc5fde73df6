import { createShokujiClient, IDEMPOTENCY_KEY_HEADER } from '@shokuji/client';
import { API, useGateway, type Admin } from '../support/api-fixtures';

/**
 * The typed client (packages/client) against a started service: typed reads and writes with the
 * bearer token, a generated Idempotency-Key on every write and none on reads, and a 429 from the
 * per-IP limit waited out as its Retry-After says, the retried write keeping its key so the service
 * records it once. Its pauses move the service clock (the limits run on it), so nothing sleeps.
 */

/** Every request the client sent, as the service received it (method, path, headers). */
function recordingFetch() {
  const sent: Request[] = [];
  return {
    sent,
    fetch: async (request: Request) => {
      sent.push(request.clone());
      return fetch(request);
    },
  };
}

/** A sleep that moves the service clock instead of waiting. */
/**
 * Sets the service clock to `start` and gives a sleep that moves it on by the time asked. The service
 * clock keeps running from the time set (OPERATOR-API.md → Clock), so a sleep starts from the service's
 * now — the time set plus what the calls since took — as a real sleep would.
 */
async function clockSleep(admin: Admin, start: Date) {
  await admin.setClock(start.toISOString());
  let setTo = start.getTime();
  let setAt = Date.now();
  const pauses: number[] = [];
  return {
    pauses,
    sleep: async (ms: number) => {
      pauses.push(ms);
      const now = setTo + (Date.now() - setAt) + ms;
      await admin.setClock(new Date(now).toISOString());
      setTo = now;
      setAt = Date.now();
    },
  };
}

describe('the typed client against the service', () => {
  const { gateway, admin } = useGateway({}, { healthy: true });

  it('searches with the bearer token and gets typed items', async () => {
    const user = await admin.buildUser();
    const recorder = recordingFetch();
    const client = createShokujiClient({ baseUrl: `${gateway().url}${API}`, token: user.token, fetch: recorder.fetch });
    const { data, error, response } = await client.GET('/search', { params: { query: { q: 'からあげ', limit: 5 } } });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data?.data.items.length).toBeGreaterThan(0);
    expect(data?.data.items[0]?.name).toEqual(expect.any(String));
    expect(recorder.sent[0]?.headers.get('authorization')).toBe(`Bearer ${user.token}`);
    expect(recorder.sent[0]?.headers.has(IDEMPOTENCY_KEY_HEADER)).toBe(false);
  });

  it('puts a fresh Idempotency-Key on each write and keeps a key the caller chose', async () => {
    const user = await admin.buildUser();
    const recorder = recordingFetch();
    const client = createShokujiClient({ baseUrl: `${gateway().url}${API}`, token: user.token, fetch: recorder.fetch });
    const first = await client.POST('/weights', { body: { weightKg: 61.2, date: '2026-11-01' } });
    const second = await client.POST('/weights', { body: { weightKg: 61.0, date: '2026-11-02' } });
    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    const keys = recorder.sent.map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);

    // The caller's own key is sent as it is: the same key again replays the first answer.
    const own = { [IDEMPOTENCY_KEY_HEADER]: 'weight-2026-11-03' };
    const once = await client.POST('/weights', { body: { weightKg: 60.8, date: '2026-11-03' }, headers: own });
    const again = await client.POST('/weights', { body: { weightKg: 60.8, date: '2026-11-03' }, headers: own });
    expect(recorder.sent.at(-1)?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe('weight-2026-11-03');
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(once.data);
  });

  it('answers a typed error body for a refused call', async () => {
    const user = await admin.buildUser();
    const client = createShokujiClient({ baseUrl: `${gateway().url}${API}`, token: user.token });
    const { data, error, response } = await client.POST('/weights', { body: { weightKg: 5 } });
    expect(response.status).toBe(400);
    expect(data).toBeUndefined();
    expect(error?.code).toBe('invalid_request');
  });
});

describe('the typed client on a 429', () => {
  // Two requests a minute per IP: the third waits for the window as Retry-After says.
  const { gateway, admin } = useGateway({ RATE_LIMIT_PER_IP_PER_MINUTE: '2' });

  it('waits out Retry-After on the service clock and sends the write again with a new key, recorded once', async () => {
    const start = new Date('2026-11-10T03:00:10.000Z');
    const clock = await clockSleep(admin, start);
    const user = await admin.buildUser();
    const recorder = recordingFetch();
    const client = createShokujiClient({ baseUrl: `${gateway().url}${API}`, token: user.token, fetch: recorder.fetch, sleep: clock.sleep });

    expect((await client.GET('/me')).response.status).toBe(200);
    expect((await client.GET('/me')).response.status).toBe(200);
    const write = await client.POST('/weights', { body: { weightKg: 70.4, date: '2026-11-09' } });
    expect(write.response.status).toBe(200);

    const writes = recorder.sent.filter((request) => request.method === 'POST');
    expect(writes).toHaveLength(2);
    // A 429 ran nothing; the service may have remembered it under its key, so the retry takes another.
    expect(writes[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).not.toBe(writes[1]?.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(clock.pauses).toHaveLength(1);
    expect(clock.pauses[0]).toBeGreaterThan(0);
    expect(clock.pauses[0]).toBeLessThanOrEqual(60_000);

    const weights = await client.GET('/weights', { params: { query: { date: '2026-11-09' } } });
    expect(weights.data?.data.items).toHaveLength(1);
  });

  it('hands a 429 back when there are no attempts left', async () => {
    const start = new Date('2026-11-11T03:00:10.000Z');
    await admin.setClock(start.toISOString());
    const user = await admin.buildUser();
    const client = createShokujiClient({ baseUrl: `${gateway().url}${API}`, token: user.token, retry: { maxAttempts: 1 } });
    await client.GET('/me');
    await client.GET('/me');
    const refused = await client.GET('/me');
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe("the typed client on a 429 the service remembers under the write's key", () => {
  // One call an hour: the write after GET /me is refused by the quota, a refusal stored under its Idempotency-Key.
  const { gateway, admin } = useGateway({ QUOTA_PREMIUM_PER_HOUR: '1' });

  it('sends the write again after the reset with a new key, and it is recorded', async () => {
    const clock = await clockSleep(admin, new Date('2026-11-12T03:59:40.000Z'));
    const user = await admin.buildUser({ plan: 'premium' });
    const recorder = recordingFetch();
    const client = createShokujiClient({ baseUrl: `${gateway().url}${API}`, token: user.token, fetch: recorder.fetch, sleep: clock.sleep });
    expect((await client.GET('/me')).response.status).toBe(200);
    const write = await client.POST('/weights', { body: { weightKg: 70.4, date: '2026-11-12' } });
    expect(write.response.status).toBe(200);
    expect(clock.pauses).toHaveLength(1);
    const writes = recorder.sent.filter((request) => request.method === 'POST');
    expect(writes.map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER))).toEqual([expect.any(String), expect.any(String)]);
    expect(writes[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).not.toBe(writes[1]?.headers.get(IDEMPOTENCY_KEY_HEADER));
  });

  it("keeps a caller's own key, and hands back at once the 429 the service replays from it", async () => {
    const clock = await clockSleep(admin, new Date('2026-11-13T03:59:40.000Z'));
    const user = await admin.buildUser({ plan: 'premium' });
    const client = createShokujiClient({ baseUrl: `${gateway().url}${API}`, token: user.token, sleep: clock.sleep });
    expect((await client.GET('/me')).response.status).toBe(200);
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'weight-2026-11-13' };
    const write = await client.POST('/weights', { body: { weightKg: 70.4, date: '2026-11-13' }, headers });
    expect(write.response.status).toBe(429);
    expect(write.response.headers.get('idempotent-replayed')).toBe('true');
    expect(clock.pauses).toHaveLength(1);
  });
});
