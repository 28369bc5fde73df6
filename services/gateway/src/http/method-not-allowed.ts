import type { RequestHandler } from 'express';
import { DomainError, type EndpointSpec } from '@shokuji/contracts';

/** `/meals/:id` → a pattern of the same shape (a parameter is one non-empty segment; a trailing slash is allowed, as express does). */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * Runs after every route of a router: a path some endpoint serves, asked with a method none of its
 * endpoints serves, answers 405 with `Allow` (RFC 9110 §15.5.6) instead of the 404 of an unknown
 * path; OPTIONS answers 204 with the same `Allow`. Other paths fall through to the 404.
 */
export function methodNotAllowedHandler(endpoints: readonly EndpointSpec[]): RequestHandler {
  const routes = endpoints.map((spec) => ({ pattern: pathPattern(spec.path), method: spec.method.toUpperCase() }));
  return (req, res, next) => {
    const served = new Set(routes.filter((route) => route.pattern.test(req.path)).map((route) => route.method));
    if (served.size === 0) return next();
    if (served.has('GET')) served.add('HEAD');
    const allowedMethods = [...served, 'OPTIONS'];
    if (req.method === 'OPTIONS') {
      res.set('Allow', allowedMethods.join(', ')).status(204).end();
      return;
    }
    next(
      new DomainError(
        'method_not_allowed',
        `${req.method} is not served at ${req.baseUrl}${req.path}; allowed: ${allowedMethods.join(', ')}`,
        {
          allowedMethods,
        },
      ),
    );
  };
}
