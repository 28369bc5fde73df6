import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpPostHandler, McpProtocol } from './mcp-server';
import { toolResultOf } from './mcp-tool-results';

/**
 * POST /mcp on the SDK's own transport (MCP_TRANSPORT=sdk), as the SDK documents stateless serving:
 * for every POST a new Server and a StreamableHTTPServerTransport without sessions and with JSON
 * answers, closed with the response. The reference the fast path (fast-path/) must match, and the
 * way back to plain SDK behaviour should a new SDK version part from it (docs/mcp.md → Transport).
 */
export function createSdkPostHandler(protocol: McpProtocol): McpPostHandler {
  return async (req, res, exchange) => {
    const server = protocol.createServer(toolResultOf);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    // The SDK's transport hands `req.auth` to the handlers as their AuthInfo.
    await transport.handleRequest(Object.assign(req, { auth: protocol.authInfoOf(exchange) }), res, req.body);
  };
}
