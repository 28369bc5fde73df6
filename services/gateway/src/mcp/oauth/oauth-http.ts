import { clientAddressOf } from '../../http/client-address';
import { allowedMethodsOf } from '../../http/method-not-allowed';
import { operationOf } from '../../http/access-log';
import { bodyParserRefusal, renderDomainError } from '../../http/error-handler';
import { DomainError } from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import type { Logger } from '@shokuji/runtime';
import { newId } from '@shokuji/storage';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { AuthorizationPageError } from './oauth-authorization.service';
import { OAuthError } from './oauth-error';
import { renderAuthorizeErrorPage, renderMessagePage, sendPage } from './oauth-pages';
import type { RollingMinuteLimit } from '../../quota/rolling-minute-limit';

/** One value of a form field; a repeated field is a malformed request (RFC 6749 §3.1, §3.2). */
export function formField(req: Request, name: string): string | undefined {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new OAuthError('invalid_request', `${name} must be sent once, as a string`);
  return value;
}

/** Every value of a field that may repeat (RFC 8707 `resource`). */
export function formFieldValues(req: Request, name: string): string[] {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
}

/** The per-IP limit of the OAuth endpoints and pages, counted before anything else. */
export function countOAuthRequest(limit: RollingMinuteLimit, clock: Clock): RequestHandler {
  return async (req, _res, next) => {
    try {
      await limit.consume(clientAddressOf(req), clock.now());
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Metadata, registration, token and revocation carry no cookies, so any origin may call them:
 * browser-based MCP clients discover, register and fetch tokens from their own page. OPTIONS is
 * their CORS preflight, which also gives `Allow` as every OPTIONS of the service does: both list
 * the methods the path serves (`methods`; HEAD with GET) and OPTIONS (docs/decisions.md → A known
 * path asked with another method).
 */
export function corsForAnyOrigin(methods: readonly string[]): RequestHandler {
  const allowed = allowedMethodsOf(methods).join(', ');
  return (req, res, next) => {
    res.set({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'WWW-Authenticate, Retry-After' });
    if (req.method !== 'OPTIONS') return next();
    res
      .status(204)
      .set({
        Allow: allowed,
        'Access-Control-Allow-Methods': allowed,
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Mcp-Protocol-Version',
        'Access-Control-Max-Age': '600',
      })
      .end();
  };
}

/**
 * A failed client authentication (invalid_client) is a 400, as every other OAuth error (RFC 6749
 * §5.2); only a client that authenticated with the Authorization header gets 401, with the challenge
 * of its scheme, which every 401 must carry (RFC 9110 §15.5.2). A public client names itself in
 * the body, where no HTTP authentication scheme applies; the one header read here is HTTP Basic.
 */
function clientAuthenticationStatus(error: OAuthError, req: Request, res: Response): number {
  if (error.status !== 401) return error.status;
  if (!/^Basic(?:\s|$)/i.test(req.header('authorization') ?? '')) return 400;
  res.setHeader('WWW-Authenticate', 'Basic realm="oauth"');
  return 401;
}

/**
 * Errors of the JSON endpoints in OAuth's shape: `{ error, error_description }` (RFC 6749 §5.2),
 * and 429 as `rate_limited` with Retry-After (OPERATOR-API.md → MCP connector), which also carries
 * the service's `code`, `userMessage` and the `quota` every 429 body has (API-SPEC.md → Errors), as
 * the metadata endpoints' 429 does. Anything else goes on to the gateway's error handler.
 */
export const oauthJsonErrors: ErrorRequestHandler = (error, req, res, next) => {
  const bodyRefusal = bodyParserRefusal(error);
  res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
  if (error instanceof OAuthError) {
    res.status(clientAuthenticationStatus(error, req, res)).json(error.toJSON());
  } else if (error instanceof DomainError && error.code === 'rate_limited') {
    res.setHeader('Retry-After', String(error.details.retryAfterSec ?? 60));
    res.status(429).json({
      error: 'rate_limited',
      error_description: error.message,
      code: 'rate_limited',
      userMessage: error.details.userMessage,
      quota: error.details.quota,
    });
  } else if (bodyRefusal) {
    // The status and headers the REST API gives the same body (413, 415 with Accept-Encoding, 400).
    const { status, headers } = renderDomainError(bodyRefusal);
    res.set(headers).status(status).json(new OAuthError('invalid_request', bodyRefusal.message).toJSON());
  } else {
    next(error);
  }
};

/** Errors of the sign-in pages as pages: the person sees what happened and what to do. */
export function pageErrors(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const bodyRefusal = bodyParserRefusal(error);
    if (error instanceof AuthorizationPageError) {
      const { refusal } = error;
      const html = refusal
        ? renderAuthorizeErrorPage({
            ...refusal,
            description: error.messageEn,
            message: { ja: error.messageJa, en: error.messageEn },
            backLink: null,
          })
        : renderMessagePage('接続できません', 'Cannot connect', error.messageJa, error.messageEn);
      sendPage(res, error.status, html);
    } else if (error instanceof DomainError && error.code === 'rate_limited') {
      res.setHeader('Retry-After', String(error.details.retryAfterSec ?? 60));
      sendPage(
        res,
        429,
        renderMessagePage(
          'しばらくお待ちください',
          'Please wait',
          'アクセスが集中しています。少し待ってからページを再読み込みしてください。',
          'Too many requests from this network. Wait a moment, then reload the page.',
        ),
      );
    } else if (error instanceof OAuthError || bodyRefusal) {
      sendPage(
        res,
        bodyRefusal ? renderDomainError(bodyRefusal).status : 400,
        renderMessagePage('接続できません', 'Cannot connect', 'リクエストの内容に誤りがあります。', 'The request is malformed.'),
      );
    } else {
      const logId = newId('err', 8);
      // The route, as every error line names it, never the path as sent (docs/operations.md → Access logs).
      logger.error(
        { err: error, logId, requestId: res.locals.requestId, path: operationOf(req, res) },
        'unhandled error on a sign-in page',
      );
      sendPage(
        res,
        500,
        renderMessagePage(
          'エラー',
          'Error',
          `サーバーでエラーが発生しました。(${logId})`,
          `The server failed (${logId}). Please try again.`,
        ),
      );
    }
  };
}
