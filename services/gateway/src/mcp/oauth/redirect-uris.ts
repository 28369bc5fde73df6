/**
 * Redirect URIs (MCP authorization → Communication Security; RFC 8252 §7.3, §8.3): https, or http
 * on a loopback address for apps on the user's machine; compared exactly, except that a loopback
 * redirect may name any port, because native apps get one from the OS when they start listening.
 */
const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', '[::1]', 'localhost']);

const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname);

/** Why a URI cannot be registered as a redirect URI, or null when it can. */
export function redirectUriProblem(uri: string): string | null {
  if (!URL.canParse(uri)) return `${uri} is not an absolute URI`;
  const url = new URL(uri);
  if (url.hash || uri.includes('#')) return `${uri} must not contain a fragment`;
  if (url.username || url.password) return `${uri} must not contain credentials`;
  if (url.protocol === 'https:' || isLoopbackHttp(url)) return null;
  return `${uri} must use https, or http on a loopback address (127.0.0.1, [::1] or localhost)`;
}

/** Whether a requested redirect URI is the registered one (any port for a loopback registration). */
export function redirectUriMatches(requested: string, registered: string): boolean {
  if (requested === registered) return true;
  if (!URL.canParse(requested) || !URL.canParse(registered)) return false;
  const want = new URL(registered);
  const got = new URL(requested);
  return (
    isLoopbackHttp(want) &&
    isLoopbackHttp(got) &&
    got.hostname === want.hostname &&
    got.pathname === want.pathname &&
    got.search === want.search &&
    !got.username &&
    !got.password &&
    !requested.includes('#')
  );
}

export function isLoopbackRedirectUri(uri: string): boolean {
  return URL.canParse(uri) && isLoopbackHttp(new URL(uri));
}

/** `host:port` as the consent page shows it (the port also when it is the scheme's default). */
export function redirectHostAndPort(uri: string): string {
  const url = new URL(uri);
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}
