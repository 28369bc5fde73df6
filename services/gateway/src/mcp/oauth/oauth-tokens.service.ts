import type { Clock } from '@shokuji/clock';
import type { Logger } from '@shokuji/runtime';
import { newId } from '@shokuji/storage';
import { hashToken } from '../../auth/tokens.service';
import { resolveEntitlement } from '../../entitlements/entitlement';
import type { AccessTokenOfRequest, GrantRecord, RefreshTokenRecord } from '../../store/oauth-store';
import type { PlatformStore } from '../../store/platform-store';
import { requireAccount } from '../../accounts/require-account';
import type { OAuthClientsService } from './oauth-clients.service';
import { OAuthError } from './oauth-error';
import { ACCESS_TOKEN_PREFIX, REFRESH_TOKEN_PREFIX, newOpaqueSecret } from './oauth-secrets';
import { isPkceVerifier, verifyPkceS256 } from './pkce';
import { parseScopes } from './scopes';

const MINUTE_MS = 60 * 1000;
/** OPERATOR-API.md → MCP connector → Tokens: 15 minutes for a Free account, 1 hour otherwise, fixed at issue. */
export const ACCESS_TOKEN_LIFETIME_MS = { free: 15 * MINUTE_MS, premium: 60 * MINUTE_MS } as const;
/** A refresh token expires 30 days after it was issued; every refresh issues a new one. */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * MINUTE_MS;

/** RFC 6749 §5.1 successful token response. */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

export interface CodeExchange {
  clientId: string | undefined;
  code: string | undefined;
  codeVerifier: string | undefined;
  redirectUri: string | undefined;
  /** Every `resource` parameter sent (RFC 8707 allows several; this server serves one). */
  resources: string[];
}

export interface RefreshRequest {
  clientId: string | undefined;
  refreshToken: string | undefined;
  resources: string[];
  scope: string | undefined;
}

export interface OAuthTokensDeps {
  store: PlatformStore;
  clock: Clock;
  clients: OAuthClientsService;
  /** `{PUBLIC_BASE_URL}/mcp`: the one resource, and the audience of every access token. */
  resource: string;
  logger: Logger;
}

const retiredKey = (refreshTokenHash: string) => `refresh-retired:${refreshTokenHash}`;

/**
 * How long "the parent was retired" must be remembered: as long as any sibling can still be used
 * (RFC 9700 §4.14.2). A child is issued while its parent is valid, so every child expires within a
 * refresh lifetime of the parent's expiry; kept only until the parent's own expiry, the record
 * would be purged while a stolen sibling still lives, and that sibling would then pass. A parent
 * already purged expired before now, so its children expire within a lifetime of now.
 */
const retiredRecordExpiry = (parent: RefreshTokenRecord | null, now: Date) =>
  new Date((parent ? Date.parse(parent.expiresAt) : now.getTime()) + REFRESH_TOKEN_LIFETIME_MS).toISOString();

/**
 * The token endpoint's rules (RFC 6749 §4.1.3, §6; OAuth 2.1 §4.3.1; RFC 8707) and access-token
 * checks for /mcp. Tokens are opaque, stored as SHA-256 hashes, and every expiry reads the service
 * clock.
 *
 * Refresh tokens rotate (OPERATOR-API.md → Tokens): a refresh token stays usable until one of the
 * tokens it returned has been used — then it is retired, and presenting it again revokes the grant.
 * "Retired" is a claim keyed by the token, held by the child that retired it, so the first child
 * used decides the line; a sibling from a second concurrent refresh used after that is a fork and
 * also revokes the grant.
 */
