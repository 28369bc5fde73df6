import { isLoopbackRedirectUri, redirectHostAndPort, redirectUriMatches, redirectUriProblem } from './redirect-uris';

describe('redirect URIs', () => {
  it.each([
    'https://claude.ai/api/mcp/auth_callback',
    'http://127.0.0.1/cb',
    'http://[::1]:33418/cb',
    'http://localhost:6274/oauth/callback',
  ])('registers %s', (uri) => expect(redirectUriProblem(uri)).toBeNull());

  it.each(['http://client.example/cb', 'https://client.example/cb#frag', 'myapp://cb', 'https://user:pw@client.example/cb', 'not a uri'])(
    'refuses %s',
    (uri) => expect(redirectUriProblem(uri)).not.toBeNull(),
  );

  it('compares https exactly and lets a loopback redirect name any port (RFC 8252 §7.3)', () => {
    expect(redirectUriMatches('https://client.example/cb', 'https://client.example/cb')).toBe(true);
    expect(redirectUriMatches('https://client.example/cb/', 'https://client.example/cb')).toBe(false);
    expect(redirectUriMatches('https://client.example:8443/cb', 'https://client.example/cb')).toBe(false);
    expect(redirectUriMatches('http://127.0.0.1:50000/cb', 'http://127.0.0.1/cb')).toBe(true);
    expect(redirectUriMatches('http://127.0.0.1:50000/cb', 'http://127.0.0.1:43110/cb')).toBe(true);
    expect(redirectUriMatches('http://127.0.0.1:50000/other', 'http://127.0.0.1:43110/cb')).toBe(false);
    expect(redirectUriMatches('http://localhost:50000/cb', 'http://127.0.0.1:43110/cb')).toBe(false);
    expect(redirectUriMatches('http://127.0.0.1:50000/cb?x=1', 'http://127.0.0.1:43110/cb')).toBe(false);
    expect(redirectUriMatches('http://127.0.0.1:50000/cb#x', 'http://127.0.0.1:43110/cb')).toBe(false);
    // What docs/security.md says: https is an exact string (host case too); a loopback URI is compared
    // after URL parsing, so the host's case and dot-segments of the path do not matter there.
    expect(redirectUriMatches('https://Client.example/cb', 'https://client.example/cb')).toBe(false);
    expect(redirectUriMatches('http://LOCALHOST:50000/cb', 'http://localhost/cb')).toBe(true);
    expect(redirectUriMatches('http://127.0.0.1:50000/x/../cb', 'http://127.0.0.1/cb')).toBe(true);
    expect(redirectUriMatches('http://[::1]:50000/cb', 'http://127.0.0.1/cb')).toBe(false);
  });

  it('shows host and port, the default port included', () => {
    expect(redirectHostAndPort('https://claude.ai/api/mcp/auth_callback')).toBe('claude.ai:443');
    expect(redirectHostAndPort('http://127.0.0.1:33418/cb')).toBe('127.0.0.1:33418');
    expect(isLoopbackRedirectUri('http://[::1]:1/cb')).toBe(true);
    expect(isLoopbackRedirectUri('https://localhost/cb')).toBe(false);
  });
});
