import { z } from 'zod';
import type { Clock } from '@shokuji/clock';
import { newId } from '@shokuji/storage';
import { DomainError, textField } from '@shokuji/contracts';
import type { ClientPurgeCutOffs, OAuthClientRecord, OAuthStore, RegisteredClientMetadata } from '../../store/oauth-store';
import type { CounterStore } from '../../store/platform-store';
import { retryAfterSecUntil } from '../../quota/retry-after';
import { isClientMetadataDocumentUrl, type ClientMetadataDocuments } from './client-metadata-document';
import { OAuthError } from './oauth-error';
import { redirectUriProblem } from './redirect-uris';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A registration unused for 90 days is gone (docs/mcp.md → Decisions: Registration expiry). */
export const CLIENT_UNUSED_EXPIRY_MS = 90 * DAY_MS;
/**
 * A registration no user has approved within a day is gone (docs/security.md → What is protected, the Disk and memory row):
 * registering costs nothing, so unused ones must not pile up for 90 days.
 */
export const CLIENT_NEVER_AUTHORIZED_EXPIRY_MS = DAY_MS;
/** The stored metadata of one registration, serialized, at most (each field has its own cap as well). */
export const CLIENT_METADATA_MAX_BYTES = 8 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/** What the OAuth housekeeping drops of clients at `now`. */
export const clientPurgeCutOffs = (now: Date): ClientPurgeCutOffs => ({
  unusedSince: new Date(now.getTime() - CLIENT_UNUSED_EXPIRY_MS).toISOString(),
  neverAuthorizedCreatedBy: new Date(now.getTime() - CLIENT_NEVER_AUTHORIZED_EXPIRY_MS).toISOString(),
});

/** Last use is written at most daily: a refresh every 15 minutes need not write the client each time. */
const TOUCH_EVERY_MS = DAY_MS;

export const SUPPORTED_GRANT_TYPES = ['authorization_code', 'refresh_token'] as const;

/** A client as the authorization flow sees it, whichever way it was identified. */
export interface OAuthClient {
  clientId: string;
  clientName: string | null;
  redirectUris: string[];
  /** For registered clients: when it was last used (the 90-day expiry counts from there). */
  lastUsedAt: string | null;
}

/**
 * A page about the client (RFC 7591 §2: a URL): http or https only, since a registration is read back
 * by whoever lists clients, and a `javascript:` or `data:` link there would run in that reader's page.
 */
const webPage = (max: number) =>
  textField(max).refine((value) => URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol), {
    message: 'must be an http or https URL',
  });

/**
 * RFC 7591 §2 client metadata; unknown members are ignored (§3.1), known ones are checked. It is text
 * a stranger stores and the sign-in pages show to users, so the one rule for user-supplied text
 * applies (docs/security.md → Text input): no NUL, terminal escape or lone surrogate gets stored.
 */
export const ClientRegistrationBodySchema = z.looseObject({
  redirect_uris: z.array(z.string().max(2000)).min(1).max(20),
  client_name: textField(200).optional(),
  client_uri: webPage(2000).optional(),
  logo_uri: webPage(2000).optional(),
  tos_uri: webPage(2000).optional(),
  policy_uri: webPage(2000).optional(),
  scope: textField(1000).optional(),
  contacts: z.array(textField(320)).max(10).optional(),
  software_id: textField(200).optional(),
  software_version: textField(200).optional(),
  grant_types: z.array(z.string()).min(1).optional(),
  response_types: z.array(z.string()).min(1).optional(),
  token_endpoint_auth_method: z.string().optional(),
});

export type ClientRegistrationResponse = RegisteredClientMetadata & { client_id: string; client_id_issued_at: number };

export interface OAuthClientsDeps {
  store: OAuthStore;
  /** Where registrations per address are counted. */
  counters: CounterStore;
  registrationsPerIpPerHour: number;
  clock: Clock;
  documents: ClientMetadataDocuments;
}

const presentRegistration = (record: OAuthClientRecord): ClientRegistrationResponse => ({
  client_id: record.clientId,
  client_id_issued_at: Math.floor(Date.parse(record.createdAt) / 1000),
  ...record.metadata,
});

