import type { ErrorRequestHandler } from 'express';
import { bodyLimitText, DomainError, invalidRequest, withUnshowableEscaped, type ErrorCode } from '@shokuji/contracts';
import { newId, storeOutageError } from '@shokuji/storage';
import { metrics, type Logger } from '@shokuji/runtime';
import { BODY_NOT_UTF8 } from './json-body';
import { nonObjectBodyRefusal } from './endpoint-input';
import { operationOf } from './access-log';

/** The only place that knows which HTTP status a domain error code means. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  invalid_request: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  premium_required: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_in_progress: 409,
  token_limit: 409,
  photo_confirmed: 409,
  subscription_not_manageable: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  quota_exceeded: 429,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
};

/** The content codings a request body may come in: the body parsers inflate them (Node 20 has no zstd). */
export const REQUEST_BODY_CODINGS = 'gzip, deflate, br';

/**
 * The refusal of a request body a parser (express.json or urlencoded) could not read, or null when
 * the error is no such refusal. They are the caller's fault: a body over the limit (inflated or as
 * sent), not JSON, in a coding or charset the parser does not read, or not in its Content-Encoding;
 * so is the router's 400 for a path parameter with a broken %-escape.
 */
export function bodyParserRefusal(error: unknown): DomainError | null {
  const { type, status, expose, message, errno } = (error ?? {}) as {
    type?: string;
    status?: number;
    expose?: boolean;
    message?: string;
    errno?: unknown;
  };
  // zlib's own error, which the parser passes on as a 400: the bytes are not what the coding says.
  if (status === 400 && type === undefined && typeof errno === 'number')
    return invalidRequest(`request body does not decode as its Content-Encoding (${message})`);
  // The router's broken %-escape is a URIError with status 400 but no `expose`.
  if (status === 400 && type === undefined && (expose === true || error instanceof URIError))
    return invalidRequest(`malformed request: ${message}`);
  if (type === 'entity.too.large')
    return new DomainError('payload_too_large', `request body over ${bodyLimitText((error as { limit: number }).limit)}`);
  // express.json() is strict: valid JSON that is no object or array (null, "x", 1) fails to parse too.
  if (type === 'entity.parse.failed') {
    const sent = jsonValueOf((error as { body?: unknown }).body);
    return sent ? nonObjectBodyRefusal(sent.value) : invalidRequest('request body is not valid JSON');
  }
  // A body shorter than its Content-Length: the client stopped sending (or left); not a server fault.
  if (type === 'request.aborted' || type === 'request.size.invalid') return invalidRequest('request body ended before its Content-Length');
  if (type === 'encoding.unsupported')
    return new DomainError(
      'unsupported_media_type',
      `Content-Encoding ${JSON.stringify((error as { encoding?: string }).encoding)} is not supported: send the body as is or in one of ${REQUEST_BODY_CODINGS}`,
      {
        acceptEncoding: REQUEST_BODY_CODINGS,
        userMessage:
          'リクエスト本文の圧縮形式（Content-Encoding）に対応していません。gzip、deflate、br のいずれかで送るか、圧縮せずに送ってください。',
      },
    );
  if (type === BODY_NOT_UTF8)
    return invalidRequest('request body is not UTF-8: send the JSON text encoded in UTF-8', {
      userMessage: 'リクエスト本文は UTF-8 で送ってください。',
    });
  if (type === 'charset.unsupported')
    return new DomainError(
      'unsupported_media_type',
      `charset ${JSON.stringify((error as { charset?: string }).charset)} is not supported: send the body in UTF-8`,
      { userMessage: 'リクエスト本文は UTF-8 で送ってください。' },
    );
  return null;
}

/**
 * The JSON value a body held when the strict parser refused it for being no object or array
 * (`null`, `"x"`, `1`); null for any other refusal (not JSON, not UTF-8, too large…).
 */
