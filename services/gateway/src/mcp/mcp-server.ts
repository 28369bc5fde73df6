import { Server, type ServerOptions } from '@modelcontextprotocol/sdk/server/index.js';
import { getLiteralValue, getObjectShape, safeParse, type AnyObjectSchema } from '@modelcontextprotocol/sdk/server/zod-compat.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { z } from 'zod';
import {
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type RequestId,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { EndpointSpec, QuotaInfo } from '@shokuji/contracts';
import { metrics, type Logger } from '@shokuji/runtime';
import type { Request, Response } from 'express';
import type { CallAnswer, EndpointPipeline, EndpointRunner } from '../http/endpoint-pipeline';
import { renderError } from '../http/error-handler';
import { buildEndpointTools, errorBodyInToolWords, isPlainObject, type EndpointTool, type ToolRow } from './endpoint-tools';
import type { McpCaller } from './mcp-access';
import { errorResult } from './mcp-tool-results';

/** One HTTP request to /mcp, as the gate admitted it. */
export interface McpExchange {
  caller: McpCaller;
  requestId: string;
  ipUsage: QuotaInfo | undefined;
  /** The HTTP response's headers (X-Quota-*, RateLimit), written before the JSON-RPC answer goes out. */
  setHeaders(headers: Record<string, string>): void;
}

/**
 * The last step of POST /mcp (Streamable HTTP, stateless, JSON answers): reads the JSON-RPC
 * message(s) express.json parsed into req.body and writes the answer. Two implementations, chosen by
 * MCP_TRANSPORT (docs/mcp.md → Transport): the fast path (fast-path/) and the SDK's own transport
 * (mcp-sdk-transport.ts).
 */
export type McpPostHandler = (req: Request, res: Response, exchange: McpExchange) => Promise<void>;

/** The result of a successful tools/call; the fast path also hands the result's JSON to its transport. */
export type SuccessResult = (call: CallAnswer, requestId: RequestId) => CallToolResult;

export interface McpServerDeps {
  tools: Record<string, ToolRow>;
  pipeline: EndpointPipeline;
  instructions: string;
  version: string;
  logger: Logger;
}

const ARGUMENTS_LABEL = () => 'arguments';

/** Where a tools/call whose `arguments` is no object carries that value past the SDK's own check (below). */
const ARGUMENTS_NOT_AN_OBJECT = '\u0000argumentsNotAnObject';

/**
 * tools/call as the handler takes it. The SDK's Server refuses a call whose `arguments` is no object
 * (null, [], "x") before any handler runs, and its Protocol answered the refusal as an internal error
 * (-32603, with the zod report). OPERATOR-API.md → Plans, quotas, errors: a refused call of a listed
 * tool, argument errors included, is a tool result. Such a value is therefore wrapped in an object
 * that passes the SDK's check, and the tool refuses it as `invalid_request`; a call that is no
 * tools/call at all (no params, no name) still fails the SDK's check: -32602.
 */
const ToolsCallRequestSchema = z.looseObject({
  method: z.literal('tools/call'),
  // Optional: a tools/call without params must reach the SDK's check (-32602), not fail this parse (-32603).
  params: z
    .unknown()
    .transform((params) => {
      if (!isPlainObject(params)) return params;
      // A task asked for is left out: this server declares no tasks capability, so the call runs as a plain one (below).
      const { task: _task, ...plain } = params;
      return plain.arguments !== undefined && !isPlainObject(plain.arguments)
        ? { ...plain, arguments: { [ARGUMENTS_NOT_AN_OBJECT]: plain.arguments } }
        : plain;
    })
    .optional(),
});

/** The arguments as the client sent them, object or not. */
const argumentsSent = (params: { arguments?: Record<string, unknown> }): unknown => {
  const args = params.arguments ?? {};
  return ARGUMENTS_NOT_AN_OBJECT in args ? args[ARGUMENTS_NOT_AN_OBJECT] : args;
};

/**
 * A Server that answers a request whose params its method's schema refuses with -32602 (Invalid
 * params, JSON-RPC 2.0 §5.1) naming the method, as the SDK's own check of a tools/call does. The
 * SDK's Protocol parses a request against its handler's schema and answers a failure as -32603
 * (Internal error, with the zod report): `initialize` without params or protocolVersion, `tools/list`
 * with a numeric cursor read as the server's fault (stop 84). Every handler is registered through
 * this, the SDK's own (initialize, ping) included: the method alone is matched, then the schema checked;
 * tools/call keeps the SDK's own check.
 */
class ParamsCheckingServer extends Server {
  /**
   * MCP 2025-11-25 → Tasks → Task Support and Handling: a receiver that declares no task capability
   * for a request type MUST process such requests normally, ignoring the task metadata. The SDK refused
   * a tools/call carrying `task` (-32603 "Server does not support task creation"); this server declares
   * none, so the check passes and the tools/call schema leaves the task out (stop 84).
   */
  protected override assertTaskHandlerCapability(): void {}

  override setRequestHandler<T extends AnyObjectSchema>(requestSchema: T, handler: Parameters<Server['setRequestHandler']>[1]): void {
    const method = getObjectShape(requestSchema)?.method;
    // tools/call keeps its own schema: it wraps `arguments` before the SDK's check (above), which is -32602 already.
    if (!method || getLiteralValue(method) === 'tools/call') return super.setRequestHandler(requestSchema, handler);
    super.setRequestHandler(z.looseObject({ method: method as z.ZodType<string> }), (request, extra) => {
      const parsed = safeParse(requestSchema, request);
      if (!parsed.success) {
        const report = parsed.error instanceof Error ? parsed.error.message : String(parsed.error);
        throw new McpError(ErrorCode.InvalidParams, `Invalid ${request.method} request: ${report}`);
      }
      return handler(parsed.data as never, extra);
    });
  }
}

/**
 * The MCP side of the gateway, whichever transport carries it: tools built once from the tool
 * table, and low-level SDK Servers that list them and run a tools/call through the endpoint's own
 * pipeline. Tools are registered with their JSON Schema on the low-level Server (not McpServer,
 * whose zod check would answer bad arguments before the pipeline, as text without `code`).
 */
export function createMcpProtocol(deps: McpServerDeps) {
  const tools = buildEndpointTools(deps.tools);
  const inToolWords = errorBodyInToolWords(deps.tools);
  // Every endpoint a tool mirrors must be mounted: a tool without its route fails at start, not at its first call.
  const runners = new Map<EndpointSpec, EndpointRunner>();
  for (const [name, tool] of tools) {
    for (const endpoint of tool.endpoints) {
      const runner = deps.pipeline.runnerOf(endpoint);
      if (!runner) throw new Error(`MCP tool ${name}: ${endpoint.method.toUpperCase()} ${endpoint.path} has no mounted route`);
      runners.set(endpoint, runner);
    }
  }
  const definitions: Tool[] = [...tools.values()].map((tool) => tool.definition);

  /** The call's result: `success` of the endpoint's answer, or the error result of a refusal. */
  const runTool = async (
    tool: EndpointTool,
    args: unknown,
    exchange: McpExchange,
    success: (answer: CallAnswer) => CallToolResult,
  ): Promise<CallToolResult> => {
    try {
      const routed = tool.route(args);
      const { endpoint } = routed;
      const answer = await runners.get(endpoint)!({
        requestId: exchange.requestId,
        channel: 'mcp',
        // The gate checked the MCP access token of this very request; its expiry stays as issued.
        authenticate: () => Promise.resolve({ account: exchange.caller.account }),
        precheck: routed.precheck,
        parts: routed.parts,
        labelOf: ARGUMENTS_LABEL,
        idempotencyKey: routed.idempotencyKey,
        method: endpoint.method.toUpperCase(),
        path: routed.path,
        ipUsage: exchange.ipUsage,
        setHeaders: exchange.setHeaders,
      });
      // A repeat of a refused call (Idempotency-Key) answers the stored refusal instead of throwing it.
      const refused = answer.response.status >= 400;
      metrics.mcpToolCalls.inc({ tool: tool.definition.name, outcome: refused ? 'error' : 'ok' });
      return refused ? errorResult(inToolWords(JSON.parse(answer.response.body) as Record<string, unknown>)) : success(answer);
    } catch (error) {
      metrics.mcpToolCalls.inc({ tool: tool.definition.name, outcome: 'error' });
      const rendered = renderError(error, deps.logger, { requestId: exchange.requestId, path: `/mcp ${tool.definition.name}` });
      // The wait a REST 429 gives in Retry-After (quota, per-minute limits) goes with the answer too, as the per-IP refusal's does.
      const retryAfter = rendered.headers['Retry-After'];
      if (retryAfter !== undefined) exchange.setHeaders({ 'Retry-After': retryAfter });
      return errorResult(inToolWords(rendered.body));
    }
  };

  const exchangeOf = (authInfo: AuthInfo | undefined) => (authInfo!.extra as { exchange: McpExchange }).exchange;

  return {
    definitions,

    /**
     * The exchange rides on the request's AuthInfo, the SDK's channel from transport to handler. The
     * gate already checked the token and only its hash is kept, so the grant stands in for it.
     */
    authInfoOf: (exchange: McpExchange): AuthInfo => ({
      token: exchange.caller.grantId,
      clientId: exchange.caller.clientId,
      scopes: exchange.caller.scopes,
      extra: { exchange },
    }),

    /** A Server with the tools; `success` makes the result of a call the endpoint answered. */
    createServer(success: SuccessResult, options: Pick<ServerOptions, 'jsonSchemaValidator'> = {}): Server {
      const server = new ParamsCheckingServer(
        { name: 'shokuji', title: 'Shokuji', version: deps.version },
        { capabilities: { tools: { listChanged: false } }, instructions: deps.instructions, ...options },
      );
      server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: definitions }));
      server.setRequestHandler(ToolsCallRequestSchema, async (request, extra) => {
        // The SDK's Server has checked the call against the protocol's schema before this runs.
        const params = request.params as { name: string; arguments?: Record<string, unknown> };
        const tool = tools.get(params.name);
        // Not a listed tool: a protocol error (MCP → Tools → Error Handling), the one case that is not a tool result.
        if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool: ${params.name}`);
        return runTool(tool, argumentsSent(params), exchangeOf(extra.authInfo), (answer) => success(answer, extra.requestId));
      });
      return server;
    },
  };
}

export type McpProtocol = ReturnType<typeof createMcpProtocol>;