export function createOAuthTokensService(deps: OAuthTokensDeps) {
  const { store, clock, clients, resource, logger } = deps;
  const oauth = store.oauth;

  /**
   * RFC 8707 §2 as OPERATOR-API.md fixes it: one value, exactly the MCP URL. Checked before the code or
   * refresh token is looked up, since "any other value" is invalid_target whatever else is wrong.
   */
  const checkRequestedResource = (resources: string[]) => {
    if (resources.length > 1) throw new OAuthError('invalid_target', 'this server serves one resource; send one resource parameter');
    if (resources[0] !== undefined && resources[0] !== resource) throw new OAuthError('invalid_target', `resource must be ${resource}`);
  };

  /** The grant's resource: granted under another PUBLIC_BASE_URL, the client must sign in again, which invalid_grant tells it. */
  const checkGrantedResource = (granted: string) => {
    if (granted !== resource) throw new OAuthError('invalid_grant', 'the authorization was made for another resource; sign in again');
  };

  /** A replayed code or refresh token: the grant goes, and the operator hears of it (a stolen token, or a broken client). */
  const revokeReplayedGrant = async (grant: GrantRecord, what: string, now: Date) => {
    logger.warn({ grantId: grant.grantId, clientId: grant.clientId, userId: grant.userId }, `${what} replayed: MCP grant revoked`);
    await oauth.grants.revoke(grant.grantId, now.toISOString());
  };

  /** Issues an access token (lifetime by the account's plan now) and a refresh token descending from `parentHash`. */
  const issueTokens = async (grant: GrantRecord, scopes: string[], parentHash: string | null, now: Date): Promise<TokenResponse> => {
    const account = await store.accounts.get(grant.userId);
    if (!account) throw new OAuthError('invalid_grant', 'the account of this grant no longer exists');
    const lifetimeMs = ACCESS_TOKEN_LIFETIME_MS[resolveEntitlement(account, now).tier];
    const accessToken = newOpaqueSecret(ACCESS_TOKEN_PREFIX);
    const refreshToken = newOpaqueSecret(REFRESH_TOKEN_PREFIX);
    const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS).toISOString();
    await oauth.refreshTokens.insert({
      tokenHash: hashToken(refreshToken),
      grantId: grant.grantId,
      parentHash,
      clientId: grant.clientId,
      createdAt: now.toISOString(),
      expiresAt: refreshExpiresAt,
    });
    await oauth.accessTokens.insert({
      tokenHash: hashToken(accessToken),
      grantId: grant.grantId,
      userId: grant.userId,
      clientId: grant.clientId,
      scopes,
      resource: grant.resource,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
      revokedAt: null,
    });
    await oauth.grants.extend(grant.grantId, refreshExpiresAt);
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: Math.round(lifetimeMs / 1000),
      refresh_token: refreshToken,
      scope: scopes.join(' '),
    };
  };

  const liveGrant = async (grantId: string, now: Date): Promise<GrantRecord> => {
    const grant = await oauth.grants.get(grantId);
    if (!grant || grant.revokedAt || Date.parse(grant.expiresAt) <= now.getTime()) {
      throw new OAuthError('invalid_grant', 'the authorization was revoked or has expired; sign in again');
    }
    return grant;
  };

  /** The refresh token's own checks: it exists, belongs to this client, has not expired. */
  const findRefreshToken = async (token: string | undefined, clientId: string, now: Date): Promise<RefreshTokenRecord> => {
    if (!token) throw new OAuthError('invalid_request', 'refresh_token is required');
    const record = await oauth.refreshTokens.get(hashToken(token));
    if (!record || record.clientId !== clientId || Date.parse(record.expiresAt) <= now.getTime()) {
      throw new OAuthError('invalid_grant', 'the refresh token is invalid or has expired');
    }
    return record;
  };

  return {
    /** grant_type=authorization_code: one use per code; a second use revokes what the first issued (OAuth 2.1 §4.1.3). */
    async exchangeCode(request: CodeExchange): Promise<TokenResponse> {
      const now = clock.now();
      const clientId = await clients.confirmAtTokenEndpoint(request.clientId, now);
      if (!request.code) throw new OAuthError('invalid_request', 'code is required');
      if (!request.codeVerifier) throw new OAuthError('invalid_request', 'code_verifier is required (PKCE)');
      // A value that is no verifier is a malformed request, not a mismatch: the client's PKCE is broken (stop 84).
      if (!isPkceVerifier(request.codeVerifier)) {
        throw new OAuthError(
          'invalid_request',
          'code_verifier must be 43-128 characters of A-Z, a-z, 0-9, "-", ".", "_" and "~" (RFC 7636 §4.1)',
        );
      }
      checkRequestedResource(request.resources);
      const codeHash = hashToken(request.code);
      const code = await oauth.authorizationCodes.get(codeHash);
      if (!code || code.clientId !== clientId || Date.parse(code.expiresAt) <= now.getTime()) {
        throw new OAuthError('invalid_grant', 'the authorization code is invalid, expired or was issued to another client');
      }
      if (
        code.redirectUriGiven
          ? request.redirectUri !== code.redirectUri
          : request.redirectUri !== undefined && request.redirectUri !== code.redirectUri
      ) {
        throw new OAuthError('invalid_grant', 'redirect_uri differs from the authorization request');
      }
      if (!verifyPkceS256(request.codeVerifier, code.codeChallenge))
        throw new OAuthError('invalid_grant', 'code_verifier does not match the code challenge');
      checkGrantedResource(code.resource);
      const grant = await liveGrant(code.grantId, now);
      const attempt = newId('use');
      if ((await oauth.claims.claim(`code:${codeHash}`, attempt, code.expiresAt)) !== attempt) {
        await revokeReplayedGrant(grant, 'authorization code', now);
        throw new OAuthError('invalid_grant', 'the authorization code was already used; its tokens are revoked');
      }
      return issueTokens(grant, code.scopes, null, now);
    },

    /** grant_type=refresh_token with rotation and reuse detection (see above). */
    async refresh(request: RefreshRequest): Promise<TokenResponse> {
      const now = clock.now();
      const clientId = await clients.confirmAtTokenEndpoint(request.clientId, now);
      checkRequestedResource(request.resources);
      const token = await findRefreshToken(request.refreshToken, clientId, now);
      const grant = await liveGrant(token.grantId, now);
      checkGrantedResource(grant.resource);
      const scopes = request.scope === undefined ? grant.scopes : parseScopes(request.scope);
      if (scopes.length === 0 || scopes.some((scope) => !grant.scopes.includes(scope))) {
        throw new OAuthError('invalid_scope', `scope may only narrow what was granted: ${grant.scopes.join(' ')}`);
      }
      const reuse = async (): Promise<never> => {
        await revokeReplayedGrant(grant, 'refresh token', now);
        throw new OAuthError('invalid_grant', 'the refresh token was already replaced; the authorization is revoked, sign in again');
      };
      // Its replacement was used already: this is a replay.
      if ((await oauth.claims.holderOf(retiredKey(token.tokenHash))) !== null) return reuse();
      // Its first use retires the token it replaced; a different holder means another branch went first.
      if (token.parentHash !== null) {
        const parent = await oauth.refreshTokens.get(token.parentHash);
        const holder = await oauth.claims.claim(retiredKey(token.parentHash), token.tokenHash, retiredRecordExpiry(parent, now));
        if (holder !== token.tokenHash) return reuse();
      }
      return issueTokens(grant, scopes, token.tokenHash, now);
    },

    /**
     * RFC 7009: a refresh token ends its whole grant, an access token only itself. Unknown tokens
     * and tokens of other clients change nothing and answer the same, so the endpoint tells nothing.
     */
    async revoke(token: string | undefined, clientIdGiven: string | undefined): Promise<void> {
      if (!token) throw new OAuthError('invalid_request', 'token is required');
      const now = clock.now();
      const clientId = await clients.confirmAtTokenEndpoint(clientIdGiven, now);
      const tokenHash = hashToken(token);
      const refresh = await oauth.refreshTokens.get(tokenHash);
      if (refresh) {
        if (refresh.clientId === clientId) await oauth.grants.revoke(refresh.grantId, now.toISOString());
        return;
      }
      const access = await oauth.accessTokens.get(tokenHash);
      if (access?.clientId === clientId) await oauth.accessTokens.revoke(tokenHash, now.toISOString());
    },

    /** The MCP access token behind a bearer value, or null when it is unknown, expired, revoked or for another audience. */
    async authenticate(bearer: string, now: Date): Promise<AccessTokenOfRequest | null> {
      // One read for what every request checks (kept by the store only while nothing wrote it); revocation and expiry are checked on it each time.
      const access = await oauth.accessTokens.getWithGrantAndAccount(hashToken(bearer));
      if (!access) return null;
      const { token, grant } = access;
      if (token.revokedAt || Date.parse(token.expiresAt) <= now.getTime() || token.resource !== resource || grant.revokedAt) return null;
      return access;
    },

    /** DELETE /admin/v1/users/:userId/mcp-grants: revokes every live grant of the account; returns how many. */
    async revokeGrantsOfUser(userId: string): Promise<number> {
      await requireAccount(store.accounts, userId);
      return oauth.grants.revokeActiveOfUser(userId, clock.now().toISOString());
    },
  };
}

export type OAuthTokensService = ReturnType<typeof createOAuthTokensService>;
