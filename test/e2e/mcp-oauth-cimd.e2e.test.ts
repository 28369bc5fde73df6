import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { useGateway } from '../support/api-fixtures';
import {
  CookieJar,
  LOOPBACK_REDIRECT,
  authorizeUrl,
  browse,
  callMcp,
  decide,
  issueSignInCode,
  pkcePair,
  exchangeCode,
  refreshRequest,
  signInThroughPages,
} from '../support/mcp-oauth';
import { selfSignedCertificate } from '../support/tls';

/**
 * Client ID metadata documents (draft-ietf-oauth-client-id-metadata-document; MCP authorization →
 * Client ID Metadata Documents) served by a real https server on this machine. The gateway may
 * fetch from loopback only because this test allows it (MCP_CLIENT_METADATA_ALLOW_LOOPBACK, refused
 * in production); mcp-oauth.e2e.test.ts shows the default refusing the same address.
 */
const certificate = selfSignedCertificate();
const { gateway, admin } = useGateway({
  OAUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
  MCP_CLIENT_METADATA_ALLOW_LOOPBACK: '1',
  NODE_EXTRA_CA_CERTS: certificate.certPath,
});
const base = () => gateway().url;

interface Served {
  status?: number;
  headers?: Record<string, string>;
  body?: (clientId: string) => unknown;
  /** Never answers (the gateway's time limit). */
  hang?: boolean;
}

let server: Server;
let origin = '';
const routes = new Map<string, Served>();
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer({ key: certificate.key, cert: certificate.cert }, (req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (!route) return res.writeHead(404).end();
    if (route.hang) return;
    const body = route.body ? JSON.stringify(route.body(`${origin}${path}`)) : '';
    res.writeHead(route.status ?? 200, { 'content-type': 'application/json', ...route.headers }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const documentOf = (clientId: string, overrides: Record<string, unknown> = {}) => ({
  client_id: clientId,
  client_name: 'CIMD クライアント',
  redirect_uris: [LOOPBACK_REDIRECT],
  token_endpoint_auth_method: 'none',
  ...overrides,
});

/** A document at a fresh path; returns its URL, the client_id. */
function serve(route: Served, name = 'client'): string {
  const path = `/${name}-${routes.size}.json`;
  routes.set(path, { body: (clientId) => documentOf(clientId), ...route });
  return `${origin}${path}`;
}

const open = (clientId: string, redirectUri = LOOPBACK_REDIRECT) =>
  browse(new CookieJar(), authorizeUrl(base(), { clientId, redirectUri, challenge: pkcePair().challenge }));
const hitsOf = (clientId: string) => hits.get(new URL(clientId).pathname) ?? 0;

describe('client ID metadata documents', () => {
  it('signs a client in by its document URL, shows its name, and issues tokens to that client_id', async () => {
    const clientId = serve({ headers: { 'cache-control': 'max-age=600' } });
    const userId = await admin.createUser();
    const { verifier, challenge } = pkcePair();
    const flow = await signInThroughPages(
      authorizeUrl(base(), { clientId, redirectUri: LOOPBACK_REDIRECT, challenge }),
      await issueSignInCode(admin, userId),
    );
    expect(flow.consent.html).toContain('CIMD クライアント');
    const { redirect } = await decide(flow, 'approve');
    const tokens = await exchangeCode(base(), { clientId, code: redirect.searchParams.get('code')!, verifier });
    expect(tokens.status).toBe(200);
    expect((await callMcp(base(), tokens.body.access_token)).status).not.toBe(401);
    expect((await refreshRequest(base(), { clientId }, tokens.body.refresh_token)).status).toBe(200);
    // One fetch for the sign-in page, the consent page and the token requests: the document is cached.
    expect(hitsOf(clientId)).toBe(1);
  });

  it('keeps a document as long as its max-age on the service clock, and refetches after', async () => {
    const clientId = serve({ headers: { 'cache-control': 'max-age=60' } });
    expect((await open(clientId)).status).toBe(200);
    expect((await open(clientId)).status).toBe(200);
    expect(hitsOf(clientId)).toBe(1);
    await admin.setClock(new Date(Date.now() + 2 * 60 * 1000).toISOString());
    expect((await open(clientId)).status).toBe(200);
    expect(hitsOf(clientId)).toBe(2);
    // A clock set back before that fetch does not make the kept copy fresh for longer.
    await admin.setClock(new Date(Date.now() - 60 * 60 * 1000).toISOString());
    expect((await open(clientId)).status).toBe(200);
    expect(hitsOf(clientId)).toBe(3);
  });

  it('does not keep a no-store document', async () => {
    const clientId = serve({ headers: { 'cache-control': 'no-store' } });
    await open(clientId);
    await open(clientId);
    expect(hitsOf(clientId)).toBe(2);
  });

  it('checks redirect URIs against the document', async () => {
    const clientId = serve({});
    const page = await open(clientId, 'http://127.0.0.1:43110/elsewhere');
    expect(page.status).toBe(400);
    expect(page.location).toBeNull();
  });

  it.each([
    ['a document naming another client_id', { body: (id: string) => documentOf(`${id}x`) }, 'names another client_id'],
    ['a document with a client secret', { body: (id: string) => documentOf(id, { client_secret: 's' }) }, 'client secret'],
    [
      'a confidential client',
      { body: (id: string) => documentOf(id, { token_endpoint_auth_method: 'private_key_jwt' }) },
      'public clients',
    ],
    ['a document without client_name', { body: (id: string) => documentOf(id, { client_name: undefined }) }, 'invalid'],
    ['a document over 5 KB', { body: (id: string) => documentOf(id, { padding: 'x'.repeat(6000) }) }, 'larger than 5120 bytes'],
    ['a redirect', { status: 302, headers: { location: 'https://127.0.0.1:1/other.json' } }, 'HTTP 302'],
    ['a missing document', { status: 404 }, 'HTTP 404'],
    ['a document that is not JSON', { headers: { 'content-type': 'text/html' } }, 'application/json'],
  ])('refuses %s with an error page, never a redirect', async (_label, route, message) => {
    const page = await open(serve(route as Served));
    expect(page.status).toBe(400);
    expect(page.location).toBeNull();
    expect(page.html).toContain(message);
  });

  it('gives up on a server that does not answer within 5 seconds', async () => {
    const page = await open(serve({ hang: true }));
    expect(page.status).toBe(400);
    expect(page.html).toContain('no answer within 5000 ms');
  });

  it('refuses client_id URLs without a path or with dot segments', async () => {
    expect((await open(`${origin}`)).status).toBe(400);
    expect((await open(`${origin}/a/../client.json`)).html).toContain('dot segments');
  });
});
