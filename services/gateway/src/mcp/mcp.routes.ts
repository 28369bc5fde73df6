import { DomainError } from '@shokuji/contracts';
import type { Express, RequestHandler } from 'express';
import type { Clock } from '@shokuji/clock';
import type { QuotaService } from '../quota/quota.service';
import { requireMcpCaller, type McpAccess } from './mcp-access';

export interface McpEndpointDeps {
  access: McpAccess;
  quota: QuotaService;
  clock: Clock;
  publicBaseUrl: string;
  /** MCP_ALLOWED_ORIGINS: allowed besides the origin of PUBLIC_BASE_URL. */
  allowedOrigins: string[];
}

/** Browser-based clients (MCP authorization; Streamable HTTP) send these and must read those. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID';
const EXPOSED_HEADERS = 'WWW-Authenticate, Mcp-Session-Id';

/**
 * `Origin` is checked before anything else (OPERATOR-API.md → MCP connector → Transport: 403,
 * checked before authentication), exactly against the allowed list; a request without Origin is
 * not a browser's and passes. Allowed browser origins get CORS headers, preflights included.
 */
function originGate(allowed: Set<string>): RequestHandler {
  return (req, res, next) => {
    const origin = req.header('origin');
    if (origin === undefined) return next();
    if (!allowed.has(origin)) return next(new DomainError('forbidden', `origin ${origin} is not allowed at /mcp`));
    res.set({
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': EXPOSED_HEADERS,
      Vary: 'Origin',
    });
    next();
  };
}

/**
 * The MCP endpoint's gate: origin → per-IP limit (it counts every request to /mcp, as to the REST
 * API) → preflight → MCP access token. Behind it, until the Streamable HTTP transport is mounted,
 * /mcp answers 501: the authorization side is complete, the transport is not.
 */
export function mountMcpEndpoint(app: Express, deps: McpEndpointDeps): void {
  const allowed = new Set([new URL(deps.publicBaseUrl).origin, ...deps.allowedOrigins]);
  const countIp: RequestHandler = async (req, _res, next) => {
    try {
      await deps.quota.consumeIp(req.ip ?? 'unknown', deps.clock.now());
      next();
    } catch (error) {
      next(error);
    }
  };
  const preflight: RequestHandler = (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    res
      .status(204)
      .set({
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      })
      .end();
  };
  app.all(
    '/mcp',
    originGate(allowed),
    countIp,
    preflight,
    requireMcpCaller(deps.access, () => deps.clock.now()),
    (_req, res) => {
      res.status(501).json({
        error: 'The MCP transport is not served yet: this build has the connector sign-in only',
        code: 'not_implemented',
      });
    },
  );
}
