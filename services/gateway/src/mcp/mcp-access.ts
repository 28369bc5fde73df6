import { DomainError } from '@shokuji/contracts';
import type { RequestHandler } from 'express';
import { resolveEntitlement, type Entitlement } from '../entitlements/entitlement';
import { REST_TOKEN_PREFIX } from '../auth/tokens.service';
import { noteCaller } from '../http/access-log';
import type { Account, AccountsRepository } from '../store/accounts.repository';
import type { OAuthTokensService } from './oauth/oauth-tokens.service';
import { MCP_SCOPE } from './oauth/scopes';

/**
 * Who calls /mcp: the same account and entitlement the REST pipeline works with
 * (http/endpoint-pipeline.ts → admit), plus what the MCP access token says.
 */
export interface McpCaller {
  account: Account;
  entitlement: Entitlement;
  grantId: string;
  clientId: string;
  scopes: string[];
  /** Fixed at issue (OPERATOR-API.md → Tokens); a trial start does not extend it, the next refresh does. */
  accessTokenExpiresAt: string;
}

/** A refusal at /mcp with its RFC 6750 §3 challenge, which MCP clients read to sign in again or step up. */
export class McpAccessRefused extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly challenge: string,
    message: string,
  ) {
    super(message);
    this.name = 'McpAccessRefused';
  }

  /** The error body the gateway's error handler renders (401 unauthorized, 403 forbidden). */
  toDomainError(): DomainError {
    return this.status === 401
      ? new DomainError('unauthorized', this.message, {
          userMessage: '接続の認証が必要です。チャットアプリからもう一度サインインしてください。',
        })
      : new DomainError('forbidden', this.message, {
          userMessage: 'この接続に許可されていない操作です。チャットアプリからもう一度接続を許可してください。',
        });
  }
}

export interface McpAccessDeps {
  tokens: OAuthTokensService;
  publicBaseUrl: string;
  /** MCP_AUTH_OFF_USER_ID (tests only): a request without Authorization is this account's. */
  authOff?: { userId: string; accounts: AccountsRepository };
}

const BEARER = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)[ ]*$/i;

/**
 * The resource server's token check (OPERATOR-API.md → MCP connector → Discovery; MCP
 * authorization → Access Token Usage): only MCP access tokens issued for `{PUBLIC_BASE_URL}/mcp`
 * pass; a REST `ext_` token, an expired, revoked or foreign-audience token gets 401 with the
 * protected resource metadata URL, a token without the `mcp` scope 403 insufficient_scope.
 */
export function createMcpAccess(deps: McpAccessDeps) {
  const resourceMetadataUrl = `${deps.publicBaseUrl}/.well-known/oauth-protected-resource/mcp`;
  // OPERATOR-API.md → Discovery gives the header literally for every request without a valid access token, a
  // token sent or not, so it carries no RFC 6750 error parameter: clients read only the metadata URL from it.
  const challenge = `Bearer resource_metadata="${resourceMetadataUrl}"`;

  return {
    resourceMetadataUrl,

    /** The caller behind an Authorization header, or McpAccessRefused carrying the challenge to send. */
    async authenticate(authorization: string | undefined, now: Date): Promise<McpCaller> {
      if (!authorization && deps.authOff) return authOffCaller(deps.authOff, now);
      if (!authorization) throw new McpAccessRefused(401, challenge, 'an MCP access token is required');
      const bearer = BEARER.exec(authorization)?.[1];
      const access = bearer ? await deps.tokens.authenticate(bearer, now) : null;
      if (!access) {
        // A REST token is named as such: the caller holds a token for the other API (stop 84).
        const message = bearer?.startsWith(REST_TOKEN_PREFIX)
          ? `an ${REST_TOKEN_PREFIX} token is for the REST API only; /mcp takes the access token of the sign-in that WWW-Authenticate names`
          : 'the access token is invalid, expired or revoked';
        throw new McpAccessRefused(401, challenge, message);
      }
      if (!access.token.scopes.includes(MCP_SCOPE)) {
        throw new McpAccessRefused(
          403,
          `Bearer error="insufficient_scope", scope="${[...new Set([MCP_SCOPE, ...access.token.scopes])].join(' ')}", resource_metadata="${resourceMetadataUrl}"`,
          `the access token lacks the ${MCP_SCOPE} scope`,
        );
      }
      return {
        account: access.account,
        entitlement: resolveEntitlement(access.account, now),
        grantId: access.grant.grantId,
        clientId: access.token.clientId,
        scopes: access.token.scopes,
        accessTokenExpiresAt: access.token.expiresAt,
      };
    },
  };
}

export type McpAccess = ReturnType<typeof createMcpAccess>;

/** Authorization off (tests only): the configured account, as if it had signed in with every scope. */
async function authOffCaller(authOff: NonNullable<McpAccessDeps['authOff']>, now: Date): Promise<McpCaller> {
  const account = await authOff.accounts.get(authOff.userId);
  if (!account) throw new McpAccessRefused(401, 'Bearer', `MCP_AUTH_OFF_USER_ID ${authOff.userId} is not an account`);
  return {
    account,
    entitlement: resolveEntitlement(account, now),
    grantId: 'auth-off',
    clientId: 'auth-off',
    scopes: [MCP_SCOPE],
    accessTokenExpiresAt: new Date(now.getTime() + 60 * 60 * 1000).toISOString(),
  };
}

/** Express step: puts the McpCaller in res.locals.mcpCaller, or answers the refusal with its WWW-Authenticate. */
export function requireMcpCaller(access: McpAccess, now: () => Date): RequestHandler {
  return async (req, res, next) => {
    try {
      const caller = await access.authenticate(req.header('authorization'), now());
      res.locals.mcpCaller = caller;
      noteCaller(res, 'mcp', caller.account.userId);
      next();
    } catch (error) {
      if (!(error instanceof McpAccessRefused)) return next(error);
      res.setHeader('WWW-Authenticate', error.challenge);
      next(error.toDomainError());
    }
  };
}
