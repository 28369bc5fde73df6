import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@shokuji/clock';
import { createLogger } from '@shokuji/runtime';
import type { Account } from '../../store/accounts.repository';
import { buildAccount } from '../../store/platform-store.factories';
import { createSqlitePlatformStore } from '../../store/sqlite/platform.sqlite';
import { createClientMetadataDocuments } from './client-metadata-document';
import { createOAuthAuthorizationService } from './oauth-authorization.service';
import { createOAuthClientsService } from './oauth-clients.service';
import { createOAuthTokensService } from './oauth-tokens.service';
import { createSignInCodesService } from './sign-in-codes.service';

export const ISSUER = 'https://shokuji.example';
export const RESOURCE = `${ISSUER}/mcp`;
export const REDIRECT_URI = 'https://client.example/callback';

/** A PKCE pair (RFC 7636): a fresh verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The MCP connector's authorization server as the gateway wires it (mcp-connector.ts), on a fresh
 * SQLite platform store and a clock the test moves (docs/CONTRIBUTING.md → Tests), with helpers
 * that walk a user through sign-in to an authorization code.
 */
export function buildOAuthServer() {
  const store = createSqlitePlatformStore(join(mkdtempSync(join(tmpdir(), 'oauth-')), 'platform.sqlite'));
  const clock = new FixedClock(new Date('2026-11-21T03:00:00.000Z'));
  const logger = createLogger({ level: 'silent', nodeEnv: 'test', name: 'oauth-test', flushMs: 0 });
  const clients = createOAuthClientsService({
    store: store.oauth,
    counters: store.counters,
    registrationsPerIpPerHour: 1000,
    clock,
    documents: createClientMetadataDocuments(clock),
  });
  const signInCodes = createSignInCodesService({ store, clock });
  const authorization = createOAuthAuthorizationService({
    store,
    clock,
    clients,
    signInCodes,
    upstream: null,
    issuer: ISSUER,
    resource: RESOURCE,
    logger,
  });
  const tokens = createOAuthTokensService({ store, clock, clients, resource: RESOURCE, logger });

  const account = async (overrides: Partial<Account> = {}): Promise<Account> => {
    const created = buildAccount(overrides);
    await store.accounts.create(created);
    return created;
  };

  const registerClient = async (redirectUris: string[] = [REDIRECT_URI]): Promise<string> =>
    (await clients.register({ redirect_uris: redirectUris, client_name: 'Test client' }, '127.0.0.1')).client_id;

  /** GET /oauth/authorize's query for `clientId`, with overrides (undefined removes a parameter). */
  const authorizeQuery = (clientId: string, challenge: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => {
    const query: Record<string, unknown> = {
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
      resource: RESOURCE,
      ...overrides,
    };
    return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  };

  /** Start → sign in with an operator's code → approve: the authorization code and everything it was issued for. */
  const authorizationCode = async (options: { account?: Account; scope?: string } = {}) => {
    const user = options.account ?? (await account());
    const clientId = await registerClient();
    const pkce = pkcePair();
    const browser = `browser-${randomBytes(4).toString('hex')}`;
    const started = await authorization.start(
      authorizeQuery(clientId, pkce.challenge, options.scope === undefined ? {} : { scope: options.scope }),
      browser,
    );
    if (started.kind !== 'sign-in') throw new Error(`authorization refused: ${started.description}`);
    const { code: signInCode } = await signInCodes.issue(user.userId);
    await authorization.signInWithCode(started.request.requestId, signInCode, browser);
    const redirect = new URL(await authorization.decide(started.request.requestId, 'approve', browser));
    return { code: redirect.searchParams.get('code')!, clientId, verifier: pkce.verifier, account: user };
  };

  /** A code exchanged for tokens, as a client does at once. */
  const tokensFor = async (options: { account?: Account; scope?: string } = {}) => {
    const issued = await authorizationCode(options);
    const response = await tokens.exchangeCode({
      clientId: issued.clientId,
      code: issued.code,
      codeVerifier: issued.verifier,
      redirectUri: REDIRECT_URI,
      resources: [RESOURCE],
    });
    return { ...issued, response };
  };

  return {
    store,
    clock,
    clients,
    signInCodes,
    authorization,
    tokens,
    account,
    registerClient,
    authorizeQuery,
    authorizationCode,
    tokensFor,
  };
}

/** The OAuth error code a call fails with, 'ok' when it succeeds. */
export async function oauthErrorOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof Error && 'error' in error ? String(error.error) : String(error)),
  );
}
