/**
 * Scopes of the MCP connector. `mcp` is the connector itself: every tool, within the account's
 * plan. `offline_access` is listed because clients ask for refresh tokens only when it is
 * (docs/mcp.md → Decisions: Scopes); refresh tokens are issued either way, since the connection must renew itself.
 */
export const MCP_SCOPE = 'mcp';
export const OFFLINE_ACCESS_SCOPE = 'offline_access';
export const SUPPORTED_SCOPES = [MCP_SCOPE, OFFLINE_ACCESS_SCOPE] as const;
/** What an authorization request without `scope` gets. */
export const DEFAULT_SCOPES: string[] = [...SUPPORTED_SCOPES];

/** A space-separated scope parameter → its distinct values. */
export function parseScopes(scope: string): string[] {
  return [...new Set(scope.split(' ').filter(Boolean))];
}

/**
 * The scopes an authorization request is granted: the supported ones it asked for. Values this
 * server does not define are ignored rather than refused (RFC 6749 §3.3 lets the server grant
 * less), because general-purpose clients send what other servers use (openid, profile…); the
 * granted set is stated in the token response.
 */
export function grantableScopes(scope: string | undefined): string[] {
  if (scope === undefined || scope.trim() === '') return DEFAULT_SCOPES;
  const asked = parseScopes(scope).filter((value) => (SUPPORTED_SCOPES as readonly string[]).includes(value));
  return asked.length ? SUPPORTED_SCOPES.filter((value) => asked.includes(value)) : DEFAULT_SCOPES;
}
