import type {
  billingPortalEndpoint,
  buildOpenApiDocument,
  createUserEndpoint,
  EndpointReply,
  ErrorBody,
  feedbackEndpoint,
  getUserEndpoint,
  listMealsEndpoint,
  searchMealsEndpoint,
  meEndpoint,
  patchUserEndpoint,
} from '@shokuji/contracts';
import { API, useGateway } from '../support/api-fixtures';
import { request, type HttpReply } from '../support/http-client';
import { waitHealthy } from '../support/service-process';

/** API-SPEC.md → Authentication, Errors, Limits and OPERATOR-API.md → Admin API: auth, tokens, entitlements, quotas, errors and the operator API through the real server. */
const { gateway, admin } = useGateway();

/** A call under the API base; `T` is the body the test expects. */
const api = <T = unknown>(path: string, init: Parameters<typeof request>[1] = {}) => request<T>(`${gateway().url}${API}${path}`, init);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('documents and health', () => {
  it('GET /healthz answers ok once everything is up', async () => {
    await waitHealthy(gateway().url);
    const res = await request(`${gateway().url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /help needs no auth and describes every endpoint', async () => {
    const res = await api('/help');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/markdown');
    for (const route of ['GET /me', 'POST /feedback', 'POST /billing/portal']) expect(res.text).toContain(`### ${route}`);
    expect(res.text).toContain('quota_exceeded');
    // Each error code beside the status it comes with, as the service answers it.
    for (const [code, status] of [
      ['insufficient_credits', 402],
      ['quota_exceeded', 429],
      ['idempotency_key_reused', 422],
      ['unavailable', 503],
    ])
      expect(res.text).toContain(`${code} (${status})`);
  });

  it('GET /openapi.json is the committed OpenAPI 3.1 document', async () => {
    const res = await api<ReturnType<typeof buildOpenApiDocument>>('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths?.['/me']?.get?.operationId).toBe('getMe');
    expect(res.body.servers?.[0]?.url).toBe(`${gateway().url}${API}`);
  });

  it('unknown routes give a 404 error body', async () => {
    const res = await api('/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', error: expect.any(String), userMessage: expect.any(String) });
  });
});

describe('authentication', () => {
  it.each([
    ['no header', {}, 'Bearer realm="shokuji-api"'],
    ['a malformed header', { authorization: 'Token abc' }, 'Bearer realm="shokuji-api"'],
    ['an unknown token', bearer('ext_notarealtoken'), 'Bearer realm="shokuji-api", error="invalid_token"'],
  ])('%s gives 401 with the Bearer challenge (RFC 6750)', async (_label, headers, challenge) => {
    const res = await api<ErrorBody>('/me', { headers });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
    expect(res.body).not.toHaveProperty('challenge');
    expect(res.headers.get('www-authenticate')).toBe(challenge);
    expect(res.headers.get('x-quota-used')).toBeNull();
  });

  it('a revoked token gives 401 from the next request on', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await user.call('GET', '/me')).status).toBe(200);
    expect((await admin.call('DELETE', `/tokens/${user.tokenId}`)).status).toBe(200);
    expect((await user.call('GET', '/me')).status).toBe(401);
    expect((await admin.call('DELETE', '/tokens/tok_unknown')).status).toBe(404);
  });

  it('an expired token gives 401 (test clock)', async () => {
    const user = await admin.buildUser();
    expect((await user.call('GET', '/me')).status).toBe(200);
    await admin.setClock(new Date(Date.now() + 16 * 60 * 1000).toISOString());
    expect((await user.call('GET', '/me')).status).toBe(401);
  });
});

