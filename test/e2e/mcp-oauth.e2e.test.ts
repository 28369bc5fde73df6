import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import {
  OAuthMetadataSchema,
  OAuthProtectedResourceMetadataSchema,
  type OAuthClientInformationMixed,
  type OAuthMetadata,
  type OAuthProtectedResourceMetadata,
  type OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { EndpointReply, ErrorBody, getUserEndpoint, issueSignInCodeEndpoint } from '@shokuji/contracts';
import { API, useGateway } from '../support/api-fixtures';
import { request } from '../support/http-client';
import { openRawConnection } from '../support/raw-connection';
import {
  CookieJar,
  LOOPBACK_REDIRECT,
  authorizeUrl,
  browse,
  callMcp,
  connect,
  decide,
  exchangeCode,
  formAction,
  hiddenField,
  issueSignInCode,
  pkcePair,
  refreshRequest,
  registerClient,
  registeredClientId,
  signInThroughPages,
  tokenRequest,
  type OAuthErrorFields,
} from '../support/mcp-oauth';
import { REPO_ROOT, startGateway, type RunningGateway } from '../support/service-process';

/**
 * OPERATOR-API.md → MCP connector and docs/mcp.md, authorization side: discovery, registration, sign-in and consent pages, tokens,
 * rotation, revocation and the /mcp gate, through the real gateway over HTTP, with time driven
 * through PUT /admin/v1/clock. The tools behind the gate are tested in mcp-tools.e2e.test.ts.
 */
const ALLOWED_ORIGIN = 'https://app.example.com';
const { gateway, admin } = useGateway({ OAUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000', MCP_ALLOWED_ORIGINS: ALLOWED_ORIGIN });

const base = () => gateway().url;
const resource = () => `${base()}/mcp`;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** Moves the service clock `ms` ahead of real time. */
const advance = (ms: number) => admin.setClock(new Date(Date.now() + ms).toISOString());
/** Past the gate: anything but the gate's 401 and 403 (a ping answers 200). */
const admitted = (status: number) => status !== 401 && status !== 403;
const resourceMetadataUrl = () => `${base()}/.well-known/oauth-protected-resource/mcp`;

const exchange = (clientId: string, code: string, verifier: string, extra: Record<string, string | string[]> = {}) =>
  exchangeCode(base(), { clientId, code, verifier, extra });

/** Registers, signs in and approves; returns what the token request needs. */
async function approvedCode(userId: string, options: { scope?: string } = {}) {
  const clientId = await registeredClientId(base());
  const { verifier, challenge } = pkcePair();
  const flow = await signInThroughPages(
    authorizeUrl(base(), { clientId, redirectUri: LOOPBACK_REDIRECT, challenge, state: 'st-approved', ...options }),
    await issueSignInCode(admin, userId),
  );
  const { redirect } = await decide(flow, 'approve');
  return { clientId, verifier, code: redirect.searchParams.get('code')! };
}

describe('discovery (RFC 9728, RFC 8414)', () => {
  it('publishes protected resource metadata for /mcp naming this server as its authorization server', async () => {
    const reply = await request<OAuthProtectedResourceMetadata>(resourceMetadataUrl());
    expect(reply.status).toBe(200);
    expect(reply.body.resource).toBe(`${base()}/mcp`);
    expect(reply.body.authorization_servers).toEqual([base()]);
    expect(reply.body.scopes_supported).toEqual(expect.arrayContaining(['mcp', 'offline_access']));
    expect(OAuthProtectedResourceMetadataSchema.safeParse(reply.body).success).toBe(true);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('publishes authorization server metadata as MCP clients require it', async () => {
    const reply = await request<OAuthMetadata>(`${base()}/.well-known/oauth-authorization-server`);
    expect(reply.status).toBe(200);
    expect(OAuthMetadataSchema.safeParse(reply.body).success).toBe(true);
    expect(reply.body).toMatchObject({
      issuer: base(),
      authorization_endpoint: `${base()}/oauth/authorize`,
      token_endpoint: `${base()}/oauth/token`,
      registration_endpoint: `${base()}/oauth/register`,
      revocation_endpoint: `${base()}/oauth/revoke`,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      client_id_metadata_document_supported: true,
    });
    expect(reply.body.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(reply.body.scopes_supported).toContain('offline_access');
    expect(reply.body.token_endpoint_auth_methods_supported).toContain('none');
  });

  it('/mcp without a token answers 401 with the resource metadata URL', async () => {
    const reply = await callMcp(base(), null);
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${resourceMetadataUrl()}"`);
  });

  it.each([
    ['a REST ext_ token', async () => (await admin.buildUser({ plan: 'premium' })).token],
    ['an unknown token', async () => 'mcp_at_not-a-real-token'],
  ])('/mcp refuses %s with 401 and the header OPERATOR-API.md gives, literally', async (_label, tokenOf) => {
    const reply = await callMcp(base(), await tokenOf());
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${resourceMetadataUrl()}"`);
    expect(reply.body.code).toBe('unauthorized');
  });
});

describe('dynamic client registration (RFC 7591)', () => {
  it('registers a public client: no secret, auth method none, issued at on the service clock', async () => {
    await admin.setClock('2030-01-02T03:04:05.000Z');
    const reply = await registerClient(base(), { token_endpoint_auth_method: 'client_secret_basic', client_uri: 'https://client.example' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      client_name: 'テストクライアント',
      redirect_uris: [LOOPBACK_REDIRECT],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      client_uri: 'https://client.example',
    });
    expect(reply.body.client_id).toEqual(expect.any(String));
    expect(reply.body.client_secret).toBeUndefined();
    expect(Math.abs(reply.body.client_id_issued_at - Date.parse('2030-01-02T03:04:05.000Z') / 1000)).toBeLessThan(60);
  });

  it.each([
    ['an http redirect off loopback', { redirect_uris: ['http://client.example/cb'] }, 'invalid_redirect_uri'],
    ['a redirect with a fragment', { redirect_uris: ['https://client.example/cb#x'] }, 'invalid_redirect_uri'],
    ['a custom scheme', { redirect_uris: ['myapp://callback'] }, 'invalid_redirect_uri'],
    ['no redirect URIs', { redirect_uris: [] }, 'invalid_client_metadata'],
    ['an unsupported grant type', { grant_types: ['client_credentials'] }, 'invalid_client_metadata'],
  ])('refuses %s', async (_label, metadata, error) => {
    const reply = await registerClient(base(), metadata);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(error);
  });

  it.each([
    ['[]', 'array'],
    ['null', 'null'],
    ['"x"', 'string'],
    ['5', 'number'],
    ['true', 'boolean'],
  ])('refuses the JSON value %s for a body as invalid_client_metadata, as an array is refused', async (rawBody, received) => {
    const reply = await request<{ error: string; error_description: string }>(`${base()}/oauth/register`, { method: 'POST', rawBody });
    expect([reply.status, reply.body.error, reply.body.error_description]).toEqual([
      400,
      'invalid_client_metadata',
      `body: Invalid input: expected object, received ${received}`,
    ]);
  });

  it.each([
    ['a form', 'application/x-www-form-urlencoded', 'client_name=x&redirect_uris=http%3A%2F%2F127.0.0.1%2Fcb'],
    ['JSON sent as text', 'text/plain', JSON.stringify({ client_name: 'x', redirect_uris: [LOOPBACK_REDIRECT] })],
  ])(
    'refuses %s with invalid_request naming the media type RFC 7591 §3.1 asks for, registering nothing (stop 84)',
    async (_label, type, rawBody) => {
      const reply = await request<{ error: string; error_description: string }>(`${base()}/oauth/register`, {
        method: 'POST',
        headers: { 'content-type': type },
        rawBody,
      });
      expect([reply.status, reply.body.error, reply.body.error_description]).toEqual([
        400,
        'invalid_request',
        `send the client metadata as a JSON object with Content-Type: application/json (RFC 7591 §3.1; got ${type})`,
      ]);
    },
  );

  it('refuses a registration without a body with invalid_request saying what to send (stop 84)', async () => {
    const reply = await request<{ error: string; error_description: string }>(`${base()}/oauth/register`, { method: 'POST' });
    expect([reply.status, reply.body.error, reply.body.error_description]).toEqual([
      400,
      'invalid_request',
      'send the client metadata as a JSON object with Content-Type: application/json (RFC 7591 §3.1; got no body)',
    ]);
  });

  it('refuses metadata whose bytes are not UTF-8 (a client name in Shift_JIS) with invalid_request, registering nothing', async () => {
    const [before, after] = JSON.stringify({ client_name: 'NAME', redirect_uris: [LOOPBACK_REDIRECT] }).split('NAME') as [string, string];
    const utf8 = (part: string) => new TextEncoder().encode(part);
    const reply = await request<{ error: string; error_description: string }>(`${base()}/oauth/register`, {
      method: 'POST',
      rawBody: new Uint8Array([...utf8(before), 0x8b, 0x8d, 0x93, 0xda, ...utf8(after)]),
    });
    expect([reply.status, reply.body.error, reply.body.error_description]).toEqual([
      400,
      'invalid_request',
      'request body is not UTF-8: send the JSON text encoded in UTF-8',
    ]);
  });

  it('accepts https and loopback redirect URIs (127.0.0.1, [::1], localhost)', async () => {
    const reply = await registerClient(base(), {
      redirect_uris: ['https://client.example/cb', 'http://127.0.0.1/cb', 'http://[::1]:8080/cb', 'http://localhost:3000/cb'],
    });
    expect(reply.status).toBe(201);
  });

  it('forgets a registration unused for 90 days, and a use keeps it', async () => {
    const { challenge } = pkcePair();
    // Approved once each: a registration no user approved is forgotten after a day (docs/security.md).
    const unused = (await connect(base(), admin, await admin.createUser())).clientId;
    const used = (await connect(base(), admin, await admin.createUser())).clientId;
    await advance(60 * DAY);
    expect(
      (await browse(new CookieJar(), authorizeUrl(base(), { clientId: used, redirectUri: LOOPBACK_REDIRECT, challenge }))).status,
    ).toBe(200);
    await advance(91 * DAY);
    const gone = await browse(new CookieJar(), authorizeUrl(base(), { clientId: unused, redirectUri: LOOPBACK_REDIRECT, challenge }));
    expect(gone.status).toBe(400);
    expect(gone.location).toBeNull();
    expect(
      (await browse(new CookieJar(), authorizeUrl(base(), { clientId: used, redirectUri: LOOPBACK_REDIRECT, challenge }))).status,
    ).toBe(200);
  });
});

describe('authorization endpoint', () => {
  let clientId: string;
  const { challenge } = pkcePair();
  beforeAll(async () => {
    clientId = await registeredClientId(base());
  });
  const open = (params: Partial<Parameters<typeof authorizeUrl>[1]> = {}) =>
    browse(new CookieJar(), authorizeUrl(base(), { clientId, redirectUri: LOOPBACK_REDIRECT, challenge, ...params }));

  it('answers 200 text/html with the sign-in form, framing forbidden and a browser-bound cookie', async () => {
    const page = await open();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.html).toMatch(/<form method="post" action="([^"]+)"/);
    expect(formAction(page.html, 'name="code"').startsWith(base())).toBe(true);
    expect(page.html).toContain('<input type="text" id="code" name="code"');
    expect(hiddenField(page.html, 'csrf_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const cookie = page.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // PUBLIC_BASE_URL is http here; behind https the cookie is Secure (see 'a second gateway on the same store').
    expect(cookie).not.toMatch(/Secure/i);
  });

  it.each([
    ['an unknown client_id', { clientId: 'mcpc_unknown' }],
    ['an unregistered redirect_uri', { redirectUri: 'http://127.0.0.1:43110/other' }],
    ['another loopback host', { redirectUri: 'http://localhost:43110/callback' }],
    ['a client_id URL on a loopback address', { clientId: 'https://127.0.0.1:1/client.json' }],
    ['an http client_id URL', { clientId: 'http://client.example/client.json' }],
  ])('shows an error page and never redirects for %s', async (_label, params) => {
    const page = await open(params);
    expect(page.status).toBe(400);
    expect(page.location).toBeNull();
    expect(page.html).toContain('role="alert"');
  });

  it('names the error, the client and where it registered to return when the redirect_uri is not registered, with no link back', async () => {
    const page = await open({ redirectUri: 'https://attacker.example/callback', state: 'keep-me' });
    expect(page.status).toBe(400);
    expect(page.location).toBeNull();
    expect(page.html).toContain('<code>invalid_request</code>');
    expect(page.html).toContain('テストクライアント');
    expect(page.html).toContain('127.0.0.1:43110');
    // Neither where to return nor the client is trusted: no way back is offered, and the page never names the asked host.
    expect(page.html).not.toContain('back-to-client');
    expect(page.html).not.toContain('attacker.example');
  });

  it('names the error and the client_id as sent when the client is unknown', async () => {
    const page = await open({ clientId: 'mcpc_unknown' });
    expect(page.status).toBe(400);
    expect(page.html).toContain('<code>invalid_client</code>');
    expect(page.html).toContain('mcpc_unknown');
    expect(page.html).not.toContain('back-to-client');
  });

  it('refuses to fetch a client metadata document from a loopback address', async () => {
    const page = await open({ clientId: 'https://127.0.0.1:1/client.json' });
    expect(page.html).toContain('private, loopback or reserved address');
  });

  it('accepts a loopback redirect on any port (RFC 8252)', async () => {
    expect((await open({ redirectUri: 'http://127.0.0.1:50123/callback' })).status).toBe(200);
  });

  it('uses the one registered redirect URI when none is sent', async () => {
    expect((await open({ redirectUri: undefined })).status).toBe(200);
  });

  it.each([
    ['no code_challenge (PKCE is required)', { challenge: '' }, 'invalid_request'],
    ['the plain method', { extra: { code_challenge_method: 'plain' } }, 'invalid_request'],
    ['another resource', { resource: 'https://elsewhere.example/mcp' }, 'invalid_target'],
    ['a resource with a trailing slash', { resource: `__BASE__/mcp/` }, 'invalid_target'],
    ['two resources', { resource: ['__BASE__/mcp', '__BASE__/mcp'] }, 'invalid_target'],
    ['response_type token', { extra: { response_type: 'token' } }, 'unsupported_response_type'],
  ])(
    'shows %s on an error page naming the error, the client and its host, with a link back carrying error and state',
    async (_label, params, error) => {
      const withBase = JSON.parse(JSON.stringify(params).replaceAll('__BASE__', base())) as typeof params;
      const url = new URL(authorizeUrl(base(), { clientId, redirectUri: LOOPBACK_REDIRECT, challenge, state: 'keep-me', ...withBase }));
      if ((params as { challenge?: string }).challenge === '') url.searchParams.delete('code_challenge');
      const page = await browse(new CookieJar(), url.toString());
      // RFC 9700 §4.11.2 (OPERATOR-API.md → Tokens): never redirected before the user has acted.
      expect(page.status).toBe(400);
      expect(page.location).toBeNull();
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.html).toContain(error);
      expect(page.html).toContain('テストクライアント');
      expect(page.html).toContain('127.0.0.1:43110');
      const href = /id="back-to-client" href="([^"]+)"/.exec(page.html)?.[1]?.replaceAll('&amp;', '&');
      const back = new URL(href!);
      expect(`${back.origin}${back.pathname}`).toBe(LOOPBACK_REDIRECT);
      expect(back.searchParams.get('error')).toBe(error);
      expect(back.searchParams.get('state')).toBe('keep-me');
      expect(back.searchParams.get('iss')).toBe(base());
    },
  );

  it('takes an omitted resource as /mcp', async () => {
    expect((await open({ resource: null })).status).toBe(200);
  });
});

describe('sign-in codes and the sign-in page', () => {
  it('issues a code valid 10 minutes on the service clock; unknown users are 404', async () => {
    const userId = await admin.createUser();
    await admin.setClock('2030-05-01T00:00:00.000Z');
    const reply = await admin.call<EndpointReply<typeof issueSignInCodeEndpoint>>('POST', `/users/${userId}/sign-in-codes`);
    expect(reply.status).toBe(201);
    expect(reply.body.data.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(Date.parse(reply.body.data.expiresAt) - Date.parse('2030-05-01T00:00:00.000Z')).toBeGreaterThanOrEqual(10 * MINUTE);
    expect(Date.parse(reply.body.data.expiresAt) - Date.parse('2030-05-01T00:00:00.000Z')).toBeLessThan(10 * MINUTE + 30000);
    const missing = await admin.call<ErrorBody>('POST', '/users/u_missing/sign-in-codes');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });

  async function openSignIn() {
    const clientId = await registeredClientId(base());
    const jar = new CookieJar();
    const page = await browse(jar, authorizeUrl(base(), { clientId, redirectUri: LOOPBACK_REDIRECT, challenge: pkcePair().challenge }));
    return { jar, page, post: (form: Record<string, string>) => browse(jar, formAction(page.html, 'name="code"'), form) };
  }

  it('refuses a post without the CSRF token or with a foreign one with 403, and the code stays unused', async () => {
    const userId = await admin.createUser();
    const code = await issueSignInCode(admin, userId);
    const { page, post } = await openSignIn();
    const request = hiddenField(page.html, 'request');
    expect((await post({ request, code })).status).toBe(403);
    const other = await openSignIn();
    const foreign = await post({ request, code, csrf_token: hiddenField(other.page.html, 'csrf_token') });
    expect(foreign.status).toBe(403);
    expect(foreign.location).toBeNull();
    // Another browser posting its own valid token for this request is refused too.
    expect((await other.post({ request, code, csrf_token: hiddenField(other.page.html, 'csrf_token') })).status).toBe(403);
    const signedIn = await post({ request, code, csrf_token: hiddenField(page.html, 'csrf_token') });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toContain(`${base()}/oauth/consent`);
  });

  it.each([
    ['a wrong code', async () => 'AAAA-BBBB-CCCC'],
    [
      'an expired code',
      async () => {
        const code = await issueSignInCode(admin, await admin.createUser());
        await advance(11 * MINUTE);
        return code;
      },
    ],
    [
      'a used code',
      async () => {
        const code = await issueSignInCode(admin, await admin.createUser());
        const first = await openSignIn();
        await first.post({
          request: hiddenField(first.page.html, 'request'),
          code,
          csrf_token: hiddenField(first.page.html, 'csrf_token'),
        });
        return code;
      },
    ],
  ])('shows the form again with a message for %s and never redirects', async (_label, codeOf) => {
    const code = await codeOf();
    const { page, post } = await openSignIn();
    const reply = await post({ request: hiddenField(page.html, 'request'), code, csrf_token: hiddenField(page.html, 'csrf_token') });
    expect(reply.status).toBe(200);
    expect(reply.location).toBeNull();
    expect(reply.html).toContain('name="code"');
    expect(reply.html).toMatch(/role="alert"[^>]*>サインインコードが正しくないか/);
  });

  it('accepts a code typed in lower case, full width or without hyphens', async () => {
    const code = await issueSignInCode(admin, await admin.createUser());
    const typed = code
      .replaceAll('-', ' ')
      .toLowerCase()
      .replace(/[a-z2-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const { page, post } = await openSignIn();
    const reply = await post({ request: hiddenField(page.html, 'request'), code: typed, csrf_token: hiddenField(page.html, 'csrf_token') });
    expect(reply.status).toBe(303);
  });
});

describe('consent', () => {
  async function consentFor(state = 'st-consent') {
    const userId = await admin.createUser({ displayName: 'はなこ' });
    const clientId = await registeredClientId(base(), { client_name: 'Claude テスト' });
    const flow = await signInThroughPages(
      authorizeUrl(base(), { clientId, redirectUri: 'http://127.0.0.1:51234/callback', challenge: pkcePair().challenge, state }),
      await issueSignInCode(admin, userId),
    );
    return flow;
  }

  it('names the client, the redirect host and port, and offers approve and deny', async () => {
    const { consent } = await consentFor();
    expect(consent.status).toBe(200);
    expect(consent.html).toContain('Claude テスト');
    expect(consent.html).toContain('127.0.0.1:51234');
    expect(consent.html).toContain('name="decision" value="approve"');
    expect(consent.html).toContain('name="decision" value="deny"');
    expect(consent.html).toContain('はなこ');
    expect(consent.headers.get('content-security-policy')).toContain('form-action');
    expect(consent.headers.get('content-security-policy')).toContain('http://127.0.0.1:51234');
  });

  it('approve redirects with code, state and iss', async () => {
    const { status, redirect } = await decide(await consentFor('st-approve'), 'approve');
    expect([302, 303]).toContain(status);
    expect(`${redirect.origin}${redirect.pathname}`).toBe('http://127.0.0.1:51234/callback');
    expect(redirect.searchParams.get('code')).toMatch(/^mcp_ac_/);
    expect(redirect.searchParams.get('state')).toBe('st-approve');
    expect(redirect.searchParams.get('iss')).toBe(base());
  });

  it('keeps the query of a registered redirect URI as registered, adding the response after it (RFC 6749 §3.1.2, stop 84)', async () => {
    const registered = 'https://client.example/cb?next=/a%20b&sig=x~y';
    const clientId = await registeredClientId(base(), { redirect_uris: [registered] });
    const flow = await signInThroughPages(
      authorizeUrl(base(), { clientId, redirectUri: registered, challenge: pkcePair().challenge, state: 'st-query' }),
      await issueSignInCode(admin, await admin.createUser()),
    );
    const reply = await browse(flow.jar, formAction(flow.consent.html, 'name="decision"'), {
      csrf_token: hiddenField(flow.consent.html, 'csrf_token'),
      request: hiddenField(flow.consent.html, 'request'),
      decision: 'approve',
    });
    expect(reply.location).toMatch(/^https:\/\/client\.example\/cb\?next=\/a%20b&sig=x~y&code=mcp_ac_[^&]+&state=st-query&iss=/);
  });

  it('deny redirects with access_denied, state and iss', async () => {
    const { status, redirect } = await decide(await consentFor('st-deny'), 'deny');
    expect([302, 303]).toContain(status);
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe('st-deny');
    expect(redirect.searchParams.get('iss')).toBe(base());
    expect(redirect.searchParams.get('code')).toBeNull();
  });

  it('decides a request once: a second decision is refused without a redirect', async () => {
    const flow = await consentFor();
    await decide(flow, 'approve');
    const again = await browse(flow.jar, formAction(flow.consent.html, 'name="decision"'), {
      csrf_token: hiddenField(flow.consent.html, 'csrf_token'),
      request: hiddenField(flow.consent.html, 'request'),
      decision: 'approve',
    });
    expect(again.status).toBe(400);
    expect(again.location).toBeNull();
  });

  it('refuses a consent post without the CSRF token', async () => {
    const flow = await consentFor();
    const reply = await browse(flow.jar, formAction(flow.consent.html, 'name="decision"'), {
      request: hiddenField(flow.consent.html, 'request'),
      decision: 'approve',
    });
    expect(reply.status).toBe(403);
    expect((await decide(flow, 'approve')).redirect.searchParams.get('code')).toBeTruthy();
  });

  it('shows the sign-in page when consent is opened before signing in', async () => {
    const clientId = await registeredClientId(base());
    const jar = new CookieJar();
    const page = await browse(jar, authorizeUrl(base(), { clientId, redirectUri: LOOPBACK_REDIRECT, challenge: pkcePair().challenge }));
    const consent = await browse(jar, `${base()}/oauth/consent?request=${hiddenField(page.html, 'request')}`);
    expect(consent.status).toBe(200);
    expect(consent.html).toContain('name="code"');
    expect(consent.html).not.toContain('name="decision"');
  });
});

describe('keep-alive connections', () => {
  // CI lost a refresh with ECONNRESET: node closed idle connections after 5 s while clients reuse
  // them for up to 3-4 s (fetch, node's agents) or 60 s (load balancers), and on a busy machine
  // late timers on both sides met. The connection now outlives the clients' reuse.
  it('serves requests in turn on one connection, idle for 6 s in between, and announces 65 s', async () => {
    const connection = await openRawConnection(base());
    try {
      const form = 'grant_type=refresh_token&client_id=c_unknown&refresh_token=mcp_rt_unknown';
      connection.send(
        'POST',
        '/mcp',
        { Authorization: 'Bearer mcp_at_unknown', Accept: 'application/json, text/event-stream' },
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'ping',
        },
      );
      connection.send('POST', '/oauth/token', {}, form);
      // An unknown public client at the token endpoint is a 400 (invalid_client without a header: stop 84).
      expect(await connection.statuses(2)).toEqual([401, 400]);
      expect(connection.heads()[1]).toMatch(/^Keep-Alive: timeout=65$/im);
      await new Promise((resolve) => setTimeout(resolve, 6000));
      connection.send('POST', '/oauth/token', {}, form);
      connection.send('GET', `${API}/me`);
      expect(await connection.statuses(4)).toEqual([401, 400, 400, 401]);
    } finally {
      connection.socket.destroy();
    }
  }, 20000);
});

describe('token endpoint: code exchange', () => {
  it('issues tokens for a Free account: 15-minute access token, refresh token, no-store', async () => {
    const userId = await admin.createUser();
    const { clientId, verifier, code } = await approvedCode(userId);
    const reply = await exchange(clientId, code, verifier, { resource: resource() });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'mcp offline_access' });
    expect(reply.body.access_token).toMatch(/^mcp_at_/);
    expect(reply.body.refresh_token).toMatch(/^mcp_rt_/);
    expect(admitted((await callMcp(base(), reply.body.access_token)).status)).toBe(true);
  });

  it.each([
    ['Premium', { plan: 'premium' as const }],
    ['grace (registered on the web)', { registeredOnWeb: true }],
  ])('issues 1-hour access tokens for %s', async (_label, overrides) => {
    const userId = await admin.createUser(overrides);
    const connection = await connect(base(), admin, userId);
    expect(connection.expiresIn).toBe(3600);
  });

  it('issues 1-hour access tokens during an active trial', async () => {
    const user = await admin.buildUser();
    expect((await user.call('GET', '/nutrition')).status).toBe(200);
    expect((await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${user.userId}`)).body.data.externalTrial.state).toBe(
      'active',
    );
    expect((await connect(base(), admin, user.userId)).expiresIn).toBe(3600);
  });

  it('fixes the lifetime at issue: a Free token stays 15 minutes after an upgrade, the next refresh gets 1 hour', async () => {
    const userId = await admin.createUser();
    const connection = await connect(base(), admin, userId);
    await admin.call('PATCH', `/users/${userId}`, { plan: 'premium' });
    await advance(14 * MINUTE);
    expect(admitted((await callMcp(base(), connection.accessToken)).status)).toBe(true);
    await advance(16 * MINUTE);
    const expired = await callMcp(base(), connection.accessToken);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${resourceMetadataUrl()}"`);
    const refreshed = await refreshRequest(base(), connection, connection.refreshToken);
    expect(refreshed.body.expires_in).toBe(3600);
  });

  it('checks PKCE: a wrong verifier is invalid_grant and leaves the code usable; a missing one is invalid_request', async () => {
    const { clientId, verifier, code } = await approvedCode(await admin.createUser());
    const wrong = await exchange(clientId, code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    const missing = await tokenRequest(base(), {
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      redirect_uri: LOOPBACK_REDIRECT,
    });
    expect(missing.body.error).toBe('invalid_request');
    expect((await exchange(clientId, code, verifier)).status).toBe(200);
  });

  it.each([
    ['42 characters', 'a'.repeat(42)],
    ['129 characters', 'a'.repeat(129)],
    ['a character outside the unreserved set', `${'a'.repeat(43)}=`],
  ])(
    'refuses a code_verifier of %s as invalid_request naming RFC 7636’s form, and leaves the code usable (stop 84)',
    async (_label, malformed) => {
      const { clientId, verifier, code } = await approvedCode(await admin.createUser());
      const reply = await exchange(clientId, code, malformed);
      expect([reply.status, reply.body.error, reply.body.error_description]).toEqual([
        400,
        'invalid_request',
        'code_verifier must be 43-128 characters of A-Z, a-z, 0-9, "-", ".", "_" and "~" (RFC 7636 §4.1)',
      ]);
      expect((await exchange(clientId, code, verifier)).status).toBe(200);
    },
  );

  it.each([
    ['another resource', ['https://elsewhere.example/mcp']],
    ['two resources', ['__BASE__/mcp', '__BASE__/mcp']],
    ['a resource with a trailing slash', ['__BASE__/mcp/']],
  ])('answers invalid_target to %s', async (_label, resources) => {
    const { clientId, verifier, code } = await approvedCode(await admin.createUser());
    const reply = await exchange(clientId, code, verifier, { resource: resources.map((value) => value.replace('__BASE__', base())) });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'invalid_target' });
    // Nothing was used up: the right request still works.
    expect((await exchange(clientId, code, verifier)).status).toBe(200);
  });

  it('uses a code once; a second exchange is invalid_grant and revokes what the first issued', async () => {
    const { clientId, verifier, code } = await approvedCode(await admin.createUser());
    const first = await exchange(clientId, code, verifier);
    expect(first.status).toBe(200);
    const second = await exchange(clientId, code, verifier);
    expect(second.status).toBe(400);
    expect(second.body.error).toBe('invalid_grant');
    expect((await callMcp(base(), first.body.access_token)).status).toBe(401);
    expect((await refreshRequest(base(), { clientId }, first.body.refresh_token)).body.error).toBe('invalid_grant');
  });

  it.each([
    [
      'an expired code',
      async (c: { clientId: string; verifier: string; code: string }) => {
        await advance(6 * MINUTE);
        return exchange(c.clientId, c.code, c.verifier);
      },
    ],
    [
      'another redirect_uri',
      (c: { clientId: string; verifier: string; code: string }) =>
        exchange(c.clientId, c.code, c.verifier, { redirect_uri: 'http://127.0.0.1:43110/other' }),
    ],
    [
      'another client',
      async (c: { clientId: string; verifier: string; code: string }) => exchange(await registeredClientId(base()), c.code, c.verifier),
    ],
  ])('refuses %s with invalid_grant', async (_label, attempt) => {
    const reply = await attempt(await approvedCode(await admin.createUser()));
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('invalid_grant');
  });

  it('refuses unknown clients (invalid_client) and grant types (unsupported_grant_type)', async () => {
    const unknown = await tokenRequest(base(), {
      grant_type: 'authorization_code',
      client_id: 'mcpc_nobody',
      code: 'x',
      code_verifier: 'y',
    });
    // RFC 6749 §5.2: 400 by default; a 401 is for a client that authenticated with a header, and carries its challenge.
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_client');
    expect(unknown.headers.get('www-authenticate')).toBeNull();
    const clientId = await registeredClientId(base());
    const grant = await tokenRequest(base(), { grant_type: 'client_credentials', client_id: clientId });
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe('unsupported_grant_type');
  });
  it.each([
    ['the token endpoint', '/oauth/token', 'grant_type=authorization_code&code=x&code_verifier=y'],
    ['the revocation endpoint', '/oauth/revoke', 'token=mcp_rt_unknown'],
  ])(
    'answers a client that sent HTTP Basic with an unknown name at %s 401 with a Basic challenge (RFC 6749 §5.2)',
    async (_label, path, form) => {
      const reply = await request<OAuthErrorFields>(`${base()}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from('mcpc_nobody:').toString('base64')}`,
        },
        rawBody: form,
      });
      expect(reply.status).toBe(401);
      expect(reply.body.error).toBe('invalid_client');
      expect(reply.headers.get('www-authenticate')).toBe('Basic realm="oauth"');
    },
  );

  it('answers a public client without client_id 400 invalid_client, with no challenge', async () => {
    const reply = await tokenRequest(base(), { grant_type: 'authorization_code', code: 'x', code_verifier: 'y' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('invalid_client');
    expect(reply.headers.get('www-authenticate')).toBeNull();
  });
});

describe('/mcp gate', () => {
  it('refuses an MCP access token at the REST API, and admits it at /mcp', async () => {
    const connection = await connect(base(), admin, await admin.createUser({ plan: 'premium' }));
    expect((await request(`${base()}${API}/me`, { headers: { authorization: `Bearer ${connection.accessToken}` } })).status).toBe(401);
    expect(admitted((await callMcp(base(), connection.accessToken)).status)).toBe(true);
  });

  it('says which door a token belongs to when it is sent to the other one (stop 84)', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const connection = await connect(base(), admin, user.userId);
    const atRest = await request<ErrorBody>(`${base()}${API}/me`, { headers: { authorization: `Bearer ${connection.accessToken}` } });
    expect([atRest.status, atRest.body.code, atRest.body.error]).toEqual([
      401,
      'unauthorized',
      'an MCP access token (mcp_at_…) is for POST /mcp only; the REST API takes an ext_ token issued in the app',
    ]);
    const atMcp = await callMcp(base(), user.token);
    expect([atMcp.status, atMcp.body.code, atMcp.body.error]).toEqual([
      401,
      'unauthorized',
      'an ext_ token is for the REST API only; /mcp takes the access token of the sign-in that WWW-Authenticate names',
    ]);
    expect(atMcp.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${resourceMetadataUrl()}"`);
    // Any other token keeps the plain wording.
    expect((await callMcp(base(), 'mcp_at_unknown')).body.error).toBe('the access token is invalid, expired or revoked');
  });

  it('answers 403 to a foreign Origin before authentication, and CORS to allowed ones', async () => {
    const bad = await callMcp(base(), null, { origin: 'https://evil.example' });
    expect(bad.status).toBe(403);
    expect(bad.body.code).toBe('forbidden');
    for (const origin of [new URL(base()).origin, ALLOWED_ORIGIN]) {
      const reply = await callMcp(base(), null, { origin });
      expect(reply.status).toBe(401);
      expect(reply.headers.get('access-control-allow-origin')).toBe(origin);
      expect(reply.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate');
      expect(reply.headers.get('access-control-expose-headers')).toContain('Mcp-Session-Id');
    }
  });

  it('answers preflights of allowed origins with the MCP headers', async () => {
    const reply = await fetch(`${base()}/mcp`, {
      method: 'OPTIONS',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(reply.status).toBe(204);
    const allowed = reply.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['Authorization', 'Mcp-Protocol-Version', 'Mcp-Session-Id', 'Last-Event-ID']) expect(allowed).toContain(header);
    expect((await fetch(`${base()}/mcp`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('answers 403 insufficient_scope to a token without the mcp scope (step-up)', async () => {
    const connection = await connect(base(), admin, await admin.createUser(), { scope: 'offline_access' });
    expect(connection.scope).toBe('offline_access');
    const reply = await callMcp(base(), connection.accessToken);
    expect(reply.status).toBe(403);
    const challenge = reply.headers.get('www-authenticate')!;
    expect(challenge).toContain('error="insufficient_scope"');
    expect(challenge).toContain('scope="mcp offline_access"');
    expect(challenge).toContain(`resource_metadata="${resourceMetadataUrl()}"`);
  });
});

describe('a second gateway on the same store, behind https://moved.example', () => {
  let moved: RunningGateway;
  beforeAll(async () => {
    moved = await startGateway({
      DATA_DIR: gateway().dataDir,
      PUBLIC_BASE_URL: 'https://moved.example',
      ADMIN_TOKEN: gateway().adminToken,
      // The per-IP counters are shared through the store: this file's traffic counts here too.
      OAUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    });
  });
  afterAll(async () => {
    await moved?.stop();
  });

  it('refuses a token issued for another resource, and its refresh token: sign in again', async () => {
    const connection = await connect(base(), admin, await admin.createUser());
    const reply = await callMcp(moved.url, connection.accessToken);
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toBe(
      'Bearer resource_metadata="https://moved.example/.well-known/oauth-protected-resource/mcp"',
    );
    const refreshed = await refreshRequest(moved.url, connection, connection.refreshToken);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
    expect(admitted((await callMcp(base(), connection.accessToken)).status)).toBe(true);
  });

  it('sets the sign-in cookie Secure and __Host- prefixed, and posts forms to the https origin', async () => {
    const clientId = await registeredClientId(base());
    // The resource of this deployment is https://moved.example/mcp.
    const own = await browse(
      new CookieJar(),
      authorizeUrl(moved.url, {
        clientId,
        redirectUri: LOOPBACK_REDIRECT,
        challenge: pkcePair().challenge,
        resource: 'https://moved.example/mcp',
      }),
    );
    expect(own.status).toBe(200);
    const cookie = own.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^__Host-/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(formAction(own.html, 'name="code"')).toBe('https://moved.example/oauth/sign-in');
  });
});

describe('refresh tokens: rotation and reuse', () => {
  it('rotates at every use and keeps the scope', async () => {
    const connection = await connect(base(), admin, await admin.createUser());
    const reply = await refreshRequest(base(), connection, connection.refreshToken);
    expect(reply.status).toBe(200);
    expect(reply.body.refresh_token).not.toBe(connection.refreshToken);
    expect(reply.body.access_token).not.toBe(connection.accessToken);
    expect(reply.body.scope).toBe('mcp offline_access');
    expect(admitted((await callMcp(base(), reply.body.access_token)).status)).toBe(true);
  });

  it('lets the previous token answer again until its replacement is used, then revokes the grant on reuse', async () => {
    const connection = await connect(base(), admin, await admin.createUser());
    const first = await refreshRequest(base(), connection, connection.refreshToken);
    const again = await refreshRequest(base(), connection, connection.refreshToken);
    expect(again.status).toBe(200);
    // The token returned last is the replacement; using it retires the previous one.
    const next = await refreshRequest(base(), connection, again.body.refresh_token);
    expect(next.status).toBe(200);
    const reuse = await refreshRequest(base(), connection, connection.refreshToken);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('invalid_grant');
    // The whole grant is gone: every access and refresh token descending from that sign-in.
    for (const token of [first.body.access_token, again.body.access_token, next.body.access_token, connection.accessToken]) {
      expect((await callMcp(base(), token)).status).toBe(401);
    }
    expect((await refreshRequest(base(), connection, next.body.refresh_token)).body.error).toBe('invalid_grant');
  });

  it('still detects a stolen sibling after the parent expired and expired records were purged (RFC 9700 §4.14.2)', async () => {
    const owner = await connect(base(), admin, await admin.createUser());
    const parent = owner.refreshToken;
    // Day 29: the thief redeems the stolen parent once and keeps quiet; the owner then rotates as usual.
    await advance(29 * DAY);
    const stolen = await refreshRequest(base(), owner, parent);
    expect(stolen.status).toBe(200);
    const rotated = await refreshRequest(base(), owner, parent);
    const ownerNext = await refreshRequest(base(), owner, rotated.body.refresh_token);
    expect(ownerNext.status).toBe(200);
    // Day 31: the parent has expired; a token request runs the hourly purge of expired records.
    await advance(31 * DAY);
    await refreshRequest(base(), owner, 'mcp_rt_not-a-real-token');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const replay = await refreshRequest(base(), owner, stolen.body.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect((await refreshRequest(base(), owner, ownerNext.body.refresh_token)).body.error).toBe('invalid_grant');
  });

  it('does not punish two concurrent refreshes with the same token', async () => {
    const connection = await connect(base(), admin, await admin.createUser());
    const [a, b] = await Promise.all([
      refreshRequest(base(), connection, connection.refreshToken),
      refreshRequest(base(), connection, connection.refreshToken),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const kept = await refreshRequest(base(), connection, b.body.refresh_token);
    expect(kept.status).toBe(200);
    expect(admitted((await callMcp(base(), kept.body.access_token)).status)).toBe(true);
  });

  it('revokes only the grant that was replayed, not other sign-ins of the account', async () => {
    const userId = await admin.createUser();
    const replayed = await connect(base(), admin, userId);
    const other = await connect(base(), admin, userId);
    const rotated = await refreshRequest(base(), replayed, replayed.refreshToken);
    await refreshRequest(base(), replayed, rotated.body.refresh_token);
    expect((await refreshRequest(base(), replayed, replayed.refreshToken)).body.error).toBe('invalid_grant');
    expect(admitted((await callMcp(base(), other.accessToken)).status)).toBe(true);
    expect((await refreshRequest(base(), other, other.refreshToken)).status).toBe(200);
  });

  it('expires a refresh token 30 days after issue; a grant refreshed within 30 days lives on', async () => {
    const userId = await admin.createUser();
    const idle = await connect(base(), admin, userId);
    const active = await connect(base(), admin, userId);
    await advance(29 * DAY);
    const day29 = await refreshRequest(base(), active, active.refreshToken);
    expect(day29.status).toBe(200);
    await advance(58 * DAY);
    const day58 = await refreshRequest(base(), active, day29.body.refresh_token);
    expect(day58.status).toBe(200);
    expect(admitted((await callMcp(base(), day58.body.access_token)).status)).toBe(true);
    expect((await refreshRequest(base(), idle, idle.refreshToken)).body.error).toBe('invalid_grant');
  });

  it('refuses another resource (invalid_target), wider scopes (invalid_scope) and another client (invalid_grant)', async () => {
    const connection = await connect(base(), admin, await admin.createUser());
    const refresh = (extra: Record<string, string>) =>
      tokenRequest(base(), {
        grant_type: 'refresh_token',
        client_id: connection.clientId,
        refresh_token: connection.refreshToken,
        ...extra,
      });
    expect((await refresh({ resource: 'https://elsewhere.example/mcp' })).body.error).toBe('invalid_target');
    expect((await refresh({ scope: 'mcp admin' })).body.error).toBe('invalid_scope');
    const stranger = await registeredClientId(base());
    expect((await refreshRequest(base(), { clientId: stranger }, connection.refreshToken)).body.error).toBe('invalid_grant');
    const narrowed = await refresh({ scope: 'mcp', resource: resource() });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.scope).toBe('mcp');
  });
});

describe('revocation (RFC 7009) and the operator', () => {
  const revoke = (clientId: string, token: string) =>
    request(`${base()}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: new URLSearchParams({ client_id: clientId, token }).toString(),
    });

  it('a revoked refresh token ends its grant', async () => {
    const connection = await connect(base(), admin, await admin.createUser());
    expect((await revoke(connection.clientId, connection.refreshToken)).status).toBe(200);
    expect((await refreshRequest(base(), connection, connection.refreshToken)).body.error).toBe('invalid_grant');
    expect((await callMcp(base(), connection.accessToken)).status).toBe(401);
  });

  it('a revoked access token ends only itself; unknown tokens answer 200 too', async () => {
    const connection = await connect(base(), admin, await admin.createUser());
    expect((await revoke(connection.clientId, connection.accessToken)).status).toBe(200);
    expect((await callMcp(base(), connection.accessToken)).status).toBe(401);
    expect((await refreshRequest(base(), connection, connection.refreshToken)).status).toBe(200);
    expect((await revoke(connection.clientId, 'mcp_rt_unknown')).status).toBe(200);
  });

  it('DELETE /admin/v1/users/:userId/mcp-grants revokes every sign-in of the account and counts them', async () => {
    const userId = await admin.createUser();
    const bystander = await connect(base(), admin, await admin.createUser());
    const connections = [await connect(base(), admin, userId), await connect(base(), admin, userId)];
    const reply = await admin.call('DELETE', `/users/${userId}/mcp-grants`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { revoked: 2 } });
    for (const connection of connections) {
      expect((await callMcp(base(), connection.accessToken)).status).toBe(401);
      expect((await refreshRequest(base(), connection, connection.refreshToken)).body.error).toBe('invalid_grant');
    }
    expect((await admin.call('DELETE', `/users/${userId}/mcp-grants`)).body).toEqual({ data: { revoked: 0 } });
    expect(admitted((await callMcp(base(), bystander.accessToken)).status)).toBe(true);
    const unknown = await admin.call<ErrorBody>('DELETE', '/users/u_missing/mcp-grants');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });

  it('the operator CLI issues sign-in codes too', async () => {
    const userId = await admin.createUser();
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'services/gateway/src/admin/admin.cli.ts', 'sign-in-codes', 'issue', userId],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...gateway().env },
      },
    );
    const code = (JSON.parse(stdout) as { data: { code: string } }).data.code;
    const flow = await signInThroughPages(
      authorizeUrl(base(), { clientId: await registeredClientId(base()), redirectUri: LOOPBACK_REDIRECT, challenge: pkcePair().challenge }),
      code,
    );
    expect(flow.consent.html).toContain('name="decision"');
  });
});

describe('an MCP SDK client end to end', () => {
  /** The SDK's client-side OAuth, with its browser step played through the real pages. */
  function sdkProvider(signInCode: () => Promise<string>) {
    let client: OAuthClientInformationMixed | undefined;
    let tokens: OAuthTokens | undefined;
    let verifier = '';
    let redirectedWith: URL | undefined;
    const provider: OAuthClientProvider = {
      redirectUrl: 'http://127.0.0.1:43999/oauth/callback',
      clientMetadata: {
        client_name: 'SDK テスト',
        redirect_uris: ['http://127.0.0.1:43999/oauth/callback'],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      },
      clientInformation: () => client,
      saveClientInformation: (info) => {
        client = info;
      },
      tokens: () => tokens,
      saveTokens: (saved) => {
        tokens = saved;
      },
      saveCodeVerifier: (saved) => {
        verifier = saved;
      },
      codeVerifier: () => verifier,
      redirectToAuthorization: async (url) => {
        const flow = await signInThroughPages(url.toString(), await signInCode());
        redirectedWith = (await decide(flow, 'approve')).redirect;
      },
    };
    return { provider, tokens: () => tokens, redirect: () => redirectedWith };
  }

  it('discovers, registers, signs in, exchanges and refreshes with the SDK', async () => {
    const userId = await admin.createUser({ plan: 'premium' });
    const sdk = sdkProvider(() => issueSignInCode(admin, userId));
    const serverUrl = new URL(`${base()}/mcp`);
    expect(await auth(sdk.provider, { serverUrl })).toBe('REDIRECT');
    const redirect = sdk.redirect()!;
    expect(redirect.searchParams.get('iss')).toBe(base());
    expect(await auth(sdk.provider, { serverUrl, authorizationCode: redirect.searchParams.get('code')! })).toBe('AUTHORIZED');
    const first = sdk.tokens()!;
    expect(first.expires_in).toBe(3600);
    expect(admitted((await callMcp(base(), first.access_token)).status)).toBe(true);
    // With a refresh token kept, the next auth() renews without the browser.
    expect(await auth(sdk.provider, { serverUrl })).toBe('AUTHORIZED');
    expect(sdk.tokens()!.refresh_token).not.toBe(first.refresh_token);
    expect(admitted((await callMcp(base(), sdk.tokens()!.access_token)).status)).toBe(true);
  });
});

describe('the per-IP limit of the OAuth endpoints (its own gateway, default limit)', () => {
  // The harness raises the registration limit for every other gateway; this one keeps the default.
  const limited = useGateway({ OAUTH_REGISTRATIONS_PER_IP_PER_HOUR: undefined });
  const at = '2031-01-01T00:00:00.000Z';

  it('admits 60 client registrations per rolling minute, minute after minute, then a JSON rate_limited 429', async () => {
    // OPERATOR-API.md → Plans, quotas, errors: "at least 60 requests per rolling minute", the
    // registration endpoint included; a conformance run registers a client per sign-in.
    const start = Date.parse('2031-01-01T03:00:00.000Z');
    for (const minute of [0, 1]) {
      await limited.admin.setClock(new Date(start + minute * 61 * 1000).toISOString());
      for (let i = 0; i < 60; i++) expect((await registerClient(limited.gateway().url)).status).toBe(201);
      const over = await registerClient(limited.gateway().url);
      expect(over.status).toBe(429);
      expect((over.body as unknown as ErrorBody).error).toBe('rate_limited');
      expect((over.body as unknown as ErrorBody).quota).toMatchObject({ used: 60, limit: 60, remaining: 0, period: 'minute' });
      expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
  });

  it('admits 60 requests per rolling minute, then answers 429 with Retry-After, JSON rate_limited at the token endpoint', async () => {
    await limited.admin.setClock(at);
    const url = `${limited.gateway().url}/.well-known/oauth-authorization-server`;
    for (let i = 0; i < 60; i++) expect((await request(url)).status).toBe(200);
    const over = await request(url);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const token = await tokenRequest(limited.gateway().url, { grant_type: 'refresh_token' });
    expect(token.status).toBe(429);
    expect(token.body.error).toBe('rate_limited');
    // API-SPEC.md → Errors: every 429 body carries the quota object, as the metadata endpoint's does.
    expect(over.body).toMatchObject({ code: 'rate_limited', quota: { used: 60, limit: 60, remaining: 0, period: 'minute' } });
    expect((token.body as unknown as ErrorBody).quota).toEqual((over.body as ErrorBody).quota);
    expect(token.headers.get('retry-after')).toBeTruthy();
    const page = await browse(new CookieJar(), `${limited.gateway().url}/oauth/authorize`);
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toContain('text/html');
    // A minute later on the service clock the window has rolled on.
    await limited.admin.setClock(new Date(Date.parse(at) + 61 * 1000).toISOString());
    expect((await request(url)).status).toBe(200);
  });
});
