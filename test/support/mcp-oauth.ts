import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { EndpointReply, ErrorBody, issueSignInCodeEndpoint } from '@shokuji/contracts';
import type { Admin } from './api-fixtures';
import { request, type HttpReply } from './http-client';

/**
 * OAuth wire bodies as a test reads them. These endpoints speak the OAuth RFCs rather than the API's
 * contracts. A token or registration reply carries either the success fields or `error`
 * (RFC 6749 §5.2): a test checks the status before it reads one or the other.
 */
export interface OAuthErrorFields {
  error?: string;
  error_description?: string;
}

/** RFC 6749 §5.1 (and §5.2 on a refusal). */
export interface TokenEndpointBody extends OAuthErrorFields {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
  scope: string;
}

/** RFC 7591 §3.2.1 (and §3.2.2 on a refusal). */
export interface ClientRegistrationBody extends OAuthErrorFields {
  client_id: string;
  client_id_issued_at: number;
  client_secret?: string;
  client_name?: string;
  redirect_uris?: string[];
  token_endpoint_auth_method?: string;
  grant_types?: string[];
  response_types?: string[];
}

/** A PKCE pair (RFC 7636, S256). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The cookies one browser holds, per origin (the sign-in pages bind to them; an upstream provider
 * has its own), and the extra certificate it trusts (the tests' self-signed one).
 */
export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  constructor(readonly trustedCertificate?: string) {}

  header(url: string): Record<string, string> {
    const cookies = this.byOrigin.get(new URL(url).origin);
    return cookies?.size ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {};
  }

  keep(url: string, headers: Headers): void {
    const origin = new URL(url).origin;
    const cookies = this.byOrigin.get(origin) ?? new Map<string, string>();
    this.byOrigin.set(origin, cookies);
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }
}

export interface PageReply {
  status: number;
  html: string;
  location: string | null;
  headers: Headers;
}

const headersOf = (message: IncomingMessage): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) for (const one of [value ?? []].flat()) headers.append(name, one);
  return headers;
};

/**
 * A browser-like request: no redirects followed, cookies kept, forms posted urlencoded. Plain
 * node:http(s), so an https server with the tests' own certificate can be trusted per jar.
 */
