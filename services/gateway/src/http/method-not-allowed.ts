import type { RequestHandler } from 'express';
import { DomainError, type EndpointSpec } from '@shokuji/contracts';

interface PathRoute {
  pattern: RegExp;
  /** Parameter segments: a concrete path (`/meals/search`) wins over a templated one (`/meals/:id`), as in OpenAPI. */
  parameters: number;
  methods: Set<string>;
}

/** `/meals/:id` → a pattern of the same shape (a parameter is one non-empty segment; a trailing slash is allowed, as express does). */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * Runs before the routes of a router: a path some endpoint serves, asked with a method its
 * endpoints do not serve, answers 405 with `Allow` (RFC 9110 §15.5.6) instead of the 404 of an
 * unknown path; OPTIONS answers 204 with the same `Allow`. The methods are those of the most
 * specific path that matches, so `PUT /meals/search` is a 405 (the path serves GET), not an update
 * of a meal called "search". Unknown paths and served methods go on to the routes.
 */
export function methodNotAllowedHandler(endpoints: readonly EndpointSpec[]): RequestHandler {
  const routes = new Map<string, PathRoute>();
  for (const spec of endpoints) {
    const route = routes.get(spec.path) ?? {
      pattern: pathPattern(spec.path),
      parameters: spec.path.split('/').filter((segment) => segment.startsWith(':')).length,
      methods: new Set<string>(),
    };
    route.methods.add(spec.method.toUpperCase());
    routes.set(spec.path, route);
  }
  return (req, res, next) => {
    const matching = [...routes.values()].filter((route) => route.pattern.test(req.path));
    if (matching.length === 0) return next();
    const fewest = Math.min(...matching.map((route) => route.parameters));
    const served = new Set(matching.filter((route) => route.parameters === fewest).flatMap((route) => [...route.methods]));
    if (served.has('GET')) served.add('HEAD');
    if (served.has(req.method)) return next();
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