describe('tokens (OPERATOR-API.md → Tokens)', () => {
  it('tokens start with ext_ and are long', async () => {
    const user = await admin.buildUser();
    expect(user.token).toMatch(/^ext_[A-Za-z0-9_-]{40,}$/);
  });

  it('Free: always 15 minutes whatever is asked, and one active token', async () => {
    const userId = await admin.createUser();
    const first = await admin.issueToken(userId, '24h');
    expect(Date.parse(first.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000 + 5000);
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    const second = await admin.issueToken(userId);
    expect((await api('/me', { headers: bearer(first.token) })).status).toBe(401);
    expect((await api('/me', { headers: bearer(second.token) })).status).toBe(200);
  });

  it('Premium: 1 h by default, 6 h or 24 h on request, at most 5 active (6th → 409 token_limit)', async () => {
    const userId = await admin.createUser({ plan: 'premium' });
    const lifetimes = { '1h': 60, '6h': 360, '24h': 1440 };
    const byDefault = await admin.issueToken(userId);
    expect(Math.round((Date.parse(byDefault.expiresAt) - Date.now()) / 60000)).toBe(60);
    for (const [lifetime, minutes] of Object.entries(lifetimes)) {
      const issued = await admin.issueToken(userId, lifetime);
      expect(Math.round((Date.parse(issued.expiresAt) - Date.now()) / 60000)).toBe(minutes);
    }
    await admin.issueToken(userId);
    const sixth = await admin.call<ErrorBody>('POST', `/users/${userId}/tokens`, {});
    expect(sixth.status).toBe(409);
    expect(sixth.body.code).toBe('token_limit');
    expect((await api('/me', { headers: bearer(byDefault.token) })).status).toBe(200);
  });

  it('rejects unknown lifetimes and unknown users', async () => {
    const userId = await admin.createUser({ plan: 'premium' });
    expect((await admin.call('POST', `/users/${userId}/tokens`, { lifetime: '2h' })).status).toBe(400);
    expect((await admin.call('POST', '/users/u_missing/tokens', {})).status).toBe(404);
  });
});

describe('admin API', () => {
  it('needs the right X-Admin-Token', async () => {
    expect((await request(`${gateway().url}/admin/v1/users`, { method: 'POST', body: {} })).status).toBe(401);
    expect(
      (await request(`${gateway().url}/admin/v1/users`, { method: 'POST', body: {}, headers: { 'x-admin-token': 'wrong' } })).status,
    ).toBe(401);
  });

  it('looks at no body before the X-Admin-Token check: a body over 256 KB is a 401 without the token, a 413 with it', async () => {
    const oversized = JSON.stringify({ displayName: 'x'.repeat(300 * 1024) });
    const users = (headers: Record<string, string>) =>
      request<ErrorBody>(`${gateway().url}/admin/v1/users`, { method: 'POST', rawBody: oversized, headers });
    expect((await users({})).status).toBe(401);
    const refused = await users({ 'x-admin-token': gateway().adminToken });
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('payload_too_large');
  });

  it('creates, reads and patches accounts with their profile', async () => {
    const userId = await admin.createUser({ displayName: '花子', profile: { heightCm: 158, gender: 'female' } });
    const read = await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${userId}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      userId,
      displayName: '花子',
      plan: 'free',
      premiumVia: 'payment_provider',
      registeredOnWeb: false,
      region: 'JP',
      profile: { heightCm: 158, gender: 'female' },
      entitlement: { tier: 'free', source: 'none' },
      externalTrial: { state: 'untouched' },
    });
    const patched = await admin.call<EndpointReply<typeof patchUserEndpoint>>('PATCH', `/users/${userId}`, {
      plan: 'premium',
      premiumVia: 'app_store',
      profile: { weightKg: 52 },
    });
    expect(patched.body.data).toMatchObject({
      plan: 'premium',
      entitlement: { tier: 'premium', source: 'app_store' },
      profile: { heightCm: 158, weightKg: 52 },
    });
    expect((await admin.call('GET', '/users/u_missing')).status).toBe(404);
  });

  it('creates a Free account from a POST /users without a body (every field has a default)', async () => {
    const created = await admin.call<EndpointReply<typeof createUserEndpoint>>('POST', '/users');
    expect(created.status).toBe(201);
    const read = await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${created.body.data.userId}`);
    expect(read.body.data).toMatchObject({ plan: 'free', region: 'JP', externalTrial: { state: 'untouched' } });
  });

  it('validates bodies strictly (unknown keys and bad values are 400)', async () => {
    for (const body of [{ plan: 'gold' }, { surprise: 1 }, { profile: { heightCm: 20 } }, { profile: { dateOfBirth: '1990-02-30' } }]) {
      const res = await admin.call<ErrorBody>('POST', '/users', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_request');
    }
  });

  it('takes a date of birth only as PUT /goals does: in the past, an age of 10-120', async () => {
    const userId = await admin.createUser({ profile: { dateOfBirth: '1990-01-01' } });
    for (const dateOfBirth of ['2999-01-01', '1800-01-01', `${new Date().getUTCFullYear() - 5}-01-01`]) {
      const created = await admin.call<ErrorBody>('POST', '/users', { plan: 'premium', profile: { dateOfBirth } });
      expect([dateOfBirth, created.status, created.body.code]).toEqual([dateOfBirth, 400, 'invalid_request']);
      const patched = await admin.call<ErrorBody>('PATCH', `/users/${userId}`, { plan: 'premium', profile: { dateOfBirth } });
      expect([dateOfBirth, patched.status]).toEqual([dateOfBirth, 400]);
    }
    const read = await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${userId}`);
    expect(read.body.data).toMatchObject({ plan: 'free', profile: { dateOfBirth: '1990-01-01' } });
  });
});

