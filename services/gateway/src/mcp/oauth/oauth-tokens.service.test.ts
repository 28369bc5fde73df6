import { DomainError } from '@shokuji/contracts';
import { AUTHORIZATION_CODE_LIFETIME_MS } from './oauth-authorization.service';
import { ACCESS_TOKEN_LIFETIME_MS, REFRESH_TOKEN_LIFETIME_MS } from './oauth-tokens.service';
import { REDIRECT_URI, RESOURCE, buildOAuthServer, oauthErrorOf } from './oauth.factories';

/** The token endpoint's rules (OPERATOR-API.md → MCP connector → Tokens), on the fixed clock and the real SQLite store. */
const DAY_MS = 24 * 60 * 60 * 1000;

describe('OAuth tokens service', () => {
  const server = buildOAuthServer();
  const { clock, tokens } = server;
  afterAll(() => server.store.close());
  beforeEach(() => clock.set(new Date('2026-11-21T03:00:00.000Z')));

  const exchange = (
    issued: { clientId: string; code: string; verifier: string },
    overrides: Partial<Parameters<typeof tokens.exchangeCode>[0]> = {},
  ) =>
    tokens.exchangeCode({
      clientId: issued.clientId,
      code: issued.code,
      codeVerifier: issued.verifier,
      redirectUri: REDIRECT_URI,
      resources: [RESOURCE],
      ...overrides,
    });
  const refresh = (clientId: string, refreshToken: string, scope?: string) =>
    tokens.refresh({ clientId, refreshToken, resources: [], scope });
  const works = async (accessToken: string) => (await tokens.authenticate(accessToken, clock.now())) !== null;

  describe('authorization code exchange', () => {
    it('issues a bearer pair whose access token lives 15 minutes for Free and 1 hour for Premium, fixed at issue', async () => {
      const free = await server.tokensFor();
      expect(free.response).toMatchObject({ token_type: 'Bearer', expires_in: 15 * 60, scope: 'mcp offline_access' });
      expect(free.response.access_token).not.toBe(free.response.refresh_token);
      const premium = await server.tokensFor({ account: await server.account({ plan: 'premium' }) });
      expect(premium.response.expires_in).toBe(60 * 60);

      clock.advance(ACCESS_TOKEN_LIFETIME_MS.free - 1);
      expect(await works(free.response.access_token)).toBe(true);
      clock.advance(1);
      expect(await works(free.response.access_token)).toBe(false);
      expect(await works(premium.response.access_token)).toBe(true);
    });

    it('grants only the scopes asked for that exist, and says which', async () => {
      expect((await server.tokensFor({ scope: 'mcp openid profile' })).response.scope).toBe('mcp');
    });

    it('takes a code once: a second use fails and revokes what the first issued', async () => {
      const issued = await server.authorizationCode();
      const first = await exchange(issued);
      expect(await works(first.access_token)).toBe(true);
      expect(await oauthErrorOf(exchange(issued))).toBe('invalid_grant');
      expect(await works(first.access_token)).toBe(false);
      expect(await oauthErrorOf(refresh(issued.clientId, first.refresh_token))).toBe('invalid_grant');
    });

    it('refuses a code once its 5 minutes are over on the service clock', async () => {
      const issued = await server.authorizationCode();
      clock.advance(AUTHORIZATION_CODE_LIFETIME_MS);
      expect(await oauthErrorOf(exchange(issued))).toBe('invalid_grant');
    });

    it('needs the PKCE verifier of the challenge the request carried', async () => {
      const issued = await server.authorizationCode();
      expect(await oauthErrorOf(exchange(issued, { codeVerifier: undefined }))).toBe('invalid_request');
      expect(await oauthErrorOf(exchange(issued, { codeVerifier: 'x'.repeat(43) }))).toBe('invalid_grant');
      // A wrong verifier does not use the code up.
      expect(await oauthErrorOf(exchange(issued))).toBe('ok');
    });

    it('gives the code only to the client it was issued to, at the redirect URI of the request', async () => {
      const issued = await server.authorizationCode();
      const other = await server.registerClient();
      expect(await oauthErrorOf(exchange(issued, { clientId: other }))).toBe('invalid_grant');
      expect(await oauthErrorOf(exchange(issued, { redirectUri: 'https://client.example/other' }))).toBe('invalid_grant');
      expect(await oauthErrorOf(exchange(issued, { clientId: undefined }))).toBe('invalid_client');
      expect(await oauthErrorOf(exchange(issued))).toBe('ok');
    });

    it('serves one resource, the MCP URL (RFC 8707)', async () => {
      const issued = await server.authorizationCode();
      expect(await oauthErrorOf(exchange(issued, { resources: ['https://elsewhere.example/mcp'] }))).toBe('invalid_target');
      expect(await oauthErrorOf(exchange(issued, { resources: [RESOURCE, RESOURCE] }))).toBe('invalid_target');
      expect(await oauthErrorOf(exchange(issued, { resources: [] }))).toBe('ok');
    });

    it('answers invalid_target to another resource whatever else is wrong: the code spent, unknown or expired', async () => {
      const issued = await server.authorizationCode();
      await exchange(issued);
      const elsewhere = { resources: ['https://elsewhere.example/mcp'] };
      expect(await oauthErrorOf(exchange(issued, elsewhere))).toBe('invalid_target');
      expect(await oauthErrorOf(exchange({ ...issued, code: 'mcp_ac_unknown' }, elsewhere))).toBe('invalid_target');
      const expired = await server.authorizationCode();
      clock.advance(AUTHORIZATION_CODE_LIFETIME_MS);
      expect(await oauthErrorOf(exchange(expired, elsewhere))).toBe('invalid_target');
      const { clientId } = await server.tokensFor();
      const refreshElsewhere = tokens.refresh({
        clientId,
        refreshToken: 'mcp_rt_unknown',
        resources: elsewhere.resources,
        scope: undefined,
      });
      expect(await oauthErrorOf(refreshElsewhere)).toBe('invalid_target');
    });
  });

  describe('refresh', () => {
    it('rotates: each refresh returns a new pair, and the old refresh token works until the new one is used', async () => {
      const { clientId, response: first } = await server.tokensFor();
      const second = await refresh(clientId, first.refresh_token);
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(await works(second.access_token)).toBe(true);
      // A client that lost the answer may retry with the old token while the new one is unused.
      const retried = await refresh(clientId, first.refresh_token);
      expect(await works(retried.access_token)).toBe(true);
    });

    it('revokes the grant when a refresh token comes back after its replacement was used', async () => {
      const { clientId, response: first } = await server.tokensFor();
      const second = await refresh(clientId, first.refresh_token);
      const third = await refresh(clientId, second.refresh_token);
      expect(await oauthErrorOf(refresh(clientId, first.refresh_token))).toBe('invalid_grant');
      expect(await works(third.access_token)).toBe(false);
      expect(await oauthErrorOf(refresh(clientId, third.refresh_token))).toBe('invalid_grant');
    });

    it('revokes the grant when a second child of one refresh token is used after the first (a fork)', async () => {
      const { clientId, response: first } = await server.tokensFor();
      const childA = await refresh(clientId, first.refresh_token);
      const childB = await refresh(clientId, first.refresh_token);
      await refresh(clientId, childA.refresh_token);
      expect(await oauthErrorOf(refresh(clientId, childB.refresh_token))).toBe('invalid_grant');
      expect(await works(childA.access_token)).toBe(false);
    });

    it('lets scope only narrow what was granted', async () => {
      const { clientId, response } = await server.tokensFor({ scope: 'mcp' });
      expect(await oauthErrorOf(refresh(clientId, response.refresh_token, 'mcp offline_access'))).toBe('invalid_scope');
      expect((await refresh(clientId, response.refresh_token, 'mcp')).scope).toBe('mcp');
    });

    it('ends a refresh token 30 days after its issue, and only for its own client', async () => {
      const { clientId, response } = await server.tokensFor();
      expect(await oauthErrorOf(refresh(await server.registerClient(), response.refresh_token))).toBe('invalid_grant');
      expect(await oauthErrorOf(tokens.refresh({ clientId, refreshToken: undefined, resources: [], scope: undefined }))).toBe(
        'invalid_request',
      );
      clock.advance(REFRESH_TOKEN_LIFETIME_MS);
      expect(await oauthErrorOf(refresh(clientId, response.refresh_token))).toBe('invalid_grant');
    });

    it('ends an unused older refresh token at its own expiry, though its replacement keeps the grant alive', async () => {
      const { clientId, response: first } = await server.tokensFor();
      clock.advance(REFRESH_TOKEN_LIFETIME_MS - DAY_MS);
      const second = await refresh(clientId, first.refresh_token);
      clock.advance(DAY_MS);
      expect(await oauthErrorOf(refresh(clientId, first.refresh_token))).toBe('invalid_grant');
      expect(await oauthErrorOf(refresh(clientId, second.refresh_token))).toBe('ok');
    });
  });

  describe('revocation', () => {
    it('a refresh token ends its whole grant; an access token only itself; another client’s token changes nothing', async () => {
      const a = await server.tokensFor();
      const sibling = await refresh(a.clientId, a.response.refresh_token);
      await tokens.revoke(a.response.access_token, a.clientId);
      expect(await works(a.response.access_token)).toBe(false);
      expect(await works(sibling.access_token)).toBe(true);

      const b = await server.tokensFor();
      await tokens.revoke(b.response.refresh_token, a.clientId);
      expect(await works(b.response.access_token)).toBe(true);
      await tokens.revoke(b.response.refresh_token, b.clientId);
      expect(await works(b.response.access_token)).toBe(false);
      await expect(tokens.revoke('unknown', b.clientId)).resolves.toBeUndefined();
    });

    it('the operator revokes every live grant of an account, and an unknown account is not_found', async () => {
      const account = await server.account();
      const one = await server.tokensFor({ account });
      const two = await server.tokensFor({ account });
      expect(await tokens.revokeGrantsOfUser(account.userId)).toBe(2);
      expect(await works(one.response.access_token)).toBe(false);
      expect(await works(two.response.access_token)).toBe(false);
      await expect(tokens.revokeGrantsOfUser('u_nobody')).rejects.toEqual(expect.any(DomainError));
    });
  });

  it('authenticates only tokens for this resource', async () => {
    const { response } = await server.tokensFor();
    const access = await tokens.authenticate(response.access_token, clock.now());
    expect(access?.token.resource).toBe(RESOURCE);
    expect(await tokens.authenticate(response.refresh_token, clock.now())).toBeNull();
  });
});