export async function browse(jar: CookieJar, url: string, form?: Record<string, string>): Promise<PageReply> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const reply = await new Promise<{ message: IncomingMessage; text: string }>((resolve, reject) => {
    const req = send(
      target,
      {
        method: form ? 'POST' : 'GET',
        headers: { ...jar.header(url), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(jar.trustedCertificate ? { ca: [...rootCertificates, jar.trustedCertificate] } : {}),
      },
      (message) => {
        const chunks: Buffer[] = [];
        message.on('data', (chunk: Buffer) => chunks.push(chunk));
        message.on('end', () => resolve({ message, text: Buffer.concat(chunks).toString('utf8') }));
        message.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  const headers = headersOf(reply.message);
  jar.keep(url, headers);
  return { status: reply.message.statusCode ?? 0, html: reply.text, location: headers.get('location'), headers };
}

/** Follows redirects (GET) until a page answers, or the next URL starts with `stopAt`; returns that reply and URL. */
export async function follow(jar: CookieJar, url: string, stopAt: string): Promise<{ url: string; reply: PageReply }> {
  let current = url;
  for (let hops = 0; hops < 10; hops++) {
    const reply = await browse(jar, current);
    if (!reply.location) return { url: current, reply };
    current = new URL(reply.location, current).toString();
    if (current.startsWith(stopAt)) return { url: current, reply };
  }
  throw new Error(`too many redirects from ${url}`);
}

/** The value of a hidden input of a page's form. */
export function hiddenField(html: string, name: string): string {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no hidden ${name} in:\n${html}`);
  return match[1]!.replace(/&amp;/g, '&');
}

/** The action URL of the page's form that holds `marker`. */
export function formAction(html: string, marker: string): string {
  const form = html.split('<form').find((part) => part.includes(marker));
  const action = form && /action="([^"]+)"/.exec(form)?.[1];
  if (!action) throw new Error(`no form with ${marker} in:\n${html}`);
  return action;
}

export const LOOPBACK_REDIRECT = 'http://127.0.0.1:43110/callback';

export async function registerClient(baseUrl: string, metadata: Record<string, unknown> = {}): Promise<HttpReply<ClientRegistrationBody>> {
  return request<ClientRegistrationBody>(`${baseUrl}/oauth/register`, {
    method: 'POST',
    body: { client_name: 'テストクライアント', redirect_uris: [LOOPBACK_REDIRECT], ...metadata },
  });
}

/** A registered public client with a loopback redirect; throws unless registration succeeded. */
export async function registeredClientId(baseUrl: string, metadata: Record<string, unknown> = {}): Promise<string> {
  const reply = await registerClient(baseUrl, metadata);
  if (reply.status !== 201) throw new Error(`registration failed: ${reply.status} ${reply.text}`);
  return reply.body.client_id;
}

export interface AuthorizeParams {
  clientId: string;
  redirectUri?: string | undefined;
  challenge: string;
  state?: string;
  scope?: string;
  resource?: string | string[] | null;
  extra?: Record<string, string>;
}

export function authorizeUrl(baseUrl: string, params: AuthorizeParams): string {
  const url = new URL(`${baseUrl}/oauth/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', params.clientId);
  if (params.redirectUri !== undefined) url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('code_challenge', params.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', params.state ?? 'state-1');
  if (params.scope) url.searchParams.set('scope', params.scope);
  const resources = params.resource === undefined ? [`${baseUrl}/mcp`] : params.resource === null ? [] : [params.resource].flat();
  for (const value of resources) url.searchParams.append('resource', value);
  for (const [name, value] of Object.entries(params.extra ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

export interface SignedInFlow {
  jar: CookieJar;
  /** The consent page (after a valid code). */
  consent: PageReply;
}

/** Opens the authorization URL, signs in with a code through the pages, and lands on the consent page. */
export async function signInThroughPages(authorizationUrl: string, signInCode: string): Promise<SignedInFlow> {
  const jar = new CookieJar();
  const page = await browse(jar, authorizationUrl);
  if (page.status !== 200) throw new Error(`authorize answered ${page.status} ${page.location ?? page.html}`);
  const signedIn = await browse(jar, formAction(page.html, 'name="code"'), {
    csrf_token: hiddenField(page.html, 'csrf_token'),
    request: hiddenField(page.html, 'request'),
    code: signInCode,
  });
  if (signedIn.status !== 303 || !signedIn.location) throw new Error(`sign-in answered ${signedIn.status}: ${signedIn.html}`);
  return { jar, consent: await browse(jar, signedIn.location) };
}

/** Posts the consent decision; returns the redirect to the client, parsed. */
export async function decide(flow: SignedInFlow, decision: 'approve' | 'deny'): Promise<{ status: number; redirect: URL }> {
  const reply = await browse(flow.jar, formAction(flow.consent.html, 'name="decision"'), {
    csrf_token: hiddenField(flow.consent.html, 'csrf_token'),
    request: hiddenField(flow.consent.html, 'request'),
    decision,
  });
  if (!reply.location) throw new Error(`consent answered ${reply.status} without a redirect: ${reply.html}`);
  return { status: reply.status, redirect: new URL(reply.location) };
}

export async function issueSignInCode(admin: Admin, userId: string): Promise<string> {
  const reply = await admin.call<EndpointReply<typeof issueSignInCodeEndpoint>>('POST', `/users/${userId}/sign-in-codes`);
  if (reply.status !== 201) throw new Error(`sign-in code failed: ${reply.status} ${reply.text}`);
  return reply.body.data.code;
}

/** A form post to the token endpoint. */
export async function tokenRequest(baseUrl: string, fields: Record<string, string | string[]>): Promise<HttpReply<TokenEndpointBody>> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  return request<TokenEndpointBody>(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: form.toString(),
  });
}

export interface CodeExchange {
  clientId: string;
  code: string;
  verifier: string;
  /** Default: LOOPBACK_REDIRECT. */
  redirectUri?: string;
  /** More form fields (resource…), or overrides. */
  extra?: Record<string, string | string[]>;
}

/** grant_type=authorization_code at the token endpoint. */
export function exchangeCode(baseUrl: string, exchange: CodeExchange): Promise<HttpReply<TokenEndpointBody>> {
  return tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    client_id: exchange.clientId,
    code: exchange.code,
    code_verifier: exchange.verifier,
    redirect_uri: exchange.redirectUri ?? LOOPBACK_REDIRECT,
    ...exchange.extra,
  });
}

export interface Connection {
  clientId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  scope: string;
}

/** The whole happy path for an account: register, sign in, approve, exchange. */
export async function connect(baseUrl: string, admin: Admin, userId: string, options: { scope?: string } = {}): Promise<Connection> {
  const clientId = await registeredClientId(baseUrl);
  const { verifier, challenge } = pkcePair();
  const flow = await signInThroughPages(
    authorizeUrl(baseUrl, { clientId, redirectUri: LOOPBACK_REDIRECT, challenge, ...(options.scope ? { scope: options.scope } : {}) }),
    await issueSignInCode(admin, userId),
  );
  const { redirect } = await decide(flow, 'approve');
  const reply = await exchangeCode(baseUrl, {
    clientId,
    code: redirect.searchParams.get('code')!,
    verifier,
    extra: { resource: `${baseUrl}/mcp` },
  });
  if (reply.status !== 200) throw new Error(`code exchange failed: ${reply.status} ${reply.text}`);
  return {
    clientId,
    accessToken: reply.body.access_token,
    refreshToken: reply.body.refresh_token,
    expiresIn: reply.body.expires_in,
    scope: reply.body.scope,
  };
}

export function refreshRequest(
  baseUrl: string,
  connection: Pick<Connection, 'clientId'>,
  refreshToken: string,
): Promise<HttpReply<TokenEndpointBody>> {
  return tokenRequest(baseUrl, { grant_type: 'refresh_token', client_id: connection.clientId, refresh_token: refreshToken });
}

/**
 * A request to /mcp with a bearer token (a JSON-RPC ping, as a client's first message would be).
 * Tests read the body of a refusal: the API's error body.
 */
export function callMcp(baseUrl: string, token: string | null, headers: Record<string, string> = {}): Promise<HttpReply<ErrorBody>> {
  return request<ErrorBody>(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: { accept: 'application/json, text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: { jsonrpc: '2.0', id: 1, method: 'ping' },
  });
}
