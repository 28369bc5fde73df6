import { Server } from '@modelcontextprotocol/sdk/server/index.js';
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
import { isSharedAnswer, type EndpointSpec, type QuotaInfo } from '@shokuji/contracts';
import { metrics, type Logger } from '@shokuji/runtime';
import type { CallAnswer, EndpointPipeline, EndpointRunner } from '../http/endpoint-pipeline';
import { renderError } from '../http/error-handler';
import { buildEndpointTools, type EndpointTool, type ToolRow } from './endpoint-tools';
import type { McpCaller } from './mcp-access';
import { McpPostTransport, type JsonChunk, type McpHttpAnswer, type McpPost } from './mcp-transport';

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

/** A tool result, and for a success the same result as the JSON the SDK would make of it. */
interface ToolAnswer {
  result: CallToolResult;
  json?: JsonChunk;
}

/**
 * The success answer of a tool: the REST response's `data` (OPERATOR-API.md → Tools), also as text
 * for clients that read only text (MCP → Tools → Structured Content: SHOULD). The text is cut from
 * the body REST sends, as JSON.stringify({ data }) is '{"data":' + JSON.stringify(data) + '}', and
 * the result's JSON is put together from it: `data` is not serialized again (docs/benchmarks.md → MCP).
 */
function answerOf({ response, reply }: CallAnswer): { result: CallToolResult; json: string } {
  const { body } = response;
  const answer = (reply ?? JSON.parse(body)) as Record<string, unknown>;
  const data = answer.data as Record<string, unknown>;
  const dataOnly = Object.keys(answer).length === 1 && body.startsWith(DATA_PREFIX);
  const text = dataOnly ? body.slice(DATA_PREFIX.length, -1) : JSON.stringify(data);
  return {
    result: { content: [{ type: 'text', text }], structuredContent: data },
    json: `{"content":[{"type":"text","text":${JSON.stringify(text)}}],"structuredContent":${text}}`,
  };
}

/**
 * A shared reply (contracts → shared-answer.ts: a cached search answer, sent many times unchanged)
 * keeps its tool answer, as the pipeline keeps its JSON (endpoint-pipeline.ts → jsonOf), and that
 * JSON as UTF-8 bytes: escaping the text block again, then measuring and encoding an answer twice
 * REST's length, cost more per call than the rest of the result (docs/benchmarks.md → MCP). Only
 * shared replies are keys (docs/benchmarks.md → WeakMap entries).
 */
const sharedAnswers = new WeakMap<object, Required<ToolAnswer>>();
function successAnswer(call: CallAnswer): ToolAnswer {
  if (!isSharedAnswer(call.reply)) return answerOf(call);
  const shared = call.reply as object;
  let answer = sharedAnswers.get(shared);
  if (answer === undefined) {
    const { result, json } = answerOf(call);
    // Shared as the reply is: frozen, so no call can change what the next one gets.
    for (const block of result.content) Object.freeze(block);
    Object.freeze(result.content);
    answer = { result: Object.freeze(result), json: Buffer.from(json) };
    sharedAnswers.set(shared, answer);
  }
  return answer;
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

  const callTool = async (tool: EndpointTool, args: Record<string, unknown>, exchange: McpExchange): Promise<ToolAnswer> => {
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
      metrics.mcpToolCalls.inc({ tool: tool.definition.name, outcome: 'ok' });
      return successAnswer(answer);
    } catch (error) {
      metrics.mcpToolCalls.inc({ tool: tool.definition.name, outcome: 'error' });
      const rendered = renderError(error, deps.logger, { requestId: exchange.requestId, path: `/mcp ${tool.definition.name}` });
      return { result: errorResult(rendered.body) };
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
  const exchangeOf = (authInfo: AuthInfo | undefined) => (authInfo!.extra as { exchange: McpExchange }).exchange;

  /** A Server connected for good to a transport of its own, which serves it one POST after another. */
  const createConnectedServer = () => {
    const server = new Server(
      { name: 'shokuji', title: 'Shokuji', version: deps.version },
      { capabilities: { tools: { listChanged: false } }, instructions: deps.instructions, jsonSchemaValidator },
    );
    const transport = new McpPostTransport();
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: definitions }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const tool = tools.get(request.params.name);
      // Not a listed tool: a protocol error (MCP → Tools → Error Handling), the one case that is not a tool result.
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool: ${request.params.name}`);
      const answer = await callTool(tool, request.params.arguments ?? {}, exchangeOf(extra.authInfo));
      if (answer.json !== undefined) transport.setResultJson(extra.requestId, answer.json);
      return answer.result;
    });
    // The transport's start() resolves at once: the Server is connected before its first POST.
    void server.connect(transport);
    return transport;
  };
  // Servers wait here between POSTs: building one per request (its handlers, zod shapes and maps),
  // and connecting and closing it, was a good part of a tool call's cost and garbage
  // (docs/benchmarks.md → MCP). Nothing of a client is kept on a Server (no sampling, elicitation or
  // roots, no session), so any Server serves any POST, as any gateway process does; one serves a
  // single POST at a time, and the SDK keeps a reused request id apart from the finished one.
  const idle: McpPostTransport[] = [];

  return {
    definitions,

    /** One POST to /mcp (stateless Streamable HTTP, JSON answers), run on an idle Server. */
    async handle(post: Omit<McpPost, 'authInfo'>, exchange: McpExchange): Promise<McpHttpAnswer> {
      const transport = idle.pop() ?? createConnectedServer();
      try {
        return await transport.post({ ...post, authInfo: authInfoOf(exchange) });
      } finally {
        idle.push(transport);
      }
    },
  };
}

export type McpServers = ReturnType<typeof createMcpServers>;
