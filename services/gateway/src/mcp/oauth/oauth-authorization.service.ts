import type { Clock } from '@shokuji/clock';
import type { Logger } from '@shokuji/runtime';
import { newId } from '@shokuji/storage';
import { hashToken } from '../../auth/tokens.service';
import type { AuthorizationRequestRecord } from '../../store/oauth-store';
import type { PlatformStore } from '../../store/platform-store';
import type { Account } from '../../store/accounts.repository';
import type { OAuthClient, OAuthClientsService } from './oauth-clients.service';
import { OAuthError, type OAuthErrorCode } from './oauth-error';
import { AUTHORIZATION_CODE_PREFIX, newOpaqueSecret } from './oauth-secrets';
import type { UpstreamIdentityProvider } from './oidc-upstream';
import { isS256Challenge } from './pkce';
import { redirectHostAndPort, redirectUriMatches } from './redirect-uris';
import { grantableScopes } from './scopes';
import type { SignInCodesService } from './sign-in-codes.service';

const MINUTE_MS = 60 * 1000;
/** Time a person has to sign in and decide, from opening the authorization URL. */
export const AUTHORIZATION_REQUEST_LIFETIME_MS = 30 * MINUTE_MS;
/** The longest `state` kept with a waiting request: a client's opaque value, far shorter in practice (RFC 6749 sets none). */
export const STATE_MAX_LENGTH = 2048;
/** OAuth 2.1 §4.1.2: short-lived; clients exchange it within seconds. */
export const AUTHORIZATION_CODE_LIFETIME_MS = 5 * MINUTE_MS;

/**
 * What the page of a request refused for its client_id or redirect_uri names (OPERATOR-API.md →
 * Tokens: the error, the client and its redirect host), without a link back: neither is trusted.
 */
export interface UntrustedRequestRefusal {
  error: OAuthErrorCode;
  /** The registered name, else the client_id as sent. */
  clientName: string;
  clientId: string;
  /** Where the client registered to return (host:port), or null when the client is unknown. */
  redirectHostAndPort: string | null;
}

/**
 * Something the browser is shown instead of a redirect to the client: a bad client_id or
 * redirect_uri (RFC 6749 §4.1.2.1 forbids redirecting then; `refusal` says what the page names),
 * or a request that expired, belongs to another browser or was already decided.
 */
export class AuthorizationPageError extends Error {
  constructor(
    readonly status: 400 | 403,
    readonly messageJa: string,
    readonly messageEn: string,
    readonly refusal?: UntrustedRequestRefusal,
  ) {
    super(messageEn);
    this.name = 'AuthorizationPageError';
  }
}

/**
 * A request refused before the user acted: shown as a page, never redirected on its own (RFC 9700
 * §4.11.2: anyone can register a redirect URI, so an automatic error redirect would make this
 * server an open redirector). The page names the error, the client and its redirect host, and
 * offers `backLink` (the error response with `state` and `iss`) for the user to follow.
 */
export interface AuthorizeErrorView {
  error: OAuthErrorCode;
  description: string;
  client: OAuthClient;
  redirectUri: string;
  backLink: string;
}

export type AuthorizeOutcome =
  { kind: 'sign-in'; request: AuthorizationRequestRecord; client: OAuthClient } | ({ kind: 'error-page' } & AuthorizeErrorView);

export interface ConsentView {
  request: AuthorizationRequestRecord;
  client: OAuthClient;
  account: Account;
}

export type SignInResult = { signedIn: true } | { signedIn: false; message: { ja: string; en: string } };

export interface OAuthAuthorizationDeps {
  store: PlatformStore;
  clock: Clock;
  clients: OAuthClientsService;
  signInCodes: SignInCodesService;
  upstream: UpstreamIdentityProvider | null;
  /** PUBLIC_BASE_URL: the issuer, sent as `iss` with every redirect (RFC 9207). */
  issuer: string;
  /** `{PUBLIC_BASE_URL}/mcp`. */
  resource: string;
  logger: Logger;
}

type Query = Record<string, unknown>;

