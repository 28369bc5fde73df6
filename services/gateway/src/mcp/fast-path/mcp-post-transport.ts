import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { MAX_BATCH_SIZE } from '@modelcontextprotocol/sdk/server/requestBody.js';
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CancelledNotificationSchema,
  isInitializeRequest,
  isJSONRPCErrorResponse,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type IsomorphicHeaders,
  type JSONRPCMessage,
  type MessageExtraInfo,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/** One POST to /mcp, as the transport reads it. */
export interface McpPost {
  accept: string | undefined;
  /** Every Content-Type value sent, joined as a Web `Headers` object joins them. */
  contentType: string | undefined;
  protocolVersion: string | undefined;
  /** The body as express.json parsed it; undefined when the POST carried none. */
  body: unknown;
  headers: IsomorphicHeaders;
  authInfo: AuthInfo;
}

/** JSON text, or its UTF-8 bytes when they are kept for an answer sent many times. */
export type JsonChunk = string | Buffer;

/** The HTTP answer to a POST: its status and, but for 202, a JSON body in pieces written one after another. */
export interface McpHttpAnswer {
  status: number;
  body?: JsonChunk[];
}

/** The POST being answered: its requests' answers (JSON) by id, in the order the requests came. */
interface OpenPost {
  answers: Map<RequestId, JsonChunk[] | undefined>;
  waiting: number;
  /** Result JSON made by a handler (setResultJson), used in place of serializing the result again. */
  resultJson: Map<RequestId, JsonChunk>;
  resolve(answer: McpHttpAnswer): void;
}

/** The request a notifications/cancelled names, if the message is one. */
const cancelledRequestOf = (message: JSONRPCMessage): RequestId | undefined => {
  if (!('method' in message) || message.method !== 'notifications/cancelled') return undefined;
  const parsed = CancelledNotificationSchema.safeParse(message);
  return parsed.success ? parsed.data.params.requestId : undefined;
};

const refusal = (status: number, code: number, message: string, data?: string): McpHttpAnswer => ({
  status,
  body: [JSON.stringify({ jsonrpc: '2.0', error: data === undefined ? { code, message } : { code, message, data }, id: null })],
});

const UNSUPPORTED_VERSION = `(supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`;

/**
 * Streamable HTTP (MCP 2025-11-25 → Transports), stateless, every POST answered with JSON: the
 * rules of the SDK's WebStandardStreamableHTTPServerTransport in that mode, with its status codes,
 * JSON-RPC error codes and messages (Accept → 406, Content-Type → 415, batch size and more than one
 * initialize → 400 -32600, not JSON-RPC → 400 -32700, an unsupported MCP-Protocol-Version → 400,
 * notifications and responses only → 202, the requests' answers as one JSON body). Unlike the
 * SDK's, it stays connected to one Server and serves one POST after another, on the Node request
 * as express parsed it (why: mcp-fast-path.ts). Browser and Host gates are the route's
 * (mcp.routes.ts); GET and DELETE never reach it.
 */
export class McpPostTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;
  private open: OpenPost | undefined;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.open = undefined;
    this.onclose?.();
  }

  /**
   * The JSON of a request's result, made by its handler from JSON it already had: the answer is
   * put together from it instead of serializing the result again.
   */
  setResultJson(id: RequestId, json: JsonChunk): void {
    this.open?.resultJson.set(id, json);
  }

  /** Answers one POST; the caller sends no other before this one is answered. */
  post(post: McpPost): Promise<McpHttpAnswer> | McpHttpAnswer {
    const { accept } = post;
    if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) {
      return refusal(406, -32000, 'Not Acceptable: Client must accept both application/json and text/event-stream');
    }
    if (!isJsonContentType(post.contentType)) return refusal(415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
    const raw = post.body;
    if (raw === undefined) return refusal(400, -32700, 'Parse error: Invalid JSON');
    if (Array.isArray(raw) && raw.length > MAX_BATCH_SIZE) {
      return refusal(400, -32600, `Invalid Request: Batch must not exceed ${MAX_BATCH_SIZE} messages`);
    }
    let messages: JSONRPCMessage[];
    try {
      messages = Array.isArray(raw) ? raw.map((message) => JSONRPCMessageSchema.parse(message)) : [JSONRPCMessageSchema.parse(raw)];
    } catch {
      return refusal(400, -32700, 'Parse error: Invalid JSON-RPC message');
    }
    // The method is looked at first: the SDK's schema check of every message is the slow way to say no.
    const initializing = messages.some((message) => 'method' in message && message.method === 'initialize' && isInitializeRequest(message));
    if (initializing && messages.length > 1) return refusal(400, -32600, 'Invalid Request: Only one initialization request is allowed');
    const version = post.protocolVersion;
    if (!initializing && version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
      return refusal(400, -32000, `Bad Request: Unsupported protocol version: ${version} ${UNSUPPORTED_VERSION}`);
    }
    const extra: MessageExtraInfo = { authInfo: post.authInfo, requestInfo: { headers: post.headers } };
    const requests = messages.filter(isJSONRPCRequest);
    const ids = new Set(requests.map((request) => request.id));
    // Two requests of one POST with one id would share one answer, and the other would outlive the POST.
    if (ids.size < requests.length) return refusal(400, -32600, 'Invalid Request: the requests of one POST must have different ids');
    if (requests.length && this.open) throw new Error('McpPostTransport: a POST is still being answered');
    // A cancellation of a request of the same POST is ignored (MCP → Cancellation: a receiver MAY):
    // the SDK would answer that request never, and the POST would wait for it for good.
    const delivered = messages.filter((message) => {
      const cancelled = cancelledRequestOf(message);
      return cancelled === undefined || !ids.has(cancelled);
    });
    try {
      if (!requests.length) {
        for (const message of delivered) this.onmessage?.(message, extra);
        return { status: 202 };
      }
      return new Promise((resolve) => {
        const answers = new Map<RequestId, JsonChunk[] | undefined>(requests.map((request) => [request.id, undefined]));
        this.open = { answers, waiting: answers.size, resultJson: new Map(), resolve };
        for (const message of delivered) this.onmessage?.(message, extra);
      });
    } catch (error) {
      return refusal(400, -32700, 'Parse error', String(error));
    }
  }

  /**
   * A JSON answer carries only the POST's responses: a notification or a request to the client has
   * no stream to go by in this mode, and is dropped as the SDK's transport drops it.
   */
  async send(message: JSONRPCMessage): Promise<void> {
    const isResult = isJSONRPCResultResponse(message);
    if (!isResult && !isJSONRPCErrorResponse(message)) return;
    const open = this.open;
    const { id } = message;
    if (id === undefined || !open || !open.answers.has(id) || open.answers.get(id) !== undefined) {
      throw new Error(`No connection established for request ID: ${String(id)}`);
    }
    const json = isResult ? open.resultJson.get(id) : undefined;
    open.answers.set(
      id,
      json === undefined ? [JSON.stringify(message)] : ['{"result":', json, `,"jsonrpc":"2.0","id":${JSON.stringify(id)}}`],
    );
    open.waiting -= 1;
    if (open.waiting > 0) return;
    // Nothing of the POST stays on the transport once answered: it lives on, and what it kept would
    // be promoted to the old generation with it.
    this.open = undefined;
    const answers = [...open.answers.values()] as JsonChunk[][];
    // One request's answer alone, several as an array, whether the POST was a batch or not (as the SDK's transport).
    open.resolve({
      status: 200,
      body: answers.length === 1 ? answers[0] : ['[', ...answers.flatMap((chunks, i) => (i ? [',', ...chunks] : chunks)), ']'],
    });
  }
}