describe('GET /me', () => {
  it('Free with an untouched trial: every field of the Me resource, no personal data', async () => {
    const user = await admin.buildUser({ displayName: 'たろう' });
    const res = await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      tier: 'free',
      entitlementSource: 'none',
      externalTrial: { state: 'untouched', active: false, startedAt: null, endsAt: null, daysRemaining: 7 },
      displayName: null,
      goal: null,
      metabolism: null,
      features: {
        canReadPersonalData: false,
        canStartTrial: true,
        canWrite: false,
        canSetProposal: false,
        rangeMaxDays: { meals: 0, nutrition: 0 },
      },
      quota: { period: 'day', limit: 10, used: 1, remaining: 9, resetAt: expect.any(String) },
    });
    // /me never starts the trial.
    expect((await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data.externalTrial.state).toBe('untouched');
  });

  it('Premium: displayName shown, hourly quota', async () => {
    const user = await admin.buildUser({ plan: 'premium', displayName: 'たろう' });
    const me = (await user.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data;
    expect(me).toMatchObject({ tier: 'premium', entitlementSource: 'payment_provider', displayName: 'たろう' });
    expect(me.externalTrial.state).toBe('not_applicable');
    expect(me.features).toMatchObject({
      canReadPersonalData: true,
      canWrite: true,
      canSetProposal: true,
      rangeMaxDays: { meals: 14, nutrition: 90 },
    });
    expect(me.quota).toMatchObject({ period: 'hour', limit: 100, used: 1 });
  });

  it('grace: Premium access from the web registration', async () => {
    const me = (await (await admin.buildUser({ registeredOnWeb: true })).call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data;
    expect(me).toMatchObject({ tier: 'premium', entitlementSource: 'web_grace', externalTrial: { state: 'not_applicable' } });
  });

  it('a restricted region is refused with 403 forbidden and no upgrade', async () => {
    const res = await (await admin.buildUser({ region: 'restricted' })).call<ErrorBody>('GET', '/me');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(res.body.upgrade).toBeUndefined();
  });

  it('takes no query or body', async () => {
    const user = await admin.buildUser();
    const res = await user.call('GET', '/me?x=1');
    expect(res.status).toBe(400);
  });
});

describe('quotas (API-SPEC.md → Limits)', () => {
  /**
   * Sets the service clock and gives the whole seconds it may have run since, measured on this side:
   * a reset time reported after it lies at most that much short of the time set, however long the
   * machine keeps the calls waiting.
   */
  async function clockRunningFrom(now: string): Promise<() => number> {
    const before = Date.now();
    await admin.setClock(now);
    return () => Math.ceil((Date.now() - before) / 1000);
  }

  it('Free: 10 calls per JST day, then 429 quota_exceeded with the quota object, headers and Retry-After; resets at 00:00 JST', async () => {
    await admin.setClock('2026-11-21T10:00:00.000Z');
    const user = await admin.buildUser();
    for (let i = 1; i <= 10; i++) {
      const res = await user.call('GET', '/me');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-quota-used')).toBe(String(i));
      expect(res.headers.get('x-quota-remaining')).toBe(String(10 - i));
      expect(res.headers.get('x-quota-limit')).toBe('10');
      expect(res.headers.get('x-quota-period')).toBe('day');
      expect(res.headers.get('x-quota-reset')).toBe('2026-11-21T15:00:00.000Z');
    }
    const refused = await user.call('GET', '/me');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'quota_exceeded',
      quota: { used: 10, limit: 10, remaining: 0, period: 'day', resetAt: '2026-11-21T15:00:00.000Z' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(17000);
    expect(refused.headers.get('x-quota-remaining')).toBe('0');
    // Free tokens last 15 minutes, so the next day needs a new token.
    await admin.setClock('2026-11-21T15:00:01.000Z');
    const fresh = await admin.issueToken(user.userId);
    const nextDay = await api('/me', { headers: bearer(fresh.token) });
    expect(nextDay.status).toBe(200);
    expect(nextDay.headers.get('x-quota-used')).toBe('1');
  });

  it('Premium: 100 calls per hour, resetting at the full UTC hour', async () => {
    await admin.setClock('2026-11-21T10:30:00.000Z');
    const user = await admin.buildUser({ plan: 'premium', lifetime: '24h' });
    for (let i = 0; i < 100; i++) expect((await user.call('GET', '/me')).status).toBe(200);
    const refused = await user.call<ErrorBody>('GET', '/me');
    expect(refused.status).toBe(429);
    expect(refused.body.quota).toMatchObject({ period: 'hour', limit: 100, resetAt: '2026-11-21T11:00:00.000Z' });
    await admin.setClock('2026-11-21T11:00:00.000Z');
    const res = await user.call('GET', '/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-quota-used')).toBe('1');
    expect(res.headers.get('x-quota-reset')).toBe('2026-11-21T12:00:00.000Z');
  });

  it('the call that starts the trial counts on the Free day; a spent Free day is a 429 that leaves the trial untouched until 00:00 JST', async () => {
    // docs/decisions.md → Which quota the trial's first call counts on.
    await admin.setClock('2026-11-22T10:00:00.000Z');
    const user = await admin.buildUser();
    const trialState = async () =>
      (await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${user.userId}`)).body.data.externalTrial.state;
    for (let i = 0; i < 10; i++) expect((await user.call('GET', '/me')).status).toBe(200);
    const refused = await user.call<ErrorBody>('GET', '/meals');
    expect([refused.status, refused.body.code, refused.body.quota?.period]).toEqual([429, 'quota_exceeded', 'day']);
    expect(await trialState()).toBe('untouched');

    await admin.setClock('2026-11-22T15:00:01.000Z'); // 00:00:01 JST: a new Free day (and a new 15-minute token)
    const fresh = await admin.issueToken(user.userId);
    const first = await api('/meals', { headers: bearer(fresh.token) });
    expect([first.status, first.headers.get('x-quota-period'), first.headers.get('x-quota-used')]).toEqual([200, 'day', '1']);
    expect(await trialState()).toBe('active');
    const next = await api('/meals', { headers: bearer(fresh.token) });
    expect([next.status, next.headers.get('x-quota-period'), next.headers.get('x-quota-used')]).toEqual([200, 'hour', '1']);
  });

  it('a plan change within a window: each plan counts on its own window, nothing carried over (docs/decisions.md)', async () => {
    await admin.setClock('2026-11-23T03:00:00.000Z');
    const user = await admin.buildUser();
    const counted = async () => {
      const res = await user.call('GET', '/me');
      return [res.status, res.headers.get('x-quota-period'), res.headers.get('x-quota-used')];
    };
    for (let i = 1; i <= 4; i++) expect(await counted()).toEqual([200, 'day', String(i)]);
    expect((await admin.call('PATCH', `/users/${user.userId}`, { plan: 'premium' })).status).toBe(200);
    expect(await counted()).toEqual([200, 'hour', '1']);
    expect(await counted()).toEqual([200, 'hour', '2']);
    expect((await admin.call('PATCH', `/users/${user.userId}`, { plan: 'free' })).status).toBe(200);
    expect(await counted()).toEqual([200, 'day', '5']);
    expect((await admin.call('PATCH', `/users/${user.userId}`, { plan: 'premium' })).status).toBe(200);
    expect(await counted()).toEqual([200, 'hour', '3']);
  });

  it('HEAD is GET without its body: the same cost and quota headers, and a HEAD of a personal-data endpoint starts the trial', async () => {
    // docs/decisions.md → HEAD.
    await admin.setClock('2026-11-23T05:00:00.000Z');
    const user = await admin.buildUser();
    const head = await user.call('HEAD', '/me');
    expect([head.status, head.text, head.headers.get('x-quota-used'), head.headers.get('x-quota-period')]).toEqual([200, '', '1', 'day']);
    expect(head.headers.get('content-type')).toMatch(/^application\/json/);
    const meals = await user.call('HEAD', '/meals');
    expect([meals.status, meals.headers.get('x-quota-used')]).toEqual([200, '2']);
    const account = await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${user.userId}`);
    expect(account.body.data.externalTrial.state).toBe('active');
    const feedback = await user.call('HEAD', '/feedback');
    expect([feedback.status, feedback.headers.get('allow')]).toEqual([405, 'POST, OPTIONS']);
  });

  it('RateLimit-Policy and RateLimit (IETF draft) name the per-IP limit and the account quota beside X-Quota', async () => {
    // The clock keeps running from here, so reset times are checked against the seconds it has run.
    const secondsRun = await clockRunningFrom('2026-11-21T10:30:00.000Z');
    const fields = (value: string | null) =>
      Object.fromEntries(
        (value ?? '').split(', ').map((member) => {
          const [name, ...parameters] = member.split(';');
          return [name, Object.fromEntries(parameters.map((parameter) => parameter.split('=')).map(([k, v]) => [k, Number(v)]))];
        }),
      ) as Record<string, Record<string, number>>;
    const premium = await admin.buildUser({ plan: 'premium', lifetime: '24h' });
    const res = await premium.call('GET', '/me');
    // startGateway raises the per-IP limit to 100,000 for tests; the window is a minute.
    expect(res.headers.get('ratelimit-policy')).toBe('"ip";q=100000;w=60, "user";q=100;w=3600');
    const limits = fields(res.headers.get('ratelimit'));
    expect(limits['"user"']?.r).toBe(99);
    expect(limits['"user"']?.t).toBeGreaterThanOrEqual(1800 - secondsRun());
    expect(limits['"user"']?.t).toBeLessThanOrEqual(1800);
    expect(limits['"ip"']?.t).toBeLessThanOrEqual(60);
    const free = await admin.buildUser();
    const freeRes = await free.call('GET', '/me');
    expect(freeRes.headers.get('ratelimit-policy')).toBe('"ip";q=100000;w=60, "user";q=10;w=86400');
    // 10:30 UTC is 19:30 JST: the Free day resets at 00:00 JST, 4.5 hours on.
    const freeLimits = fields(freeRes.headers.get('ratelimit'));
    expect(freeLimits['"user"']?.r).toBe(9);
    expect(freeLimits['"user"']?.t).toBeGreaterThanOrEqual(16200 - secondsRun());
    expect(freeLimits['"user"']?.t).toBeLessThanOrEqual(16200);
    // Without a token only the per-IP policy applies.
    const help = await api('/help');
    expect(help.headers.get('ratelimit-policy')).toBe('"ip";q=100000;w=60');
    expect(help.headers.get('ratelimit')).toMatch(/^"ip";r=\d+;t=\d+$/);
  });

  it('a 429 of the daily call quota carries Retry-After to the JST reset and RateLimit r=0 (a full meal date carries none: meals.e2e)', async () => {
    const secondsRun = await clockRunningFrom('2026-11-21T10:30:00.000Z');
    const user = await admin.buildUser();
    for (let i = 0; i < 10; i++) await user.call('GET', '/me');
    const refused = await user.call('GET', '/me');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(16200 - secondsRun());
    expect(retryAfter).toBeLessThanOrEqual(16200);
    expect(refused.headers.get('ratelimit')).toMatch(new RegExp(`"user";r=0;t=(${retryAfter}|${retryAfter - 1})$`));
  });

  it('a 403 (Premium wall or restricted region) costs nothing and still carries the quota headers', async () => {
    // API-SPEC.md → Limits: quota headers on every data-endpoint response, /me included.
    await admin.setClock('2026-11-21T01:00:00.000Z');
    const user = await admin.buildUser();
    expect((await user.call('GET', '/meals')).status).toBe(200); // starts the trial
    await admin.setClock('2026-11-28T02:00:00.000Z');
    const ended = await admin.issueToken(user.userId);
    expect((await api('/me', { headers: bearer(ended.token) })).headers.get('x-quota-used')).toBe('1');
    const wall = await api<ErrorBody>('/meals', { headers: bearer(ended.token) });
    expect(wall.status).toBe(403);
    expect(wall.body.code).toBe('premium_required');
    expect(wall.headers.get('x-quota-used')).toBe('1');
    expect(wall.headers.get('x-quota-period')).toBe('day');
    expect(wall.headers.get('x-quota-reset')).toBe('2026-11-28T15:00:00.000Z');
    const restricted = await (await admin.buildUser({ plan: 'premium', region: 'restricted' })).call<ErrorBody>('GET', '/me');
    expect(restricted.status).toBe(403);
    expect(restricted.headers.get('x-quota-used')).toBe('0');
    expect(restricted.headers.get('x-quota-period')).toBe('hour');
  });

  it('a token keeps its issued expiry when the account becomes Free: its personal-data calls are 403 premium_required', async () => {
    // OPERATOR-API.md → Values: "after the 7-day trial … personal-data calls give 403 premium_required".
    await admin.setClock('2026-11-21T01:00:00.000Z');
    const user = await admin.buildUser();
    expect((await user.call('GET', '/meals')).status).toBe(200); // starts the trial
    await admin.setClock('2026-11-27T23:00:00.000Z');
    const dayToken = await admin.issueToken(user.userId, '24h'); // issued on the trial's last day
    await admin.setClock('2026-11-28T03:00:00.000Z'); // the trial ended at 01:00
    const wall = await api<ErrorBody>('/meals', { headers: bearer(dayToken.token) });
    expect([wall.status, wall.body.code]).toEqual([403, 'premium_required']);
    expect((await api('/me', { headers: bearer(dayToken.token) })).status).toBe(200);

    // Bought Premium, then back to Free (its trial already used).
    await admin.call('PATCH', `/users/${user.userId}`, { plan: 'premium' });
    const premiumToken = await admin.issueToken(user.userId, '24h');
    await admin.call('PATCH', `/users/${user.userId}`, { plan: 'free' });
    await admin.setClock('2026-11-28T05:00:00.000Z');
    const afterChange = await api<ErrorBody>('/meals', { headers: bearer(premiumToken.token) });
    expect([afterChange.status, afterChange.body.code]).toEqual([403, 'premium_required']);
  });

  it('the trial on the service clock: its first success extends the 15-minute token to the hour, and it ends at endsAt (guard, stop 84)', async () => {
    // API-SPEC.md → States: "the current token is extended to the Premium default lifetime of 1 hour; trial lasts 168 hours".
    await admin.setClock('2026-11-29T01:00:00.000Z');
    const user = await admin.buildUser();
    expect((await user.call('GET', '/meals')).status).toBe(200); // starts the trial
    const stored = await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${user.userId}`);
    const endsAt = Date.parse(stored.body.data.externalTrial.endsAt!);
    expect(endsAt - Date.parse(stored.body.data.externalTrial.startedAt!)).toBe(168 * 60 * 60 * 1000);
    await admin.setClock('2026-11-29T01:30:00.000Z'); // past the token's first 15 minutes
    expect((await user.call('GET', '/meals')).status).toBe(200);
    await admin.setClock('2026-11-29T02:00:01.000Z'); // past the hour from the trial's start
    expect((await user.call('GET', '/meals')).status).toBe(401);

    await admin.setClock(new Date(endsAt - 60 * 60 * 1000).toISOString());
    const dayToken = await admin.issueToken(user.userId, '24h');
    await admin.setClock(new Date(endsAt - 1000).toISOString());
    expect((await api('/meals', { headers: bearer(dayToken.token) })).status).toBe(200);
    await admin.setClock(new Date(endsAt).toISOString());
    const wall = await api<ErrorBody>('/meals', { headers: bearer(dayToken.token) });
    expect([wall.status, wall.body.code, wall.body.upgrade?.feature]).toEqual([403, 'premium_required', 'meals']);
    expect(wall.headers.get('x-quota-period')).toBe('day');
  });

  it('/feedback and /billing/portal cost nothing and carry the quota headers; a 400 costs nothing', async () => {
    await admin.clockAtNextHour(); // the Free day's count cannot roll over at midnight JST between the first /me and the last
    const user = await admin.buildUser();
    expect((await user.call('GET', '/me')).headers.get('x-quota-used')).toBe('1');
    const feedback = await user.call('POST', '/feedback', { message: '使いやすいです' });
    expect(feedback.status).toBe(201);
    expect(feedback.headers.get('x-quota-used')).toBe('1');
    const portal = await user.call('POST', '/billing/portal');
    expect(portal.status).toBe(409);
    const bad = await user.call('POST', '/feedback', { message: '' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-quota-used')).toBe('1');
    expect((await user.call('GET', '/me')).headers.get('x-quota-used')).toBe('2');
  });

  it('a meal record without exactly one route is a 400 of the request: it costs nothing, one record or a batch', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    for (const body of [
      {},
      { mealName: '自炊' },
      { productId: 1, dishId: 2 },
      { productId: 1, cal: 300 },
      { productId: 1, mealName: '牛丼' },
      { items: [{ mealName: '自炊', cal: 300 }, { mealName: '自炊' }] },
    ]) {
      const refused = await user.call<ErrorBody>('POST', '/meals', body);
      expect([JSON.stringify(body), refused.status, refused.body.code, refused.headers.get('x-quota-used')]).toEqual([
        JSON.stringify(body),
        400,
        'invalid_request',
        '0',
      ]);
    }
    const route = await user.call<ErrorBody>('POST', '/meals', {
      items: [
        { mealName: '自炊', cal: 300 },
        { foodId: 'f_1', cal: 1 },
      ],
    });
    expect(route.body.error).toBe('body.items.1: cal cannot be combined with foodId (manual values are route D only)');
    expect((await user.call('POST', '/meals', { mealName: '自炊', cal: 300 })).headers.get('x-quota-used')).toBe('1');
  });

  it('search filters that contradict each other are a 400 of the request: they cost nothing, GET or POST', async () => {
    const user = await admin.buildUser();
    const refusals = [
      await user.call<ErrorBody>('GET', '/search?q=牛丼&calMin=500&calMax=100'),
      await user.call<ErrorBody>('GET', '/search?sort=fits-budget'),
      await user.call<ErrorBody>('POST', '/search', { queries: ['牛丼'], proteinMin: 30, proteinMax: 10 }),
      await user.call<ErrorBody>('POST', '/search', { queries: ['牛丼'], sort: 'fits-budget' }),
    ];
    expect(refusals.map((r) => [r.status, r.body.code, r.headers.get('x-quota-used')])).toEqual(
      Array.from({ length: 4 }, () => [400, 'invalid_request', '0']),
    );
    expect(refusals[0]!.body.error).toBe('query: calMin is greater than calMax');
    expect(refusals[3]!.body.error).toMatch(/^body: sort=fits-budget needs at least one target/);
  });

  it('a query parameter sent twice, or a number sent empty, is a 400 that says so and costs nothing', async () => {
    const user = await admin.buildUser();
    const refusals = [
      await user.call<ErrorBody>('GET', '/search?q=ramen&limit=5&limit=6'),
      await user.call<ErrorBody>('GET', '/catalog/items?ids=p_1&ids=p_2'),
      await user.call<ErrorBody>('GET', '/search?q=ramen&calMax='),
    ];
    expect(refusals.map((r) => [r.status, r.body.code, r.headers.get('x-quota-used')])).toEqual(
      Array.from({ length: 3 }, () => [400, 'invalid_request', '0']),
    );
    expect(refusals.map((r) => r.body.error)).toEqual([
      'query: limit given more than once; send each parameter once (a list comma-separated in one)',
      'query: ids given more than once; send each parameter once (a list comma-separated in one)',
      'query.calMax: must be a number written in decimal, not empty',
    ]);
  });

  it('text that is not UTF-8 is a 400 and costs nothing: body bytes (Latin-1, Shift_JIS) or the %-escapes of a query', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const utf8 = (text: string) => new TextEncoder().encode(text);
    const body = (name: Uint8Array) => new Uint8Array([...utf8('{"mealName":"'), ...name, ...utf8('","cal":100}')]);
    const refusals = [
      await api<ErrorBody>('/meals', {
        method: 'POST',
        rawBody: body(new Uint8Array([0x43, 0x61, 0x66, 0xe9])),
        headers: bearer(user.token),
      }),
      await api<ErrorBody>('/meals', {
        method: 'POST',
        rawBody: body(new Uint8Array([0x8b, 0x8d, 0x93, 0xda])),
        headers: bearer(user.token),
      }),
      await api<ErrorBody>('/search?q=%FF', { headers: bearer(user.token) }),
      await api<ErrorBody>('/search?q=%8B%8D%93%DA', { headers: bearer(user.token) }),
    ];
    expect(refusals.map((r) => [r.status, r.body.code, r.headers.get('x-quota-used')])).toEqual(
      Array.from({ length: 4 }, () => [400, 'invalid_request', '0']),
    );
    expect(refusals.map((r) => r.body.error)).toEqual([
      'request body is not UTF-8: send the JSON text encoded in UTF-8',
      'request body is not UTF-8: send the JSON text encoded in UTF-8',
      'query: its %-escapes are not UTF-8; percent-encode the UTF-8 bytes of the text',
      'query: its %-escapes are not UTF-8; percent-encode the UTF-8 bytes of the text',
    ]);
    const meals = await user.call<EndpointReply<typeof listMealsEndpoint>>('GET', '/meals');
    expect(meals.body.data.days[0]!.meals).toEqual([]);
    // The same text in UTF-8, raw or %-escaped, and a UTF-8 BOM, pass.
    const written = await api('/meals', { method: 'POST', rawBody: body(utf8('牛丼')), headers: bearer(user.token) });
    expect(written.status).toBe(201);
    const found = await api<EndpointReply<typeof searchMealsEndpoint>>('/meals/search?q=%E7%89%9B%E4%B8%BC', {
      headers: bearer(user.token),
    });
    expect(found.body.data.items.map((meal) => meal.mealName)).toEqual(['牛丼']);
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...body(utf8('Café'))]);
    expect((await api('/meals', { method: 'POST', rawBody: withBom, headers: bearer(user.token) })).status).toBe(201);
  });
});

describe('POST /feedback', () => {
  it('accepts 1-2000 characters and the listed categories only', async () => {
    const user = await admin.buildUser();
    const ok = await user.call('POST', '/feedback', { message: 'あ'.repeat(2000), category: 'feature' });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ success: true, data: { id: expect.any(String), category: 'feature', createdAt: expect.any(String) } });
    for (const body of [
      { message: 'あ'.repeat(2001) },
      { message: '' },
      { message: 'x', category: 'rant' },
      { message: 'x', extra: true },
      {},
    ]) {
      expect((await user.call('POST', '/feedback', body)).status).toBe(400);
    }
  });

  it('5 per 24 hours, then 429 quota_exceeded until the oldest turns 24 hours old', async () => {
    await admin.setClock('2026-11-21T00:00:00.000Z');
    const user = await admin.buildUser({ plan: 'premium', lifetime: '24h' });
    const sent: HttpReply<EndpointReply<typeof feedbackEndpoint>>[] = [];
    for (let i = 0; i < 5; i++)
      sent.push(await user.call<EndpointReply<typeof feedbackEndpoint>>('POST', '/feedback', { message: `m${i}` }));
    expect(sent.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const refused = await user.call<ErrorBody>('POST', '/feedback', { message: 'sixth' });
    expect(refused.status).toBe(429);
    const oldestPlusDay = new Date(Date.parse(sent[0]!.body.data.createdAt) + 24 * 3600 * 1000).toISOString();
    expect(refused.body).toMatchObject({ code: 'quota_exceeded', quota: { limit: 5, remaining: 0, resetAt: oldestPlusDay } });
    // From the oldest's createdAt, not the clock value set above: the service clock runs on while the user is built.
    await admin.setClock(new Date(Date.parse(oldestPlusDay) + 1_000).toISOString());
    const again = await admin.issueToken(user.userId, '1h');
    expect((await api('/feedback', { method: 'POST', body: { message: 'next day' }, headers: bearer(again.token) })).status).toBe(201);
  });
});

describe('POST /billing/portal', () => {
  it('payment-provider Premium gets a management URL that opens', async () => {
    const user = await admin.buildUser({ plan: 'premium', premiumVia: 'payment_provider' });
    const res = await user.call<EndpointReply<typeof billingPortalEndpoint>>('POST', '/billing/portal');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.url).toMatch(new RegExp(`^${gateway().url}/billing/manage/`));
    const page = await request(res.body.data.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('プランの管理');
    const forged = await request(`${res.body.data.url.slice(0, -3)}xyz`);
    expect(forged.status).toBe(404);
  });

  it.each([
    ['app-store Premium', { plan: 'premium', premiumVia: 'app_store' }],
    ['no subscription', {}],
    ['grace without a purchase', { registeredOnWeb: true }],
  ] as const)('%s gets 409', async (_label, overrides) => {
    const res = await (await admin.buildUser(overrides)).call<ErrorBody>('POST', '/billing/portal');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('subscription_not_manageable');
    expect(res.body.userMessage).toEqual(expect.any(String));
  });
});

describe('bodies', () => {
  it('a body over 256 KB gives 413', async () => {
    const user = await admin.buildUser();
    const res = await request<ErrorBody>(`${gateway().url}${API}/feedback`, {
      method: 'POST',
      rawBody: JSON.stringify({ message: 'x'.repeat(300 * 1024) }),
      headers: bearer(user.token),
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('broken JSON gives 400 invalid_request', async () => {
    const user = await admin.buildUser();
    const res = await request<ErrorBody>(`${gateway().url}${API}/feedback`, {
      method: 'POST',
      rawBody: '{"message":',
      headers: bearer(user.token),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.error).toBe('request body is not valid JSON');
    // JSON that is no object (null, a string, an array) is valid JSON: the message says what is wrong
    // with it, in validation's words whichever it is (stop 82: null was "request body must be a JSON object").
    for (const [rawBody, received] of [
      ['null', 'null'],
      ['"x"', 'string'],
      ['1', 'number'],
      ['[]', 'array'],
    ]) {
      const scalar = await request<ErrorBody>(`${gateway().url}${API}/feedback`, { method: 'POST', rawBody, headers: bearer(user.token) });
      expect([rawBody, scalar.status, scalar.body.code, scalar.body.error]).toEqual([
        rawBody,
        400,
        'invalid_request',
        `body: Invalid input: expected object, received ${received}`,
      ]);
    }
  });

  it('broken JSON waits for the token, region and plan checks (docs/decisions.md → Order of checks) and carries the quota headers', async () => {
    const broken = (headers: Record<string, string>) =>
      request<ErrorBody>(`${gateway().url}${API}/meals`, { method: 'POST', rawBody: '{"mealName":', headers });
    const anonymous = await broken({});
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'unauthorized']);
    const restricted = await admin.buildUser({ plan: 'premium', region: 'restricted' });
    expect((await broken(bearer(restricted.token))).body.code).toBe('forbidden');
    await admin.setClock('2026-11-21T01:00:00.000Z');
    const ended = await admin.buildUser();
    expect((await ended.call('GET', '/meals')).status).toBe(200); // starts the trial
    await admin.setClock('2026-11-28T03:00:00.000Z');
    const freeToken = await admin.issueToken(ended.userId);
    const wall = await broken(bearer(freeToken.token));
    expect([wall.status, wall.body.code]).toEqual([403, 'premium_required']);
    const premium = await admin.buildUser({ plan: 'premium' });
    const refused = await broken(bearer(premium.token));
    expect([refused.status, refused.body.error]).toEqual([400, 'request body is not valid JSON']);
    expect(refused.headers.get('x-quota-used')).toBe('0');
    // The admin API checks X-Admin-Token first the same way.
    const operator = await request<ErrorBody>(`${gateway().url}/admin/v1/users`, { method: 'POST', rawBody: '{' });
    expect([operator.status, operator.body.code]).toEqual([401, 'unauthorized']);
  });

  it('a body that is not JSON gives 415 unsupported_media_type; no body where one is required gives a 400 that says so', async () => {
    const user = await admin.buildUser();
    const asText = await fetch(`${gateway().url}${API}/feedback`, {
      method: 'POST',
      headers: { ...bearer(user.token), 'content-type': 'text/plain' },
      body: 'ご意見です',
    });
    expect(asText.status).toBe(415);
    const refusal = (await asText.json()) as { code: string; error: string };
    expect(refusal.code).toBe('unsupported_media_type');
    expect(refusal.error).toContain('application/json');
    const none = await user.call<ErrorBody>('POST', '/feedback');
    expect(none.status).toBe(400);
    expect(none.body.error).toContain('a JSON object');
    // POST /billing/portal takes no body or an empty one; a body of another type is a 415 as at every POST.
    expect((await user.call('POST', '/billing/portal')).status).toBe(409);
    const portalAsText = await api('/billing/portal', {
      method: 'POST',
      headers: { ...bearer(user.token), 'content-type': 'text/plain' },
      rawBody: 'x',
    });
    expect([portalAsText.status, (portalAsText.body as ErrorBody).code]).toEqual([415, 'unsupported_media_type']);
  });
});

describe('methods', () => {
  it('a path that exists answers 405 with Allow to a method it does not serve; OPTIONS lists the methods', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const patch = await user.call('PATCH', '/meals', {});
    expect(patch.status).toBe(405);
    expect(patch.body).toMatchObject({ code: 'method_not_allowed', userMessage: expect.any(String) });
    expect(patch.headers.get('allow')).toBe('POST, GET, HEAD, OPTIONS');
    // A concrete path wins over /meals/:id, as in OpenAPI: /meals/search serves GET only.
    const put = await user.call('PUT', '/meals/search', { quantity: 1 });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await api('/help', { method: 'DELETE' })).status).toBe(405);
    const options = await api('/meals/m_1', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('PUT, DELETE, OPTIONS');
    // Unknown paths stay 404.
    expect((await api('/nothing-here', { method: 'PATCH' })).status).toBe(404);
  });

  it('the admin API answers 405 with Allow the same way, after the X-Admin-Token check', async () => {
    const users = await admin.call<ErrorBody>('PATCH', '/users');
    expect(users.status).toBe(405);
    expect(users.body.code).toBe('method_not_allowed');
    expect(users.headers.get('allow')).toBe('POST, OPTIONS');
    const clock = await admin.call('GET', '/clock');
    expect(clock.status).toBe(405);
    expect(clock.headers.get('allow')).toBe('PUT, DELETE, OPTIONS');
    expect((await admin.call('POST', '/users/u_1')).headers.get('allow')).toBe('PATCH, GET, HEAD, OPTIONS');
    expect((await request(`${gateway().url}/admin/v1/users`, { method: 'PATCH' })).status).toBe(401);
    expect((await admin.call('PATCH', '/nothing-here')).status).toBe(404);
  });

  it('paths served outside the API (OAuth, health, docs, pages) answer 405 with Allow the same way; /metrics only behind X-Admin-Token', async () => {
    const site = (path: string, method: string, headers: Record<string, string> = {}) =>
      request<ErrorBody>(`${gateway().url}${path}`, { method, headers });
    const token = await site('/oauth/token', 'GET');
    expect(token.status).toBe(405);
    expect(token.body).toMatchObject({ code: 'method_not_allowed', userMessage: expect.any(String) });
    expect(token.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await site('/oauth/register', 'DELETE')).headers.get('allow')).toBe('POST, OPTIONS');
    expect((await site('/oauth/consent', 'PUT')).headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    for (const path of [
      '/healthz',
      '/livez',
      '/readyz',
      '/docs',
      '/.well-known/oauth-authorization-server',
      '/ja/shops/yoshinoya/products/1/',
    ]) {
      const post = await site(path, 'POST');
      expect([path, post.status, post.headers.get('allow')]).toEqual([path, 405, 'GET, HEAD, OPTIONS']);
    }
    const options = await site('/healthz', 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    // The sign-in pages and the photo links answer OPTIONS the same way (they answered express's own
    // 200 with an Allow that left OPTIONS out, until 2026-12-06).
    for (const [path, allow] of [
      ['/oauth/authorize', 'GET, HEAD, OPTIONS'],
      ['/oauth/consent', 'GET, HEAD, POST, OPTIONS'],
      ['/oauth/sign-in', 'POST, OPTIONS'],
      ['/media/meals/m_1/full.webp', 'GET, HEAD, OPTIONS'],
    ]) {
      const reply = await site(path!, 'OPTIONS');
      expect([path, reply.status, reply.headers.get('allow'), reply.text]).toEqual([path, 204, allow, '']);
    }
    // The OAuth JSON and metadata endpoints' OPTIONS is their CORS preflight: it lists the path's own
    // methods, in Allow and in Access-Control-Allow-Methods alike.
    for (const [path, allow] of [
      ['/oauth/token', 'POST, OPTIONS'],
      ['/oauth/register', 'POST, OPTIONS'],
      ['/oauth/revoke', 'POST, OPTIONS'],
      ['/.well-known/oauth-authorization-server', 'GET, HEAD, OPTIONS'],
      ['/.well-known/oauth-protected-resource/mcp', 'GET, HEAD, OPTIONS'],
    ]) {
      const preflight = await site(path!, 'OPTIONS', { origin: 'https://client.example', 'access-control-request-method': 'POST' });
      expect([path, preflight.status, preflight.headers.get('allow'), preflight.headers.get('access-control-allow-methods')]).toEqual([
        path,
        204,
        allow,
        allow,
      ]);
    }
    // Unknown paths stay 404, a language without pages included; /metrics reveals nothing without the token.
    expect((await site('/fr/shops/yoshinoya/products/1/', 'POST')).status).toBe(404);
    expect((await site('/nothing-here', 'DELETE')).status).toBe(404);
    expect((await site('/metrics', 'POST')).status).toBe(401);
    const metrics = await site('/metrics', 'POST', { 'x-admin-token': gateway().adminToken });
    expect(metrics.status).toBe(405);
    expect(metrics.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('test clock', () => {
  it('PUT /admin/v1/clock sets a running clock; DELETE returns to real time', async () => {
    const set = await admin.setClock('2030-01-01T00:00:00.000Z');
    expect(set.status).toBe(200);
    expect(set.body.data.adjusted).toBe(true);
    const userId = await admin.createUser();
    expect(
      (await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${userId}`)).body.data.createdAt.startsWith(
        '2030-01-01T00:00',
      ),
    ).toBe(true);
    const before = Date.now();
    const reset = await admin.resetClock();
    expect(reset.body.data.adjusted).toBe(false);
    // Real time again: the service read it while the call was under way, however long that took.
    expect(Date.parse(reset.body.data.now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(reset.body.data.now)).toBeLessThanOrEqual(Date.now());
  });

  it('takes the years 0001 to 9998, so every date derived from it stays a calendar date', async () => {
    for (const now of ['0001-01-01T00:00:00.000Z', '9998-12-31T23:59:59.999Z']) expect((await admin.setClock(now)).status).toBe(200);
    for (const now of ['0000-12-31T23:59:59.999Z', '9999-01-01T00:00:00.000Z', '9999-12-31T15:00:00.000Z']) {
      const refused = await admin.call<ErrorBody>('PUT', '/clock', { now });
      expect([now, refused.status, refused.body.code]).toEqual([now, 400, 'invalid_request']);
    }
    await admin.resetClock();
  });

  it('takes any ISO 8601 date and time with a zone: minutes only, an offset, the basic form; a time without a zone is a 400', async () => {
    for (const now of ['2030-01-01T09:00+09:00', '2030-01-01T00:00Z', '20300101T000000Z', '2030-01-01T09:00:00+0900']) {
      const set = await admin.call<{ data: { now: string } }>('PUT', '/clock', { now });
      expect([now, set.status]).toEqual([now, 200]);
      const drift = Date.parse(set.body.data.now) - Date.parse('2030-01-01T00:00:00Z');
      expect([now, drift >= 0 && drift < 5000]).toEqual([now, true]);
    }
    for (const now of ['2030-01-01T09:00:00', '2030-02-30T00:00:00Z', 'next week']) {
      const refused = await admin.call<ErrorBody>('PUT', '/clock', { now });
      expect([now, refused.status, refused.body.code]).toEqual([now, 400, 'invalid_request']);
    }
    await admin.resetClock();
  });
});