/** Clients of the authorization server: RFC 7591 registrations and client ID metadata documents. */
export function createOAuthClientsService(deps: OAuthClientsDeps) {
  const { store, clock, documents, counters, registrationsPerIpPerHour } = deps;

  /** One registration from `address` this service-clock hour, or 429 rate_limited until the hour ends. */
  const countRegistration = async (address: string, now: Date) => {
    const hourStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const { allowed } = await counters.consume({
      key: `oauth-register:${address}:${hourStart}`,
      limit: registrationsPerIpPerHour,
      cost: 1,
      expiresAt: new Date(hourStart + HOUR_MS).toISOString(),
    });
    if (!allowed) {
      const retryAfterSec = retryAfterSecUntil(new Date(hourStart + HOUR_MS), now);
      throw new DomainError('rate_limited', `at most ${registrationsPerIpPerHour} client registrations per hour from one address`, {
        retryAfterSec,
      });
    }
  };

  return {
    /**
     * RFC 7591 §3: public clients only, so the registered auth method is always `none` and no
     * secret is issued, whatever method was asked for (§3.2.1 lets the server replace values).
     */
    async register(body: unknown, address: string): Promise<ClientRegistrationResponse> {
      const parsed = ClientRegistrationBodySchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new OAuthError('invalid_client_metadata', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
      }
      const { redirect_uris, grant_types, response_types, token_endpoint_auth_method: _asked, ...rest } = parsed.data;
      for (const uri of redirect_uris) {
        const problem = redirectUriProblem(uri);
        if (problem) throw new OAuthError('invalid_redirect_uri', problem);
      }
      const grantTypes = grant_types ?? [...SUPPORTED_GRANT_TYPES];
      const unsupported = grantTypes.filter((grant) => !(SUPPORTED_GRANT_TYPES as readonly string[]).includes(grant));
      if (unsupported.length || !grantTypes.includes('authorization_code')) {
        throw new OAuthError('invalid_client_metadata', 'grant_types must be authorization_code, optionally with refresh_token');
      }
      if (response_types && response_types.some((type) => type !== 'code')) {
        throw new OAuthError('invalid_client_metadata', 'response_types must be ["code"]');
      }
      const known = ClientRegistrationBodySchema.keyof().options as string[];
      const metadata: RegisteredClientMetadata = {
        ...(Object.fromEntries(Object.entries(rest).filter(([key]) => known.includes(key))) as Partial<RegisteredClientMetadata>),
        redirect_uris,
        grant_types: grantTypes,
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      };
      if (Buffer.byteLength(JSON.stringify(metadata)) > CLIENT_METADATA_MAX_BYTES) {
        throw new OAuthError('invalid_client_metadata', `the client metadata may hold at most ${CLIENT_METADATA_MAX_BYTES} bytes`);
      }
      // Counted only once the metadata is valid: a client's mistakes do not use up its address's quota.
      await countRegistration(address, clock.now());
      const now = clock.now().toISOString();
      const record: OAuthClientRecord = { clientId: newId('mcpc', 16), metadata, createdAt: now, lastUsedAt: now, authorizedAt: null };
      await store.clients.insert(record);
      return presentRegistration(record);
    },

    /** The client behind a client_id, or invalid_client (unknown, expired, or a bad metadata document). */
    async resolve(clientId: string): Promise<OAuthClient> {
      if (isClientMetadataDocumentUrl(clientId)) {
        const document = await documents.resolve(clientId);
        return { clientId, clientName: document.clientName, redirectUris: document.redirectUris, lastUsedAt: null };
      }
      const record = clientId ? await store.clients.get(clientId) : null;
      const nowMs = clock.now().getTime();
      if (
        !record ||
        Date.parse(record.lastUsedAt) + CLIENT_UNUSED_EXPIRY_MS <= nowMs ||
        // Strictly null: a record written before approvals were recorded counts as approved.
        (record.authorizedAt === null && Date.parse(record.createdAt) + CLIENT_NEVER_AUTHORIZED_EXPIRY_MS <= nowMs)
      ) {
        throw new OAuthError(
          'invalid_client',
          'unknown client_id (registrations expire after 90 days unused, or a day after registration if no user approved them)',
          401,
        );
      }
      return {
        clientId,
        clientName: record.metadata.client_name ?? null,
        redirectUris: record.metadata.redirect_uris,
        lastUsedAt: record.lastUsedAt,
      };
    },

    /**
     * At the token endpoint a client only proves it is the one the code or grant was issued to; a
     * registration must still be alive, and a metadata document is not fetched again.
     */
    async confirmAtTokenEndpoint(clientId: string | undefined, now: Date): Promise<string> {
      if (!clientId) throw new OAuthError('invalid_client', 'client_id is required (public clients send it in the body)', 401);
      if (isClientMetadataDocumentUrl(clientId)) return clientId;
      await this.touch(await this.resolve(clientId), now);
      return clientId;
    },

    /** A user approved the client: its registration now lives by the 90-day rule. */
    async markAuthorized(clientId: string, now: Date): Promise<void> {
      if (!isClientMetadataDocumentUrl(clientId)) await store.clients.markAuthorized(clientId, now.toISOString());
    },

    /** Records a use of a registered client, which keeps its registration alive. */
    async touch(client: OAuthClient, now: Date): Promise<void> {
      if (client.lastUsedAt && Date.parse(client.lastUsedAt) + TOUCH_EVERY_MS <= now.getTime()) {
        await store.clients.touch(client.clientId, now.toISOString());
      }
    },
  };
}

export type OAuthClientsService = ReturnType<typeof createOAuthClientsService>;