/** A parameter sent more than once (RFC 6749 §3.1: parameters must not be repeated). */
const isRepeated = (query: Query, name: string) => query[name] !== undefined && typeof query[name] !== 'string';

/** The value of a parameter sent once, else undefined (check isRepeated first where it matters). */
const single = (query: Query, name: string): string | undefined => {
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
};

const allValues = (query: Query, name: string): string[] => {
  const value = query[name];
  return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
};

const expired = () =>
  new AuthorizationPageError(
    400,
    'このサインイン手続きは期限切れか、すでに完了しています。チャットアプリから接続をやり直してください。',
    'This sign-in has expired or was already completed. Start connecting again from your chat app.',
  );

/**
 * The authorization endpoint and the embedded identity provider (OPERATOR-API.md → MCP connector
 * → Sign-in): validate the request, let the browser sign in with a one-time code (or at the
 * upstream OpenID provider), show consent, and redirect with a code or an error — always with
 * `iss`, and each request decided once (single-use `state`).
 */
export function createOAuthAuthorizationService(deps: OAuthAuthorizationDeps) {
  const { store, clock, clients, signInCodes, upstream, issuer, resource, logger } = deps;
  const oauth = store.oauth;

  /**
   * The registered URI with the response's parameters after its own query, which is kept as registered
   * (RFC 6749 §3.1.2: retained when parameters are added). Until stop 84 the query was parsed and written
   * again, so `next=/a%20b` reached the client as `next=%2Fa+b`, which breaks a client that signs or
   * compares its own redirect URI.
   */
  const redirectTo = (redirectUri: string, params: Record<string, string | null>): string => {
    const url = new URL(redirectUri);
    const response = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== null) response.set(name, value);
    response.set('iss', issuer);
    url.search = url.search ? `${url.search}&${response.toString()}` : response.toString();
    return url.toString();
  };

  const errorRedirect = (redirectUri: string, state: string | null, error: OAuthErrorCode, description: string) =>
    redirectTo(redirectUri, { error, error_description: description, state });

  /** A request this browser opened that is still waiting for a decision. */
  const openRequest = async (requestId: string, browserHash: string): Promise<AuthorizationRequestRecord> => {
    const request = requestId ? await oauth.authorizationRequests.get(requestId) : null;
    if (!request || Date.parse(request.expiresAt) <= clock.now().getTime() || (await oauth.claims.holderOf(`request:${requestId}`))) {
      throw expired();
    }
    if (request.browserHash !== browserHash) {
      throw new AuthorizationPageError(
        403,
        'このサインイン手続きは別のブラウザで開始されました。チャットアプリから接続をやり直してください。',
        'This sign-in was started in another browser. Start connecting again from your chat app.',
      );
    }
    return request;
  };

  /** Client and redirect URI first: until both are valid, errors are shown, never redirected. */
  const resolveClientAndRedirect = async (query: Query): Promise<{ client: OAuthClient; redirectUri: string; given: boolean }> => {
    const clientId = single(query, 'client_id');
    const refused = (error: OAuthErrorCode, messageJa: string, messageEn: string, client: OAuthClient | null) =>
      new AuthorizationPageError(400, messageJa, messageEn, {
        error,
        clientName: client?.clientName ?? clientId ?? '—',
        clientId: clientId ?? '—',
        redirectHostAndPort: client ? [...new Set(client.redirectUris.map(redirectHostAndPort))].join(', ') : null,
      });
    if (clientId === undefined) {
      throw refused('invalid_request', 'client_id が指定されていません。', 'The request names no (single) client_id.', null);
    }
    let client: OAuthClient;
    try {
      client = await clients.resolve(clientId);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      throw refused(
        error.error,
        `接続しようとしているアプリを確認できません。(${error.description})`,
        `Unknown client: ${error.description}`,
        null,
      );
    }
    if (isRepeated(query, 'redirect_uri')) {
      throw refused('invalid_request', 'redirect_uri が重複しています。', 'redirect_uri is repeated.', client);
    }
    const requested = single(query, 'redirect_uri');
    if (requested === undefined) {
      if (client.redirectUris.length === 1) return { client, redirectUri: client.redirectUris[0]!, given: false };
      throw refused('invalid_request', 'redirect_uri が指定されていません。', 'The request names no redirect_uri.', client);
    }
    if (!client.redirectUris.some((registered) => redirectUriMatches(requested, registered))) {
      throw refused(
        'invalid_request',
        'redirect_uri がこのアプリに登録されたものと一致しません。',
        'redirect_uri is not one registered for this client.',
        client,
      );
    }
    return { client, redirectUri: requested, given: true };
  };

  return {
    /** GET /oauth/authorize: a validated request waiting for sign-in, or an error page (OPERATOR-API.md → Tokens). */
    async start(query: Query, browserHash: string): Promise<AuthorizeOutcome> {
      const now = clock.now();
      const { client, redirectUri, given } = await resolveClientAndRedirect(query);
      const state = single(query, 'state');
      const fail = (error: OAuthErrorCode, description: string): AuthorizeOutcome => ({
        kind: 'error-page',
        error,
        description,
        client,
        redirectUri,
        backLink: errorRedirect(redirectUri, state ?? null, error, description),
      });
      const repeated = ['state', 'response_type', 'code_challenge', 'code_challenge_method', 'scope'].find((name) =>
        isRepeated(query, name),
      );
      if (repeated) return fail('invalid_request', `${repeated} is repeated`);
      if (state !== undefined && state.length > STATE_MAX_LENGTH)
        return fail('invalid_request', `state is longer than ${STATE_MAX_LENGTH} characters`);
      const responseType = single(query, 'response_type');
      if (responseType === undefined) return fail('invalid_request', 'response_type is required');
      if (responseType !== 'code') return fail('unsupported_response_type', 'only response_type=code is supported');
      const challenge = single(query, 'code_challenge');
      if (challenge === undefined) return fail('invalid_request', 'code_challenge is required (PKCE with S256)');
      if (single(query, 'code_challenge_method') !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256');
      if (!isS256Challenge(challenge)) return fail('invalid_request', 'code_challenge must be 43 base64url characters');
      const resources = allValues(query, 'resource');
      if (resources.length > 1 || (resources.length === 1 && resources[0] !== resource)) {
        return fail('invalid_target', `resource must be ${resource}`);
      }
      const request: AuthorizationRequestRecord = {
        requestId: newId('authreq', 16),
        clientId: client.clientId,
        redirectUri,
        redirectUriGiven: given,
        state: state ?? null,
        codeChallenge: challenge,
        scopes: grantableScopes(single(query, 'scope')),
        resource,
        browserHash,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + AUTHORIZATION_REQUEST_LIFETIME_MS).toISOString(),
        userId: null,
        upstream: null,
      };
      await oauth.authorizationRequests.insert(request);
      await clients.touch(client, now);
      return { kind: 'sign-in', request, client };
    },

    /** The sign-in page again (after a failed code, or a consent page opened before signing in). */
    async signInView(requestId: string, browserHash: string): Promise<{ request: AuthorizationRequestRecord; client: OAuthClient }> {
      const request = await openRequest(requestId, browserHash);
      return { request, client: await clients.resolve(request.clientId) };
    },

    /** POST /oauth/sign-in: a wrong, expired or used code changes nothing and says so. */
    async signInWithCode(requestId: string, typedCode: string, browserHash: string): Promise<SignInResult> {
      const request = await openRequest(requestId, browserHash);
      const userId = typedCode.trim() ? await signInCodes.redeem(typedCode, clock.now()) : null;
      if (!userId) {
        return {
          signedIn: false,
          message: {
            ja: 'サインインコードが正しくないか、期限切れか、すでに使われています。',
            en: 'The sign-in code is wrong, expired or already used.',
          },
        };
      }
      await oauth.authorizationRequests.setUser(request.requestId, userId);
      return { signedIn: true };
    },

    /** POST /oauth/sign-in/oidc: where to send the browser at the upstream provider. */
    async beginUpstreamSignIn(requestId: string, browserHash: string): Promise<string> {
      if (!upstream) throw new AuthorizationPageError(400, '外部サインインは設定されていません。', 'External sign-in is not configured.');
      const request = await openRequest(requestId, browserHash);
      const roundTrip = upstream.newRoundTrip(request.requestId);
      await oauth.authorizationRequests.setUpstream(request.requestId, roundTrip);
      return upstream.authorizationUrl(roundTrip);
    },

    /** GET /oauth/oidc/callback: signs the request in as the account linked to the upstream subject. */
    async completeUpstreamSignIn(callbackUrl: URL, browserHash: string): Promise<{ requestId: string; result: SignInResult }> {
      if (!upstream) throw new AuthorizationPageError(400, '外部サインインは設定されていません。', 'External sign-in is not configured.');
      const requestId = upstream.requestIdOf(callbackUrl);
      const request = await openRequest(requestId ?? '', browserHash);
      if (!request.upstream) throw expired();
      const identity = await upstream.complete(callbackUrl, request.upstream);
      if (!identity) {
        return {
          requestId: request.requestId,
          result: {
            signedIn: false,
            message: {
              ja: '外部サービスでのサインインが完了しませんでした。もう一度お試しください。',
              en: 'Sign-in at the external provider did not complete. Please try again.',
            },
          },
        };
      }
      const link = await oauth.oidcSubjects.find(identity.issuer, identity.subject);
      if (!link) {
        return {
          requestId: request.requestId,
          result: {
            signedIn: false,
            message: {
              ja: `このアカウント (${identity.subject}) はまだ連携されていません。運営者に連携を依頼してください。`,
              en: `This account (${identity.subject}) is not linked yet. Ask the operator to link it.`,
            },
          },
        };
      }
      await oauth.authorizationRequests.setUser(request.requestId, link.userId);
      return { requestId: request.requestId, result: { signedIn: true } };
    },

    /** GET /oauth/consent: what the consent page shows; null when the browser has not signed in yet. */
    async consentView(requestId: string, browserHash: string): Promise<ConsentView | null> {
      const request = await openRequest(requestId, browserHash);
      if (!request.userId) return null;
      const account = await store.accounts.get(request.userId);
      if (!account) throw expired();
      return { request, client: await clients.resolve(request.clientId), account };
    },

    /** POST /oauth/consent: decides the request once; approve issues a code, deny says access_denied. */
    async decide(requestId: string, decision: string, browserHash: string): Promise<string> {
      const request = await openRequest(requestId, browserHash);
      if (!request.userId || (decision !== 'approve' && decision !== 'deny')) throw expired();
      const decisionId = newId('decision');
      if ((await oauth.claims.claim(`request:${request.requestId}`, decisionId, request.expiresAt)) !== decisionId) throw expired();
      if (decision === 'deny') return errorRedirect(request.redirectUri, request.state, 'access_denied', 'the user denied access');
      await clients.markAuthorized(request.clientId, clock.now());
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + AUTHORIZATION_CODE_LIFETIME_MS).toISOString();
      const grantId = newId('grant', 16);
      await oauth.grants.insert({
        grantId,
        userId: request.userId,
        clientId: request.clientId,
        scopes: request.scopes,
        resource: request.resource,
        createdAt: now.toISOString(),
        expiresAt,
        revokedAt: null,
      });
      const code = newOpaqueSecret(AUTHORIZATION_CODE_PREFIX);
      await oauth.authorizationCodes.insert({
        codeHash: hashToken(code),
        grantId,
        clientId: request.clientId,
        userId: request.userId,
        redirectUri: request.redirectUri,
        redirectUriGiven: request.redirectUriGiven,
        codeChallenge: request.codeChallenge,
        scopes: request.scopes,
        resource: request.resource,
        createdAt: now.toISOString(),
        expiresAt,
      });
      logger.info({ grantId, clientId: request.clientId, userId: request.userId, scopes: request.scopes }, 'MCP sign-in approved');
      return redirectTo(request.redirectUri, { code, state: request.state });
    },
  };
}

export type OAuthAuthorizationService = ReturnType<typeof createOAuthAuthorizationService>;
