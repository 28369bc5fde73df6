import { isIP } from 'node:net';
import { DomainError, type QuotaInfo } from '@shokuji/contracts';
import type { Express, RequestHandler, Response } from 'express';
import type { Clock } from '@shokuji/clock';
import { bodyParserRefusal, renderDomainError } from '../http/error-handler';
import { jsonBodyParser } from '../http/json-body';
import { allowedMethodsOf } from '../http/method-not-allowed';
import { countIpRequests } from '../quota/ip-limit';
import type { QuotaService } from '../quota/quota.service';
import { requestIdOf } from '../http/request-context';
import { requireMcpCaller, type McpAccess, type McpCaller } from './mcp-access';
import type { McpPostHandler } from './mcp-server';
import { errorResult } from './mcp-tool-results';

export interface McpEndpointDeps {
  access: McpAccess;
  /** The transport's step, after every gate (MCP_TRANSPORT: the fast path or the SDK's own). */
  handlePost: McpPostHandler;
  quota: QuotaService;
  clock: Clock;
  publicBaseUrl: string;
  /** MCP_ALLOWED_ORIGINS: allowed besides the origin of PUBLIC_BASE_URL. */
  allowedOrigins: string[];
  /** MCP_ALLOWED_HOSTS: Host values allowed besides PUBLIC_BASE_URL's (a proxy that rewrites Host). */
  allowedHosts: string[];
}

/** Browser-based clients (MCP authorization; Streamable HTTP) send these and must read those. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID';
/**
 * What a browser client may read of an answer besides the CORS-safelisted headers: the challenge, the
 * session header of the protocol, and what docs/mcp.md → Tools promises on a tools/call's answer (the
 * quota, the RateLimit fields, Retry-After of a refusal over the limits) and the request id to quote
 * (stop 84: only the first two were exposed, so a browser client could not see when to retry).
 */
const EXPOSED_HEADERS = [
  'WWW-Authenticate',
  'Mcp-Session-Id',
  'Retry-After',
  'RateLimit',
  'RateLimit-Policy',
  'X-Quota-Used',
  'X-Quota-Limit',
  'X-Quota-Remaining',
  'X-Quota-Period',
  'X-Quota-Reset',
  'X-Request-Id',
].join(', ');

/**
 * What /mcp serves, in `Allow` of its 405 and OPTIONS and in its preflight's
 * Access-Control-Allow-Methods alike: stateless, it serves POST only (GET and DELETE are 405). A
 * browser client's GET still passes the preflight and reads the 405 (GET needs no listing in CORS),
 * and a DELETE is sent only to end a session, which this server never opens.
 */
const ALLOWED_METHODS = allowedMethodsOf(['POST']);

/** API-SPEC.md → Limits: 256 KB, as REST bodies (a JSON-RPC message of a tools/call carries one body). */
const BODY_LIMIT_BYTES = 256 * 1024;

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
 * DNS rebinding (MCP → Transports → Security Warning): a page of a name the attacker controls,
 * pointed at this server, sends its own name as Host. So Host must be PUBLIC_BASE_URL's host, one
 * the operator allowed, or a name no attacker can own: an IP literal or `localhost`. Behind a
 * proxy (TRUST_PROXY_HOPS) the forwarded host counts.
 */
function hostGate(publicHost: string, allowedHosts: string[]): RequestHandler {
  const allowed = new Set([publicHost, ...allowedHosts].map((host) => host.toLowerCase()));
  return (req, _res, next) => {
    const host = (req.host ?? '').toLowerCase();
    const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
    if (allowed.has(host) || name === 'localhost' || isIP(name) !== 0) return next();
    next(new DomainError('forbidden', `host ${host || '(none)'} is not served at /mcp`));
  };
}

/**
 * A refusal of a whole POST, answered as OPERATOR-API.md wants every refused call of a listed tool:
 * each tools/call of the JSON-RPC body (one message or a batch) gets a tool result (isError, the
 * REST error body), each other request a JSON-RPC error carrying that body; notifications get no
 * answer. Resolves false when the body holds no tools/call: the caller then answers the plain
 * HTTP refusal.
 */
async function answerToolCallsRefused(body: unknown, error: DomainError, res: Response): Promise<boolean> {
  // The SDK's types are loaded here, not at start-up, as the protocol is (mcp-connector.ts).
  const { isJSONRPCRequest } = await import('@modelcontextprotocol/sdk/types.js');
  // Requests as the transport reads them (fast-path/mcp-post-transport.ts): notifications get no answer.
  const requests = (Array.isArray(body) ? body : [body]).filter(isJSONRPCRequest);
  if (!requests.some((message) => message.method === 'tools/call')) return false;
  const { body: refusal, headers } = renderDomainError(error);
  const answers = requests.map((message) =>
    message.method === 'tools/call'
      ? { jsonrpc: '2.0', id: message.id, result: errorResult(refusal) }
      : { jsonrpc: '2.0', id: message.id, error: { code: -32000, message: error.message, data: refusal } },
  );
  res
    .status(200)
    .set(headers)
    .json(Array.isArray(body) ? answers : answers[0]);
  return true;
}

