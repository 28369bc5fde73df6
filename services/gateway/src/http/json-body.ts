import express, { type Request, type RequestHandler } from 'express';

/** What the JSON parser refused in a request's body, kept until the endpoint's own checks ask. */
const unreadBodies = new WeakMap<Request, unknown>();

/**
 * express.json() whose refusal of what a body holds (not JSON, no object, an encoding or charset it
 * cannot read) waits for the checks every request passes first: an endpoint raises it with
 * refuseUnreadBody, after the token, the region and the plan (docs/decisions.md → Order of checks),
 * so a caller without a token gets its 401, a Free caller the paywall's 403, and both the X-Quota
 * headers, whatever the body. A body over the limit is refused at once: it is never read.
 */
export function jsonBody(options: { limit?: number | string }): RequestHandler {
  const parse = express.json(options);
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
