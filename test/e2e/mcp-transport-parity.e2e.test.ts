import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { useGateway } from '../support/api-fixtures';
import { connect } from '../support/mcp-oauth';

/**
 * The two carriers of POST /mcp (MCP_TRANSPORT, docs/mcp.md → Transport) answer alike: one gateway
 * on the fast path, one on the SDK's own transport, the same POSTs sent through node:http (headers
 * as given) to both; status, media type, the quota and rate-limit fields and the JSON body must be
 * equal. mcp-post-transport.test.ts holds our transport to the SDK's message by message; this holds
 * the whole fast path (pooled Servers, answers cut out of REST bodies, cached answer bytes) to the
 * SDK's stateless transport over real HTTP. `npm run test:mcp-sdk-parity` runs it with the other MCP
 * suites in both modes after an SDK upgrade.
 */
const LIMITS = { OAUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000' };
const fast = useGateway({ ...LIMITS, MCP_TRANSPORT: 'fast' }, { healthy: true });
const sdk = useGateway({ ...LIMITS, MCP_TRANSPORT: 'sdk' }, { healthy: true });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function post(url: string, headers: OutgoingHttpHeaders, body: string | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/mcp`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Case {
  /** Sent as JSON, or as given when a string. */
  body?: unknown;
  headers?: OutgoingHttpHeaders;
}

const JSON_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-11-25',
};
const call = (id: number | string, name: string, args: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});
const initialize = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'parity', version: '1' } },
});
const ping = { jsonrpc: '2.0', id: 'p', method: 'ping' };
const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };
const search = call(1, 'search_catalog', { q: '牛丼', limit: 3 });

/** In order: the quota fields change with each tools/call, so both gateways see the same sequence. */
const CASES: [string, Case][] = [
  ['initialize', { body: initialize(1) }],
  ['tools/list', { body: { jsonrpc: '2.0', id: 2, method: 'tools/list' } }],
  ['ping', { body: ping }],
  ['a tools/call (GET /search)', { body: search }],
  ['the same tools/call again (a cached search answer)', { body: search }],
  ['a tools/call with a string id', { body: call('call "7"', 'search_catalog', { q: 'サラダ', limit: 2 }) }],
  ['a tools/call of the second endpoint (POST /search)', { body: call(3, 'search_catalog', { queries: ['牛丼', 'おにぎり'], limit: 2 }) }],
  ['a tools/call without arguments', { body: { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'list_shops' } } }],
  ['a refused tools/call (bad argument)', { body: call(5, 'search_catalog', { q: '牛丼', limit: 'many' }) }],
  ['a refused tools/call (unknown argument)', { body: call(6, 'list_shops', { colour: 'red' }) }],
  ['an unknown tool', { body: call(7, 'no_such_tool', {}) }],
  ['an unknown method', { body: { jsonrpc: '2.0', id: 8, method: 'resources/list' } }],
  ['a batch of requests and a notification', { body: [search, ping, initialized, call(9, 'list_shops', {})] }],
  ['a notification', { body: initialized }],
  ['notifications only', { body: [initialized, initialized] }],
  ['a response from the client', { body: { jsonrpc: '2.0', id: 9, result: {} } }],
  ['no text/event-stream in Accept', { body: ping, headers: { accept: 'application/json' } }],
  ['a Content-Type other than JSON', { body: JSON.stringify(ping), headers: { 'content-type': 'text/plain' } }],
  ['JSON with a charset', { body: ping, headers: { 'content-type': 'application/json; charset=utf-8' } }],
  ['Content-Type sent twice', { body: ping, headers: { 'content-type': ['application/json', 'application/json'] } }],
  ['an unsupported MCP-Protocol-Version', { body: ping, headers: { 'mcp-protocol-version': '1999-01-01' } }],
  ['an older supported MCP-Protocol-Version', { body: ping, headers: { 'mcp-protocol-version': '2025-03-26' } }],
  ['initialize with an unknown MCP-Protocol-Version header', { body: initialize(1), headers: { 'mcp-protocol-version': '1999-01-01' } }],
  ['not a JSON-RPC message', { body: { hello: 'world' } }],
  ['a batch with one message that is not JSON-RPC', { body: [ping, { jsonrpc: '1.0', id: 2, method: 'ping' }] }],
  ['a batch over 100 messages', { body: Array.from({ length: 101 }, (_, i) => ({ ...ping, id: i })) }],
  ['two initialize requests in a batch', { body: [initialize(1), initialize(2)] }],
  ['no body', {}],
  ['bad JSON', { body: '{"jsonrpc": "2.0", "id": 1,' }],
];

/**
 * What must be equal: the media type (the SDK's transport writes no charset), quota and rate-limit
 * fields, the parsed body, in which links name each gateway's own PUBLIC_BASE_URL.
 */
function comparable({ status, headers, body }: Answer, baseUrl: string) {
  // Reset times count seconds on each gateway's clock: their names are compared, not their values.
  const fields = Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => /^(x-quota-|ratelimit)/.test(name))
      .map(([name, value]) => [name, name === 'x-quota-reset' ? 'set' : String(value).replace(/;t=\d+/g, ';t=…')]),
  );
  return {
    status,
    mediaType: headers['content-type']?.split(';')[0],
    fields,
    body: body === '' ? '' : (withoutRequestIds(JSON.parse(body.replaceAll(baseUrl, '{PUBLIC_BASE_URL}'))) as unknown),
  };
}

/** An error body names the HTTP request it answered (`requestId`), which differs between two gateways. */
function withoutRequestIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRequestIds);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, field]) => (key === 'requestId' ? [] : [[key, withoutRequestIds(field)]])),
  );
}

describe('POST /mcp on the fast path and on the SDK transport', () => {
  it('answers every case alike, sent one after another', async () => {
    // The quota and per-IP fields count in fixed windows on each gateway's own clock, and the two
    // answers of a case come moments apart: both clocks start at one hour's top, so no window (the
    // minute, the hour) can turn between them.
    const start = await fast.admin.clockAtNextHour();
    await sdk.admin.setClock(new Date(start).toISOString());
    const tokens = await Promise.all(
      [fast, sdk].map(
        async ({ gateway, admin }) => (await connect(gateway().url, admin, await admin.createUser({ plan: 'premium' }))).accessToken,
      ),
    );
    for (const [name, c] of CASES) {
      const answers = await Promise.all(
        [fast, sdk].map(({ gateway }, i) =>
          post(
            gateway().url,
            { ...JSON_HEADERS, authorization: `Bearer ${tokens[i]}`, ...c.headers },
            typeof c.body === 'string' || c.body === undefined ? c.body : JSON.stringify(c.body),
          ),
        ),
      );
      const [viaFast, viaSdk] = answers.map((answer, i) => comparable(answer, [fast, sdk][i]!.gateway().url));
      expect({ case: name, ...viaFast }).toEqual({ case: name, ...viaSdk });
    }
  });
});
