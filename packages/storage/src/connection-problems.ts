/**
 * What a failed connection to a store or an engine at start means, in an operator's words, for the start-up problem that
 * names its variable (MONGODB_URL, ELASTICSEARCH_URL). Logs carry no secrets (docs/security.md), so a URL or a driver's
 * message is shown with the user and password of every `scheme://user:password@host` masked.
 */

/** `scheme://user:password@host` as `scheme://***@host`, for every URL in the text. */
export function withoutCredentials(text: string): string {
  return text.replace(/([A-Za-z][A-Za-z0-9+.-]*:\/\/)[^\s"'/?#]*@/g, '$1***@');
}

/**
 * A driver's message with the URL it was given masked: the value itself is replaced whole first (up to its last `@`,
 * which also covers a password holding a `/` the pattern above stops at), then any other URL in it.
 */
export function scrubbedMessage(message: string, url: string): string {
  const masked = url.replace(/^([^:]*:\/\/).*@/, '$1***@');
  return withoutCredentials(url && url !== masked ? message.split(url).join(masked) : message);
}

/** The hosts of a URL or connection string (`a:27017,b:27017` of `mongodb://u:p@a:27017,b:27017/db`), without its credentials. */
export function hostsOf(url: string): string {
  const authority = /^[^:]*:\/\/([^/?#]*)/.exec(url.trim())?.[1] ?? '';
  return authority.slice(authority.lastIndexOf('@') + 1) || '(no host)';
}

const TLS_CODES = /^(ERR_SSL_|ERR_TLS_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_)/;
const NETWORK_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH'];

/**
 * The system error code of a failed connection, looked for in the error, its causes and the errors it gathers (the
 * MongoDB driver keeps each server's under `reason.servers`), then in their messages (Elasticsearch's client keeps only
 * the message: `connect ECONNREFUSED 127.0.0.1:9200`). A TLS failure is `TLS` when no code names it.
 */
export function connectionErrorCode(error: unknown): string | null {
  const seen = new Set<unknown>();
  const messages: string[] = [];
  const visit = (value: unknown, depth: number): string | null => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 4) return null;
    seen.add(value);
    const { code, message, cause, errors, error: inner, reason } = value as Record<string, unknown>;
    if (typeof code === 'string' && (NETWORK_CODES.includes(code) || TLS_CODES.test(code))) return code;
    if (typeof message === 'string') messages.push(message);
    const servers = (reason as { servers?: unknown } | undefined)?.servers;
    const nested = [
      cause,
      inner,
      ...(Array.isArray(errors) ? errors : []),
      ...(servers instanceof Map ? [...servers.values()].map((server) => (server as { error?: unknown }).error) : []),
    ];
    for (const next of nested) {
      const found = visit(next, depth + 1);
      if (found) return found;
    }
    return null;
  };
  const found = visit(error, 0);
  if (found) return found;
  const text = messages.join('\n');
  const named = NETWORK_CODES.find((code) => new RegExp(`\\b${code}\\b`).test(text));
  if (named) return named;
  return /SSL routines|TLS|certificate/i.test(text) ? 'TLS' : null;
}

/**
 * What a connection error code means for the server at `where` (`127.0.0.1:27017`), or null for a code this does not
 * know; a timeout (no code) is the caller's to name, since only it knows how long it waited.
 */
export function unreachableReason(code: string | null, where: string): string | null {
  if (!code) return null;
  if (code === 'TLS' || TLS_CODES.test(code)) return `the TLS handshake with ${where} failed (${code === 'TLS' ? 'TLS' : code})`;
  const reasons: Record<string, string> = {
    ECONNREFUSED: `${where} refused the connection: nothing listens there`,
    ENOTFOUND: `${where} cannot be found: its host is not a name this machine resolves`,
    EAI_AGAIN: `${where} cannot be found now: the name service did not answer`,
    ETIMEDOUT: `${where} did not answer the connection`,
    ECONNRESET: `${where} closed the connection`,
    EPIPE: `${where} closed the connection`,
    EHOSTUNREACH: `${where} cannot be reached from this machine`,
    ENETUNREACH: `${where} cannot be reached from this machine`,
  };
  return reasons[code] ? `${reasons[code]} (${code})` : null;
}

/**
 * A store or engine that could not be reached at start, as the start-up problem that names its variable
 * (`MONGODB_URL: the server at … refused the connection …`): thrown where the store itself connects, so that a start
 * connects once and its main lists the problem with the other bad variables (`invalidConfiguration`).
 */
export class StartConnectionProblem extends Error {
  constructor(
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super(problem, options);
    this.name = 'StartConnectionProblem';
  }
}
