import { hash, randomBytes } from 'node:crypto';
import { DomainError, notFound, type TokenLifetime } from '@shokuji/contracts';
import { newId } from '@shokuji/storage';
import type { Clock } from '@shokuji/clock';
import { resolveEntitlement } from '../entitlements/entitlement';
import type { PlatformStore, TokenRecord } from '../store/platform-store';
import type { Account } from '../store/accounts.repository';
import { ACCESS_TOKEN_PREFIX } from '../mcp/oauth/oauth-secrets';
import { requireAccount } from '../accounts/require-account';

const MINUTE_MS = 60 * 1000;
export const TOKEN_LIFETIME_MS: Record<TokenLifetime, number> = {
  '15m': 15 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
  '6h': 360 * MINUTE_MS,
  '24h': 1440 * MINUTE_MS,
};
/** API-SPEC.md → Authentication 3. */
export const PREMIUM_MAX_ACTIVE_TOKENS = 5;
/** The realm of the REST API's Bearer challenge (WWW-Authenticate on a 401). */
const BEARER_REALM = 'shokuji-api';
/** REST tokens say what they are, as MCP's do (mcp/oauth/oauth-secrets.ts). */
export const REST_TOKEN_PREFIX = 'ext_';
export const PREMIUM_DEFAULT_LIFETIME: TokenLifetime = '1h';

/**
 * Tokens are 256 random bits, so a plain SHA-256 is a safe stored form (no salt or slow hash is
 * needed against guessing); the raw token is shown once and never stored.
 */
export function hashToken(token: string): string {
  // One-shot: no Hash object per request for the collector to finalize.
  return hash('sha256', token, 'hex');
}

export interface IssuedToken {
  tokenId: string;
  token: string;
  expiresAt: string;
}

export interface AuthenticatedCaller {
  account: Account;
  token: TokenRecord;
}

export function createTokensService(deps: { store: PlatformStore; clock: Clock }) {
  const { store, clock } = deps;

  return {
    /** OPERATOR-API.md → Tokens: Free always 15 min and one active token; Premium up to 5. */
    async issue(userId: string, requested?: TokenLifetime): Promise<IssuedToken> {
      const account = await requireAccount(store.accounts, userId);
      const now = clock.now();
      const premium = resolveEntitlement(account, now).tier === 'premium';
      const lifetime = premium ? (requested ?? PREMIUM_DEFAULT_LIFETIME) : '15m';
      const token = `${REST_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const record: TokenRecord = {
        tokenId: newId('tok'),
        userId,
        tokenHash: hashToken(token),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[lifetime]).toISOString(),
        revokedAt: null,
      };
      const issued = await store.tokens.issue(record, {
        now: now.toISOString(),
        revokeOthers: !premium,
        maxActive: premium ? PREMIUM_MAX_ACTIVE_TOKENS : 1,
      });
      if (!issued) {
        throw new DomainError('token_limit', `at most ${PREMIUM_MAX_ACTIVE_TOKENS} active tokens per user`, {
          hint: 'Revoke an unused token first.',
        });
      }
      return { tokenId: record.tokenId, token, expiresAt: record.expiresAt };
    },

    async revoke(tokenId: string): Promise<void> {
      if (!(await store.tokens.revoke(tokenId, clock.now().toISOString()))) throw notFound(`token ${tokenId} not found`);
    },

    /** API-SPEC.md → Authentication 4: invalid, revoked or expired → 401. */
    async authenticate(authorization: string | undefined, now: Date): Promise<AuthenticatedCaller> {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
      // RFC 6750 §3: a 401 names the scheme; error="invalid_token" only when a token was sent.
      if (!match) throw new DomainError('unauthorized', 'missing bearer token', { challenge: `Bearer realm="${BEARER_REALM}"` });
      const found = await store.tokens.findWithAccount(hashToken(match[1]!));
      if (!found || found.token.revokedAt || Date.parse(found.token.expiresAt) <= now.getTime()) {
        // A token of the other door is named as such: the caller holds a valid token for the wrong API (stop 84).
        const message = match[1]!.startsWith(ACCESS_TOKEN_PREFIX)
          ? `an MCP access token (${ACCESS_TOKEN_PREFIX}…) is for POST /mcp only; the REST API takes an ${REST_TOKEN_PREFIX} token issued in the app`
          : 'token invalid, revoked or expired';
        throw new DomainError('unauthorized', message, {
          challenge: `Bearer realm="${BEARER_REALM}", error="invalid_token"`,
        });
      }
      return found;
    },

    /** A trial start extends the current token to the Premium default lifetime (1 hour from now). */
    async extendForTrial(token: TokenRecord, now: Date): Promise<void> {
      await store.tokens.extendExpiry(token.tokenId, new Date(now.getTime() + TOKEN_LIFETIME_MS[PREMIUM_DEFAULT_LIFETIME]).toISOString());
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