/**
 * The per-IP limit refuses a POST before its JSON-RPC is read. OPERATOR-API.md makes every refused
 * call of a listed tool a tool result, so a tools/call it refuses is answered as the call's result
 * (isError, the REST error body with its quota) and the other requests of the POST as JSON-RPC
 * errors; a POST without a tools/call keeps the plain 429 with Retry-After.
 */
function ipLimitAnsweringToolCalls(count: RequestHandler, parseJson: RequestHandler): RequestHandler {
  return (req, res, next) =>
    count(req, res, (error?: unknown) => {
      if (!(error instanceof DomainError) || error.code !== 'rate_limited' || req.method !== 'POST') return next(error);
      answerToolCallsRead(parseJson, error)(req, res, next);
    });
}

/** Reads the body with `read` and answers its tools/call as refused by `error`; a body unread, or with none, gets `error` plainly. */
const answerToolCallsRead =
  (read: RequestHandler, error: DomainError): RequestHandler =>
  (req, res, next) =>
    read(req, res, (readError?: unknown) => {
      if (readError) return next(error);
      answerToolCallsRefused(req.body, error, res)
        .then((answered) => {
          if (!answered) next(error);
        })
        .catch(next);
    });

/**
 * How much of a POST over the body limit is still read, to answer the tools/call in it as a tool
 * result. Only a caller past the token gets this far, and only a body whose Content-Length says it
 * fits; anything larger, chunked or refused while read is the plain 413.
 */
const OVERSIZED_READ_BYTES = 1024 * 1024;

/**
 * A POST over 256 KB is a 413 `payload_too_large`, as a REST body is. When its Content-Length is
 * within OVERSIZED_READ_BYTES the body is read all the same, and a tools/call in it is answered as
 * a tool result with the REST 413's error body (OPERATOR-API.md → Plans, quotas, errors: every
 * refused call of a listed tool is a tool result). It runs nothing and costs nothing, as the 413
 * does. Other bodies are parsed as usual.
 */
function bodyLimitAnsweringToolCalls(parseJson: RequestHandler, readOversized: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (!(declared > BODY_LIMIT_BYTES && declared <= OVERSIZED_READ_BYTES) || req.headers['content-encoding'] !== undefined)
      return parseJson(req, res, next);
    const tooLarge = bodyParserRefusal({ type: 'entity.too.large', limit: BODY_LIMIT_BYTES }) as DomainError;
    answerToolCallsRead(readOversized, tooLarge)(req, res, next);
  };
}

/**
 * The MCP endpoint (OPERATOR-API.md → MCP connector): origin → host → per-IP limit (it counts
 * every request to /mcp, as to the REST API, with the same RateLimit fields) → preflight → MCP
 * access token → Streamable HTTP, stateless: every POST carries its own JSON-RPC request and gets
 * its answer as JSON, so any gateway process behind a balancer can serve any request. Without
 * sessions there is nothing to stream (GET) or to end (DELETE): 405.
 */
export function mountMcpEndpoint(app: Express, deps: McpEndpointDeps): void {
  const allowedOrigins = new Set([new URL(deps.publicBaseUrl).origin, ...deps.allowedOrigins]);
  const parseJson = jsonBodyParser(BODY_LIMIT_BYTES);
  const preflight: RequestHandler = (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    res
      .status(204)
      .set({
        Allow: ALLOWED_METHODS.join(', '),
        'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      })
      .end();
  };
  const postOnly: RequestHandler = (req, _res, next) => {
    if (req.method === 'POST') return next();
    next(
      new DomainError('method_not_allowed', `${req.method} /mcp: this server is stateless; send each JSON-RPC message as a POST`, {
        allowedMethods: ALLOWED_METHODS,
      }),
    );
  };
  const transport: RequestHandler = (req, res) =>
    deps.handlePost(req, res, {
      caller: res.locals.mcpCaller as McpCaller,
      requestId: requestIdOf(res),
      ipUsage: res.locals.ipUsage as QuotaInfo | undefined,
      setHeaders: (headers) => {
        if (!res.headersSent) res.set(headers);
      },
    });
  app.all(
    '/mcp',
    originGate(allowedOrigins),
    hostGate(new URL(deps.publicBaseUrl).host, deps.allowedHosts),
    ipLimitAnsweringToolCalls(countIpRequests(deps.quota, deps.clock), parseJson),
    preflight,
    requireMcpCaller(deps.access, () => deps.clock.now()),
    postOnly,
    bodyLimitAnsweringToolCalls(parseJson, jsonBodyParser(OVERSIZED_READ_BYTES)),
    transport,
  );
}
