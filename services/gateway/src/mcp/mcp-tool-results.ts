import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CallAnswer } from '../http/endpoint-pipeline';

// The results of a tools/call, apart from the protocol (mcp-server.ts) so that the /mcp gates
// (mcp.routes.ts) can answer a refused call without loading the MCP SDK (docs/mcp.md → Start-up).

/**
 * The success result of a tool: the REST response's `data` (OPERATOR-API.md → Tools), also as JSON
 * text for clients that read only text (MCP → Tools → Structured Content: SHOULD). `reply` is the
 * object the handler made; a replay (Idempotency-Key) has only the stored body.
 */
export function toolResultOf({ response, reply }: CallAnswer): CallToolResult {
  const { data } = (reply ?? JSON.parse(response.body)) as { data: Record<string, unknown> };
  return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data };
}

/** A refused call: the REST error body as structured content, never a JSON-RPC error (OPERATOR-API.md → Plans, quotas, errors). */
export function errorResult(body: Record<string, unknown>): CallToolResult {
  return { isError: true, structuredContent: body, content: [{ type: 'text', text: JSON.stringify(body) }] };
}
