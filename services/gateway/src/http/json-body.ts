import { isUtf8 } from 'node:buffer';
import express, { type Request, type RequestHandler } from 'express';

/** What the JSON parser refused in a request's body, kept until the endpoint's own checks ask. */
const unreadBodies = new WeakMap<Request, unknown>();

const tooLarge = (limitBytes: number) =>
  Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413, expose: true, limit: limitBytes });

/**
 * A body parser (express.json or urlencoded) whose limit also holds for the bytes sent. The parser
 * inflates a gzip, deflate or br body and counts what it inflates to, so a small body that inflates
 * past the limit is a 413; but it reads the bytes sent without a bound, and a megabyte of empty gzip
 * members around `{}` was accepted. The bytes are counted as they arrive: the first byte past the
 * limit is answered as the parser answers a body over the limit, at once, and the response closes
 * the connection, since reading off the rest of such a body could take for ever.
 */
export function limitedBodyParser(parse: RequestHandler, limitBytes: number): RequestHandler {
  return (req, res, next) => {
    let sentBytes = 0;
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', count);
      next(error);
    };
    function count(chunk: Buffer) {
      sentBytes += chunk.length;
      if (sentBytes <= limitBytes) return;
      res.set('Connection', 'close');
      settle(tooLarge(limitBytes));
    }
    parse(req, res, settle);
    // Counted only while this parser reads (it starts reading synchronously): a parser that left the
    // body alone (another media type) leaves it unread for the next one.
    if (!settled && req.readableFlowing === true) req.on('data', count);
  };
}

/** The type of the parser's refusal of a body whose bytes are not UTF-8 (error-handler.ts answers it). */
export const BODY_NOT_UTF8 = 'entity.not.utf8';

/**
 * RFC 8259 §8.1: JSON between systems is UTF-8. The parser read bytes that are not (a name in
 * Latin-1 or Shift_JIS) as U+FFFD and the record kept them so, where a lone surrogate written as
 * an escape is refused; a body declared in another charset (utf-16) stays the parser's to read.
 */
function requireUtf8(_req: unknown, _res: unknown, body: Buffer, charset: string | null): void {
  if (charset === 'utf-8' && !isUtf8(body)) {
    throw Object.assign(new Error('request body is not UTF-8'), { status: 400, type: BODY_NOT_UTF8 });
  }
}

/** express.json() bounded by limitedBodyParser and refusing bytes that are not UTF-8: every JSON body the service reads. */
export function jsonBodyParser(limitBytes: number): RequestHandler {
  return limitedBodyParser(express.json({ limit: limitBytes, verify: requireUtf8 }), limitBytes);
}

/**
 * express.json() whose refusal of what a body holds (not JSON, no object, an encoding or charset it
 * cannot read) waits for the checks every request passes first: an endpoint raises it with
 * refuseUnreadBody, after the token, the region and the plan (docs/decisions.md → Order of checks),
 * so a caller without a token gets its 401, a Free caller the paywall's 403, and both the X-Quota
 * headers, whatever the body. A body over the limit (inflated or as sent) is refused at once.
 */
export function jsonBody(options: { limitBytes: number }): RequestHandler {
  const parse = jsonBodyParser(options.limitBytes);
  return (req, res, next) => {
    // An earlier parser of this request (the photo route's) already kept its refusal.
    if (unreadBodies.has(req)) return next();
    parse(req, res, (error?: unknown) => {
      if (error === undefined || (error as { type?: unknown }).type === 'entity.too.large') return next(error);
      unreadBodies.set(req, error);
      next();
    });
  };
}

/** Throws the JSON parser's refusal of this request's body, when jsonBody kept one. */
export function refuseUnreadBody(req: Request): void {
  if (unreadBodies.has(req)) throw unreadBodies.get(req);
}
