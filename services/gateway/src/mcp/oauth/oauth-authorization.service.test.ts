import {
  AUTHORIZATION_REQUEST_LIFETIME_MS,
  AuthorizationPageError,
  STATE_MAX_LENGTH,
  type AuthorizeOutcome,
} from './oauth-authorization.service';
import { SIGN_IN_CODE_LIFETIME_MS } from './sign-in-codes.service';
import { ISSUER, REDIRECT_URI, buildOAuthServer, pkcePair } from './oauth.factories';

/** The authorization endpoint and sign-in (OPERATOR-API.md → MCP connector → Sign-in), on the fixed clock and the real SQLite store. */
describe('OAuth authorization service', () => {
  const server = buildOAuthServer();
  const { clock, authorization, signInCodes } = server;
  afterAll(() => server.store.close());
  beforeEach(() => clock.set(new Date('2026-11-21T03:00:00.000Z')));

  const BROWSER = 'browser-a';
  const { challenge } = pkcePair();

  /** The refusal a started request ends in: the OAuth error shown on the page, or 'sign-in' when it was accepted. */
  const outcomeOf = (outcome: AuthorizeOutcome) => (outcome.kind === 'sign-in' ? 'sign-in' : outcome.error);
  const start = async (overrides: Record<string, unknown> = {}) =>
    authorization.start(server.authorizeQuery(await server.registerClient(), challenge, overrides), BROWSER);
  const pageErrorOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: unknown) => (error instanceof AuthorizationPageError ? error.status : String(error)),
    );
  const signedInRequest = async () => {
    const started = await start();
    if (started.kind !== 'sign-in') throw new Error(started.description);
    const account = await server.account();
    const { code } = await signInCodes.issue(account.userId);
    expect(await authorization.signInWithCode(started.request.requestId, code, BROWSER)).toEqual({ signedIn: true });
    return { requestId: started.request.requestId, account };
  };

  describe('the request', () => {
    it('needs PKCE with S256 and a 43-character challenge', async () => {
      expect(outcomeOf(await start())).toBe('sign-in');
      expect(outcomeOf(await start({ code_challenge: undefined }))).toBe('invalid_request');
      expect(outcomeOf(await start({ code_challenge_method: 'plain' }))).toBe('invalid_request');
      expect(outcomeOf(await start({ code_challenge_method: undefined }))).toBe('invalid_request');
      expect(outcomeOf(await start({ code_challenge: 'short' }))).toBe('invalid_request');
    });

    it('serves response_type=code only, refuses a repeated parameter, and serves one resource', async () => {
      expect(outcomeOf(await start({ response_type: 'token' }))).toBe('unsupported_response_type');
      expect(outcomeOf(await start({ response_type: undefined }))).toBe('invalid_request');
      expect(outcomeOf(await start({ state: ['a', 'b'] }))).toBe('invalid_request');
      expect(outcomeOf(await start({ resource: 'https://elsewhere.example/mcp' }))).toBe('invalid_target');
      expect(outcomeOf(await start({ resource: undefined }))).toBe('sign-in');
    });

    it(`keeps a state of up to ${STATE_MAX_LENGTH} characters with the waiting request and refuses a longer one`, async () => {
      expect(outcomeOf(await start({ state: 's'.repeat(STATE_MAX_LENGTH) }))).toBe('sign-in');
      const refused = await start({ state: 's'.repeat(STATE_MAX_LENGTH + 1) });
      expect(outcomeOf(refused)).toBe('invalid_request');
      expect(refused.kind === 'error-page' && refused.description).toBe(`state is longer than ${STATE_MAX_LENGTH} characters`);
    });

    it('shows a refusal as a page whose back link carries the error, state and iss, never an automatic redirect', async () => {
      const refused = await start({ response_type: 'token' });
      if (refused.kind !== 'error-page') throw new Error('expected an error page');
      const back = new URL(refused.backLink);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
      expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'unsupported_response_type', state: 'state-1', iss: ISSUER });
    });

    it('refuses an unknown client or an unregistered redirect URI on a page of its own, with no link back', async () => {
      expect(await pageErrorOf(authorization.start(server.authorizeQuery('mcpc_unknown', challenge), BROWSER))).toBe(400);
      expect(await pageErrorOf(start({ redirect_uri: 'https://attacker.example/callback' }))).toBe(400);
      expect(await pageErrorOf(start({ client_id: undefined }))).toBe(400);
    });

    it('takes the one registered redirect URI when the request names none', async () => {
      const started = await start({ redirect_uri: undefined });
      expect(started.kind === 'sign-in' && started.request.redirectUri).toBe(REDIRECT_URI);
      const twoUris = await server.registerClient([REDIRECT_URI, 'https://client.example/second']);
      expect(await pageErrorOf(authorization.start(server.authorizeQuery(twoUris, challenge, { redirect_uri: undefined }), BROWSER))).toBe(
        400,
      );
    });

    it('grants the supported scopes asked for, and both when none of them is asked', async () => {
      const scopesOf = async (scope: string | undefined) => {
        const started = await start({ scope });
        return started.kind === 'sign-in' ? started.request.scopes : started.error;
      };
      expect(await scopesOf('mcp')).toEqual(['mcp']);
      expect(await scopesOf('openid mcp')).toEqual(['mcp']);
      expect(await scopesOf('openid')).toEqual(['mcp', 'offline_access']);
      expect(await scopesOf(undefined)).toEqual(['mcp', 'offline_access']);
    });
  });

  describe('sign-in', () => {
    it('expires with the request 30 minutes after it was opened, on the service clock', async () => {
      const started = await start();
      if (started.kind !== 'sign-in') throw new Error(started.description);
      clock.advance(AUTHORIZATION_REQUEST_LIFETIME_MS - 1);
      expect(await pageErrorOf(authorization.signInView(started.request.requestId, BROWSER))).toBe('ok');
      clock.advance(1);
      expect(await pageErrorOf(authorization.signInView(started.request.requestId, BROWSER))).toBe(400);
    });

    it('belongs to the browser that opened it', async () => {
      const started = await start();
      if (started.kind !== 'sign-in') throw new Error(started.description);
      expect(await pageErrorOf(authorization.signInView(started.request.requestId, 'browser-b'))).toBe(403);
    });

    it('takes an operator’s sign-in code once and within its 10 minutes; a wrong code changes nothing', async () => {
      const account = await server.account();
      const first = await start();
      const second = await start();
      const third = await start();
      if (first.kind !== 'sign-in' || second.kind !== 'sign-in' || third.kind !== 'sign-in') throw new Error('refused');
      const { code } = await signInCodes.issue(account.userId);

      expect((await authorization.signInWithCode(first.request.requestId, 'WRONG-CODE', BROWSER)).signedIn).toBe(false);
      expect(await authorization.consentView(first.request.requestId, BROWSER)).toBeNull();
      expect(await authorization.signInWithCode(first.request.requestId, code, BROWSER)).toEqual({ signedIn: true });
      expect((await authorization.consentView(first.request.requestId, BROWSER))?.account.userId).toBe(account.userId);
      expect((await authorization.signInWithCode(second.request.requestId, code, BROWSER)).signedIn).toBe(false);

      const { code: late } = await signInCodes.issue(account.userId);
      clock.advance(SIGN_IN_CODE_LIFETIME_MS);
      expect((await authorization.signInWithCode(third.request.requestId, late, BROWSER)).signedIn).toBe(false);
    });
  });

  describe('the decision', () => {
    it('approve redirects with a code, the state and iss', async () => {
      const { requestId } = await signedInRequest();
      const redirect = new URL(await authorization.decide(requestId, 'approve', BROWSER));
      expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
      expect(redirect.searchParams.get('code')).toMatch(/\S{20,}/);
      expect(redirect.searchParams.get('state')).toBe('state-1');
      expect(redirect.searchParams.get('iss')).toBe(ISSUER);
    });

    it('deny redirects with access_denied and issues no code', async () => {
      const { requestId } = await signedInRequest();
      const redirect = new URL(await authorization.decide(requestId, 'deny', BROWSER));
      expect(redirect.searchParams.get('error')).toBe('access_denied');
      expect(redirect.searchParams.get('code')).toBeNull();
      expect(redirect.searchParams.get('iss')).toBe(ISSUER);
    });

    it('is taken once per request, and only after sign-in', async () => {
      const { requestId } = await signedInRequest();
      await authorization.decide(requestId, 'approve', BROWSER);
      expect(await pageErrorOf(authorization.decide(requestId, 'approve', BROWSER))).toBe(400);
      expect(await pageErrorOf(authorization.decide(requestId, 'deny', BROWSER))).toBe(400);

      const notSignedIn = await start();
      if (notSignedIn.kind !== 'sign-in') throw new Error(notSignedIn.description);
      expect(await pageErrorOf(authorization.decide(notSignedIn.request.requestId, 'approve', BROWSER))).toBe(400);
    });
  });
});
