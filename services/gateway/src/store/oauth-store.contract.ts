import { randomUUID } from 'node:crypto';
import type { AuthorizationRequestRecord, OAuthStore } from './oauth-store';
import { buildAccessToken, buildAccessTokenUnder, buildAccount, buildGrant } from './platform-store.factories';
import type { PlatformStore } from './platform-store';

const now = '2026-11-21T03:00:00.000Z';
const later = '2026-11-21T04:00:00.000Z';
const muchLater = '2026-12-21T03:00:00.000Z';
const unique = (prefix: string) => `${prefix}_${randomUUID()}`;

function buildRequest(overrides: Partial<AuthorizationRequestRecord> = {}): AuthorizationRequestRecord {
  return {
    requestId: unique('req'),
    clientId: 'https://client.example/metadata.json',
    redirectUri: 'http://127.0.0.1:4312/callback',
    redirectUriGiven: true,
    state: 'xyz',
    codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    scopes: ['mcp', 'offline_access'],
    resource: 'https://shokuji.example/mcp',
    browserHash: unique('browser'),
    createdAt: now,
    expiresAt: later,
    userId: null,
    upstream: null,
    ...overrides,
  };
}

/**
 * One behaviour contract for the OAuth part of every PlatformStore, written once and run over each
 * (docs/CONTRIBUTING.md → Tests): the services rely on exactly these semantics on SQLite and MongoDB alike.
 */