export function nonObjectJsonBodyOf(error: unknown): { value: unknown } | null {
  if ((error as { type?: unknown } | null | undefined)?.type !== 'entity.parse.failed') return null;
  return jsonValueOf((error as { body?: unknown }).body);
}

/** The value a text of JSON holds, or null when the text is no JSON. */
const jsonValueOf = (text: unknown): { value: unknown } | null => {
  if (typeof text !== 'string') return null;
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
};

/** A domain error as it goes on the wire: status, flat error body, and the headers its details ask for. */
export interface RenderedError {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export function renderDomainError(error: DomainError): RenderedError {
  const { retryAfterSec, allowedMethods, challenge, acceptEncoding, ...details } = error.details;
  const headers: Record<string, string> = {};
  if (acceptEncoding !== undefined) headers['Accept-Encoding'] = acceptEncoding;
  if (retryAfterSec !== undefined) headers['Retry-After'] = String(retryAfterSec);
  if (allowedMethods !== undefined) headers.Allow = allowedMethods.join(', ');
  if (challenge !== undefined) headers['WWW-Authenticate'] = challenge;
  // The messages may echo what the caller sent (docs/security.md → Error messages).
  const { userMessage } = details;
  const body = {
    error: withUnshowableEscaped(error.message),
    code: error.code,
    ...details,
    ...(userMessage === undefined ? {} : { userMessage: withUnshowableEscaped(userMessage) }),
  };
  return { status: STATUS_BY_CODE[error.code], body, headers };
}

/** The domain error an error goes out as: itself, a store outage's 503, a body parser's refusal; null for an unknown error (a 500). */
const domainErrorOf = (error: unknown): DomainError | null =>
  error instanceof DomainError ? error : (storeOutageError(error) ?? bodyParserRefusal(error));

/** Whether an error goes out as a 5xx: the service failed, not the request (docs/decisions.md → Does a refused call cost quota?). */
export function isServiceFailure(error: unknown): boolean {
  const domainError = domainErrorOf(error);
  return !domainError || STATUS_BY_CODE[domainError.code] >= 500;
}

/**
 * Whether a call that failed with this error costs no quota (docs/decisions.md → Does a refused call
 * cost quota?): the service failed it (a 5xx), or a limit of its own refused it (a 429: the AI
 * analyses of the minute or the day, a date's 30 records), which, like the quota's own 429, ran
 * nothing and asks the caller to wait and send it again.
 */
export function isCostFreeFailure(error: unknown): boolean {
  return isServiceFailure(error) || (error instanceof DomainError && STATUS_BY_CODE[error.code] === 429);
}

/**
 * Any error as it goes on the wire, for either transport: a domain error (or a store outage, or a
 * body the parser refused) as its status and error body; anything else a logged 500 with a log id.
 */
export function renderError(error: unknown, logger: Logger, where: { requestId: unknown; path: string }): RenderedError {
  const domainError = domainErrorOf(error);
  if (!domainError) {
    const logId = newId('err', 8);
    logger.error({ err: error, logId, ...where }, 'unhandled error');
    const body = {
      error: 'Internal server error',
      code: 'internal_error',
      userMessage: new DomainError('internal_error', '').details.userMessage,
      logId,
    };
    return { status: 500, body, headers: {} };
  }
  const rendered = renderDomainError(domainError);
  metrics.refusals.inc({ code: domainError.code });
  if (rendered.status >= 500)
    logger.warn({ code: domainError.code, requestId: where.requestId, message: domainError.message }, 'upstream failure');
  return rendered;
}

/**
 * Renders every error as the flat error body of OPERATOR-API.md; unknown errors become a 500 with a log id.
 * The logged line names the operation as the access log does, never the raw path: a path can carry a
 * secret (the signed session of `/billing/manage/:session`), and logs hold none (docs/operations.md → Access logs).
 */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const rendered = renderError(error, logger, { requestId: res.locals.requestId, path: operationOf(req, res) });
    res.set(rendered.headers).status(rendered.status).json(rendered.body);
  };
}
