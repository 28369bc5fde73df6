import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from '@shokuji/runtime';
import { limitedBodyParser } from '../../http/json-body';
import { answerOptionsOf } from '../../http/method-not-allowed';
import type { AuthorizationRequestRecord } from '../../store/oauth-store';
import type { BrowserBinding } from './browser-binding';
import type { OAuthClient } from './oauth-clients.service';
import type { OAuthAuthorizationService, SignInResult } from './oauth-authorization.service';
import { pageErrors } from './oauth-http';
import { renderAuthorizeErrorPage, renderConsentPage, renderMessagePage, renderSignInPage, sendPage } from './oauth-pages';
import type { UpstreamIdentityProvider } from './oidc-upstream';
import { isLoopbackRedirectUri, redirectHostAndPort } from './redirect-uris';

export interface OAuthPagesDeps {
  publicBaseUrl: string;
  authorization: OAuthAuthorizationService;
  binding: BrowserBinding;
  upstream: UpstreamIdentityProvider | null;
  countRequest: RequestHandler;
  logger: Logger;
}

/** The pages' forms hold a few short fields. */
const FORM_LIMIT_BYTES = 16 * 1024;

/** Hidden and typed fields of the pages' forms; anything but one string counts as absent. */
const field = (req: Request, name: string): string => {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The browser side of the authorization server (OPERATOR-API.md → MCP connector → Sign-in):
 * GET /oauth/authorize shows the sign-in page, POST /oauth/sign-in takes a one-time code (or
 * POST /oauth/sign-in/oidc goes to the upstream provider and GET /oauth/oidc/callback comes
 * back), GET /oauth/consent shows what the client asks, POST /oauth/consent decides. Every post
 * needs the CSRF token issued to this browser; without it the answer is 403 and nothing changes.
 */
export function createOAuthPagesRouter(deps: OAuthPagesDeps): Router {
  const { publicBaseUrl, authorization, binding, upstream } = deps;
  const router = express.Router();
  const paths = ['/authorize', '/sign-in', '/consent', '/oidc'];
  router.use(paths, deps.countRequest);
  router.use(paths, limitedBodyParser(express.urlencoded({ extended: false, limit: FORM_LIMIT_BYTES }), FORM_LIMIT_BYTES));

  const consentUrl = (requestId: string) => `${publicBaseUrl}/oauth/consent?request=${encodeURIComponent(requestId)}`;

  const showSignIn = async (
    res: Response,
    key: string,
    view: { request: AuthorizationRequestRecord; client: OAuthClient },
    message?: { ja: string; en: string },
  ) => {
    // An unreachable upstream provider leaves sign-in codes working: its button is left out.
    const upstreamOrigins = upstream
      ? await upstream.formActionOrigins().catch((error: unknown) => {
          deps.logger.warn({ err: error, issuer: upstream.issuer }, 'upstream OpenID provider unreachable');
          return null;
        })
      : null;
    const html = renderSignInPage({
      publicBaseUrl,
      requestId: view.request.requestId,
      csrfToken: binding.csrfToken(key),
      clientName: view.client.clientName ?? view.client.clientId,
      message,
      upstreamName: upstreamOrigins ? upstream?.name : undefined,
    });
    sendPage(res, 200, html, upstreamOrigins ?? []);
  };

  /** Signed in: on to consent (post-redirect-get); not: the sign-in page again with the reason. */
  const afterSignIn = async (res: Response, key: string, requestId: string, result: SignInResult) => {
    if (result.signedIn) return res.redirect(303, consentUrl(requestId));
    await showSignIn(res, key, await authorization.signInView(requestId, binding.browserHash(key)), result.message);
  };

  const forbidden = (res: Response) =>
    sendPage(
      res,
      403,
      renderMessagePage(
        'フォームを受け付けられません',
        'Form refused',
        'このフォームは期限切れか、このブラウザで開かれたものではありません。チャットアプリから接続をやり直してください。',
        'This form expired or was not opened in this browser. Start connecting again from your chat app.',
      ),
    );

  router.get('/authorize', async (req, res) => {
    const key = binding.ensureKey(req, res);
    const outcome = await authorization.start(req.query, binding.browserHash(key));
    if (outcome.kind === 'error-page') {
      return sendPage(
        res,
        400,
        renderAuthorizeErrorPage({
          error: outcome.error,
          description: outcome.description,
          clientName: outcome.client.clientName ?? outcome.client.clientId,
          clientId: outcome.client.clientId,
          redirectHostAndPort: redirectHostAndPort(outcome.redirectUri),
          backLink: outcome.backLink,
        }),
      );
    }
    await showSignIn(res, key, outcome);
  });

  router.post('/sign-in', async (req, res) => {
    const key = binding.verifiedKey(req);
    if (!key) return forbidden(res);
    const requestId = field(req, 'request');
    await afterSignIn(res, key, requestId, await authorization.signInWithCode(requestId, field(req, 'code'), binding.browserHash(key)));
  });

  router.post('/sign-in/oidc', async (req, res) => {
    const key = binding.verifiedKey(req);
    if (!key) return forbidden(res);
    res.redirect(303, await authorization.beginUpstreamSignIn(field(req, 'request'), binding.browserHash(key)));
  });

  router.get('/oidc/callback', async (req, res) => {
    const key = binding.currentKey(req);
    if (!key) return forbidden(res);
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const { requestId, result } = await authorization.completeUpstreamSignIn(
      new URL(`${publicBaseUrl}/oauth/oidc/callback${query}`),
      binding.browserHash(key),
    );
    await afterSignIn(res, key, requestId, result);
  });

  router.get('/consent', async (req, res) => {
    const key = binding.currentKey(req);
    if (!key) return forbidden(res);
    const requestId = typeof req.query.request === 'string' ? req.query.request : '';
    const view = await authorization.consentView(requestId, binding.browserHash(key));
    if (!view) return showSignIn(res, key, await authorization.signInView(requestId, binding.browserHash(key)));
    const html = renderConsentPage({
      publicBaseUrl,
      requestId,
      csrfToken: binding.csrfToken(key),
      clientName: view.client.clientName ?? view.client.clientId,
      clientId: view.client.clientId,
      redirectHostAndPort: redirectHostAndPort(view.request.redirectUri),
      loopbackRedirect: isLoopbackRedirectUri(view.request.redirectUri),
      scopes: view.request.scopes,
      accountLabel: view.account.displayName ? `${view.account.displayName} (${view.account.userId})` : view.account.userId,
    });
    // The decision redirects to the client: Chrome applies form-action to that redirect too.
    sendPage(res, 200, html, [new URL(view.request.redirectUri).origin]);
  });

  router.post('/consent', async (req, res) => {
    const key = binding.verifiedKey(req);
    if (!key) return forbidden(res);
    res.redirect(303, await authorization.decide(field(req, 'request'), field(req, 'decision'), binding.browserHash(key)));
  });

  // OPTIONS answers 204 with Allow, as at every other path (express would answer it with its own 200).
  router.use(answerOptionsOf(router));
  router.use(paths, pageErrors(deps.logger));
  return router;
}
