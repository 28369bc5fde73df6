import type { CallToolResult, TextContent } from '@modelcontextprotocol/sdk/types.js';
import { TRIAL_DAYS, TRIAL_DURATION_MS } from '../entitlements/entitlement';
import type { CallAnswer } from '../http/endpoint-pipeline';

// The results of a tools/call, apart from the protocol (mcp-server.ts) so that the /mcp gates
// (mcp.routes.ts) can answer a refused call without loading the MCP SDK (docs/mcp.md → Start-up).

/**
 * The success result of a tool: the REST response's `data` (OPERATOR-API.md → Tools), also as JSON
 * text for clients that read only text (MCP → Tools → Structured Content: SHOULD). `reply` is the
 * object the handler made; a replay (Idempotency-Key) has only the stored body.
 */
export function toolResultOf(call: CallAnswer): CallToolResult {
  const { response, reply } = call;
  const { data } = (reply ?? JSON.parse(response.body)) as { data: Record<string, unknown> };
  const notice = trialNoticeOf(call);
  return { content: [{ type: 'text', text: JSON.stringify(data) }, ...(notice ? [notice] : [])], structuredContent: data };
}

/**
 * A second text block when this call started the account's 7-day trial (API-SPEC.md → States): the
 * REST answer does not say so, and a model that did not read get_me first could not tell the user,
 * as the server's instructions ask (docs/decisions.md → The connector as an assistant uses it, stop 85).
 */
export function trialNoticeOf({ trialStartedAt }: Pick<CallAnswer, 'trialStartedAt'>): TextContent | undefined {
  if (!trialStartedAt) return undefined;
  const endsAt = new Date(Date.parse(trialStartedAt) + TRIAL_DURATION_MS).toISOString();
  return {
    type: 'text',
    text: `This call started the account’s free ${TRIAL_DAYS}-day Premium trial (ends ${endsAt}, UTC): tell the user, with the end in JST. After it, the tools that read or write records answer premium_required.`,
  };
}

/** A refused call: the REST error body as structured content, never a JSON-RPC error (OPERATOR-API.md → Plans, quotas, errors). */
export function errorResult(body: Record<string, unknown>): CallToolResult {
  return { isError: true, structuredContent: body, content: [{ type: 'text', text: JSON.stringify(body) }] };
}
