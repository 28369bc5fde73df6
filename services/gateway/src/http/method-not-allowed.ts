import type { RequestHandler } from 'express';
import { DomainError, type EndpointSpec } from '@shokuji/contracts';
import { routePattern } from './route-pattern';

/** A path the service serves and the methods served there (upper case). */
export interface ServedPath {
  path: string;
  methods: readonly string[];
}

interface PathRoute {
  pattern: RegExp;
  /** Parameters: a concrete path (`/meals/search`) wins over a templated one (`/meals/:id`), as in OpenAPI. */
  parameters: number;
  methods: Set<string>;
}

/** `/meals/:id` as a route with no methods yet (a trailing slash is allowed and case is not told apart, as express does). */
function pathRoute(path: string): PathRoute {
  const { source, names } = routePattern(path);
  return { pattern: new RegExp(`^${source}/?$`, 'i'), parameters: names.length, methods: new Set<string>() };
}

/**
 * Runs before the routes of a router: a path some endpoint serves, asked with a method its
 * endpoints do not serve, answers 405 with `Allow` (RFC 9110 §15.5.6) instead of the 404 of an
 * unknown path; OPTIONS answers 204 with the same `Allow`. The methods are those of the most
 * specific path that matches, so `PUT /meals/search` is a 405 (the path serves GET), not an update
 * of a meal called "search". Unknown paths and served methods go on to the routes.
 */
export function methodNotAllowedHandler(endpoints: readonly EndpointSpec[]): RequestHandler {
  return answerUnservedMethods(endpoints.map((spec) => ({ path: spec.path, methods: [spec.method.toUpperCase()] })));
}

/**
 * What `Allow` lists for a path serving `methods`, here and at the paths that answer OPTIONS as
 * their CORS preflight (/mcp, the OAuth JSON and metadata endpoints): the methods in the order
 * given, HEAD wherever GET is (express serves it), OPTIONS last.
 */
export function allowedMethodsOf(methods: readonly string[]): string[] {
  const served = new Set(methods.map((method) => method.toUpperCase()));
  if (served.has('GET')) served.add('HEAD');
  served.delete('OPTIONS');
  return [...served, 'OPTIONS'];
}

/** methodNotAllowedHandler for any list of paths and their methods (routes outside the API included). */
export function answerUnservedMethods(paths: readonly ServedPath[]): RequestHandler {
  const routes = new Map<string, PathRoute>();
  for (const { path, methods } of paths) {
    const route = routes.get(path) ?? pathRoute(path);
    for (const method of methods) route.methods.add(method.toUpperCase());
    routes.set(path, route);
  }
  return (req, res, next) => {
    const matching = [...routes.values()].filter((route) => route.pattern.test(req.path));
    if (matching.length === 0) return next();
    const fewest = Math.min(...matching.map((route) => route.parameters));
    const served = matching.filter((route) => route.parameters === fewest).flatMap((route) => [...route.methods]);
    if (served.includes(req.method) || (req.method === 'HEAD' && served.includes('GET'))) return next();
    const allowedMethods = allowedMethodsOf(served);
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

/**
 * OPTIONS on the paths a router serves, answered as everywhere else: 204 with `Allow`. Express
 * answers OPTIONS itself when a router that has a route for the path ends without an answer (200,
 * the methods as text, an `Allow` without OPTIONS), before the app's own handler is reached; added
 * last to such a router (the sign-in pages, the photo links), this answers first. The paths are
 * read from the router at the first OPTIONS, when every route has been added. Other methods pass.
 */
export function answerOptionsOf(router: unknown): RequestHandler {
  let answer: RequestHandler | undefined;
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    answer ??= answerUnservedMethods(servedPathsOf(router));
    answer(req, res, next);
  };
}

/** What router 2.3's `listRoutes()` gives (express 5 leaves it out of its types). */
interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: unknown;
}

/**
 * The paths a router (an express app's `app.router`) serves with their methods, mounted routers
 * followed with their mount path, from the router's own `listRoutes()`: the routes outside the API
 * (health, docs, catalog pages, OAuth) are mounted by many modules, and a list kept by hand would
 * drift from them. Paths written as patterns (a RegExp, `*`, `{…}`) are left out: they stay 404s.
 * Without `listRoutes` (router before 2.3) the list is empty and nothing changes.
 */
export function servedPathsOf(router: unknown, mountPath = ''): ServedPath[] {
  const list = (router as { listRoutes?: () => ListedRoute[] }).listRoutes;
  if (typeof list !== 'function') return [];
  return list.call(router).flatMap(({ path, methods, router: mounted }): ServedPath[] => {
    if (typeof path !== 'string' || /[*{}()]/.test(path)) return [];
    const full = path === '/' ? mountPath : `${mountPath}${path}`;
    if (mounted) return servedPathsOf(mounted, full);
    return methods ? [{ path: full || '/', methods }] : [];
  });
}
