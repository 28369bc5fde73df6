import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, type ErrorCode } from '@shokuji/contracts';
import { isStoreUnavailableError, newId } from '@shokuji/storage';
import type { Logger } from '@shokuji/runtime';

/** The only place that knows which HTTP status a domain error code means. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  invalid_request: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  premium_required: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  token_limit: 409,
  photo_confirmed: 409,
  subscription_not_manageable: 409,
  payload_too_large: 413,
  quota_exceeded: 429,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
};

/** express.json() failures arrive as http-errors with a `type`; they are the caller's fault. */
function fromBodyParserError(error: unknown): DomainError | null {
  const type = (error as { type?: string } | null)?.type;
  if (type === 'entity.too.large') return new DomainError('payload_too_large', 'request body over 256 KB');
  if (type === 'entity.parse.failed') return new DomainError('invalid_request', 'request body is not valid JSON');
  if (type === 'charset.unsupported' || type === 'encoding.unsupported')
    return new DomainError('invalid_request', 'unsupported body encoding');
  return null;
}

/** Renders every error as the flat error body of OPERATOR-API.md; unknown errors become a 500 with a log id. */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const domainError =
      error instanceof DomainError
        ? error
        : isStoreUnavailableError(error)
          ? new DomainError('unavailable', 'a data store is unreachable', { retryAfterSec: 5 })
          : fromBodyParserError(error);
    if (!domainError) {
      const logId = newId('err', 8);
      logger.error({ err: error, logId, requestId: res.locals.requestId, path: req.path }, 'unhandled error');
      res.status(500).json({
        error: 'Internal server error',
        code: 'internal_error',
        userMessage: new DomainError('internal_error', '').details.userMessage,
        logId,
      });
      return;
    }
    const { retryAfterSec, ...details } = domainError.details;
    if (retryAfterSec !== undefined) res.setHeader('Retry-After', String(retryAfterSec));
    const status = STATUS_BY_CODE[domainError.code];
    if (status >= 500)
      logger.warn({ code: domainError.code, requestId: res.locals.requestId, message: domainError.message }, 'upstream failure');
    res.status(status).json({ error: domainError.message, code: domainError.code, ...details });
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new DomainError('not_found', `no route for ${req.method} ${req.path}`, { hint: 'See GET /api/v1/ext/help for the routes.' }));
};
