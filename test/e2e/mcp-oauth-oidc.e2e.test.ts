import type { OAuthMetadata, OAuthProtectedResourceMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';
import type {
  EndpointReply,
  ErrorBody,
  linkOidcSubjectEndpoint,
  listOidcSubjectsEndpoint,
  unlinkOidcSubjectEndpoint,
} from '@shokuji/contracts';
import { adminOf } from '../support/api-fixtures';
import { request } from '../support/http-client';
import {
  CookieJar,
  LOOPBACK_REDIRECT,
  authorizeUrl,
  browse,
  callMcp,
  follow,
  formAction,
  hiddenField,
  pkcePair,
  exchangeCode,
  registeredClientId,
  type PageReply,
} from '../support/mcp-oauth';
import { startWithOidcUpstream, type RunningOidcUpstream } from '../support/oidc-upstream/oidc-upstream';
import { startGateway, type RunningGateway } from '../support/service-process';
import { selfSignedCertificate } from '../support/tls';

/**
 * Sign-in delegated to an external OpenID Connect provider (docs/mcp.md → Enabling it): a real
 * node-oidc-provider runs in its own process over https; the gateway signs people in there with
 * openid-client, maps the subject to an account through the admin API, and still issues its own
 * codes and tokens.
 */
let upstream: RunningOidcUpstream;
let gateway: RunningGateway;
const admin = adminOf(() => gateway);
const base = () => gateway.url;

beforeAll(async () => {
  ({ upstream, gateway } = await startWithOidcUpstream((port, started) =>
    startGateway({
      PORT: String(port),
      OAUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      MCP_OIDC_ISSUER: started.issuer,
      MCP_OIDC_CLIENT_ID: started.clientId,
      MCP_OIDC_CLIENT_SECRET: started.clientSecret,
      MCP_OIDC_NAME: 'Test ID',
      NODE_EXTRA_CA_CERTS: selfSignedCertificate().certPath,
    }),
  ));
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await upstream?.stop();
});

/** Opens the authorization URL, chooses the upstream provider, logs in there as `subject` and comes back. */
async function signInUpstream(subject: string): Promise<{ jar: CookieJar; back: PageReply; challengeVerifier: string; clientId: string }> {
  const clientId = await registeredClientId(base());
  const { verifier, challenge } = pkcePair();
  const jar = new CookieJar(selfSignedCertificate().cert);
  const page = await browse(jar, authorizeUrl(base(), { clientId, redirectUri: LOOPBACK_REDIRECT, challenge }));
  expect(page.html).toContain('Test ID でサインイン');
  const toUpstream = await browse(jar, formAction(page.html, '/oauth/sign-in/oidc'), {
    csrf_token: hiddenField(page.html, 'csrf_token'),
    request: hiddenField(page.html, 'request'),
  });
  expect(toUpstream.status).toBe(303);
  expect(toUpstream.location!.startsWith(upstream.issuer)).toBe(true);
  const callback = `${base()}/oauth/oidc/callback`;
  // The provider's login page, then its consent page; each posts back to the provider.
  let at = await follow(jar, toUpstream.location!, callback);
  const forms: Record<string, string>[] = [{ prompt: 'login', login: subject, password: 'any' }, { prompt: 'consent' }];
  for (const form of forms) {
    if (at.url.startsWith(callback)) break;
    const action = new URL(/action="([^"]+)"/.exec(at.reply.html)![1]!, at.url).toString();
    const posted = await browse(jar, action, form);
    at = await follow(jar, new URL(posted.location!, action).toString(), callback);
  }
  expect(at.url.startsWith(callback)).toBe(true);
  return { jar, back: await browse(jar, at.url), challengeVerifier: verifier, clientId };
}

