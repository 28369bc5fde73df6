import type { Request, RequestHandler } from 'express';
import { API_BASE_PATH, DomainError } from '@shokuji/contracts';

/*
 * The 404 of a path no route serves, with a hint naming where the caller of that path finds its
 * routes; the error handler (error-handler.ts) renders it, and its tests cover both.
 */

/**
 * API-SPEC.md → Versioning: GET /products and GET /dishes were merged into GET /search on
 * 2026-07-04, where `include` (products, dishes) picks the kind. A caller still on them is told
 * where they went, not only that nothing is there.
 */
const MERGED_INTO_SEARCH = new RegExp(`^${API_BASE_PATH}/(products|dishes)(?:/.*)?$`);

const noRoute = (req: Request, hint: string) => new DomainError('not_found', `no route for ${req.method} ${req.path}`, { hint });

/**
 * The hint of a 404 names what the caller of that path can read: /help lists only the public API's
 * routes, so an operator, an MCP client or its sign-in is sent where theirs are (docs/decisions.md →
 * A 404's hint and a body that is no object). Express matches paths case-insensitively, and so do these.
 */
const ADMIN_ROUTES_HINT = 'See docs/operations.md → Admin API and the operator CLI for the admin routes.';
/**
 * /metrics is the operator's too, but no admin route: its 404 (a path under it, or /metrics itself on
 * a port or configuration that does not serve it) says how and where it is served, which the
 * operations guide already makes public, and nothing of this service's configuration.
 */
const METRICS_PATH = /^\/metrics(?:\/|$)/i;
const METRICS_HINT =
  'GET /metrics answers Prometheus text with the X-Admin-Token header, only when ADMIN_TOKEN is set, and on the admin listener when ADMIN_PORT is set; see docs/operations.md → Metrics and alerts.';
const ROUTE_GUIDES: readonly { path: RegExp; hint: string }[] = [
  { path: /^\/admin(?:\/|$)/i, hint: ADMIN_ROUTES_HINT },
  { path: METRICS_PATH, hint: METRICS_HINT },
  { path: /^\/mcp(?:\/|$)/i, hint: 'The MCP connector is POST /mcp; see GET /docs/connect-a-chat-client.' },
  // RFC 9728 derives a resource's metadata URL from its path: the connector's is under /mcp, and a client that
  // tried another (the origin's, when it read no WWW-Authenticate) is told which (stop 84).
  {
    path: /^\/\.well-known\/oauth-protected-resource(?:\/|$)/i,
    hint: "The MCP connector's protected resource metadata is GET /.well-known/oauth-protected-resource/mcp; its sign-in endpoints are in GET /.well-known/oauth-authorization-server.",
  },
  // OpenID Connect discovery is the other document MCP clients try for the authorization server (stop 84).
  {
    path: /^\/(?:oauth(?:\/|$)|\.well-known\/(?:oauth-|openid-configuration(?:\/|$)))/i,
    hint: 'See GET /.well-known/oauth-authorization-server for the sign-in endpoints.',
  },
];
const routeGuideOf = (path: string): string =>
  ROUTE_GUIDES.find((guide) => guide.path.test(path))?.hint ?? 'See GET /api/v1/ext/help for the routes.';

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  const merged = MERGED_INTO_SEARCH.exec(req.path)?.[1];
  if (merged) {
    const successor = `GET /search?include=${merged}`;
    next(
      new DomainError('not_found', `/${merged} was merged into GET /search on 2026-07-04: use ${successor}`, {
        hint: `Use ${successor}.`,
        userMessage: `このURLは廃止されました。${successor} を使ってください。`,
      }),
    );
    return;
  }
  next(noRoute(req, routeGuideOf(req.path)));
};

/** The admin listener's 404 (ADMIN_PORT): it serves only /admin/v1 and /metrics, whatever the path asked. */
export const adminNotFoundHandler: RequestHandler = (req, _res, next) =>
  next(noRoute(req, METRICS_PATH.test(req.path) ? METRICS_HINT : ADMIN_ROUTES_HINT));
