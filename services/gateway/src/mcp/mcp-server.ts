import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { EndpointSpec, QuotaInfo } from '@shokuji/contracts';
import type { Logger } from '@shokuji/runtime';
import type { CallAnswer, EndpointPipeline, EndpointRunner } from '../http/endpoint-pipeline';
import { renderError } from '../http/error-handler';
import { buildEndpointTools, type EndpointTool, type ToolRow } from './endpoint-tools';
import type { McpCaller } from './mcp-access';

/** One HTTP request to /mcp, as the gate admitted it. */
export interface McpExchange {
  caller: McpCaller;
  requestId: string;
  ipUsage: QuotaInfo | undefined;
  /** The HTTP response's headers (X-Quota-*, RateLimit), written before the JSON-RPC answer goes out. */
  setHeaders(headers: Record<string, string>): void;
}

export interface McpServerDeps {
  tools: Record<string, ToolRow>;
  pipeline: EndpointPipeline;
  instructions: string;
  version: string;
  logger: Logger;
}

const ARGUMENTS_LABEL = () => 'arguments';

const DATA_PREFIX = '{"data":';

/**
 * The success answer of a tool: the REST response's `data` (OPERATOR-API.md → Tools), also as text
 * for clients that read only text. The text is cut from the body REST sends (kept with a shared
 * search answer), as JSON.stringify({ data }) is '{"data":' + JSON.stringify(data) + '}': a search
 * answer is not serialized once more (docs/benchmarks.md → MCP).
 */
function successResult({ response, reply }: CallAnswer): CallToolResult {
  const { body } = response;
  const answer = (reply ?? JSON.parse(body)) as Record<string, unknown>;
  const data = answer.data as Record<string, unknown>;
  const dataOnly = Object.keys(answer).length === 1 && body.startsWith(DATA_PREFIX);
  const text = dataOnly ? body.slice(DATA_PREFIX.length, -1) : JSON.stringify(data);
  return { structuredContent: data, content: [{ type: 'text', text }] };
}

/** A refused call: the REST error body as structured content, never a JSON-RPC error (OPERATOR-API.md → Plans, quotas, errors). */
function errorResult(body: Record<string, unknown>): CallToolResult {
  return { isError: true, structuredContent: body, content: [{ type: 'text', text: JSON.stringify(body) }] };
}

/**
 * The MCP side of the gateway: tools built once from the tool table, and low-level SDK Servers
 * that list them and run a tools/call through the endpoint's own pipeline. Tools are
 * registered with their JSON Schema on the low-level Server (not McpServer, whose zod check would
 * answer bad arguments before the pipeline, as text without `code`).
 */
export function createMcpServers(deps: McpServerDeps) {
  const tools = buildEndpointTools(deps.tools);
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
  // A Server builds its own Ajv unless given one, and that build cost more than the tool call itself
  // (docs/benchmarks.md → MCP); the validator serves only server-side elicitation, which we never use.
  const jsonSchemaValidator = new AjvJsonSchemaValidator();

  const callTool = async (tool: EndpointTool, args: Record<string, unknown>, exchange: McpExchange): Promise<CallToolResult> => {
    try {
      const routed = tool.route(args);
      const { endpoint } = routed;
      const answer = await runners.get(endpoint)!({
        requestId: exchange.requestId,
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
      return successResult(answer);
    } catch (error) {
      const rendered = renderError(error, deps.logger, { requestId: exchange.requestId, path: `/mcp ${tool.definition.name}` });
      return errorResult(rendered.body);
    }
  };

  /**
   * The exchange rides on the request's AuthInfo, the SDK's channel from transport to handler. The
   * gate already checked the token and only its hash is kept, so the grant stands in for it.
   */
  const authInfoOf = (exchange: McpExchange): AuthInfo => ({
    token: exchange.caller.grantId,
    clientId: exchange.caller.clientId,
    scopes: exchange.caller.scopes,
    extra: { exchange },
  });
  const exchangeOf = (authInfo: AuthInfo | undefined) => authInfo!.extra!.exchange as McpExchange;

  const createServer = () => {
    const server = new Server(
      { name: 'shokuji', title: 'Shokuji', version: deps.version },
      { capabilities: { tools: { listChanged: false } }, instructions: deps.instructions, jsonSchemaValidator },
    );
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: definitions }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const tool = tools.get(request.params.name);
      // Not a listed tool: a protocol error (MCP → Tools → Error Handling), the one case that is not a tool result.
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool: ${request.params.name}`);
      return callTool(tool, request.params.arguments ?? {}, exchangeOf(extra.authInfo));
    });
    return server;
  };
  // Servers wait here between requests: building one per request (its handlers, zod shapes and
  // maps) was a good part of a tool call's cost and garbage (docs/benchmarks.md → MCP). A Server is
  // connected to one request's transport at a time and closed after it (the SDK's rule for
  // reconnecting); nothing of a client is read from it (no sampling, elicitation or roots), so any
  // Server serves any request, as any gateway process does.
  const idle: Server[] = [];

  return {
    definitions,

    /**
     * One POST to /mcp (stateless Streamable HTTP, JSON answers): the SDK's transport checks the
     * request and runs its JSON-RPC messages on an idle Server; its answer is the HTTP response.
     */
    async handle(request: Request, parsedBody: unknown, exchange: McpExchange): Promise<Response> {
      const server = idle.pop() ?? createServer();
      const http = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(http);
      try {
        return await http.handleRequest(request, { parsedBody, authInfo: authInfoOf(exchange) });
      } finally {
        // The answer is complete (JSON mode answers once every response is in): nothing is cut short.
        await http.close();
        idle.push(server);
      }
    },
  };
}

export type McpServers = ReturnType<typeof createMcpServers>;
