import type { Account } from './accounts.repository';

/**
 * The MCP connector's authorization server data (OPERATOR-API.md → MCP connector): clients, sign-in
 * codes, authorization requests and codes, grants, tokens and links to an upstream OpenID provider.
 * Secrets (codes, tokens) are stored only as SHA-256 hashes. Adapters are dumb (docs/CONTRIBUTING.md): every
 * rule, lifetime and comparison lives in services/gateway/src/mcp/oauth.
 *
 * Both backends stay safe with several gateway processes without transactions (FerretDB has none,
 * and its concurrent read-modify-write updates are not atomic): whatever may happen only once —
 * using a sign-in code, exchanging an authorization code, deciding a consent, retiring a refresh
 * token — is decided by a unique-key insert (`claims`).
 */

/** Client metadata as registered (RFC 7591 §2), echoed back by the registration endpoint. */
export interface RegisteredClientMetadata {
  redirect_uris: string[];
  client_name?: string;
  client_uri?: string;
  logo_uri?: string;
  scope?: string;
  contacts?: string[];
  tos_uri?: string;
  policy_uri?: string;
  software_id?: string;
  software_version?: string;
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: 'none';
}

/** A dynamically registered client (RFC 7591). Clients identified by a metadata document URL are not stored. */
export interface OAuthClientRecord {
  clientId: string;
  metadata: RegisteredClientMetadata;
  createdAt: string;
  /** Last authorization or token request; the record expires 90 days after it. */
  lastUsedAt: string;
  /** When a user first approved it; a registration never approved expires a day after createdAt. */
  authorizedAt: string | null;
}

/** A one-time sign-in code an operator issued for an account. */
export interface SignInCodeRecord {
  codeHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

/** What an upstream OpenID Connect round trip needs to come back (state, nonce, PKCE verifier). */
export interface UpstreamSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A validated authorization request waiting for sign-in and consent in one browser. */
export interface AuthorizationRequestRecord {
  requestId: string;
  clientId: string;
  redirectUri: string;
  /** Whether the client sent redirect_uri (then the token request must repeat it). */
  redirectUriGiven: boolean;
  state: string | null;
  codeChallenge: string;
  scopes: string[];
  resource: string;
  /** Hash of the browser's binding cookie: only that browser may sign in and decide. */
  browserHash: string;
  createdAt: string;
  expiresAt: string;
  /** Set once the browser signed in (sign-in code or upstream provider). */
  userId: string | null;
  upstream: UpstreamSignIn | null;
}

/** What a grant and each of its access tokens say: whose, for which client, what, for which resource, until when. */
interface IssuedAuthorization {
  userId: string;
  clientId: string;
  scopes: string[];
  /** The resource it was issued for: an access token's audience. */
  resource: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

/**
 * An approved sign-in: every token descends from one grant, and revoking it ends them all. Its
 * expiresAt is when its last code or refresh token expires.
 */
export interface GrantRecord extends IssuedAuthorization {
  grantId: string;
}

export interface AuthorizationCodeRecord {
  codeHash: string;
  grantId: string;
  clientId: string;
  userId: string;
  redirectUri: string;
  redirectUriGiven: boolean;
  codeChallenge: string;
  scopes: string[];
  resource: string;
  createdAt: string;
  expiresAt: string;
}

export interface AccessTokenRecord extends IssuedAuthorization {
  tokenHash: string;
  grantId: string;
}

/** An access token with the grant it descends from and the account it was issued to. */
export interface AccessTokenOfRequest {
  token: AccessTokenRecord;
  grant: GrantRecord;
  account: Account;
}

export interface RefreshTokenRecord {
  tokenHash: string;
  grantId: string;
  /** The refresh token this one replaced; null for the one issued with the authorization code. */
  parentHash: string | null;
  clientId: string;
  createdAt: string;
  expiresAt: string;
}

/** An upstream OpenID Connect subject linked to an account. */
export interface OidcSubjectLink {
  issuer: string;
  subject: string;
  userId: string;
  createdAt: string;
}

export interface ClientPurgeCutOffs {
  unusedSince: string;
  neverAuthorizedCreatedBy: string;
}

/** Records kept by their key (an id or a hash): written once, read by key. */
export interface KeyedRecords<T> {
  insert(record: T): Promise<void>;
  get(key: string): Promise<T | null>;
}

export interface OAuthStore {
  clients: KeyedRecords<OAuthClientRecord> & {
    touch(clientId: string, at: string): Promise<void>;
    /** Records the first approval (later ones keep the first time). */
    markAuthorized(clientId: string, at: string): Promise<void>;
  };
  signInCodes: KeyedRecords<SignInCodeRecord>;
  authorizationRequests: KeyedRecords<AuthorizationRequestRecord> & {
    setUser(requestId: string, userId: string): Promise<void>;
    setUpstream(requestId: string, upstream: UpstreamSignIn): Promise<void>;
  };
  authorizationCodes: KeyedRecords<AuthorizationCodeRecord>;
  grants: KeyedRecords<GrantRecord> & {
    /** Moves expiresAt later (never earlier). */
    extend(grantId: string, expiresAt: string): Promise<void>;
    /** Revokes the grants of a user that are neither revoked nor expired at `at`; returns how many. */
    revokeActiveOfUser(userId: string, at: string): Promise<number>;
    revoke(grantId: string, at: string): Promise<void>;
  };
  accessTokens: KeyedRecords<AccessTokenRecord> & {
    revoke(tokenHash: string, at: string): Promise<void>;
    /**
     * What /mcp checks at every request, in one read where the backend can join: the token, its
     * grant and the account it was issued to; null unless all three exist.
     */
    getWithGrantAndAccount(tokenHash: string): Promise<AccessTokenOfRequest | null>;
  };
  refreshTokens: KeyedRecords<RefreshTokenRecord>;
  /**
   * Once-only decisions by unique key: the first `claim` of a key records its holder; every call
   * returns the holder that owns the key, so a caller won exactly when it gets its own holder back.
   */
  claims: {
    claim(key: string, holder: string, expiresAt: string): Promise<string>;
    holderOf(key: string): Promise<string | null>;
  };
  oidcSubjects: {
    /** Links the subject unless it is linked already; returns the user it is linked to. */
    link(link: OidcSubjectLink): Promise<string>;
    find(issuer: string, subject: string): Promise<OidcSubjectLink | null>;
    listOfUser(userId: string): Promise<OidcSubjectLink[]>;
    /** False when the user had no such link. */
    unlink(userId: string, issuer: string, subject: string): Promise<boolean>;
  };
  /**
   * Drops records past their expiry, clients unused since `cutOffs.unusedSince` and clients never
   * approved that were created by `cutOffs.neverAuthorizedCreatedBy`; returns how many.
   */
  purgeExpired(now: string, cutOffs: ClientPurgeCutOffs): Promise<number>;
}
