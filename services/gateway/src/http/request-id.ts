import type { RequestHandler } from 'express';
import { newId } from '@shokuji/storage';

/** The gateway creates the request id (or keeps a sane incoming one) and forwards it to services. */
export const requestIdMiddleware: RequestHandler = (req, res, next) => {
  const incoming = req.header('x-request-id');
  const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : newId('req', 9);
  res.locals.requestId = requestId;
  res.setHeader('X-Request-Id', requestId);
  next();
};
