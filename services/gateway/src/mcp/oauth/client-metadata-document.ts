import { lookup } from 'node:dns/promises';
import { request, type RequestOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Clock } from '@shokuji/clock';
import { textField } from '@shokuji/contracts';
import { TIMED_OUT, withTimeout } from '@shokuji/runtime';
import { OAuthError } from './oauth-error';
import { redirectUriProblem } from './redirect-uris';

/** A client identified by the https URL of its metadata document (draft-ietf-oauth-client-id-metadata-document). */
export interface ClientMetadataDocument {
  clientId: string;
  clientName: string;
  redirectUris: string[];
}

export interface ClientMetadataFetchLimits {
  /** The draft's suggested bound (§6.6 in -00): documents are a few hundred bytes. */
  maxBytes: number;
  timeoutMs: number;
  /** Tests only (MCP_CLIENT_METADATA_ALLOW_LOOPBACK): a document server on this machine. */
  allowLoopback: boolean;
}

export const DEFAULT_CLIENT_METADATA_LIMITS: ClientMetadataFetchLimits = { maxBytes: 5 * 1024, timeoutMs: 5000, allowLoopback: false };

/** Cache lifetime: the document's Cache-Control max-age within these bounds; an hour without one. */
const CACHE_DEFAULT_MS = 60 * 60 * 1000;
const CACHE_MAX_MS = 24 * 60 * 60 * 1000;
/** Documents kept at most; past it the least recently used is dropped. */
const CACHE_MAX_ENTRIES = 500;

/** Any https client_id is a metadata document URL; registered clients get opaque ids (mcpc_…). */
export function isClientMetadataDocumentUrl(clientId: string): boolean {
  return clientId.startsWith('https://');
}