export function describeOAuthStoreContract(openStore: () => Promise<PlatformStore>): void {
  let platform: PlatformStore;
  let store: OAuthStore;
  beforeAll(async () => {
    platform = await openStore();
    store = platform.oauth;
  });
  afterAll(async () => {
    await platform.close();
  });

  it('keeps registered clients and moves their last use only forward', async () => {
    const clientId = unique('client');
    const metadata = {
      redirect_uris: ['http://127.0.0.1/callback'],
      client_name: 'テストクライアント',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none' as const,
    };
    await store.clients.insert({ clientId, metadata, createdAt: now, lastUsedAt: now, authorizedAt: null });
    expect(await store.clients.get(clientId)).toEqual({ clientId, metadata, createdAt: now, lastUsedAt: now, authorizedAt: null });
    await store.clients.touch(clientId, later);
    await store.clients.touch(clientId, now);
    expect((await store.clients.get(clientId))?.lastUsedAt).toBe(later);
    // The first approval is kept.
    await store.clients.markAuthorized(clientId, now);
    await store.clients.markAuthorized(clientId, later);
    expect((await store.clients.get(clientId))?.authorizedAt).toBe(now);
    expect(await store.clients.get(unique('client'))).toBeNull();
  });

  it('keeps sign-in codes and authorization codes by hash', async () => {
    const signInCode = { codeHash: unique('hash'), userId: unique('u'), createdAt: now, expiresAt: later };
    await store.signInCodes.insert(signInCode);
    expect(await store.signInCodes.get(signInCode.codeHash)).toEqual(signInCode);
    expect(await store.signInCodes.get(unique('hash'))).toBeNull();

    const code = {
      codeHash: unique('hash'),
      grantId: unique('grant'),
      clientId: unique('client'),
      userId: unique('u'),
      redirectUri: 'https://client.example/callback',
      redirectUriGiven: false,
      codeChallenge: 'challenge',
      scopes: ['mcp'],
      resource: 'https://shokuji.example/mcp',
      createdAt: now,
      expiresAt: later,
    };
    await store.authorizationCodes.insert(code);
    expect(await store.authorizationCodes.get(code.codeHash)).toEqual(code);
    expect(await store.authorizationCodes.get(unique('hash'))).toBeNull();
  });

  it('keeps authorization requests and records who signed in and the upstream round trip', async () => {
    const request = buildRequest({ state: null });
    await store.authorizationRequests.insert(request);
    expect(await store.authorizationRequests.get(request.requestId)).toEqual(request);
    const upstream = { state: 'upstream-state', nonce: 'nonce', codeVerifier: 'verifier' };
    await store.authorizationRequests.setUpstream(request.requestId, upstream);
    await store.authorizationRequests.setUser(request.requestId, 'u_signed_in');
    expect(await store.authorizationRequests.get(request.requestId)).toEqual({ ...request, upstream, userId: 'u_signed_in' });
    expect(await store.authorizationRequests.get(unique('req'))).toBeNull();
  });

  it('extends grants only forward and revokes them', async () => {
    const grant = buildGrant();
    await store.grants.insert(grant);
    expect(await store.grants.get(grant.grantId)).toEqual(grant);
    await store.grants.extend(grant.grantId, muchLater);
    await store.grants.extend(grant.grantId, later);
    expect((await store.grants.get(grant.grantId))?.expiresAt).toBe(muchLater);
    await store.grants.revoke(grant.grantId, later);
    await store.grants.revoke(grant.grantId, muchLater);
    expect((await store.grants.get(grant.grantId))?.revokedAt).toBe(later);
    expect(await store.grants.get(unique('grant'))).toBeNull();
  });

  it("revokes a user's active grants only, and counts them", async () => {
    const userId = unique('u');
    const active = [buildGrant({ userId }), buildGrant({ userId, expiresAt: muchLater })];
    const expired = buildGrant({ userId, expiresAt: now });
    const revoked = buildGrant({ userId, revokedAt: now });
    const otherUsers = buildGrant();
    for (const grant of [...active, expired, revoked, otherUsers]) await store.grants.insert(grant);
    expect(await store.grants.revokeActiveOfUser(userId, '2026-11-21T03:30:00.000Z')).toBe(2);
    for (const grant of active) expect((await store.grants.get(grant.grantId))?.revokedAt).toBe('2026-11-21T03:30:00.000Z');
    expect((await store.grants.get(expired.grantId))?.revokedAt).toBeNull();
    expect((await store.grants.get(revoked.grantId))?.revokedAt).toBe(now);
    expect((await store.grants.get(otherUsers.grantId))?.revokedAt).toBeNull();
    expect(await store.grants.revokeActiveOfUser(userId, later)).toBe(0);
  });

  it('keeps access tokens with their audience and revokes them', async () => {
    const token = buildAccessToken({ scopes: ['offline_access'] });
    await store.accessTokens.insert(token);
    expect(await store.accessTokens.get(token.tokenHash)).toEqual(token);
    await store.accessTokens.revoke(token.tokenHash, later);
    expect((await store.accessTokens.get(token.tokenHash))?.revokedAt).toBe(later);
    expect(await store.accessTokens.get(unique('hash'))).toBeNull();
  });

  it('reads an access token with its grant and account in one call, and nothing unless all three exist', async () => {
    const account = buildAccount();
    await platform.accounts.create(account);
    const grant = buildGrant({ userId: account.userId, revokedAt: later });
    await store.grants.insert(grant);
    const token = buildAccessTokenUnder(grant, { revokedAt: now });
    await store.accessTokens.insert(token);
    expect(await store.accessTokens.getWithGrantAndAccount(token.tokenHash)).toEqual({ token, grant, account });

    // No such grant; no such account.
    const orphans = [buildAccessToken({ userId: account.userId }), buildAccessToken({ grantId: grant.grantId })];
    for (const orphan of orphans) {
      await store.accessTokens.insert(orphan);
      expect(await store.accessTokens.getWithGrantAndAccount(orphan.tokenHash)).toBeNull();
    }
    expect(await store.accessTokens.getWithGrantAndAccount(unique('hash'))).toBeNull();
  });

  it('keeps refresh tokens with the token they replaced', async () => {
    const first = {
      tokenHash: unique('hash'),
      grantId: unique('grant'),
      parentHash: null,
      clientId: 'c',
      createdAt: now,
      expiresAt: later,
    };
    const second = { ...first, tokenHash: unique('hash'), parentHash: first.tokenHash };
    await store.refreshTokens.insert(first);
    await store.refreshTokens.insert(second);
    expect(await store.refreshTokens.get(first.tokenHash)).toEqual(first);
    expect(await store.refreshTokens.get(second.tokenHash)).toEqual(second);
    expect(await store.refreshTokens.get(unique('hash'))).toBeNull();
  });

  it('gives a claim to its first holder only', async () => {
    const key = unique('claim');
    expect(await store.claims.holderOf(key)).toBeNull();
    expect(await store.claims.claim(key, 'first', later)).toBe('first');
    expect(await store.claims.claim(key, 'second', later)).toBe('first');
    expect(await store.claims.holderOf(key)).toBe('first');
  });

  it('gives a claim to exactly one of many concurrent claimants', async () => {
    const key = unique('race');
    const holders = await Promise.all(Array.from({ length: 20 }, (_, i) => store.claims.claim(key, `h${i}`, later)));
    expect(new Set(holders).size).toBe(1);
    expect(holders.filter((holder, i) => holder === `h${i}`)).toHaveLength(1);
  });

  it('links an upstream subject to one account only', async () => {
    const userId = unique('u');
    const issuer = 'https://id.example';
    const subject = unique('sub');
    const link = { issuer, subject, userId, createdAt: now };
    expect(await store.oidcSubjects.link(link)).toBe(userId);
    expect(await store.oidcSubjects.link({ ...link, createdAt: later })).toBe(userId);
    expect(await store.oidcSubjects.link({ ...link, userId: unique('u') })).toBe(userId);
    expect(await store.oidcSubjects.find(issuer, subject)).toEqual(link);
    expect(await store.oidcSubjects.find('https://other.example', subject)).toBeNull();
    const second = { issuer: 'https://other.example', subject, userId, createdAt: later };
    await store.oidcSubjects.link(second);
    expect(await store.oidcSubjects.listOfUser(userId)).toEqual([link, second]);
    expect(await store.oidcSubjects.unlink(unique('u'), issuer, subject)).toBe(false);
    expect(await store.oidcSubjects.unlink(userId, issuer, subject)).toBe(true);
    expect(await store.oidcSubjects.find(issuer, subject)).toBeNull();
    expect(await store.oidcSubjects.listOfUser(userId)).toEqual([second]);
  });

  it('purges what expired and clients unused since the cut-off, and nothing else', async () => {
    const past = '2026-11-20T00:00:00.000Z';
    const at = '2026-11-21T03:30:00.000Z';
    const metadata = {
      redirect_uris: ['https://client.example/cb'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none' as const,
    };
    const unused = { clientId: unique('client'), metadata, createdAt: past, lastUsedAt: past, authorizedAt: past };
    const used = { clientId: unique('client'), metadata, createdAt: past, lastUsedAt: now, authorizedAt: past };
    const neverApproved = { clientId: unique('client'), metadata, createdAt: past, lastUsedAt: now, authorizedAt: null };
    const newlyRegistered = { clientId: unique('client'), metadata, createdAt: now, lastUsedAt: now, authorizedAt: null };
    for (const client of [unused, used, neverApproved, newlyRegistered]) await store.clients.insert(client);
    const oldToken = buildAccessToken({ expiresAt: now });
    const liveToken = buildAccessToken();
    await store.accessTokens.insert(oldToken);
    await store.accessTokens.insert(liveToken);
    const oldClaim = unique('claim');
    await store.claims.claim(oldClaim, 'h', now);
    const oldGrant = buildGrant({ expiresAt: now });
    await store.grants.insert(oldGrant);

    const cutOffs = { unusedSince: '2026-11-21T00:00:00.000Z', neverAuthorizedCreatedBy: '2026-11-20T03:30:00.000Z' };
    expect(await store.purgeExpired(at, cutOffs)).toBeGreaterThanOrEqual(5);
    expect(await store.clients.get(unused.clientId)).toBeNull();
    expect(await store.clients.get(used.clientId)).not.toBeNull();
    expect(await store.clients.get(neverApproved.clientId)).toBeNull();
    expect(await store.clients.get(newlyRegistered.clientId)).not.toBeNull();
    expect(await store.accessTokens.get(oldToken.tokenHash)).toBeNull();
    expect(await store.accessTokens.get(liveToken.tokenHash)).not.toBeNull();
    expect(await store.claims.holderOf(oldClaim)).toBeNull();
    expect(await store.grants.get(oldGrant.grantId)).toBeNull();
  });
}
