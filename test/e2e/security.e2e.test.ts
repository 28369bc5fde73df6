import { gzipSync } from 'node:zlib';
import type { EndpointReply, ErrorBody, createMealsEndpoint } from '@shokuji/contracts';
import { API, useGateway } from '../support/api-fixtures';
import { request } from '../support/http-client';
import { heicDeclaring, pngDeclaring } from '../support/image-bombs';
import {
  CookieJar,
  LOOPBACK_REDIRECT,
  authorizeUrl,
  browse,
  connect,
  pkcePair,
  refreshRequest,
  type ClientRegistrationBody,
} from '../support/mcp-oauth';
import { TEST_RPC_SECRET, linesLogged, startGateway, startService, tempDataDir } from '../support/service-process';

/** docs/security.md: what an outside caller can see of the gateway's protections. */

const LONG_SECRET = 'x'.repeat(32);

describe('production start-up refuses unsafe settings', () => {
  it('refuses published placeholder and short secrets and an http PUBLIC_BASE_URL, naming each', async () => {
    const started = startService(
      'gateway',
      {
        NODE_ENV: 'production',
        ADMIN_TOKEN: 'change-me',
        BILLING_PORTAL_SECRET: 'change-me-billing',
        MEDIA_URL_SECRET: 'short-media-secret',
        PUBLIC_BASE_URL: 'http://api.example.test',
        CLOCK_CONTROL: '0',
      },
      20000,
    );
    await expect(started).rejects.toThrow(/ADMIN_TOKEN: a published placeholder/);
    await expect(started).rejects.toThrow(/BILLING_PORTAL_SECRET: a published placeholder/);
    await expect(started).rejects.toThrow(/MEDIA_URL_SECRET: at least 32 bytes/);
    await expect(started).rejects.toThrow(/PUBLIC_BASE_URL: an https URL is required/);
  });

  it('starts with strong secrets and https, and warns loudly when no proxy hop is trusted behind https', async () => {
    const gateway = await startGateway({
      NODE_ENV: 'production',
      CLOCK_CONTROL: '0',
      ADMIN_TOKEN: LONG_SECRET + 'admin',
      BILLING_PORTAL_SECRET: LONG_SECRET + 'billing',
      MEDIA_URL_SECRET: LONG_SECRET + 'media',
      PUBLIC_BASE_URL: 'https://api.example.test',
      TRUST_PROXY_HOPS: '0',
    });
    try {
      expect(gateway.logs.join('\n')).toMatch(/SECURITY WARNING: PUBLIC_BASE_URL is https but TRUST_PROXY_HOPS=0/);
      // HSTS only on an https origin; every answer nosniff and no-store.
      const health = await request(`${gateway.url}/healthz`);
      expect(health.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await gateway.stop();
    }
  });
});

describe('behind one trusted proxy', () => {
  // X-Forwarded-For stands for the client's address: each test uses its own addresses.
  const { gateway, admin } = useGateway({
    TRUST_PROXY_HOPS: '1',
    RATE_LIMIT_PER_IP_PER_MINUTE: '3',
    OAUTH_REGISTRATIONS_PER_IP_PER_HOUR: '3',
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  // The per-IP, admin-attempt and registration windows are fixed minutes and hours on the service
  // clock: each test starts at the top of an hour, so none of its counts straddles a window's end.
  let clockStart = 0;
  beforeEach(async () => {
    clockStart = await admin.clockAtNextHour();
  });
  const adminAttempt = (address: string, token: string) =>
    request<ErrorBody>(`${gateway().url}/admin/v1/users/u_none`, { headers: { ...from(address), 'x-admin-token': token } });

  it('refuses an address after five failed admin-token attempts a minute, even with the right token, until the minute passes', async () => {
    const attacker = '198.51.100.20';
    // Successes count nothing.
    for (let i = 0; i < 8; i++) expect((await adminAttempt(attacker, gateway().adminToken)).status).toBe(404);
    for (let i = 0; i < 5; i++) expect((await adminAttempt(attacker, `wrong-${i}`)).status).toBe(401);
    const refused = await adminAttempt(attacker, 'wrong-again');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await adminAttempt(attacker, gateway().adminToken)).status).toBe(429);
    // Another address is not affected; the operator's own calls (no forwarded address) still work.
    expect((await adminAttempt('198.51.100.21', gateway().adminToken)).status).toBe(404);
    // On the service clock: a minute later the address may try again.
    expect((await admin.setClock(new Date(clockStart + 61_000).toISOString())).status).toBe(200);
    expect((await adminAttempt(attacker, gateway().adminToken)).status).toBe(404);
  });

  it('a request without X-Admin-Token guesses nothing: always 401, never counted toward the limit', async () => {
    // OPERATOR-API.md → Admin API: "a wrong or missing value gives 401".
    const operator = '198.51.100.22';
    const withoutToken = () => request<ErrorBody>(`${gateway().url}/admin/v1/users/u_none`, { headers: from(operator) });
    for (let i = 0; i < 8; i++) {
      const missing = await withoutToken();
      expect(missing.status).toBe(401);
      expect(missing.body.code).toBe('unauthorized');
    }
    expect((await adminAttempt(operator, '')).status).toBe(401);
    expect((await adminAttempt(operator, gateway().adminToken)).status).toBe(404);
    // Wrong values still count, and a locked address is still told 401 when it sends none.
    for (let i = 0; i < 5; i++) expect((await adminAttempt(operator, `wrong-${i}`)).status).toBe(401);
    expect((await adminAttempt(operator, gateway().adminToken)).status).toBe(429);
    expect((await withoutToken()).status).toBe(401);
  });

  it('counts failed admin-token attempts of one IPv6 /64 together', async () => {
    for (let i = 1; i <= 5; i++) expect((await adminAttempt(`2001:db8:5:6::${i}`, 'wrong')).status).toBe(401);
    expect((await adminAttempt('2001:db8:5:6:ffff::9', gateway().adminToken)).status).toBe(429);
    expect((await adminAttempt('2001:db8:5:7::1', gateway().adminToken)).status).toBe(404);
  });

  it('buckets the per-IP limit by IPv6 /64: new addresses in one /64 do not get new allowances', async () => {
    const help = (address: string) => request(`${gateway().url}${API}/help`, { headers: from(address) });
    for (let i = 1; i <= 3; i++) expect((await help(`2001:db8:77:1::${i}`)).status).toBe(200);
    expect((await help('2001:db8:77:1:abcd::1')).status).toBe(429);
    expect((await help('2001:db8:77:2::1')).status).toBe(200);
  });

  it('counts an address the proxy forwards with its port as the address: a new port is no new allowance', async () => {
    const help = (forwarded: string) => request(`${gateway().url}${API}/help`, { headers: from(forwarded) });
    for (let i = 1; i <= 3; i++) expect((await help(`198.51.100.80:${40000 + i}`)).status).toBe(200);
    expect((await help('198.51.100.80:40004')).status).toBe(429);
    expect((await help('[2001:db8:78:1::1]:443')).status).toBe(200);
  });

  it('answers a tools/call the per-IP limit refuses as a tool result with the REST error body (other messages: 429)', async () => {
    const mcp = (body: unknown) =>
      request<Record<string, unknown>>(`${gateway().url}/mcp`, {
        method: 'POST',
        headers: { ...from('198.51.100.60'), accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
        body,
      });
    const call = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'get_me', arguments: {} } };
    for (let i = 0; i < 3; i++) expect((await mcp(call)).status).toBe(401); // no token: refused, still counted
    const refused = await mcp(call);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      result: { isError: true, structuredContent: { code: 'rate_limited', quota: { limit: 3, period: 'minute' } } },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const ping = await mcp({ jsonrpc: '2.0', id: 8, method: 'ping' });
    expect([ping.status, (ping.body as ErrorBody).code]).toEqual([429, 'rate_limited']);
  });

  const register = (address: string, metadata: Record<string, unknown> = {}) =>
    request<ClientRegistrationBody>(`${gateway().url}/oauth/register`, {
      method: 'POST',
      headers: from(address),
      body: { client_name: 'quota', redirect_uris: [LOOPBACK_REDIRECT], ...metadata },
    });

  it('limits client registrations per address and service-clock hour', async () => {
    for (let i = 0; i < 3; i++) expect((await register('198.51.100.40')).status).toBe(201);
    const refused = await register('198.51.100.40');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await register('198.51.100.41')).status).toBe(201);
    await admin.setClock(new Date(clockStart + 61 * 60_000).toISOString());
    expect((await register('198.51.100.40')).status).toBe(201);
  });

  it('caps the stored metadata of a registration', async () => {
    const longUris = Array.from({ length: 10 }, (_, i) => `http://127.0.0.1:43110/${String(i).padEnd(900, 'x')}`);
    const refused = await register('198.51.100.42', { redirect_uris: longUris });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_client_metadata');
  });

  it('forgets a registration no user approved within a day, and keeps one that was approved', async () => {
    const unused = await register('198.51.100.43');
    const approved = await connect(gateway().url, admin, await admin.createUser());
    await admin.setClock(new Date(clockStart + 25 * 60 * 60_000).toISOString());
    const { challenge } = pkcePair();
    const authorize = (clientId: string) =>
      browse(new CookieJar(), authorizeUrl(gateway().url, { clientId, redirectUri: LOOPBACK_REDIRECT, challenge, state: 's' }));
    const gone = await authorize(unused.body.client_id!);
    expect(gone.status).toBe(400);
    expect(gone.location).toBeNull();
    expect((await authorize(approved.clientId)).status).toBe(200);
    expect((await refreshRequest(gateway().url, approved, approved.refreshToken)).status).toBe(200);
  });

  it('checks the bearer token before reading a photo body: without one a 5 MB body is 401, not parsed', async () => {
    const reply = await request<ErrorBody>(`${gateway().url}${API}/meals/m_any/photo`, {
      method: 'PUT',
      headers: from('192.0.2.60'),
      rawBody: `{"imageBase64":"${'A'.repeat(5 * 1024 * 1024)}`, // not even valid JSON: never looked at
    });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('unauthorized');
  });

  it.each([
    ['a PNG', () => pngDeclaring(16000, 16000), '16000×16000', '192.0.2.61'],
    ['a HEIC', () => heicDeclaring(20000, 20000), '20000×20000', '192.0.2.62'],
  ])('refuses %s of a few KB that declares a huge canvas with 400, before decoding it', async (_label, bombOf, size, address) => {
    const user = await admin.buildUser({ plan: 'premium' });
    const headers = { ...from(address), authorization: `Bearer ${user.token}` };
    const created = await request<EndpointReply<typeof createMealsEndpoint>>(`${gateway().url}${API}/meals`, {
      method: 'POST',
      headers,
      body: { items: [{ mealName: 'サラダ', cal: 200, protein: 5, fat: 10, carbs: 20, mealDate: '2026-10-10' }] },
    });
    expect(created.status).toBe(201);
    const bomb = bombOf();
    expect(bomb.length).toBeLessThan(64 * 1024);
    const reply = await request<ErrorBody>(`${gateway().url}${API}/meals/${created.body.data.items[0]!.id}/photo`, {
      method: 'PUT',
      headers,
      body: { imageBase64: bomb.toString('base64') },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('invalid_request');
    expect(reply.body.error).toContain(`${size} pixels; at most 50 megapixels`);
  });

  it('reads a gzip body within the body limit and answers a bomb, another coding or a broken stream with a 4xx on every surface', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const connection = await connect(gateway().url, admin, await admin.createUser());
    const bomb = gzipSync(Buffer.from(`{"body":"${' '.repeat(20 * 1024 * 1024)}"}`));
    const broken = Buffer.from('{"body":"not gzip"}');
    const send = (path: string, address: string, body: Uint8Array, headers: Record<string, string>) =>
      request<Record<string, unknown>>(`${gateway().url}${path}`, {
        method: path.endsWith('day-notes') ? 'PUT' : 'POST',
        headers: { ...from(address), ...headers },
        rawBody: body,
      });
    const rest = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const note = await send(`${API}/day-notes`, '192.0.2.70', gzipSync(Buffer.from('{"date":"2026-10-10","body":"圧縮"}')), {
      ...rest,
      'content-encoding': 'gzip',
    });
    expect([note.status, note.body.data]).toEqual([200, expect.objectContaining({ body: '圧縮' })]);
    const inflated = await send(`${API}/day-notes`, '192.0.2.70', bomb, { ...rest, 'content-encoding': 'gzip' });
    expect([inflated.status, inflated.body.code]).toEqual([413, 'payload_too_large']);
    const zstd = await send(`${API}/day-notes`, '192.0.2.70', broken, { ...rest, 'content-encoding': 'zstd' });
    expect([zstd.status, zstd.body.code, zstd.headers.get('accept-encoding')]).toEqual([
      415,
      'unsupported_media_type',
      'gzip, deflate, br',
    ]);
    const mcp = await send('/mcp', '192.0.2.71', bomb, {
      authorization: `Bearer ${connection.accessToken}`,
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect([mcp.status, mcp.body.code]).toEqual([413, 'payload_too_large']);
    // The OAuth endpoints answer in OAuth's shape, the sign-in pages as a page: neither a 500.
    const token = await send('/oauth/token', '192.0.2.72', broken, {
      'content-type': 'application/x-www-form-urlencoded',
      'content-encoding': 'gzip',
    });
    expect([token.status, token.body.error]).toEqual([400, 'invalid_request']);
    expect(token.body.error_description).toMatch(/^request body does not decode as its Content-Encoding/);
    const page = await send('/oauth/sign-in', '192.0.2.73', broken, {
      'content-type': 'application/x-www-form-urlencoded',
      'content-encoding': 'gzip',
    });
    expect([page.status, page.headers.get('content-type')]).toEqual([400, expect.stringMatching(/^text\/html/)]);
  });

  it('marks personal answers no-store and nosniff, with no HSTS on an http origin', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const me = await request(`${gateway().url}${API}/me`, { headers: { ...from('192.0.2.50'), authorization: `Bearer ${user.token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('x-content-type-options')).toBe('nosniff');
    expect(me.headers.get('strict-transport-security')).toBeNull();
    const mcp = await request(`${gateway().url}/mcp`, { method: 'POST', headers: from('192.0.2.51'), body: {} });
    expect(mcp.status).toBe(401);
    expect(mcp.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mcp.headers.get('cache-control')).toBe('no-store');
  });

  it('sends no HTML page without a Content-Security-Policy that forbids scripts and framing: the billing page, valid link or not, and the sign-in error page', async () => {
    const user = await admin.buildUser({ plan: 'premium', premiumVia: 'payment_provider' });
    const portal = await request<{ data: { url: string } }>(`${gateway().url}${API}/billing/portal`, {
      method: 'POST',
      headers: { ...from('192.0.2.52'), authorization: `Bearer ${user.token}` },
    });
    expect(portal.status).toBe(200);
    const pages = [portal.body.data.url, `${gateway().url}/billing/manage/forged.link`, `${gateway().url}/oauth/authorize`];
    for (const url of pages) {
      const page = await request<string>(url, { headers: from('192.0.2.53') });
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect({ url, csp }).toEqual({ url, csp: expect.stringContaining("default-src 'none'") });
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src/);
    }
  });
});

describe('the internal RPC of a service running alone', () => {
  it('refuses to start without SERVICE_RPC_SECRET', async () => {
    await expect(
      startService('records', { DATA_DIR: tempDataDir('rpc-nosecret'), CATALOG_URL: 'http://127.0.0.1:9', SERVICE_RPC_SECRET: '' }, 20000),
    ).rejects.toThrow(/SERVICE_RPC_SECRET: required when a service runs as its own process/);
  });

  it('answers 401 and logs a call without the shared secret or with a wrong one; serves the gateway that holds it', async () => {
    const records = await startService('records', { DATA_DIR: tempDataDir('rpc-secret'), CATALOG_URL: 'http://127.0.0.1:9' });
    try {
      const ctx = { requestId: 'req_outsider', now: new Date().toISOString(), userId: 'u_victim' };
      const call = (headers: Record<string, string>) =>
        request(`${records.url}/rpc/health`, { method: 'POST', headers, body: { ctx, input: {} } });
      expect((await call({})).status).toBe(401);
      expect((await call({ 'x-service-secret': 'guessed' })).status).toBe(401);
      expect((await call({ 'x-service-secret': TEST_RPC_SECRET })).status).toBe(200);
      // /healthz stays open to the orchestrator's probes.
      expect((await request(`${records.url}/healthz`)).status).not.toBe(401);
      expect(
        await linesLogged(
          () => records.logs,
          (line) => line.includes('RPC call refused'),
          2,
        ),
      ).toHaveLength(2);
    } finally {
      await records.stop();
    }
  });
});