/** Why a client_id cannot be a metadata document URL (draft §3: https, a path, no fragment, credentials or dot segments). */
export function clientIdUrlProblem(clientId: string): string | null {
  if (!URL.canParse(clientId)) return 'client_id is not a URL';
  const url = new URL(clientId);
  if (url.protocol !== 'https:') return 'a client_id URL must use https';
  if (clientId.includes('#')) return 'a client_id URL must not contain a fragment';
  if (url.username || url.password) return 'a client_id URL must not contain credentials';
  if (url.pathname === '/' || url.pathname === '') return 'a client_id URL must have a path';
  const rawPath = clientId.slice(clientId.indexOf('/', 'https://'.length)).split(/[?#]/)[0]!;
  if (rawPath.split('/').some((segment) => segment === '.' || segment === '..')) return 'a client_id URL must not contain dot segments';
  return null;
}

/**
 * Only public unicast addresses may be fetched (draft §6.5, SSRF): no private, loopback,
 * link-local, unique-local, CGNAT, multicast, reserved or translation ranges. An IPv4-mapped
 * IPv6 address is judged as the IPv4 address it carries.
 */
export function isFetchableAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

const DocumentSchema = z.looseObject({
  client_id: z.string(),
  // Shown on the consent page like a registered client's name: the same text rule (docs/security.md → Text input).
  client_name: textField(200),
  redirect_uris: z.array(z.string()).min(1).max(20),
  token_endpoint_auth_method: z.string().optional(),
  grant_types: z.array(z.string()).optional(),
  response_types: z.array(z.string()).optional(),
});

/** The draft's rules for the document itself (§4.1, §6.1): it names itself, is public, and its redirect URIs are acceptable. */
export function validateDocument(clientId: string, json: unknown): ClientMetadataDocument {
  const parsed = DocumentSchema.safeParse(json);
  if (!parsed.success) {
    throw new OAuthError('invalid_client', `the client metadata document is invalid: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
  }
  const doc = parsed.data;
  if (doc.client_id !== clientId) throw new OAuthError('invalid_client', 'the client metadata document names another client_id');
  if ('client_secret' in doc || 'client_secret_expires_at' in doc) {
    throw new OAuthError('invalid_client', 'a client metadata document must not contain a client secret');
  }
  if (doc.token_endpoint_auth_method !== undefined && doc.token_endpoint_auth_method !== 'none') {
    throw new OAuthError('invalid_client', 'only public clients (token_endpoint_auth_method "none") are supported');
  }
  if (doc.grant_types && !doc.grant_types.includes('authorization_code')) {
    throw new OAuthError('invalid_client', 'the client does not use the authorization_code grant');
  }
  if (doc.response_types && !doc.response_types.includes('code')) {
    throw new OAuthError('invalid_client', 'the client does not use the code response type');
  }
  for (const uri of doc.redirect_uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new OAuthError('invalid_client', `the client metadata document lists a bad redirect URI: ${problem}`);
  }
  return { clientId, clientName: doc.client_name, redirectUris: doc.redirect_uris };
}

/** max-age of a Cache-Control header in ms; 0 for no-store / no-cache; null when it says nothing. */
function cacheLifetimeMs(cacheControl: string | undefined): number | null {
  if (!cacheControl) return null;
  if (/(?:^|,)\s*(?:no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const maxAge = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl);
  return maxAge ? Number(maxAge[1]) * 1000 : null;
}

interface FetchedDocument {
  json: unknown;
  cacheMs: number;
}

/**
 * One GET to an address checked beforehand and pinned for the connection, so DNS cannot swap it
 * (rebinding). `limits.timeoutMs` bounds the whole of it, the name's lookup included.
 */
async function fetchPinned(url: URL, limits: ClientMetadataFetchLimits): Promise<FetchedDocument> {
  const refuse = (why: string) => new OAuthError('invalid_client', `the client metadata document could not be fetched: ${why}`);
  const startedAt = performance.now();
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // A failed lookup is no addresses (the name is refused either way); a slow name server must not hold a sign-in.
  const addresses = isIP(hostname)
    ? [{ address: hostname, family: isIP(hostname) }]
    : await withTimeout(
        lookup(hostname, { all: true, verbatim: true }).catch(() => []),
        limits.timeoutMs,
      );
  if (addresses === TIMED_OUT) throw refuse(`${hostname} did not resolve within ${limits.timeoutMs} ms`);
  if (addresses.length === 0) throw refuse(`${hostname} does not resolve`);
  if (!addresses.every(({ address }) => isFetchableAddress(address, limits.allowLoopback))) {
    throw refuse(`${hostname} resolves to a private, loopback or reserved address`);
  }
  const pinned = addresses[0]!;
  const pinnedLookup = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;

  const options: RequestOptions = {
    method: 'GET',
    headers: { accept: 'application/json' },
    lookup: pinnedLookup,
    agent: false,
    ...(isIP(hostname) ? {} : { servername: hostname }),
  };
  return new Promise<FetchedDocument>((resolve, reject) => {
    const req = request(url, options, (res) => {
      // No redirects (draft §4): the document lives at its own URL.
      if (res.statusCode !== 200) {
        res.resume();
        reject(refuse(`HTTP ${res.statusCode}`));
        return;
      }
      if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(res.headers['content-type'] ?? '')) {
        res.resume();
        reject(refuse('it is not served as application/json'));
        return;
      }
      if (Number(res.headers['content-length'] ?? 0) > limits.maxBytes) {
        res.destroy();
        reject(refuse(`it is larger than ${limits.maxBytes} bytes`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          res.destroy();
          reject(refuse(`it is larger than ${limits.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => {
        try {
          resolve({
            json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            cacheMs: cacheLifetimeMs(res.headers['cache-control']) ?? CACHE_DEFAULT_MS,
          });
        } catch {
          reject(refuse('it is not valid JSON'));
        }
      });
      res.on('error', (error) => reject(refuse(error.message)));
    });
    const remainingMs = Math.max(0, limits.timeoutMs - (performance.now() - startedAt));
    const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${limits.timeoutMs} ms`)), remainingMs);
    req.on('close', () => clearTimeout(deadline));
    req.on('error', (error) => reject(refuse(error.message)));
    req.end();
  });
}

/**
 * Fetches, validates and caches client metadata documents. The cache runs on the service clock;
 * failures are never cached, and concurrent requests for one URL share one fetch.
 */
export function createClientMetadataDocuments(clock: Clock, limits: ClientMetadataFetchLimits = DEFAULT_CLIENT_METADATA_LIMITS) {
  const cache = new LRUCache<string, { document: ClientMetadataDocument; fetchedAtMs: number; expiresAtMs: number }>({
    max: CACHE_MAX_ENTRIES,
  });
  const inFlight = new Map<string, Promise<ClientMetadataDocument>>();

  const fetchAndCache = async (clientId: string): Promise<ClientMetadataDocument> => {
    const fetched = await fetchPinned(new URL(clientId), limits);
    const document = validateDocument(clientId, fetched.json);
    const ttlMs = Math.min(fetched.cacheMs, CACHE_MAX_MS);
    const fetchedAtMs = clock.now().getTime();
    if (ttlMs > 0) cache.set(clientId, { document, fetchedAtMs, expiresAtMs: fetchedAtMs + ttlMs });
    return document;
  };

  return {
    async resolve(clientId: string): Promise<ClientMetadataDocument> {
      const problem = clientIdUrlProblem(clientId);
      if (problem) throw new OAuthError('invalid_client', problem);
      const cached = cache.get(clientId);
      // Fresh between its fetch and its expiry: a test clock set back before the fetch does not stretch its life.
      const nowMs = clock.now().getTime();
      if (cached && cached.fetchedAtMs <= nowMs && nowMs < cached.expiresAtMs) return cached.document;
      cache.delete(clientId);
      let pending = inFlight.get(clientId);
      if (!pending) {
        pending = fetchAndCache(clientId).finally(() => inFlight.delete(clientId));
        inFlight.set(clientId, pending);
      }
      return pending;
    },
  };
}

export type ClientMetadataDocuments = ReturnType<typeof createClientMetadataDocuments>;
