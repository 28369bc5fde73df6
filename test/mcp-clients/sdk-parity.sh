#!/bin/sh
# npm run test:mcp-sdk-parity — the one check after an upgrade of @modelcontextprotocol/sdk
# (docs/mcp.md → Transport). /mcp has two carriers, chosen by MCP_TRANSPORT: the fast path (default)
# and the SDK's own stateless Streamable HTTP transport. This runs
#   1. our transport against the SDK's, message by message (fast-path/mcp-post-transport.test.ts),
#      and the two carriers side by side over HTTP (test/e2e/mcp-transport-parity.e2e.test.ts);
#   2. in each mode, every MCP end-to-end suite (tools, sign-in) and the conformance suite with the
#      Inspector CLI (npm run test:mcp-clients): every gateway a test starts inherits MCP_TRANSPORT.
# A failure in `sdk` mode only is the SDK's change of behaviour; in `fast` mode only, the fast path
# no longer matches the SDK and must follow it.
set -e
cd "$(dirname "$0")/../.."
npx jest --maxWorkers=1 services/gateway/src/mcp/fast-path test/e2e/mcp-transport-parity
for mode in fast sdk; do
  echo "[mcp-sdk-parity] MCP_TRANSPORT=$mode"
  MCP_TRANSPORT=$mode npx jest --maxWorkers=1 test/e2e/mcp-tools test/e2e/mcp-oauth
  MCP_TRANSPORT=$mode npm run --silent test:mcp-clients
done
echo "[mcp-sdk-parity] both modes passed"