describe('external OpenID Connect sign-in', () => {
  it('keeps this server as the authorization server in the metadata', async () => {
    const reply = await request<OAuthProtectedResourceMetadata>(`${base()}/.well-known/oauth-protected-resource/mcp`);
    expect(reply.body.authorization_servers).toEqual([base()]);
    expect((await request<OAuthMetadata>(`${base()}/.well-known/oauth-authorization-server`)).body.issuer).toBe(base());
  });

  it('signs a linked subject in upstream, then issues our own code and tokens', async () => {
    const userId = await admin.createUser({ displayName: 'アリス' });
    const linked = await admin.call<EndpointReply<typeof linkOidcSubjectEndpoint>>('PUT', `/users/${userId}/oidc-subjects`, {
      subject: 'alice-oidc',
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ issuer: upstream.issuer, subject: 'alice-oidc', userId });

    const { jar, back, challengeVerifier, clientId } = await signInUpstream('alice-oidc');
    expect(back.status).toBe(303);
    const consent = await browse(jar, back.location!);
    expect(consent.html).toContain('アリス');
    const decided = await browse(jar, formAction(consent.html, 'name="decision"'), {
      csrf_token: hiddenField(consent.html, 'csrf_token'),
      request: hiddenField(consent.html, 'request'),
      decision: 'approve',
    });
    const redirect = new URL(decided.location!);
    expect(redirect.searchParams.get('iss')).toBe(base());
    const tokens = await exchangeCode(base(), { clientId, code: redirect.searchParams.get('code')!, verifier: challengeVerifier });
    expect(tokens.status).toBe(200);
    expect(tokens.body.access_token).toMatch(/^mcp_at_/);
    expect((await callMcp(base(), tokens.body.access_token)).status).not.toBe(401);
  });

  it('shows the sign-in page with a message for a subject nobody linked, and never redirects to the client', async () => {
    const { back } = await signInUpstream('stranger-oidc');
    expect(back.status).toBe(200);
    expect(back.location).toBeNull();
    expect(back.html).toContain('stranger-oidc');
    expect(back.html).toContain('role="alert"');
  });

  it('refuses the upstream sign-in post without the CSRF token', async () => {
    const clientId = await registeredClientId(base());
    const jar = new CookieJar();
    const page = await browse(jar, authorizeUrl(base(), { clientId, redirectUri: LOOPBACK_REDIRECT, challenge: pkcePair().challenge }));
    const reply = await browse(jar, formAction(page.html, '/oauth/sign-in/oidc'), { request: hiddenField(page.html, 'request') });
    expect(reply.status).toBe(403);
  });

  it('links a subject to one account only, lists and unlinks', async () => {
    const first = await admin.createUser();
    const second = await admin.createUser();
    expect((await admin.call('PUT', `/users/${first}/oidc-subjects`, { subject: 'shared-sub' })).status).toBe(200);
    expect((await admin.call('PUT', `/users/${first}/oidc-subjects`, { subject: 'shared-sub' })).status).toBe(200);
    const taken = await admin.call<ErrorBody>('PUT', `/users/${second}/oidc-subjects`, {
      subject: 'shared-sub',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('conflict');
    const listed = await admin.call<EndpointReply<typeof listOidcSubjectsEndpoint>>('GET', `/users/${first}/oidc-subjects`);
    expect(listed.body.data).toEqual([expect.objectContaining({ subject: 'shared-sub', issuer: upstream.issuer })]);
    expect((await admin.call('DELETE', `/users/${second}/oidc-subjects/shared-sub`)).status).toBe(404);
    expect(
      (await admin.call<EndpointReply<typeof unlinkOidcSubjectEndpoint>>('DELETE', `/users/${first}/oidc-subjects/shared-sub`)).body.data,
    ).toMatchObject({ unlinked: true });
    expect((await admin.call<EndpointReply<typeof listOidcSubjectsEndpoint>>('GET', `/users/${first}/oidc-subjects`)).body.data).toEqual(
      [],
    );
    expect((await admin.call('PUT', '/users/u_missing/oidc-subjects', { subject: 'x' })).status).toBe(404);
  });

  it('an unlinked subject no longer signs in', async () => {
    const userId = await admin.createUser();
    await admin.call('PUT', `/users/${userId}/oidc-subjects`, { subject: 'leaving-oidc' });
    await admin.call('DELETE', `/users/${userId}/oidc-subjects/leaving-oidc`);
    const { back } = await signInUpstream('leaving-oidc');
    expect(back.status).toBe(200);
    expect(back.html).toContain('role="alert"');
  });
});
