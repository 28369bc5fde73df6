import express, { type Request, type RequestHandler } from 'express';

/** What the JSON parser refused in a request's body, kept until the endpoint's own checks ask. */
const unreadBodies = new WeakMap<Request, unknown>();

/**
 * A body parser (express.json or urlencoded) whose limit also holds for the bytes sent. The parser
 * inflates a gzip, deflate or br body and counts what it inflates to, so a small body that inflates
 * past the limit is a 413; but it reads the bytes sent without a bound, and a megabyte of empty gzip
 * members around `{}` was accepted. Such a body is refused as the parser refuses one over the limit,
 * once read (the parser reads off the rest of a refused body too, so the connection stays usable).
 */
export function limitedBodyParser(parse: RequestHandler, limitBytes: number): RequestHandler {
  return (req, res, next) => {
    let sentBytes = 0;
    let parsed = false;
    const count = (chunk: Buffer) => {
      sentBytes += chunk.length;
    };
    parse(req, res, (error?: unknown) => {
      parsed = true;
      req.off('data', count);
      if (error === undefined && sentBytes > limitBytes) {
        next(
          Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413, expose: true, limit: limitBytes }),
        );
        return;
      }
      next(error);
    });
    // Counted only while this parser reads (it starts reading synchronously): a parser that left the
    // body alone (another media type) leaves it unread for the next one.
    if (!parsed && req.readableFlowing === true) req.on('data', count);
  };
}

/**
 * express.json() whose refusal of what a body holds (not JSON, no object, an encoding or charset it
 * cannot read) waits for the checks every request passes first: an endpoint raises it with
 * refuseUnreadBody, after the token, the region and the plan (docs/decisions.md → Order of checks),
 * so a caller without a token gets its 401, a Free caller the paywall's 403, and both the X-Quota
 * headers, whatever the body. A body over the limit (inflated or as sent) is refused at once.
 */
export function jsonBody(options: { limitBytes: number }): RequestHandler {
  const parse = limitedBodyParser(express.json({ limit: options.limitBytes }), options.limitBytes);
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
