import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isSharedAnswer } from '@shokuji/contracts';
import type { CallAnswer } from '../../http/endpoint-pipeline';
import type { McpPostHandler, McpProtocol } from '../mcp-server';
import { trialNoticeOf } from '../mcp-tool-results';
import { McpPostTransport, type JsonChunk } from './mcp-post-transport';

/**
 * The MCP fast path (MCP_TRANSPORT=fast, the default): /mcp answered exactly as the SDK's own
 * stateless JSON Streamable HTTP transport answers it (mcp-sdk-transport.ts, MCP_TRANSPORT=sdk),
 * for less. Each trick below removed a cost that, beside the REST twin of a call, was most of what
 * a tool call cost; they were measured one by one (docs/benchmarks.md → MCP vs REST):
 *
 * - A transport of our own (mcp-post-transport.ts) with the SDK transport's rules: the SDK's must be
 *   built, connected and closed for every POST on a Web Request/Response (its close alone built an
 *   McpError with its stack); ours serves one POST after another on the request express parsed.
 * - Pooled Servers: each stays connected to its own transport and waits between POSTs, as building
 *   one (handlers, zod shapes, maps) per request was a good part of a call. Nothing of a client is
 *   kept on a Server (no sampling, elicitation, roots or session), so any Server serves any POST.
 * - One Ajv for every Server: a Server builds its own otherwise, which cost more than the tool call;
 *   it serves only server-side elicitation, which we never use.
 * - Answers put together, not serialized again: the text block is the `data` slice of the body REST
 *   sends, and the result's JSON is assembled from it; a shared (cached) search reply keeps its tool
 *   answer as UTF-8 bytes in a WeakMap (only shared replies are keys: an entry lives until a full
 *   collection). Nothing of a POST stays on the long-lived transport once answered, or it would be
 *   promoted to the old generation with it.
 *
 * The SDK's transport stays the reference: mcp-post-transport.test.ts holds ours to it case by case,
 * and `npm run test:mcp-sdk-parity` runs the MCP end-to-end suites and the conformance suite in both
 * modes, so an SDK upgrade is checked by one command (docs/mcp.md → Transport).
 */

const DATA_PREFIX = '{"data":';

/** A tool result, and the same result as the JSON the SDK would make of it. */
interface ToolAnswer {
  result: CallToolResult;
  json: JsonChunk;
}

/** As toolResultOf (mcp-tool-results.ts), the text cut from the REST body: JSON.stringify({ data }) is '{"data":' + JSON.stringify(data) + '}'. */
function answerOf(call: CallAnswer): { result: CallToolResult; json: string } {
  const { body } = call.response;
  const answer = (call.reply ?? JSON.parse(body)) as { data: Record<string, unknown> };
  const dataOnly = Object.keys(answer).length === 1 && body.startsWith(DATA_PREFIX);
  const text = dataOnly ? body.slice(DATA_PREFIX.length, -1) : JSON.stringify(answer.data);
  const notice = trialNoticeOf(call);
  return {
    result: { content: [{ type: 'text', text }, ...(notice ? [notice] : [])], structuredContent: answer.data },
    json: `{"content":[{"type":"text","text":${JSON.stringify(text)}}${notice ? `,${JSON.stringify(notice)}` : ''}],"structuredContent":${text}}`,
  };
}

/** A shared reply (contracts → shared-answer.ts) keeps its tool answer, frozen, as the pipeline keeps its JSON (endpoint-pipeline.ts → jsonOf). */
const sharedAnswers = new WeakMap<object, ToolAnswer>();
function successAnswer(call: CallAnswer): ToolAnswer {
  // A call that started the trial says so in its own answer, never kept for the next call.
  if (!isSharedAnswer(call.reply) || call.trialStartedAt) return answerOf(call);
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

/** POST /mcp on pooled Servers, each connected for good to a McpPostTransport of its own. */
export function createFastPostHandler(protocol: McpProtocol): McpPostHandler {
  const jsonSchemaValidator = new AjvJsonSchemaValidator();
  const createConnectedServer = () => {
    const transport = new McpPostTransport();
    const server = protocol.createServer(
      (call, requestId) => {
        const { result, json } = successAnswer(call);
        transport.setResultJson(requestId, json);
        return result;
      },
      { jsonSchemaValidator },
    );
    // The transport's start() resolves at once: the Server is connected before its first POST.
    void server.connect(transport);
    return transport;
  };
  // One POST at a time per Server; the SDK keeps a reused request id apart from the finished one.
  const idle: McpPostTransport[] = [];

  return async (req, res, exchange) => {
    const transport = idle.pop() ?? createConnectedServer();
    let answer;
    try {
      answer = await transport.post({
        accept: req.headers.accept,
        // A Web Headers object joins repeated values, which the SDK's check refuses; Node keeps the first.
        contentType: req.headersDistinct['content-type']?.join(', '),
        protocolVersion: req.headers['mcp-protocol-version'] as string | undefined,
        body: req.body as unknown,
        headers: req.headers,
        authInfo: protocol.authInfoOf(exchange),
      });
    } finally {
      idle.push(transport);
    }
    // The answer goes out as the JSON the transport made, as REST's does (endpoint-pipeline.ts → present).
    res.status(answer.status);
    if (answer.body) {
      // One write of every piece: Node corks the socket for the writes of one turn of the event loop.
      res.type('application/json').setHeader(
        'Content-Length',
        answer.body.reduce((bytes, chunk) => bytes + Buffer.byteLength(chunk), 0),
      );
      for (const chunk of answer.body) res.write(chunk);
    }
    res.end();
  };
}
