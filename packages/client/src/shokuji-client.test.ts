import { DEFAULT_RETRY_POLICY, IDEMPOTENCY_KEY_HEADER, retryDelayMs, retryingFetch } from './shokuji-client';

/**
 * The retry rules on answers built here (the e2e test, test/e2e/client.e2e.test.ts, meets a real
 * 429; a real 503 needs a store outage, so the backoff is checked on its own).
 */
const answer = (status: number, headers: Record<string, string> = {}) => new Response(status === 204 ? null : '{}', { status, headers });
const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 400, maxDelayMs: 3000, maxAttempts: 5 };

describe('retryDelayMs', () => {
  it('waits a 429 out as its Retry-After says, and hands back one asking for longer than the policy allows', () => {
    expect(retryDelayMs(answer(429, { 'retry-after': '7' }), 1, policy)).toBe(7000);
    expect(retryDelayMs(answer(429, { 'retry-after': '3600' }), 1, policy)).toBeUndefined();
  });

  it('hands back a 429 without Retry-After (a full meal date): no wait lets it pass', () => {
    expect(retryDelayMs(answer(429), 1, policy)).toBeUndefined();
  });

  it('backs off on 503 with a ceiling that doubles up to the maximum, half of it random', () => {
    for (const [attempt, ceiling] of [
      [1, 400],
      [2, 800],
      [3, 1600],
      [4, 3000],
    ] as const) {
      const delay = retryDelayMs(answer(503), attempt, policy)!;
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
    expect(retryDelayMs(answer(503, { 'retry-after': '2' }), 1, policy)).toBe(2000);
  });

  it('never retries other answers, nor past the last attempt', () => {
    for (const status of [200, 400, 401, 409, 500, 502]) expect(retryDelayMs(answer(status), 1, policy)).toBeUndefined();
    expect(retryDelayMs(answer(503), policy.maxAttempts, policy)).toBeUndefined();
  });
});

describe('retryingFetch', () => {
  it('sends a write again after 503s with the same Idempotency-Key and body until it succeeds', async () => {
    const seen: { key: string | null; body: string }[] = [];
    const replies = [answer(503), answer(503), answer(201)];
    const pauses: number[] = [];
    const send = retryingFetch(
      async (request) => {
        seen.push({ key: request.headers.get(IDEMPOTENCY_KEY_HEADER), body: await request.text() });
        return replies.shift()!;
      },
      policy,
      async (ms) => {
        pauses.push(ms);
      },
    );
    const response = await send(new Request('http://api.test/api/v1/ext/meals', { method: 'POST', body: '{"x":1}' }));
    expect(response.status).toBe(201);
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(seen[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.every((s) => s.body === '{"x":1}')).toBe(true);
    expect(pauses).toHaveLength(2);
  });

  it("sends a write again after a 429 with a new key of its own, and hands back a 429 replayed from a caller's key", async () => {
    const keys: (string | null)[] = [];
    const replies = [answer(429, { 'retry-after': '3' }), answer(201)];
    const send = retryingFetch(
      async (request) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
        return replies.shift()!;
      },
      policy,
      async () => undefined,
    );
    expect((await send(new Request('http://api.test/api/v1/ext/weights', { method: 'POST', body: '{}' }))).status).toBe(201);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);

    const own: (string | null)[] = [];
    const stored = [answer(429, { 'retry-after': '3' }), answer(429, { 'idempotent-replayed': 'true' }), answer(201)];
    const sendOwn = retryingFetch(
      async (request) => {
        own.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
        return stored.shift()!;
      },
      policy,
      async () => undefined,
    );
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'mine' };
    expect((await sendOwn(new Request('http://api.test/api/v1/ext/weights', { method: 'POST', body: '{}', headers }))).status).toBe(429);
    expect(own).toEqual(['mine', 'mine']);
  });

  it('puts a key on every write method and none on reads', async () => {
    const keys: Record<string, string | null> = {};
    const send = retryingFetch(
      async (request) => {
        keys[request.method] = request.headers.get(IDEMPOTENCY_KEY_HEADER);
        return answer(200);
      },
      policy,
      async () => undefined,
    );
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) await send(new Request('http://api.test/x', { method }));
    expect(keys.GET).toBeNull();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(keys[method]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
