import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { McpPostTransport, type McpHttpAnswer, type McpPost } from './mcp-post-transport';

/**
 * McpPostTransport keeps every rule of the SDK's own Streamable HTTP transport in the mode /mcp uses
 * (stateless, JSON answers): each POST below goes to both, each with a Server of the same tools,
 * and must get the same status and the same JSON.
 */
const RESULT: CallToolResult = { content: [{ type: 'text', text: '{"n":1}' }], structuredContent: { n: 1 } };

function serverFor(onCall: (requestId: string | number) => void): Server {
  const server = new Server({ name: 'test', version: '1.0.0' }, { capabilities: { tools: { listChanged: false } } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [{ name: 'count', inputSchema: { type: 'object' } }] }));
  server.setRequestHandler(CallToolRequestSchema, (_request, extra) => {
    onCall(extra.requestId);
    return RESULT;
  });
  return server;
}

interface Case {
  accept?: string;
  contentType?: string;
  protocolVersion?: string;
  body?: unknown;
}

const JSON_ACCEPT = 'application/json, text/event-stream';
const call = (id: string | number, name = 'count') => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: {} } });
const initialize = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } },
});
const notification = { jsonrpc: '2.0', method: 'notifications/initialized' };

const CASES: Record<string, Case> = {
  'a tools/call': { body: call(7) },
  'a tools/call with a string id': { body: call('call "7"') },
  'a tools/call of an unknown method': { body: { jsonrpc: '2.0', id: 2, method: 'resources/list' } },
  'tools/list': { body: { jsonrpc: '2.0', id: 3, method: 'tools/list' } },
  ping: { body: { jsonrpc: '2.0', id: 4, method: 'ping' } },
  initialize: { body: initialize(1) },
  'initialize with a protocol version header the server does not know': { body: initialize(1), protocolVersion: '1999-01-01' },
  'a batch of requests': { body: [call(1), { jsonrpc: '2.0', id: 'b', method: 'ping' }, call(3)] },
  'a batch of one request and a notification': { body: [call(1), notification] },
  'notifications only': { body: [notification, notification] },
  'a notification': { body: notification },
  'a response from the client': { body: { jsonrpc: '2.0', id: 9, result: {} } },
  'no text/event-stream in Accept': { accept: 'application/json', body: call(1) },
  'no Accept': { accept: '', body: call(1) },
  'a Content-Type other than JSON': { contentType: 'text/plain', body: call(1) },
  'JSON with a charset': { contentType: 'application/json; charset=utf-8', body: call(1) },
  'Content-Type sent twice': { contentType: 'application/json, application/json', body: call(1) },
  'an unsupported MCP-Protocol-Version': { protocolVersion: '1999-01-01', body: call(1) },
  'an older supported MCP-Protocol-Version': { protocolVersion: '2025-03-26', body: call(1) },
  'no body': {},
  'not a JSON-RPC message': { body: { hello: 'world' } },
  'a batch with one message that is not JSON-RPC': { body: [call(1), { jsonrpc: '1.0', id: 2, method: 'ping' }] },
  'a batch over 100 messages': { body: Array.from({ length: 101 }, (_, i) => call(i)) },
  'two initialize requests in a batch': { body: [initialize(1), initialize(2)] },
};

const headersOf = (c: Case): Record<string, string> => ({
  ...(c.accept === '' ? {} : { accept: c.accept ?? JSON_ACCEPT }),
  ...(c.protocolVersion ? { 'mcp-protocol-version': c.protocolVersion } : {}),
});

/** An HTTP answer as the client reads it. */
interface Answer {
  status: number;
  body?: string;
}

/** The SDK's transport, new for each POST as its stateless mode requires; Content-Type values are appended one by one. */
async function bySdk(c: Case): Promise<Answer> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await serverFor(() => undefined).connect(transport);
  const headers = new Headers(headersOf(c));
  for (const value of (c.contentType ?? 'application/json').split(', ')) headers.append('content-type', value);
  const request = new Request('http://127.0.0.1/mcp', {
    method: 'POST',
    headers,
    ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
  });
  const response = await transport.handleRequest(request, c.body === undefined ? {} : { parsedBody: c.body });
  const text = await response.text();
  await transport.close();
  return { status: response.status, ...(text ? { body: text } : {}) };
}

/** Ours: one transport, connected once, serving every POST; results go out as the JSON their handler made (text or bytes). */
function ours(resultJson: 'text' | 'bytes' = 'text'): (c: Case) => Promise<Answer> {
  const transport = new McpPostTransport();
  const json = JSON.stringify(RESULT);
  void serverFor((id) => transport.setResultJson(id, resultJson === 'text' ? json : Buffer.from(json))).connect(transport);
  return async (c) => {
    const headers = headersOf(c);
    const post: McpPost = {
      accept: headers.accept,
      contentType: c.contentType ?? 'application/json',
      protocolVersion: headers['mcp-protocol-version'],
      body: c.body,
      headers,
      authInfo: { token: 't', clientId: 'c', scopes: [] },
    };
    return textOf(await transport.post(post));
  };
}

const textOf = ({ status, body }: McpHttpAnswer): Answer => ({
  status,
  ...(body ? { body: Buffer.concat(body.map((chunk) => Buffer.from(chunk))).toString() } : {}),
});

const parsed = (answer: Answer) => ({
  status: answer.status,
  body: answer.body === undefined ? undefined : (JSON.parse(answer.body) as unknown),
});

describe('McpPostTransport', () => {
  it.each(Object.keys(CASES))('answers %s as the SDK transport does', async (name) => {
    const c = CASES[name]!;
    const post = ours();
    expect(parsed(await post(c))).toEqual(parsed(await bySdk(c)));
  });

  it('serves one POST after another on one Server, the same request id included', async () => {
    const post = ours();
    for (const name of ['a tools/call', 'notifications only', 'Content-Type sent twice', 'a tools/call', 'a batch of requests', 'ping']) {
      expect(parsed(await post(CASES[name]!))).toEqual(parsed(await bySdk(CASES[name]!)));
    }
  });

  it.each(['text', 'bytes'] as const)(
    'answers a tools/call with the JSON its handler made (%s), as the SDK would have serialized it',
    async (kind) => {
      const post = ours(kind);
      expect((await post(CASES['a tools/call']!)).body).toBe(`{"result":${JSON.stringify(RESULT)},"jsonrpc":"2.0","id":7}`);
      expect(parsed(await post(CASES['a batch of requests']!))).toEqual(parsed(await bySdk(CASES['a batch of requests']!)));
    },
  );

  // Where the SDK's transport would never answer the POST, ours answers it.
  it('answers a batch that cancels one of its own requests, and the Server serves the next POST', async () => {
    const post = ours();
    const cancel = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1, reason: 'changed my mind' } };
    const answer = parsed(await post({ body: [call(1), cancel, call(2)] }));
    expect(answer.status).toBe(200);
    expect((answer.body as Array<{ id: number; result: unknown }>).map(({ id, result }) => ({ id, result }))).toEqual([
      { id: 1, result: RESULT },
      { id: 2, result: RESULT },
    ]);
    expect(parsed(await post(CASES['a tools/call']!))).toEqual(parsed(await bySdk(CASES['a tools/call']!)));
  });

  it('refuses a POST whose requests share an id, and the Server serves the next POST', async () => {
    const post = ours();
    expect(parsed(await post({ body: [call(1), call(1)] }))).toEqual({
      status: 400,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Invalid Request: the requests of one POST must have different ids' },
      },
    });
    expect(parsed(await post(CASES['a tools/call']!))).toEqual(parsed(await bySdk(CASES['a tools/call']!)));
  });
});
